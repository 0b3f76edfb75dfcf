/// Storage for one dynamic property of one view identity, kept by the view graph across body
/// evaluations. Writes go through the graph, which records the transaction they happen in.
final class StateLocation<Value> {
    private(set) var value: Value
    weak var graph: ViewGraph?

    init(_ value: Value, graph: ViewGraph) {
        self.value = value
        self.graph = graph
    }

    /// Stores `newValue`; the view is invalidated only when the value changed (SwiftUI compares
    /// the old and new value and skips the update when they are equal: setting `isDragging =
    /// true` on every touch of a drag re-evaluates no body). Values that are not `Equatable`
    /// always invalidate.
    ///
    /// A write made while a `body` runs is dropped with a warning, as SwiftUI does
    /// (OpenSwiftUI `Sources/OpenSwiftUICore/Data/State/StoredLocation.swift`, `set`: "Modifying
    /// state during view update, this will cause undefined behavior." and return).
    func set(_ newValue: Value) {
        if let graph, graph.bodyInEvaluation != nil {
            graph.stateWrittenDuringBody()
            return
        }
        if let graph, let record = TaskRecord.current { graph.noteStateWrite(by: record) }
        let unchanged = isEqual(value, newValue)
        value = newValue
        if !unchanged { graph?.stateDidChange() }
    }
}

/// Whether `a` and `b` are equal `Equatable` values (false when the type is not `Equatable`).
func isEqual<Value>(_ a: Value, _ b: Value) -> Bool {
    guard let a = a as? any Equatable else { return false }
    return a.isEqual(to: b)
}

private extension Equatable {
    func isEqual(to other: Any) -> Bool { (other as? Self).map { $0 == self } ?? false }
}

/// Where a property wrapper finds its storage once the graph has installed it. A fresh box is
/// made with every view value; installing it points it at the identity's lasting location.
final class StateBox<Value> {
    let initialValue: Value
    var location: StateLocation<Value>?
    init(_ initialValue: Value) { self.initialValue = initialValue }
    var value: Value { location?.value ?? initialValue }
}

/// A property wrapper the graph installs before it evaluates `body`. Throws
/// `MissingEnvironmentObject` when the environment lacks an object the property needs.
protocol DynamicPropertyInstallable {
    func install(in graph: ViewGraph, key: StateKey, environment: EnvironmentValues) throws
}

/// The storage key of a view's dynamic property: its identity and the property's position.
struct StateKey: Hashable {
    var identity: ViewIdentity
    var index: Int
}

/// SwiftUI's `@State`: a value owned by the view's identity. Changing it re-evaluates the
/// view's body on the next display frame, in the transaction of the change (`withAnimation`).
/// Outside a simulation (before the view is installed) it reads its initial value and ignores
/// writes.
@propertyWrapper
public struct State<Value>: DynamicPropertyInstallable {
    let box: StateBox<Value>

    public init(wrappedValue: Value) { box = StateBox(wrappedValue) }
    public init(initialValue: Value) { box = StateBox(initialValue) }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.location?.set(newValue) }
    }

    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.location?.set($0) })
    }

    func install(in graph: ViewGraph, key: StateKey, environment: EnvironmentValues) {
        box.location = graph.location(for: key, initialValue: box.initialValue)
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

/// SwiftUI's `@Binding`: read and write access to a value owned elsewhere.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    let getter: () -> Value
    let setter: (Value) -> Void

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = set
    }
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding that always reads `value` and ignores writes.
    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }

    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }
    public var projectedValue: Binding<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(
            get: { self.getter()[keyPath: keyPath] },
            set: { newValue in
                var value = self.getter()
                value[keyPath: keyPath] = newValue
                self.setter(value)
            })
    }
}

/// SwiftUI's `@GestureState`: a value a gesture's `updating` sets while it runs; it returns to
/// its initial value when the gesture ends or is cancelled, in a transaction that carries the
/// affected views' `.animation` modifiers (Apple `GestureState`; SwipeMotion README, "Gestures and the display clock").
@propertyWrapper
public struct GestureState<Value>: DynamicPropertyInstallable {
    let box: StateBox<Value>

    public init(wrappedValue: Value) { box = StateBox(wrappedValue) }
    public init(initialValue: Value) { box = StateBox(initialValue) }
    /// `reset` is accepted for source compatibility; the transaction is the graph's reset one.
    public init(wrappedValue: Value, resetTransaction: Transaction) { box = StateBox(wrappedValue) }

    public var wrappedValue: Value { box.value }
    public var projectedValue: GestureState<Value> { self }

    func install(in graph: ViewGraph, key: StateKey, environment: EnvironmentValues) {
        box.location = graph.location(for: key, initialValue: box.initialValue)
    }

    /// Sets the value from a gesture callback.
    func update(_ value: Value) { box.location?.set(value) }
    /// Returns the value to its initial value (the gesture ended).
    func reset() { box.location?.set(box.initialValue) }
}
