/// The values a subview carries for the container that lays it out (iOS 18; Apple,
/// `ContainerValues`, "A collection of container values associated with a given view"): its
/// tag — `.tag(_:)`'s value, or a `ForEach` element's id, as a `TabView` or `Picker` reads it —
/// and the values set with `.containerValue(_:_:)`, custom ones included:
///
///     extension ContainerValues { @Entry var cardColor: Color = .red }
///
///     CardStack { Card().containerValue(\.cardColor, .blue) }
///     // in CardStack's body:
///     ForEach(subviews: content) { subview in subview.background(subview.containerValues.cardColor) }
///
/// `@Entry` in an extension of `ContainerValues` declares a key conforming to
/// `ContainerValueKey` (SwipeUI's macro plugin, as Apple's `Entry()`); a value not set is the
/// key's `defaultValue`.
public struct ContainerValues {
    var tag: AnyHashable?
    /// The values set, by key type.
    private var entries: [ObjectIdentifier: Any] = [:]

    init(tag: AnyHashable?) { self.tag = tag }

    /// The subview's tag if it is a `V` (Apple, `tag(for:)`).
    public func tag<V: Hashable>(for type: V.Type) -> V? { tag?.base as? V }

    /// Whether the subview's tag is `tag`.
    public func hasTag<V: Hashable>(_ tag: V) -> Bool { self.tag == AnyHashable(tag) }

    /// The value for `key`: the one set on the subview, else the key's default (Apple,
    /// `subscript(_:)`).
    public subscript<Key: ContainerValueKey>(key: Key.Type) -> Key.Value {
        get { entries[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { entries[ObjectIdentifier(key)] = newValue }
    }
}

/// A key for a value a view sets for its container (Apple, `ContainerValueKey`): its type, and
/// its value where none is set.
public protocol ContainerValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// `.containerValue(_:_:)`: records the write for the enclosing container, on the view it
/// modifies; nothing outside a container.
struct ContainerValueModifier: NodeModifier {
    let write: (inout ContainerValues) -> Void
    var label: String { ".containerValue" }
    func wrap(_ child: Node, in context: inout ResolveContext) throws -> Node? {
        context.environment.tags?.record(containerValue: write, on: child)
        return nil
    }
}

extension View {
    /// Sets one of the view's container values, read by the container that lays it out —
    /// `subview.containerValues` in `ForEach(subviews:)` or `Group(subviews:)` — and by no one
    /// else (Apple, `containerValue(_:_:)`). Written on a `Group` or a `ForEach`, it sets the
    /// value of each of their views, as every modifier of a view list does.
    ///
    /// When the same value is set twice around a view, the modifier nearest the view wins: a
    /// trait-writing modifier copies the values it gets from outside and sets its own
    /// (OpenSwiftUI, `_TraitWritingModifier`'s `AddTrait` rule in `View/ViewTrait.swift`).
    public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V) -> some View {
        modifier(ContainerValueModifier(write: { $0[keyPath: keyPath] = value }))
    }
}
