/// SwiftUI's `Layout` protocol (iOS 16): a container that sizes itself from its subviews
/// (`sizeThatFits`) and places them (`placeSubviews`), written by the deck's author.
///
/// The rules are Apple's ("Layout", "placeSubviews(in:proposal:subviews:cache:)",
/// "LayoutSubview.place(at:anchor:proposal:)") as OpenSwiftUI reconstructs them
/// (`Sources/OpenSwiftUICore/Layout/Layout.swift`, `LayoutProxy.swift`):
/// - the container is proposed a size and answers with `sizeThatFits`; it is then placed at
///   a size it answered, and `placeSubviews` gets that rectangle as `bounds` in the parent's
///   space — here the canvas, in points — and the proposal the size came from;
/// - each subview is placed where `place(at:anchor:proposal:)` puts its `anchor`, at the size
///   it chooses for that proposal; the last call for a subview wins, and a subview placed by
///   no call is centred in `bounds` at the size it chooses for the container's size;
/// - in a right-to-left layout the placements are mirrored in `bounds`;
/// - `makeCache(subviews:)` makes the cache once and every call of one layout pass shares it
///   (SwipeUI rebuilds its tree on every update, so a cache lives for one update: what
///   SwiftUI's default `updateCache`, which makes a new cache, gives).
/// `Animatable` (`animatableData`) is not modelled: a layout's own properties change at once.
public protocol Layout {
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews

    static var layoutProperties: LayoutProperties { get }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    func makeCache(subviews: Subviews) -> Cache
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Cache
    ) -> CGFloat?
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Cache
    ) -> CGFloat?
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }
    /// Apple: "the default implementation … merges the spacing preferences of the subviews".
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        subviews.reduce(ViewSpacing.zero) { $0.union($1.spacing) }
    }
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Cache
    ) -> CGFloat? { nil }
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Cache
    ) -> CGFloat? { nil }

    /// `MyLayout { … }`: the layout as a container view of `content`'s views.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutView(layout: self, content: content())
    }
}

extension Layout where Cache == Void {
    public func makeCache(subviews: Subviews) -> Cache { () }
}

/// A layout's properties: `stackOrientation` is the axis a `Spacer` or `Divider` inside it
/// takes (nil: none, as in a `ZStack`).
public struct LayoutProperties: Sendable {
    public var stackOrientation: Axis?
    public init() {}
}

/// A size proposal (SwiftUI's `ProposedViewSize`): nil in a dimension asks for the ideal size,
/// 0 for the smallest, `.infinity` for the largest.
public struct ProposedViewSize: Hashable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?
    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }
    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

    /// Apple: nil dimensions replaced by `size`'s (10 × 10 by default, SwiftUI's default view size).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    init(_ p: ProposedSize) { self.init(width: p.width.map { CGFloat($0) }, height: p.height.map { CGFloat($0) }) }
    var proposedSize: ProposedSize { ProposedSize(width: width.map(Double.init), height: height.map(Double.init)) }
}

/// A view's preferred spacing to its neighbours. SwipeUI's spacing rule is its stacks' (the
/// module README): 8 points between views, none next to a `Spacer` — so a view's spacing is
/// either the default or zero, and the distance between two is 0 when either is zero.
public struct ViewSpacing: Sendable {
    var isZero: Bool
    public static let zero = ViewSpacing(isZero: true)
    /// The default spacing of a view.
    public init() { isZero = false }
    init(isZero: Bool) { self.isZero = isZero }
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        isZero || next.isZero ? 0 : CGFloat(StackLayout.defaultSpacing)
    }
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) { isZero = isZero && other.isZero }
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var result = self
        result.formUnion(other, edges: edges)
        return result
    }
}

/// A view's size and alignment guides as a layout reads them. SwipeUI has no custom alignment
/// guides (`alignmentGuide`), so a guide sits at its fraction of the size (`.leading` 0,
/// `.center` half, `.trailing` the width).
public struct ViewDimensions: Equatable, Sendable {
    public let width: CGFloat
    public let height: CGFloat
    public subscript(guide: HorizontalAlignment) -> CGFloat { width * CGFloat(guide.fraction) }
    public subscript(guide: VerticalAlignment) -> CGFloat { height * CGFloat(guide.fraction) }
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { nil }
}

/// A key for a value a view hands its layout (`.layoutValue(key:value:)`, read as
/// `subview[Key.self]`).
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

extension View {
    /// Hands `value` under `key` to the layout this view is a subview of, read there as
    /// `subview[key]` (a trait of the view: it passes through the view's modifiers, as
    /// `.layoutPriority` does).
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        node(".layoutValue", .layoutValue(ObjectIdentifier(key), value))
    }
}
