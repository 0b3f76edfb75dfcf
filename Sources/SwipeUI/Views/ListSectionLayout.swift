/// One section of a list as views (`ListMetrics`): the header, the group of rows — each
/// inset, at least 44 pt tall, on its `.listRowBackground` or the group's background, a
/// separator below all but the last — and the footer. The rows, header and footer come
/// resolved; they keep their identities (so a row's state and animations follow it), and each
/// row's frame is identified by the row's identity.
struct ListSectionLayout: View {
    let header: [Node]
    let rows: [Node]
    let footer: [Node]
    let list: ListContext
    @Environment(\.pixelLength) private var hairline

    var body: some View {
        let m = list.metrics
        let textInset = m.groupMargin + ListMetrics.defaultRowInsets.leading
        VStack(alignment: .leading, spacing: 0) {
            if header.isEmpty {
                Color.clear.frame(height: m.sectionSpacing)
            } else {
                ResolvedNodes(nodes: header)
                    .padding(EdgeInsets(top: m.headerTop, leading: textInset, bottom: m.headerBottom, trailing: textInset))
                    .frame(maxWidth: .infinity, alignment: .leading)
            }
            VStack(spacing: 0) {
                ForEach(Array(rows.enumerated()), id: \.element.identity) { index, row in
                    self.row(row, isLast: index == rows.count - 1)
                }
            }
            .background(m.groupBackground)
            .clipShape(RoundedRectangle(cornerRadius: m.cornerRadius))
            .padding(.horizontal, m.groupMargin)
            if !footer.isEmpty {
                ResolvedNodes(nodes: footer)
                    .padding(EdgeInsets(top: m.footerTop, leading: textInset, bottom: 0, trailing: textInset))
                    .frame(maxWidth: .infinity, alignment: .leading)
            }
        }
    }

    private func row(_ node: Node, isLast: Bool) -> some View {
        let traits = list.rowTraits(of: node)
        let insets = traits.insets ?? ListMetrics.defaultRowInsets
        return ResolvedNodes(nodes: [node])
            .frame(maxWidth: .infinity, alignment: .leading)
            .overlay(alignment: .trailing) {
                if let badge = traits.badge { badge.foregroundStyle(.secondary) }
            }
            .padding(insets)
            .frame(maxWidth: .infinity, minHeight: ListMetrics.minimumRowHeight, alignment: .leading)
            .background { traits.background }
            .overlay(alignment: .bottom) {
                if !isLast && traits.separator != .hidden {
                    Color(.separator).frame(height: hairline).padding(.leading, insets.leading)
                }
            }
    }
}

/// What the row modifiers set on a row.
struct ListRowTraits {
    var insets: EdgeInsets?
    var background: AnyView?
    var separator: Visibility?
    var badge: Text?

    /// `other`'s values over these.
    mutating func merge(_ other: ListRowTraits) {
        if let v = other.insets { insets = v }
        if let v = other.background { background = v }
        if let v = other.separator { separator = v }
        if let v = other.badge { badge = v }
    }
}

/// A row modifier: records its change on the row for the enclosing list; nothing outside one.
struct ListRowModifier: NodeModifier {
    let label: String
    let change: (inout ListRowTraits) -> Void
    var contentComponent: ViewIdentity.Component { .content }
    func wrap(_ child: Node, in context: inout ResolveContext) throws -> Node? {
        context.environment.list?.record(change, on: child)
        return nil
    }
}

extension View {
    /// The row's insets in a list, replacing the default 11 / 20 pt (`ListMetrics`); nil keeps them.
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        modifier(ListRowModifier(label: ".listRowInsets") { $0.insets = insets })
    }
    /// A view behind the row in a list, filling the row (under a grouped style, clipped by the
    /// group's corners).
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        let background = view.map { AnyView($0) }
        return modifier(ListRowModifier(label: ".listRowBackground") { $0.background = background })
    }
    /// `.hidden` removes the separator below the row in a list.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(ListRowModifier(label: ".listRowSeparator") { $0.separator = visibility })
    }
    /// Accepted; separators are drawn in `separator` grey.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        modifier(ListRowModifier(label: ".listRowSeparatorTint") { _ in })
    }
    /// A count at the trailing edge of a list row, in `.secondary` (Apple: a badge of zero is
    /// not shown). Outside a list row SwipeSim draws no badge (iOS shows them on tab items).
    public func badge(_ count: Int) -> some View {
        let text = count == 0 ? nil : Text(verbatim: "\(count)")
        return modifier(ListRowModifier(label: ".badge") { $0.badge = text })
    }
    /// A text badge at the trailing edge of a list row; nil shows none.
    public func badge(_ label: Text?) -> some View {
        modifier(ListRowModifier(label: ".badge") { $0.badge = label })
    }
    public func badge(_ key: LocalizedStringKey?) -> some View { badge(key.map { Text($0) }) }
}

/// Top and bottom edges (`listRowSeparator(_:edges:)`), as SwiftUI's `VerticalEdge`.
public enum VerticalEdge: Hashable, CaseIterable, Sendable {
    case top, bottom
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}

extension ForEach {
    /// Accepted: SwipeSim does not simulate swipe-to-delete, so `action` never runs.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach { self }
    /// Accepted: SwipeSim does not simulate reordering, so `action` never runs.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach { self }
}
