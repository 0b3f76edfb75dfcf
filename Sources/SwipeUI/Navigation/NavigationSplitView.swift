/// SwiftUI's `NavigationSplitView` (iOS 16) as an iPhone shows it: in a compact horizontal size
/// class "the split view collapses all of its columns into a stack, and shows the last column
/// that displays useful information" (Apple, "NavigationSplitView", "Collapsed split views"). On
/// the simulation's iPhone the stack starts at the sidebar (a `NavigationStack` with the sidebar
/// as its root, its title and toolbar in the stack's bar); a `NavigationLink(value:)` in a column
/// that has no `.navigationDestination(for:)` for its value sets the column's
/// `List(selection:)` and pushes the next column (the content column of a three-column view,
/// then the detail), made from the selection as it is then — the same push, back button and
/// edge swipe as any page. A `NavigationLink(destination:)` or a registered destination pushes as
/// in a stack. Not modelled: going back does not clear the selection; a
/// `NavigationStack` inside the detail column is a stack of its own (with its own bar), where
/// SwiftUI merges it into the collapsed stack. Column visibility, the preferred compact column,
/// the style and column widths are accepted (they shape a regular-width split view).
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail

    public var body: some View {
        let columns = SplitViewColumns(
            views: content.map { [AnyView(sidebar), AnyView($0), AnyView(detail)] }
                ?? [AnyView(sidebar), AnyView(detail)])
        NavigationStack {
            SplitViewColumnPage(index: 0)
        }
        .environmentChange(".navigationSplitView") { $0.splitColumns = columns }
    }
}

extension NavigationSplitView where Content == EmptyView {
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        content = nil
        self.detail = detail()
    }
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, detail: detail)
    }
    public init(
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar, detail: detail)
    }
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar, detail: detail)
    }
}

extension NavigationSplitView {
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
    }
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar, content: content, detail: detail)
    }
    public init(
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar, content: content, detail: detail)
    }
}

/// The columns of a split view, in order (sidebar, [content,] detail), as its body last made them.
struct SplitViewColumns {
    let views: [AnyView]
}

/// One column as a page of the collapsed stack: the column the split view's body made last, so
/// a pushed detail shows the current selection. Links inside push the column after it.
struct SplitViewColumnPage: View, PrimitiveView {
    let index: Int
    var body: Never { primitiveBody }
    func resolve(in context: inout ResolveContext, into nodes: inout [Node]) throws {
        guard let columns = context.environment.splitColumns, index < columns.views.count else { return }
        let saved = context.environment.splitNextColumn
        context.environment.splitNextColumn = index + 1 < columns.views.count ? index + 1 : nil
        defer { context.environment.splitNextColumn = saved }
        try context.resolve(columns.views[index], into: &nodes)
    }
}

/// Which columns a regular-width split view shows (Apple, "NavigationSplitViewVisibility").
public struct NavigationSplitViewVisibility: Hashable, Sendable {
    let name: String
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
    public static let all = NavigationSplitViewVisibility(name: "all")
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

/// A column of a split view (Apple, "NavigationSplitViewColumn").
public struct NavigationSplitViewColumn: Hashable, Sendable {
    let name: String
    public static let sidebar = NavigationSplitViewColumn(name: "sidebar")
    public static let content = NavigationSplitViewColumn(name: "content")
    public static let detail = NavigationSplitViewColumn(name: "detail")
}

/// Split view styles (Apple, "NavigationSplitViewStyle"): they arrange regular-width columns.
public protocol NavigationSplitViewStyle {}
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}
extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}
extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { ProminentDetailNavigationSplitViewStyle() }
}

extension View {
    /// Accepted: the style arranges a regular-width split view.
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { self }
    /// Accepted: the width of a regular-width column.
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { self }
    /// Accepted: the width of a regular-width column.
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }
}
