/// The view properties `matchedGeometryEffect` takes from a group's source view.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The position of the effect's anchor, in canvas (window) coordinates.
    public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
    /// The size, in the view's local coordinates (a scaled source gives its unscaled size).
    public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
    /// Both `position` and `size`.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

extension View {
    /// Links the geometry of the views that name `id` in `namespace` (SwiftUI's
    /// `matchedGeometryEffect`, OpenSwiftUI `MatchedGeometryEffect.swift`):
    ///
    /// - The group's **source** is its most recently inserted view with `isSource: true` that is
    ///   not being removed. Every other view of the group is laid out at the source's geometry:
    ///   with `.size` it is proposed the source's size and takes the size it chooses for it;
    ///   with `.position` its `anchor` point is put on the source's `anchor` point (canvas
    ///   coordinates, through the offsets, rotations and scales above each view). Its parent lays
    ///   it out as before: only where the view and its content are drawn and hit changes.
    /// - When a view is inserted in the transaction that removes another of the same group (the
    ///   removed one still transitioning out), and the transaction has an animation, the
    ///   group's shared frame animates from the old view's frame to the new one's with that
    ///   animation, and **both** views are laid out at it each display frame: one view appears
    ///   to move and resize into the other while their transitions (default: fade) cross-fade
    ///   them. Without an animation the new view simply appears in its place.
    /// - With no source left, the views use their own layout. Two inserted sources are
    ///   undefined in SwiftUI; SwipeSim takes the later one in the tree and records a
    ///   `Simulation.warnings` line.
    ///
    /// The effect arranges geometry only: how each view is drawn on the way in or out is its
    /// `.transition`.
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) -> some View {
        modifier(
            MatchedGeometryModifier(
                effect: MatchedGeometry(
                    key: MatchedGeometryKey(id: AnyHashable(id), namespace: namespace),
                    properties: properties, anchor: anchor, isSource: isSource)))
    }
}

/// Wraps the content in a `.matchedGeometry` node and tells the graph that this update has
/// matched views (an update without any skips the matching pass).
struct MatchedGeometryModifier: NodeModifier {
    let effect: MatchedGeometry
    var label: String { ".matchedGeometryEffect" }
    func wrap(_ child: Node, in context: inout ResolveContext) throws -> Node? {
        context.graph.hasMatchedGeometry = true
        return context.node(.matchedGeometry(effect), typeName: label, children: [child])
    }
}

/// A group of matched views: an id in a namespace.
struct MatchedGeometryKey: Hashable {
    let id: AnyHashable
    let namespace: Namespace.ID
}

/// One `matchedGeometryEffect`'s arguments.
struct MatchedGeometry {
    let key: MatchedGeometryKey
    let properties: MatchedGeometryProperties
    let anchor: UnitPoint
    let isSource: Bool
}
