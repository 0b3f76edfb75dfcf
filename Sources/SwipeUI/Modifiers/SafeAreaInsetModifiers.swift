extension View {
    /// Shows `content` above or below the view, which is inset by `content`'s height plus
    /// `spacing` from `edge` (Apple, "safeAreaInset(edge:alignment:spacing:content:)": "The
    /// modified view is inset by the height of content, from edge, with its safe area increased
    /// by the same amount"). `spacing` nil is SwipeUI's default spacing, 8 points. Layout:
    /// `LayoutEngine+SafeAreaInset.swift`.
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        modifier(
            SafeAreaInsetModifier(
                inset: content(), edge: edge == .top ? .top : .bottom, alignment: alignment.fraction,
                spacing: spacing.map(Double.init)))
    }

    /// Shows `content` beside the view, which is inset by `content`'s width plus `spacing` from `edge`.
    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        modifier(
            SafeAreaInsetModifier(
                inset: content(), edge: edge == .leading ? .leading : .trailing, alignment: alignment.fraction,
                spacing: spacing.map(Double.init)))
    }

    /// Adds `insets` to the view's safe area (iOS 17): as OpenSwiftUI's `SafeAreaPaddingModifier`
    /// (`Sources/OpenSwiftUICore/Layout/Modifier/InsetViewModifier.swift`), a `safeAreaInset` of
    /// spacing 0 on each edge whose inset view is an empty frame that long — so the content is
    /// laid out inside the padding, and a scroll view's content scrolls out into it.
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        safeAreaInset(edge: .top, spacing: 0) { Color.clear.frame(width: 0, height: insets.top) }
            .safeAreaInset(edge: .bottom, spacing: 0) { Color.clear.frame(width: 0, height: insets.bottom) }
            .safeAreaInset(edge: .leading, spacing: 0) { Color.clear.frame(width: insets.leading, height: 0) }
            .safeAreaInset(edge: .trailing, spacing: 0) { Color.clear.frame(width: insets.trailing, height: 0) }
    }

    /// `length` (16, SwiftUI's default padding, when nil) on `edges`.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        safeAreaPadding(EdgeInsets(edges, Double(length ?? 16)))
    }
    public func safeAreaPadding(_ length: CGFloat) -> some View { safeAreaPadding(.all, length) }
}

/// `.safeAreaInset`: the main view and the inset view (children[0] and [1]).
struct SafeAreaInsetModifier<Inset: View>: NodeModifier {
    let inset: Inset
    let edge: Edge
    let alignment: Double
    let spacing: Double?
    var label: String { ".safeAreaInset" }

    func wrap(_ child: Node, in context: inout ResolveContext) throws -> Node? {
        var insetNodes = try context.resolveContent(inset, component: .index(1), label: label)
        if insetNodes.count != 1 {
            // Several views: laid out together as a ZStack's (OpenSwiftUI gives the inset
            // content `_ZStackLayout` as its root).
            insetNodes = [context.groupNode(.zstack(.center), typeName: label, children: insetNodes)]
        }
        return context.node(.safeAreaInset(edge, alignment: alignment, spacing: spacing), typeName: label, children: [child] + insetNodes)
    }
}
