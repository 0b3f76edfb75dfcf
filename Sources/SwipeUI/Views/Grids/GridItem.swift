/// One column of a `LazyVGrid` or one row of a `LazyHGrid` (SwiftUI's `GridItem`): its size
/// rule, the spacing to the next item, and how cells are aligned in it.
///
/// Apple's `GridItem` page: `spacing` is "the spacing to the next item" (nil: the default,
/// 8 points, the figure objc.io measured in "SwiftUI's Grid Views", 2020); `alignment` is "the
/// alignment to use when placing each view" (nil: the grid's alignment across, centred along).
/// How the sizes share the grid's length is `GridLayout`'s doc comment.
public struct GridItem: Hashable, Sendable {
    /// Apple's `GridItem.Size`, in points: `.fixed` is exactly its length; `.flexible` takes its
    /// share of what the fixed items leave, clamped to `minimum…maximum` (defaults 10 and
    /// infinity, the SDK's); `.adaptive` fits as many items of at least `minimum` (at most
    /// `maximum`) as its share holds.
    public enum Size: Hashable, Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: Size
    public var spacing: CGFloat?
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}
