/// SwiftUI's `LazyVStack`: a column like `VStack`, with the lazy stacks' two layout differences
/// (`StackLayout`): children are offered nil along the column (each takes its ideal height; the
/// height is not shared out, so a `Spacer` is only its minimum length) and the stack is as wide
/// as proposed. A `ForEach` in its content (directly, or through `Group`, `if`, blocks) builds
/// only the rows in view plus a margin (`LazyStackLayout`); `onAppear` of its views runs when
/// they come into view. `pinnedViews` is accepted; sections are not supported, so nothing is pinned.
public struct LazyVStack<Content: View>: View, PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    public var body: Never { primitiveBody }
    func resolve(in context: inout ResolveContext, into nodes: inout [Node]) throws {
        let children = try context.resolveContent(content, label: "LazyVStack", stackAxis: .vertical, lazyRows: true)
        nodes.append(
            context.lazyStackNode(
                .lazyStack(.vertical, alignment: alignment.fraction, spacing: spacing.map(Double.init)), typeName: "LazyVStack", children: children))
    }
}

/// SwiftUI's `LazyHStack`: a row like `HStack`, with `LazyVStack`'s rules turned a quarter:
/// children take their ideal widths and the stack is as tall as proposed.
public struct LazyHStack<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    public var body: Never { primitiveBody }
    func resolve(in context: inout ResolveContext, into nodes: inout [Node]) throws {
        let children = try context.resolveContent(content, label: "LazyHStack", stackAxis: .horizontal, lazyRows: true)
        nodes.append(
            context.lazyStackNode(
                .lazyStack(.horizontal, alignment: alignment.fraction, spacing: spacing.map(Double.init)), typeName: "LazyHStack", children: children))
    }
}

/// Which section views a lazy stack pins (SwiftUI's `PinnedScrollableViews`); accepted, not drawn
/// pinned (SwipeSim has no `Section`).
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

extension ResolveContext {
    /// A lazy stack's node: with a lazy `ForEach` among `children`, the content is kept as
    /// `lazyItems` and the children are what each layout pass builds (`LazyStackLayout`).
    func lazyStackNode(_ kind: NodeKind, typeName: String, children: [Node]) -> Node {
        guard children.contains(where: { $0.lazyRows != nil }) else { return node(kind, typeName: typeName, children: children) }
        let stack = node(kind, typeName: typeName, children: children.filter { $0.lazyRows == nil })
        stack.lazyItems = children
        stack.lazyState = graph.lazyStackState(for: identity)
        return stack
    }
}
