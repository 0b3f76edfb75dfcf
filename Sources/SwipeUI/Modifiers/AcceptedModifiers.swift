/// Modifiers SwipeSim accepts so a deck compiles, drawing the view as it is; each one that
/// would change what is drawn or what a touch does is named once in `Simulation.warnings`
/// (`UnanimatedEffect`, as `.symbolEffect` is):
/// - `.geometryGroup()` (iOS 17; Apple: "Isolates the geometry (e.g. position and size) of the
///   view from its parent view … forcing the position and size values to be resolved and
///   animated by the parent, before being passed down"): SwipeUI already animates every view's
///   frame in its parent's space (module README, "Diff"), so it changes nothing and is silent.
/// - `.redacted(reason:)` / `.unredacted()` (Apple, "redacted(reason:)"): set the
///   `redactionReasons` environment value, which a deck can read; the placeholder look (text as
///   grey bars) is not drawn.
/// - `.symbolRenderingMode(_:)` (Apple, "SymbolRenderingMode"): symbols are drawn monochrome
///   in their foreground style; another mode is named.
/// - `.contextMenu`, `.swipeActions`, `.refreshable`, `.searchable`: a long-press menu, a list
///   row's swipe buttons, pull to refresh and a search field are not simulated (SwipeSim's
///   touch scripts drive drags and taps); the action closures never run.
extension View {
    public func geometryGroup() -> some View { environmentChange(".geometryGroup") { _ in } }

    public func redacted(reason: RedactionReasons) -> some View {
        environmentChange(".redacted") { $0.redactionReasons.formUnion(reason) }
            .modifier(
                UnanimatedEffect(
                    label: ".redacted", isEffect: !reason.isEmpty,
                    note: "the redacted placeholder look is not drawn: the content is drawn as it is (redactionReasons is set)"))
    }

    public func unredacted() -> some View { environmentChange(".unredacted") { $0.redactionReasons = [] } }

    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        modifier(
            UnanimatedEffect(
                label: ".symbolRenderingMode", isEffect: mode != nil && mode != .monochrome,
                note: "symbols are drawn monochrome, not \(mode?.name ?? "")"))
    }

    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        modifier(UnanimatedEffect(label: ".contextMenu", isEffect: true, note: "a long press does not open the context menu: it is not simulated"))
    }

    public func contextMenu<MenuItems: View, Preview: View>(@ViewBuilder menuItems: () -> MenuItems, @ViewBuilder preview: () -> Preview) -> some View {
        contextMenu(menuItems: menuItems)
    }

    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T) -> some View {
        modifier(UnanimatedEffect(label: ".swipeActions", isEffect: true, note: "the row's swipe actions are not simulated: a drag does not reveal them"))
    }

    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        modifier(UnanimatedEffect(label: ".refreshable", isEffect: true, note: "pull to refresh is not simulated: the action never runs"))
    }

    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        modifier(UnanimatedEffect(label: ".searchable", isEffect: true, note: "no search field is drawn: searching is not simulated"))
    }

    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(String(prompt)))
    }

    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil
    ) -> some View {
        searchable(text: text, placement: placement, prompt: prompt)
    }
}

/// Why a view's content is redacted (SwiftUI's `RedactionReasons`).
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let placeholder = RedactionReasons(rawValue: 1)
    public static let privacy = RedactionReasons(rawValue: 2)
    public static let invalidated = RedactionReasons(rawValue: 4)
}

/// How symbols use their layers (SwiftUI's `SymbolRenderingMode`); SwipeSim draws `.monochrome`.
public struct SymbolRenderingMode: Equatable, Sendable {
    let name: String
    public static let monochrome = SymbolRenderingMode(name: ".monochrome")
    public static let hierarchical = SymbolRenderingMode(name: ".hierarchical")
    public static let palette = SymbolRenderingMode(name: ".palette")
    public static let multicolor = SymbolRenderingMode(name: ".multicolor")
}

/// Where a search field goes (SwiftUI's `SearchFieldPlacement`; none is drawn).
public struct SearchFieldPlacement: Sendable {
    public static let automatic = SearchFieldPlacement()
    public static let toolbar = SearchFieldPlacement()
    public static let sidebar = SearchFieldPlacement()
    public static let navigationBarDrawer = SearchFieldPlacement()
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement { SearchFieldPlacement() }
    public enum NavigationBarDrawerDisplayMode: Sendable { case automatic, always }
}
