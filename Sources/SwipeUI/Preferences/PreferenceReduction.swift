import SwipeRaster

/// A view that sets a preference (`.preference`, `.transformPreference`, `.anchorPreference`):
/// its node's value for one key.
struct PreferenceWrite {
    let key: ObjectIdentifier
    /// The node's value from the value its content gives the key (nil when nothing inside sets
    /// it) and its layout frame on the canvas (points; anchors are made from it).
    let value: (_ inner: Any?, _ bounds: CGRect) -> Any

    init<K: PreferenceKey>(key: K.Type, value: @escaping (_ inner: K.Value?, _ bounds: CGRect) -> K.Value) {
        self.key = ObjectIdentifier(K.self)
        self.value = { inner, bounds in value(inner as? K.Value, bounds) }
    }
}

/// `.onPreferenceChange`: reads the value its content gives one key after each update.
struct PreferenceObserver {
    /// The content's value (nil when nothing inside sets the key), as an `AnyEquatable`;
    /// `parentOrigin` is the observer node's parent's origin on the canvas.
    let read: (_ node: Node, _ parentOrigin: Point) -> AnyEquatable?
    let defaultValue: AnyEquatable
    let action: (Any) -> Void

    init<K: PreferenceKey>(key: K.Type, action: @escaping (K.Value) -> Void) where K.Value: Equatable {
        read = { node, origin in PreferenceReduction.value(K.self, in: node, parentOrigin: origin).map(AnyEquatable.init) }
        defaultValue = AnyEquatable(K.defaultValue)
        self.action = { if let value = $0 as? K.Value { action(value) } }
    }
}

/// The secondary view of `.overlayPreferenceValue` / `.backgroundPreferenceValue`, built by the
/// layout engine once the main view is placed, from the main view's canvas origin.
final class PreferenceReader {
    let build: (_ mainOrigin: Point) throws -> [Node]
    init(build: @escaping (_ mainOrigin: Point) throws -> [Node]) { self.build = build }
}

/// How a subtree's preference values combine into one (OpenSwiftUI `PreferenceCombiner.swift`:
/// `MultiPreferenceCombinerVisitor` keeps the outputs that have the key; none gives none, one is
/// taken as it is, several are reduced — the first as it is, then `K.reduce` with each next,
/// in view-tree order).
enum PreferenceReduction {
    /// The value `node`'s subtree gives `K`, nil when no view in it sets the key.
    /// `parentOrigin`: the canvas point (points) of the origin of `node`'s parent's space.
    /// Views transitioning out give nothing (`PreferenceKey._includesRemovedValues` is false
    /// by default).
    static func value<K: PreferenceKey>(_ key: K.Type, in node: Node, parentOrigin: Point) -> K.Value? {
        if node.isRemoving { return nil }
        let here = Point(x: parentOrigin.x + node.frame.x, y: parentOrigin.y + node.frame.y)
        if case .preference(let write) = node.kind, write.key == ObjectIdentifier(K.self) {
            let inner = combined(K.self, contributors(of: node), origin: here)
            let bounds = CGRect(x: here.x, y: here.y, width: node.frame.width, height: node.frame.height)
            return write.value(inner, bounds) as? K.Value
        }
        return combined(K.self, contributors(of: node), origin: here)
    }

    private static func combined<K: PreferenceKey>(_ key: K.Type, _ children: [Node], origin: Point) -> K.Value? {
        var result: K.Value?
        for child in children {
            guard let next = value(K.self, in: child, parentOrigin: origin) else { continue }
            if result == nil {
                result = next
            } else {
                K.reduce(value: &result!) { next }
            }
        }
        return result
    }

    /// The children whose values `node` combines, in view-tree order. A background comes
    /// before the view it is behind and an overlay after it (OpenSwiftUI
    /// `OverlayModifier.swift`, `makeSecondaryLayerView(… flipOrder:)`, true for
    /// `_BackgroundModifier`); a mask gives none (it only shapes the drawing).
    private static func contributors(of node: Node) -> [Node] {
        guard node.children.count == 2 else { return node.children }
        switch node.kind {
        case .decorated(let isBackground, _): return isBackground ? [node.children[1], node.children[0]] : node.children
        case .mask: return [node.children[0]]
        default: return node.children
        }
    }
}
