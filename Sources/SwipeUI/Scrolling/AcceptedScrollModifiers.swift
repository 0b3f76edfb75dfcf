/// Scroll-view modifiers of iOS 17–18 accepted so a deck compiles; what they would change is
/// named once in `Simulation.warnings` (`UnanimatedEffect`):
/// - `.contentMargins(_:_:for:)` (Apple, "contentMargins"): the scroll content is not inset by
///   the margins;
/// - `.scrollClipDisabled(_:)` (Apple, "scrollClipDisabled"): the scroll view still clips its
///   content to its visible area;
/// - `.onScrollGeometryChange(for:of:action:)` (iOS 18; Apple, "ScrollGeometry"): the action is
///   never called.
extension View {
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View {
        modifier(UnanimatedEffect(label: ".contentMargins", isEffect: true, note: "content margins are not applied: the scroll content is not inset"))
    }
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(edges, EdgeInsets(edges, Double(length ?? 16)), for: placement)
    }
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }

    public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        modifier(UnanimatedEffect(label: ".scrollClipDisabled", isEffect: disabled, note: "the scroll view still clips its content"))
    }

    public func onScrollGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
        action: @escaping (T, T) -> Void
    ) -> some View {
        modifier(UnanimatedEffect(label: ".onScrollGeometryChange", isEffect: true, note: "the scroll geometry action is never called"))
    }
}

/// Where content margins apply (SwiftUI's `ContentMarginPlacement`).
public struct ContentMarginPlacement: Sendable {
    public static let automatic = ContentMarginPlacement()
    public static let scrollContent = ContentMarginPlacement()
    public static let scrollIndicators = ContentMarginPlacement()
}

/// A scroll view's geometry (SwiftUI's `ScrollGeometry`, iOS 18), points.
public struct ScrollGeometry: Equatable, Sendable {
    public var contentOffset: CGPoint
    public var contentSize: CGSize
    public var contentInsets: EdgeInsets
    public var containerSize: CGSize
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
    public var bounds: CGRect { CGRect(origin: contentOffset, size: containerSize) }
}
