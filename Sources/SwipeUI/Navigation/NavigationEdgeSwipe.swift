/// UINavigationController's interactive pop: a drag that starts in the leading `edgeWidth`
/// points of a stack with a page pushed moves the top page with the finger (the page under it
/// coming back from its parallax in proportion) and, released, pops when it is past half the
/// width or its predicted end is (`DragGesture`'s translation + 0.25 s × velocity), else slides
/// back. Both go on UIKit's push curve (`NavigationPush`); a pop moves the page out by its width
/// from where the finger left it. Off while the back button is hidden, as
/// `hidesBackButton` turns UIKit's `interactivePopGestureRecognizer` off.
///
/// The strip lies over the pages' leading edge and takes the touches that start there, taps
/// included (UIKit's edge pan lets a tap through to the view under it; SwipeSim's strip does not).
/// The 20 pt edge is a reading (UIKit's screen-edge region is private).
struct NavigationEdgeSwipe: View {
    /// The finger's progress across the page, 0…1; nil when no swipe is running.
    let progress: Binding<Double?>
    let pageWidth: Double
    let rightToLeft: Bool
    let pop: () -> Void

    static let edgeWidth: CGFloat = 20

    var body: some View {
        Color.clear
            .frame(width: NavigationEdgeSwipe.edgeWidth)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
            .gesture(
                DragGesture()
                    .onChanged { value in progress.wrappedValue = fraction(of: value.translation) }
                    .onEnded { value in
                        if max(fraction(of: value.translation), fraction(of: value.predictedEndTranslation)) > 0.5 {
                            progress.wrappedValue = nil
                            pop()
                        } else {
                            withAnimation(NavigationPush.animation) { progress.wrappedValue = nil }
                        }
                    })
    }

    /// The drag toward the trailing edge as a fraction of the page's width, clamped to 0…1.
    private func fraction(of translation: CGSize) -> Double {
        let along = Double(translation.width) * (rightToLeft ? -1 : 1)
        return min(max(along / pageWidth, 0), 1)
    }
}
