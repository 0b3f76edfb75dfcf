/// Where positions are measured (SwiftUI's `CoordinateSpace`): a view's own space, the canvas,
/// or the space of an enclosing view named with `.coordinateSpace(name:)` — its top-leading
/// corner is the origin (Apple, "coordinateSpace(name:)": "Assigns a name to the view's
/// coordinate space, so other code can operate on dimensions like points and sizes relative to
/// the named space"). GeometryReader frames use it; gestures are measured in `.local`.
/// Positions are layout positions: offsets and a scroll view's content offset above the
/// reader are not included (the GeometryReader's rule, `Stacks.swift`).
public enum CoordinateSpace: Hashable, @unchecked Sendable {
    case local, global
    case named(AnyHashable)
}

/// iOS 17's coordinate-space values: `.local`, `.global`, `.named(_:)` wherever a
/// `some CoordinateSpaceProtocol` is taken (Apple, "CoordinateSpaceProtocol").
public protocol CoordinateSpaceProtocol {
    var coordinateSpace: CoordinateSpace { get }
}

extension CoordinateSpace: CoordinateSpaceProtocol {
    public var coordinateSpace: CoordinateSpace { self }
}

public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}

public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}

/// A space named by any `Hashable` value: `.named("deck")`, `.named(Card.ID)`.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    let name: AnyHashable
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension View {
    /// Names the view's coordinate space (`GeometryProxy.frame(in: .named(name))`).
    public func coordinateSpace(name: AnyHashable) -> some View { coordinateSpace(NamedCoordinateSpace(name: name)) }

    /// iOS 17: `.coordinateSpace(.named("deck"))`.
    public func coordinateSpace(_ space: NamedCoordinateSpace) -> some View {
        modifier(CoordinateSpaceModifier(space: NamedSpaceOrigin(name: space.name)))
    }
}

/// A named space and where its view was placed in the current layout (canvas points).
final class NamedSpaceOrigin {
    let name: AnyHashable
    var origin = CGPoint.zero
    var size = CGSize.zero
    init(name: AnyHashable) { self.name = name }
}

/// `.coordinateSpace`: the view's subtree sees the space; its node records the placement.
struct CoordinateSpaceModifier: NodeModifier {
    let space: NamedSpaceOrigin
    var label: String { ".coordinateSpace" }
    var environmentChange: ((inout EnvironmentValues) -> Void)? { { [space] in $0.namedSpaces.append(space) } }
    func wrap(_ child: Node, in context: inout ResolveContext) throws -> Node? {
        context.node(.coordinateSpace(space), typeName: label, children: [child])
    }
}
