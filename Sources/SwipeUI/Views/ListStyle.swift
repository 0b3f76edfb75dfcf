/// How a `List` draws its rows and sections, as SwiftUI's list styles. `.automatic` is iOS's
/// default for a `List` and a `Form` on iOS 15 and later, `.insetGrouped` (`ListMetrics`).
public protocol ListStyle {}
public struct DefaultListStyle: ListStyle, Sendable { public init() {} }
public struct InsetGroupedListStyle: ListStyle, Sendable { public init() {} }
public struct GroupedListStyle: ListStyle, Sendable { public init() {} }
public struct PlainListStyle: ListStyle, Sendable { public init() {} }
/// `.inset`: drawn as `.plain` (its extra side margins are not modelled).
public struct InsetListStyle: ListStyle, Sendable { public init() {} }
/// `.sidebar`: drawn as `.insetGrouped` (iOS shows it so outside a split view).
public struct SidebarListStyle: ListStyle, Sendable { public init() {} }
extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { DefaultListStyle() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { GroupedListStyle() } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { PlainListStyle() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { InsetListStyle() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { SidebarListStyle() } }

/// The drawn list styles.
enum ListStyleKind: Hashable, Sendable {
    case insetGrouped, grouped, plain

    init<S: ListStyle>(_ style: S) {
        switch style {
        case is GroupedListStyle: self = .grouped
        case is PlainListStyle, is InsetListStyle: self = .plain
        default: self = .insetGrouped
        }
    }
}

/// Whether something is shown (`.scrollContentBackground`, `.listRowSeparator`,
/// `.presentationDragIndicator`), as SwiftUI's `Visibility`: `.automatic`, `.visible` or `.hidden`.
public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic, visible, hidden
}

extension View {
    /// The style of the lists inside.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        let kind = ListStyleKind(style)
        return environmentChange(".listStyle") { $0.listStyle = kind }
    }
    /// `.hidden` removes a list's or form's own background (`systemGroupedBackground` behind
    /// grouped styles), so what is behind the list shows between and around its sections.
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        environmentChange(".scrollContentBackground") { $0.hidesScrollContentBackground = visibility == .hidden }
    }
}
