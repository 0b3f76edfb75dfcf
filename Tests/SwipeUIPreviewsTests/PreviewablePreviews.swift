import SwipeUI

// `@Previewable` previews as iOS 18 decks write them: state declared inline in `#Preview`,
// passed to the view as a binding. `PreviewableTests` finds them through `PreviewCatalog`.

/// A 100 × 60 pt swatch, red until tapped, then green: it flips the binding it is given.
struct LikeSwatch: View {
    @Binding var isLiked: Bool
    var body: some View {
        Rectangle().fill(isLiked ? Color.green : Color.red)
            .frame(width: 100, height: 60)
            .onTapGesture { isLiked.toggle() }
    }
}

#Preview("Liked", traits: .sizeThatFitsLayout) {
    @Previewable @State var isLiked = false
    LikeSwatch(isLiked: $isLiked)
}

/// Two tagged declarations — one over two lines, one with a comment and a `;` — between other
/// statements; a `let` stays in the body, and a string holding `@Previewable` is no tag.
#Preview("Mixed", traits: .fixedLayout(width: 200, height: 100)) {
    let width: CGFloat = 50
    @Previewable @State var colors: [Color] = [
        .orange, .purple,
    ]
    @Previewable @State var index = 1; /* the second colour */
    @Previewable @State var picked: Color?
    let note = "@Previewable @State var nothing = 0"
    Rectangle().fill(picked ?? colors[index])
        .frame(width: width * 2 + CGFloat(note.count - note.count), height: 60)
}
