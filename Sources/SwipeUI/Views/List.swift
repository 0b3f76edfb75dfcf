/// SwiftUI's `List`: rows in sections, drawn in the list style in effect (`.insetGrouped` by
/// default, `ListMetrics`), in a vertical `ScrollView` that fills the space offered (a list
/// scrolls by touch as any scroll view does). Every view the content makes is a row — a
/// `ForEach` makes one per element, a `Group` one per view — and rows outside a `Section`
/// share an untitled section. Selection (`List(selection:)`) is not drawn; a
/// `NavigationLink(value:)` in the list sets it when tapped (as in a `NavigationSplitView`'s
/// sidebar, Apple, "NavigationSplitView": "a navigation link … updates the selection").
public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    var select: ((AnyHashable) -> Void)?
    @Environment(\.listStyle) private var style
    @Environment(\.hidesScrollContentBackground) private var hidesBackground

    public var body: some View {
        ScrollView {
            ListContent(content: content, metrics: ListMetrics(style: style))
        }
        .environmentChange(".listSelection") { [select] in if let select { $0.listSelection = select } }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(hidesBackground ? Color.clear : ListMetrics(style: style).listBackground)
    }
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// A row for each element, identified by its `id`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }

    /// A row for each element, identified by the key path.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }

    /// A row for each integer of the range.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        content = ForEach(data, content: rowContent)
    }
}

extension List {
    /// The selection is not drawn; a tapped `NavigationLink(value:)` inside sets it.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        select = selection.map { binding in { value in if let v = value.base as? SelectionValue { binding.wrappedValue = v } } }
    }
    /// The selection is not drawn; a tapped `NavigationLink(value:)` inside makes it that value alone.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        select = selection.map { binding in { value in if let v = value.base as? SelectionValue { binding.wrappedValue = [v] } } }
    }
    /// A row for each element, identified by its `id`, with a selection.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }
    /// A row for each element, identified by the key path, with a selection.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }
    /// A row for each element, identified by its `id`, with a multiple selection.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }
}

/// SwiftUI's `Form`: on iOS, a list in the `.insetGrouped` style whatever style is set outside
/// (Apple: forms on iOS appear as grouped lists).
public struct Form<Content: View>: View {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View {
        List { content }.listStyle(.insetGrouped)
    }
}

/// What a list tells the views inside it: its style, and which resolved nodes are sections
/// and what row modifiers set on them. Looked up by node, never iterated.
final class ListContext {
    let metrics: ListMetrics
    private var sections = Set<ObjectIdentifier>()
    private var traits: [ObjectIdentifier: ListRowTraits] = [:]

    init(metrics: ListMetrics) { self.metrics = metrics }

    func markSection(_ node: Node) { sections.insert(ObjectIdentifier(node)) }
    func record(_ change: (inout ListRowTraits) -> Void, on node: Node) {
        change(&traits[ObjectIdentifier(node), default: ListRowTraits()])
    }

    /// Whether `node` (or the view its modifiers wrap) is a `Section`.
    func isSection(_ node: Node) -> Bool {
        var current: Node? = node
        while let n = current {
            if sections.contains(ObjectIdentifier(n)) { return true }
            current = n.kind.passesTraitsOfMainView ? n.child : nil
        }
        return false
    }

    /// The row modifiers on `node` and the views its modifiers wrap; the outermost wins.
    func rowTraits(of node: Node) -> ListRowTraits {
        var result = ListRowTraits()
        var chain: [Node] = []
        var current: Node? = node
        while let n = current {
            chain.append(n)
            current = n.kind.passesTraitsOfMainView ? n.child : nil
        }
        for n in chain.reversed() {
            if let t = traits[ObjectIdentifier(n)] { result.merge(t) }
        }
        return result
    }
}

/// A list's resolved content: its sections, the rows outside a section gathered into untitled
/// ones, stacked with no spacing, and the style's space below the last.
struct ListContent<Content: View>: View, PrimitiveView {
    let content: Content
    let metrics: ListMetrics
    var body: Never { primitiveBody }

    func resolve(in context: inout ResolveContext, into nodes: inout [Node]) throws {
        let list = ListContext(metrics: metrics)
        let saved = context.environment
        context.environment.list = list
        let children = try context.resolveContent(content, label: "List", stackAxis: .vertical)
        var sections: [Node] = []
        var loose: [Node] = []
        func gatherLoose() throws {
            guard !loose.isEmpty else { return }
            let section = ListSectionLayout(header: [], rows: loose, footer: [], list: list)
            sections += try context.resolveContent(section, component: .index(sections.count), label: "Section")
            loose = []
        }
        for child in children {
            if list.isSection(child) {
                try gatherLoose()
                sections.append(child)
            } else {
                loose.append(child)
            }
        }
        try gatherLoose()
        let end = Color.clear.frame(height: metrics.sectionSpacing)
        sections += try context.resolveContent(end, component: .type("ListEnd"), label: nil)
        context.environment = saved
        nodes.append(context.node(.stack(.vertical, alignment: 0.5, spacing: 0), typeName: "List", children: sections))
    }
}
