/// SwiftUI's `Section`: in a `List` or `Form`, a group of rows with an optional header and
/// footer, drawn in the list's style (`ListMetrics`); elsewhere its header, content and footer
/// in place, as a `Group` of them.
public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
    let header: Parent
    let content: Content
    let footer: Footer

    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }
    /// The iOS 13 spelling: `Section(header: Text("…"), footer: Text("…")) { … }`.
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        self.footer = footer
    }

    public var body: Never { primitiveBody }

    func resolve(in context: inout ResolveContext, into nodes: inout [Node]) throws {
        guard let list = context.environment.list else {
            try context.resolveChild(header, component: .index(0), into: &nodes)
            try context.resolveChild(content, component: .index(1), into: &nodes)
            try context.resolveChild(footer, component: .index(2), into: &nodes)
            return
        }
        let metrics = list.metrics
        let saved = context.environment
        context.environment.font = .footnote
        context.environment.foregroundStyle = .color(Color.secondary.rgba)
        context.environment.textCase = metrics.headerCase
        let headerNodes = try context.resolveContent(header, component: .index(0), label: "header")
        context.environment.textCase = nil
        let footerNodes = try context.resolveContent(footer, component: .index(2), label: "footer")
        context.environment.stackAxis = .vertical
        context.environment.font = saved.font
        context.environment.foregroundStyle = saved.foregroundStyle
        let rows = try context.resolveContent(content, component: .index(1), label: "Section")
        context.environment = saved
        let layout = ListSectionLayout(header: headerNodes, rows: rows, footer: footerNodes, list: list)
        for node in try context.resolveContent(layout, component: .type("Section"), label: nil) {
            list.markSection(node)
            nodes.append(node)
        }
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) { self.init(content: content, header: { EmptyView() }, footer: { EmptyView() }) }
}

extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, footer: EmptyView(), content: content)
    }
}

extension Section where Parent == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), footer: footer, content: content)
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section titled by a literal or interpolation (`LocalizedStringKey`).
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) })
    }
    /// A section titled by a string value, verbatim.
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) })
    }
}
