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
    /// ancestor's offset, rotation and scale included (under a 3D effect: the flat map, without
    /// the perspective, which `values` carry as `rotation3D`).
    public let transform: [Double]
    /// Layout size in points.
    public let size: CGSize
    /// Opacity from `.opacity` and transitions, ancestors included (each clamped to 0…1).
    public let opacity: Double
    /// Position in drawing order among the identified views: 0 is drawn first.
    public let drawingOrder: Int
    /// The presented value of each effect on the path from the root to the view, in the order
    /// the modifiers are written (innermost first): `offset` (x, y points), `rotation`
    /// (degrees), `rotation3D` (degrees), `scale` (x, y), `opacity`, `blur` (radius, points), `brightness`, `contrast`,
    /// `saturation`, `grayscale` (amounts), `hueRotation` (degrees); a name that repeats gets `#2`, `#3`… . Then the
    /// effects inside the view (a stamp's opacity), in drawing order, each named by its path
    /// from the view (`.frame/ZStack/.opacity`, `#2`… for a repeat); an effect that is on
    /// the way to another identified view inside this one belongs to that view instead.
    public let values: [Value]
    /// The text the view shows, as a UI test reads an element's label (XCUITest's
    /// `XCUIElement.label` for a static text or a button): the string of its first `Text` in
    /// drawing order, outside any identified view inside it; nil when it shows none.
    public let label: String?

    /// An animated value, or a text a view shows.
    public struct Value: Equatable {
        public let name: String
        /// One component (degrees, a factor) or two (x, y); empty for a text.
        public let components: [Double]
        /// A `Text`'s string (`Frame.screenValues` only); nil for an animated value.
        public let text: String?

        init(name: String, components: [Double], text: String? = nil) {
            self.name = name
            self.components = components
            self.text = text
        }
    }

    /// The identified views of the presented tree, in drawing order (a view is identified where
    /// the identifier in effect first differs from its parent's), and what the views outside them
    /// show: every effect not on the way to an identified view, and every text, named by their
    /// type path from the root (`Frame.screenValues`).
    static func collect(_ root: Node?) -> (views: [IdentifiedView], screen: [Value]) {
        var collector = Collector()
        if let root { _ = collector.visit(root, owner: nil) }
        return (collector.views, numbered(collector.screen))
    }

    /// One walk of the presented tree, in drawing order.
    private struct Collector {
        var views: [IdentifiedView] = []
        /// Per identified view (same index), the effects inside it, in drawing order.
        var inner: [[Value]] = []
        var screen: [Value] = []
        /// Per identified view (same index), its label (`IdentifiedView.label`).
        var labels: [String?] = []
        /// The effects on the path from the root to the node being visited, outermost first.
        var pathEffects: [Value] = []

        /// The identified view a node lies in.
        struct Owner {
            let identifier: String
            /// Names inside the view are its descendants' type paths after this one.
            let base: TypePath?
            let index: Int
        }

        /// Visits `node` and its subtree; returns whether an identified view starts in it.
        mutating func visit(_ node: Node, owner: Owner?) -> Bool {
            let effect = IdentifiedView.effectValue(node)
            if let effect { pathEffects.append(effect) }
            defer { if effect != nil { pathEffects.removeLast() } }
            var owner = owner
            var startsHere = false
            if let identifier = node.environment.accessibilityIdentifier, identifier != owner?.identifier {
                owner = Owner(identifier: identifier, base: node.typePath.parentPath, index: views.count)
                views.append(.placeholder)
                inner.append([])
                labels.append(nil)
                startsHere = true
            }
            // Where this node's effect goes, in drawing order, once its subtree is known.
            let innerSlot = owner.map { inner[$0.index].count } ?? 0, screenSlot = screen.count
            if case .text(let content) = node.kind {
                if let o = owner {
                    if labels[o.index] == nil { labels[o.index] = content.string }
                } else {
                    screen.append(Value(name: node.typePath.stableText(after: nil), components: [], text: content.string))
                }
            }
            var containsIdentified = false
            for child in ViewGraph.drawingOrder(of: node) {
                containsIdentified = visit(child, owner: owner) || containsIdentified
            }
            // An effect above an identified view is in that view's path values instead.
            if let effect, !containsIdentified, !startsHere {
                if let o = owner {
                    inner[o.index].insert(Value(name: node.typePath.stableText(after: o.base), components: effect.components), at: innerSlot)
                } else {
                    screen.insert(Value(name: node.typePath.stableText(after: nil), components: effect.components), at: screenSlot)
                }
            }
            if startsHere, let o = owner {
                let m = node.presented.transform
                views[o.index] = IdentifiedView(
                    identifier: o.identifier, typePath: node.typePathText, transform: [m.a, m.b, m.c, m.d, m.tx, m.ty],
                    size: CGSize(width: node.presented.frame.width, height: node.presented.frame.height),
                    opacity: node.presented.opacity, drawingOrder: o.index,
                    values: IdentifiedView.numbered(pathEffects.reversed()) + IdentifiedView.numbered(inner[o.index]),
                    label: labels[o.index])
            }
            return startsHere || containsIdentified
        }
    }

    private static let placeholder = IdentifiedView(
        identifier: "", typePath: "", transform: [], size: .zero, opacity: 0, drawingOrder: 0, values: [], label: nil)

    /// Names made unique in order: a repeated name gets `#2`, `#3`… (path values innermost
    /// first: `offset`, `offset#2` outward).
    static func numbered(_ values: [Value]) -> [Value] {
        // Runs every frame for every identified view: a view has a handful of values, for which
        // comparing names pairwise is cheaper than hashing them all into a dictionary.
        guard values.count > 16 else {
            var result = values
            for i in values.indices {
                var count = 1
                for j in 0..<i where values[j].name == values[i].name { count += 1 }
                if count > 1 { result[i] = Value(name: values[i].name + "#\(count)", components: values[i].components, text: values[i].text) }
            }
            return result
        }
        var seen: [String: Int] = [:]
        return values.map { value in
            let count = (seen[value.name] ?? 0) + 1
            seen[value.name] = count
            return count == 1 ? value : Value(name: value.name + "#\(count)", components: value.components, text: value.text)
        }
    }

    static func effectValue(_ node: Node) -> Value? {
        switch node.kind {
        case .offset: return Value(name: "offset", components: [node.presented.vector.x, node.presented.vector.y])
        case .scale: return Value(name: "scale", components: [node.presented.vector.x, node.presented.vector.y])
        case .rotation: return Value(name: "rotation", components: [node.presented.scalar])
        case .rotation3D: return Value(name: "rotation3D", components: [node.presented.scalar])
        case .opacity: return Value(name: "opacity", components: [node.presented.scalar])
        case .blur: return Value(name: "blur", components: [node.presented.scalar])
        case .colorEffect(let effect, _):
            return effect.valueName.map { Value(name: $0, components: [node.presented.scalar]) }
        default: return nil
        }
    }
}
