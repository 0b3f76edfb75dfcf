/// SwiftUI's `LazyVGrid`: its children fill `columns` left to right (leading to trailing), row
/// after row; each row is as tall as its tallest cell (`GridLayout`). `alignment` places a cell
/// across its column when its `GridItem` has none (Apple: "the guide for aligning the child
/// views within the space allocated for a given cell", default centre); `spacing` is between
/// rows (nil: 8 points, SwipeSim's reading — the stacks' default). SwipeSim builds every
/// child, as it does for the lazy stacks: laziness does not change the layout.
/// `pinnedViews` is accepted; sections are not supported, so nothing is pinned.
public struct LazyVGrid<Content: View>: View, PrimitiveView {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    public var body: Never { primitiveBody }
    func resolve(in context: inout ResolveContext, into nodes: inout [Node]) throws {
        let grid = try GridSpec(
            axis: .vertical, items: columns, cellAlignment: Alignment(horizontal: alignment, vertical: .center),
            spacing: spacing.map(Double.init), typePath: context.typePath(appending: "LazyVGrid"))
        let children = try context.resolveContent(content, label: "LazyVGrid", stackAxis: nil)
        nodes.append(context.node(.grid(grid), typeName: "LazyVGrid", children: children))
    }
}

/// SwiftUI's `LazyHGrid`: `LazyVGrid` turned a quarter — children fill `rows` top to bottom,
/// column after column, each column as wide as its widest cell; `spacing` is between columns.
public struct LazyHGrid<Content: View>: View, PrimitiveView {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    public var body: Never { primitiveBody }
    func resolve(in context: inout ResolveContext, into nodes: inout [Node]) throws {
        let grid = try GridSpec(
            axis: .horizontal, items: rows, cellAlignment: Alignment(horizontal: .center, vertical: alignment),
            spacing: spacing.map(Double.init), typePath: context.typePath(appending: "LazyHGrid"))
        let children = try context.resolveContent(content, label: "LazyHGrid", stackAxis: nil)
        nodes.append(context.node(.grid(grid), typeName: "LazyHGrid", children: children))
    }
}
