/// SwiftUI's toolbar: `.toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Undo") { … } } }`
/// puts items in the enclosing `NavigationStack`'s bar (laid out by `NavigationBar`). Items
/// are resolved in the bar, in the bar's 17 pt font and large symbol scale, so a `Button` is
/// tinted with the accent colour and a touch on it runs its action.
///
/// Placements: `.topBarLeading` / `.navigationBarLeading` / `.cancellationAction` lead;
/// `.topBarTrailing` / `.navigationBarTrailing` / `.automatic` / `.primaryAction` /
/// `.confirmationAction` (its text semibold, UIKit's done style) trail; `.principal` takes
/// the inline title's place. `.bottomBar` (UIKit's toolbar at the bottom) is not drawn: a
/// `.bottomBar` item is left out and reported in `Simulation.warnings`.
public struct ToolbarItemPlacement: Hashable, Sendable {
    enum Side: Hashable, Sendable { case leading, trailing, principal, bottom }
    let side: Side
    let isConfirmation: Bool

    public static let automatic = ToolbarItemPlacement(side: .trailing, isConfirmation: false)
    public static let topBarLeading = ToolbarItemPlacement(side: .leading, isConfirmation: false)
    public static let topBarTrailing = ToolbarItemPlacement(side: .trailing, isConfirmation: false)
    public static let navigationBarLeading = topBarLeading
    public static let navigationBarTrailing = topBarTrailing
    public static let primaryAction = topBarTrailing
    public static let principal = ToolbarItemPlacement(side: .principal, isConfirmation: false)
    public static let confirmationAction = ToolbarItemPlacement(side: .trailing, isConfirmation: true)
    public static let cancellationAction = topBarLeading
    public static let bottomBar = ToolbarItemPlacement(side: .bottom, isConfirmation: false)
}

/// Content of a `.toolbar`: `ToolbarItem`s and `ToolbarItemGroup`s (a custom `ToolbarContent`
/// type with a `body` is not supported: its items are not found and a warning says so).
public protocol ToolbarContent {}

/// One item of a toolbar at `placement`.
public struct ToolbarItem<ID, Content: View>: ToolbarContent, ToolbarItemsSource {
    let placement: ToolbarItemPlacement
    let content: Content
    var items: [ToolbarItemValue] { [ToolbarItemValue(placement: placement, content: AnyView(content))] }
}

extension ToolbarItem where ID == () {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Several items at one placement, each view of `content` an item of its own.
public struct ToolbarItemGroup<Content: View>: ToolbarContent, ToolbarItemsSource {
    let placement: ToolbarItemPlacement
    let content: Content
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
    var items: [ToolbarItemValue] { [ToolbarItemValue(placement: placement, content: AnyView(content))] }
}

/// Builds a toolbar's items from a block (`if`/`else` included).
@resultBuilder
public enum ToolbarContentBuilder {
    public static func buildBlock(_ parts: any ToolbarContent...) -> ToolbarItemList { ToolbarItemList(parts: parts) }
    public static func buildOptional(_ part: (any ToolbarContent)?) -> ToolbarItemList { ToolbarItemList(parts: part.map { [$0] } ?? []) }
    public static func buildEither(first part: any ToolbarContent) -> ToolbarItemList { ToolbarItemList(parts: [part]) }
    public static func buildEither(second part: any ToolbarContent) -> ToolbarItemList { ToolbarItemList(parts: [part]) }
}

/// The items of a `@ToolbarContentBuilder` block.
public struct ToolbarItemList: ToolbarContent, ToolbarItemsSource {
    let parts: [any ToolbarContent]
    var items: [ToolbarItemValue] { parts.flatMap { ($0 as? ToolbarItemsSource)?.items ?? [] } }
}

/// A toolbar item ready for the bar.
struct ToolbarItemValue {
    var placement: ToolbarItemPlacement
    var content: AnyView
}

protocol ToolbarItemsSource {
    var items: [ToolbarItemValue] { get }
}

extension View {
    /// Items for the enclosing `NavigationStack`'s bar.
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        let content = content()
        let items = (content as? ToolbarItemsSource)?.items
        return modifier(ToolbarModifier(items: items, typeName: String(describing: Content.self)))
    }

    /// Views for the bar's trailing side (SwiftUI's `.automatic` placement for a plain block).
    @_disfavoredOverload
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        modifier(ToolbarModifier(items: [ToolbarItemValue(placement: .automatic, content: AnyView(content()))], typeName: nil))
    }
}

/// Leaves the items for the stack (`NavigationBarMarker`); `.bottomBar` items and unknown
/// toolbar content are reported.
struct ToolbarModifier: NodeModifier {
    let items: [ToolbarItemValue]?
    let typeName: String?
    var label: String { ".toolbar" }
    func wrap(_ child: Node, in context: inout ResolveContext) throws -> Node? {
        let path = context.typePath(appending: label)
        guard let items else {
            context.graph.warnings.note(
                key: "toolbar-content-\(typeName ?? "")",
                "\(path): SwipeSim reads ToolbarItem, ToolbarItemGroup and @ToolbarContentBuilder blocks of them; \(typeName ?? "this content") is not one, so its items are not shown. Put its ToolbarItems in the .toolbar block itself."
            )
            return nil
        }
        if items.contains(where: { $0.placement.side == .bottom }) {
            context.graph.warnings.note(
                key: "toolbar-bottom-\(path)",
                "\(path): SwipeSim does not draw the bottom toolbar; the .bottomBar items are left out. Put them in the view (an HStack at the bottom) to see them."
            )
        }
        let shown = items.filter { $0.placement.side != .bottom }.map { item -> ToolbarItemValue in
            guard item.placement.isConfirmation else { return item }
            return ToolbarItemValue(placement: item.placement, content: AnyView(item.content.fontWeight(.semibold)))
        }
        return context.node(.navigationBar(NavigationBarMarker(toolbarItems: shown)), typeName: label, children: [child])
    }
}
