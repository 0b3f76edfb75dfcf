/// iOS 18's zoom navigation transition (Apple, "navigationTransition(_:)", "NavigationTransition",
/// "matchedTransitionSource(id:in:)"): a page pushed with `.navigationTransition(.zoom(sourceID:
/// in:))` grows out of the view marked `.matchedTransitionSource(id:in:)` with the same id.
/// SwipeSim pushes such a page with the default push (the slide from the trailing edge) and
/// notes once in `Simulation.warnings` that the zoom is not animated; the source is drawn as it is.
public protocol NavigationTransition {}

/// The default push.
public struct AutomaticNavigationTransition: NavigationTransition {
    public init() {}
}

/// The zoom from a matched source.
public struct ZoomNavigationTransition: NavigationTransition {
    let sourceID: AnyHashable
    let namespace: Namespace.ID
}

extension NavigationTransition where Self == AutomaticNavigationTransition {
    public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}

extension NavigationTransition where Self == ZoomNavigationTransition {
    public static func zoom<ID: Hashable>(sourceID: ID, in namespace: Namespace.ID) -> ZoomNavigationTransition {
        ZoomNavigationTransition(sourceID: AnyHashable(sourceID), namespace: namespace)
    }
}

/// How a transition source is drawn while it zooms (Apple, "MatchedTransitionSourceConfiguration"):
/// accepted.
public protocol MatchedTransitionSourceConfiguration {}

public struct EmptyMatchedTransitionSourceConfiguration: MatchedTransitionSourceConfiguration {
    public func background(_ style: Color) -> EmptyMatchedTransitionSourceConfiguration { self }
    public func clipShape(_ shape: RoundedRectangle) -> EmptyMatchedTransitionSourceConfiguration { self }
    public func shadow(
        color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> EmptyMatchedTransitionSourceConfiguration { self }
}

extension View {
    public func navigationTransition<T: NavigationTransition>(_ style: T) -> some View {
        modifier(
            SkippedBehavior(
                label: ".navigationTransition",
                note: "the zoom navigation transition is not animated: the page is pushed with the default slide",
                applies: style is ZoomNavigationTransition))
    }

    public func matchedTransitionSource<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View { self }

    public func matchedTransitionSource<ID: Hashable, C: MatchedTransitionSourceConfiguration>(
        id: ID, in namespace: Namespace.ID, configuration: (EmptyMatchedTransitionSourceConfiguration) -> C
    ) -> some View {
        self
    }
}
