import SwipeRaster

/// A view marked with `.accessibilityIdentifier(_:)`, as a UI test finds it, at one frame:
/// where it is on screen and the animated effect values that move it. SwipeSim's manifest
/// records a deck's cards this way (each card view carries its id as its identifier).
public struct IdentifiedView: Equatable {
    /// The identifier given to `.accessibilityIdentifier(_:)`.
    public let identifier: String
    /// The view's type path, e.g. `Deck › ZStack › ForEach[2] › CardView`.
    public let typePath: String
    /// Local points → canvas points: (a, b, c, d, tx, ty) as in CGAffineTransform, every
    /// ancestor's offset, rotation and scale included.
    public let transform: [Double]
    /// Layout size in points.
    public let size: CGSize
    /// Opacity from `.opacity` and transitions, ancestors included (each clamped to 0…1).
    public let opacity: Double
    /// Position in drawing order among the identified views: 0 is drawn first.
    public let drawingOrder: Int
    /// The presented value of each effect on the path from the root to the view, in the order
    /// the modifiers are written (innermost first): `offset` (x, y points), `rotation`
    /// (degrees), `scale` (x, y), `opacity`; a name that repeats gets `#2`, `#3`… .
    public let values: [Value]

    public struct Value: Equatable {
        public let name: String
        public let components: [Double]
    }

    /// The identified views of the presented tree, in drawing order. A view is identified
    /// where the identifier in effect first differs from its parent's.
    static func collect(_ root: Node?) -> [IdentifiedView] {
        var result: [IdentifiedView] = []
        // The effects on the path from the root to the node being visited, outermost first.
        var effects: [Value] = []
        func visit(_ node: Node, parentIdentifier: String?) {
            let value = effectValue(node)
            if let value { effects.append(value) }
            defer { if value != nil { effects.removeLast() } }
            let identifier = node.environment.accessibilityIdentifier
            if let identifier, identifier != parentIdentifier {
                let m = node.presented.transform
                result.append(IdentifiedView(
                    identifier: identifier, typePath: node.typePathText, transform: [m.a, m.b, m.c, m.d, m.tx, m.ty],
                    size: CGSize(width: node.presented.frame.width, height: node.presented.frame.height),
                    opacity: node.presented.opacity, drawingOrder: result.count, values: numbered(effects.reversed())))
            }
            for child in ViewGraph.drawingOrder(of: node) {
                visit(child, parentIdentifier: identifier)
            }
        }
        if let root { visit(root, parentIdentifier: nil) }
        return result
    }

    /// Values innermost first, a repeated name numbered outward: `offset`, `offset#2`, ….
    private static func numbered(_ values: [Value]) -> [Value] {
        var seen: [String: Int] = [:]
        return values.map { value in
            let count = (seen[value.name] ?? 0) + 1
            seen[value.name] = count
            return count == 1 ? value : Value(name: value.name + "#\(count)", components: value.components)
        }
    }

    private static func effectValue(_ node: Node) -> Value? {
        switch node.kind {
        case .offset: return Value(name: "offset", components: [node.presented.vector.x, node.presented.vector.y])
        case .scale: return Value(name: "scale", components: [node.presented.vector.x, node.presented.vector.y])
        case .rotation: return Value(name: "rotation", components: [node.presented.scalar])
        case .opacity: return Value(name: "opacity", components: [node.presented.scalar])
        default: return nil
        }
    }
}
