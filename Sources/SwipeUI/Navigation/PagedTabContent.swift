/// A `TabView` in the `.page` style: its tabs side by side, each as large as the tab view, in
/// a horizontal `ScrollView` with `.scrollTargetBehavior(.paging)` — so a horizontal drag
/// turns one page with UIScrollView's paging (`ScrollTargetLayout`), as SwiftUI's page style is
/// a paging `UICollectionView`/`UIPageViewController` underneath. The selection is the
/// scroll view's `.scrollPosition(id:)`: a page turn writes the new page's tag once the page
/// is the leading one, and setting the selection scrolls to its page. The page indicator
/// (`PageIndicator`) sits at the bottom, over the pages.
struct PagedTabContent: View {
    let tabs: [ResolvedTab]
    let selectedIndex: Int
    let selected: Binding<AnyHashable?>
    let indexDisplay: PageTabViewStyle.IndexDisplayMode
    @Environment(\.pageIndexBackground) private var indexBackground

    var body: some View {
        GeometryReader { proxy in
            ScrollView(.horizontal, showsIndicators: false) {
                LazyHStack(spacing: 0) {
                    ForEach(tabs.indices, id: \.self) { index in
                        ResolvedNodes(nodes: [tabs[index].node])
                            .frame(width: proxy.size.width, height: proxy.size.height)
                            .id(tabs[index].tag)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.paging)
            .scrollPosition(id: selected)
        }
        .overlay(alignment: .bottom) {
            if indexDisplay == .always || (indexDisplay == .automatic && tabs.count > 1) {
                PageIndicator(count: tabs.count, current: selectedIndex, hasBackground: indexBackground == .always)
            }
        }
    }
}

/// The page indicator of a paged `TabView`: UIKit's `UIPageControl`, one dot per page, the
/// current one opaque white and the others white at 30 % (`UIPageControl`'s default
/// `pageIndicatorTintColor` and `currentPageIndicatorTintColor` as SwiftUI's page style sets
/// them). The 7 pt dots 9 pt apart in a 26 pt tall strip at the bottom are readings of iOS
/// screenshots (UIKit does not publish them). `.indexViewStyle(.page(backgroundDisplayMode:
/// .always))` puts a black capsule at 25 % behind the dots, 12 pt past the outer dots (a
/// reading of iOS 14+'s prominent background).
struct PageIndicator: View {
    let count: Int
    let current: Int
    let hasBackground: Bool

    static let dotDiameter: CGFloat = 7
    static let dotSpacing: CGFloat = 9
    static let height: CGFloat = 26
    static let backgroundInset: CGFloat = 12

    var body: some View {
        HStack(spacing: PageIndicator.dotSpacing) {
            ForEach(0..<count, id: \.self) { index in
                Circle()
                    .fill(Color.white.opacity(index == current ? 1 : 0.3))
                    .frame(width: PageIndicator.dotDiameter, height: PageIndicator.dotDiameter)
            }
        }
        .padding(.horizontal, hasBackground ? PageIndicator.backgroundInset : 0)
        .frame(height: PageIndicator.height)
        .background {
            if hasBackground { Capsule().fill(Color.black.opacity(0.25)) }
        }
    }
}
