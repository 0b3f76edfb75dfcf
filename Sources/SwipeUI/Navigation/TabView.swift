/// SwiftUI's `TabView`: one tab's content at a time, chosen by the tab bar at the bottom
/// (`TabBar`), or, with `.tabViewStyle(.page)`, every tab side by side in a horizontal scroll
/// view that turns one page per swipe (`PagedTabContent`).
///
/// Each top-level child of `content` (a `ForEach` gives one per element) is a tab; its
/// `.tabItem { Label("Home", systemImage: "house") }` is its bar item and its `.tag(_:)` the
/// selection value it stands for (Apple, `TabView`: "tab views … use the tag modifier to
/// differentiate tabs"); without a tag, a `ForEach` element's id, else its position
/// (0, 1, …). With `selection`, the binding chooses the tab and a tap on an item (or a page
/// turn) writes the item's tag; without, the view keeps its own selection, starting at the
/// first tab. A selection no tab has shows the first.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>?
    let content: Content
    @State private var ownSelection: AnyHashable?

    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    public var body: some View {
        TabViewContainer(content: content, selected: selectedTag)
    }

    private var selectedTag: Binding<AnyHashable?> {
        if let selection {
            return Binding(
                get: { AnyHashable(selection.wrappedValue) },
                set: { if let value = $0?.base as? SelectionValue { selection.wrappedValue = value } })
        }
        return $ownSelection
    }
}

extension TabView where SelectionValue == Int {
    /// A tab view that keeps its own selection.
    public init(@ViewBuilder content: () -> Content) {
        self.init(selection: nil, content: content)
    }
}

/// One tab, resolved: its content, the tag it stands for, its bar item.
struct ResolvedTab {
    let node: Node
    let tag: AnyHashable
    let item: AnyView?
}

/// Resolves a `TabView`'s tabs and lays them out in the style in effect.
struct TabViewContainer<Content: View>: View, PrimitiveView {
    let content: Content
    let selected: Binding<AnyHashable?>
    var body: Never { primitiveBody }

    func resolve(in context: inout ResolveContext, into nodes: inout [Node]) throws {
        let saved = context.environment
        let tags = TagCollector(), items = TabItemCollector()
        context.environment.tags = tags
        context.environment.tabItems = items
        let children = try context.resolveContent(content, label: "TabView", stackAxis: nil)
        context.environment = saved
        let tabs = children.enumerated().map { index, node in
            ResolvedTab(node: node, tag: tags.tag(of: node) ?? AnyHashable(index), item: items.item(of: node))
        }
        let current = tabs.firstIndex { $0.tag == selected.wrappedValue } ?? 0
        let layout: AnyView
        switch saved.tabViewStyle {
        case .automatic:
            layout = AnyView(
                VStack(spacing: 0) {
                    ResolvedNodes(nodes: tabs.isEmpty ? [] : [tabs[current].node]).frame(maxWidth: .infinity, maxHeight: .infinity)
                    TabBar(tabs: tabs, selectedIndex: current, selected: selected)
                })
        case .page(let indexDisplay):
            layout = AnyView(PagedTabContent(tabs: tabs, selectedIndex: current, selected: selected, indexDisplay: indexDisplay))
        }
        try context.resolveChild(layout, component: .type("TabViewLayout"), into: &nodes)
    }
}

/// The bar items `.tabItem` records, by node; looked up, never iterated.
final class TabItemCollector {
    private var items: [ObjectIdentifier: AnyView] = [:]

    func record(_ item: AnyView, on node: Node) { items[ObjectIdentifier(node)] = item }

    /// The item on `node` or the view its modifiers wrap.
    func item(of node: Node) -> AnyView? {
        var current: Node? = node
        while let n = current {
            if let item = items[ObjectIdentifier(n)] { return item }
            current = n.kind.passesTraitsOfMainView ? n.child : nil
        }
        return nil
    }
}

/// `.tabItem { … }`: records the tab's bar item for the enclosing `TabView`; nothing outside one.
struct TabItemModifier: NodeModifier {
    let item: AnyView
    var label: String { ".tabItem" }
    func wrap(_ child: Node, in context: inout ResolveContext) throws -> Node? {
        context.environment.tabItems?.record(item, on: child)
        return nil
    }
}

extension View {
    /// The view's item in the tab bar of the `TabView` it is a tab of: a `Label`, or an
    /// `Image` and a `Text`, drawn icon over title (`TabBar`).
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        modifier(TabItemModifier(item: AnyView(label())))
    }
}
