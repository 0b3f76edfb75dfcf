/// SwiftUI's `@StateObject`: an `ObservableObject` owned by the view's identity. The autoclosure
/// runs once, when the identity first appears; the object is kept while the identity lives
/// (re-evaluating the parent makes a new view value but not a new object) and released when the
/// identity goes away. The view is evaluated again whenever the object's `objectWillChange` fires.
/// Outside a simulation it makes its object on first read and keeps it for that view value.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicPropertyInstallable {
    let box: StateObjectBox<ObjectType>

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { box = StateObjectBox(thunk) }

    public var wrappedValue: ObjectType { box.object }
    /// `$model.cards` is a `Binding` to the object's `cards`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(root: box.object) }

    func install(in graph: ViewGraph, key: StateKey, environment: EnvironmentValues) throws {
        let box = self.box
        box.installed = graph.stateObject(for: key) { box.made ?? box.make() }
    }
}

/// The object a `@StateObject` reads: the identity's once installed, else one of its own.
final class StateObjectBox<ObjectType: ObservableObject> {
    let make: () -> ObjectType
    var installed: ObjectType?
    /// Made by a read before the graph installed the property.
    private(set) var made: ObjectType?
    init(_ make: @escaping () -> ObjectType) { self.make = make }

    var object: ObjectType {
        if let installed { return installed }
        if let made { return made }
        let object = make()
        made = object
        return object
    }
}

/// SwiftUI's `@ObservedObject`: an `ObservableObject` the view observes but does not own (it is
/// passed in). The view is evaluated again whenever the object's `objectWillChange` fires.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicPropertyInstallable {
    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { self.wrappedValue = initialValue }

    /// `$model.cards` is a `Binding` to the object's `cards`.
    public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }

    func install(in graph: ViewGraph, key: StateKey, environment: EnvironmentValues) throws {
        graph.observe(wrappedValue, for: key)
    }

    /// Makes bindings to an observed object's properties: `$model.cards`.
    @dynamicMemberLookup
    public struct Wrapper {
        let root: ObjectType
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let root = self.root
            return Binding(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
        }
    }
}

/// SwiftUI's `@EnvironmentObject`: the `ObservableObject` of this type that an ancestor put in
/// the environment with `.environmentObject(_:)`; observed as `@ObservedObject` is. Where no
/// ancestor put one, SwiftUI stops the app when the property is read; SwipeUI reports a
/// `SwipeUIError` naming the view's type path before it evaluates the view's body (a view value
/// read outside a simulation has no environment: reading the property there stops the program).
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicPropertyInstallable {
    final class Box { var object: ObjectType? }
    let box = Box()

    public init() {}

    public var wrappedValue: ObjectType {
        guard let object = box.object else {
            fatalError("@EnvironmentObject \(ObjectType.self) read outside a simulation: no ancestor view has set it with .environmentObject(_:)")
        }
        return object
    }
    /// `$model.cards` is a `Binding` to the object's `cards`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(root: wrappedValue) }

    func install(in graph: ViewGraph, key: StateKey, environment: EnvironmentValues) throws {
        guard let object = environment.objects[.observableObject(ObjectType.self)] as? ObjectType else {
            throw MissingEnvironmentObject(wrapper: "@EnvironmentObject", type: "\(ObjectType.self)", fix: ".environmentObject(_:)")
        }
        box.object = object
        graph.observe(object, for: key)
    }
}

extension View {
    /// Puts `object` in the environment of the views inside, for their `@EnvironmentObject`
    /// properties of its type.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        environmentChange(".environmentObject") { $0.objects[.observableObject(T.self)] = object }
    }
}

/// An environment object a view's property needs that no ancestor set (see `installDynamicProperties`).
struct MissingEnvironmentObject: Error {
    /// `@EnvironmentObject` or `@Environment(DeckModel.self)`.
    var wrapper: String
    var type: String
    /// The modifier that sets it, e.g. `.environmentObject(_:)`.
    var fix: String
    /// The property's name, filled in by the graph.
    var property = ""

    var message: String {
        "\(wrapper) var \(property): \(type) found no \(type) in the environment; no ancestor view sets one: add \(fix) with a \(type) to a view that contains this one (SwiftUI stops the app here)"
    }
}

/// Keeps one view property (`@ObservedObject`, `@EnvironmentObject`, `@StateObject`) subscribed
/// to its object's `objectWillChange`, for as long as the view's identity lives.
final class ObjectObservation {
    private weak var object: AnyObject?
    private var subscription: ObservableObjectPublisher.Subscription?

    /// Subscribes to `object` unless it is the one already observed (re-evaluating a view does
    /// not subscribe again); a different object replaces the old subscription.
    func observe<Object: ObservableObject>(_ object: Object, graph: ViewGraph) {
        if self.object === object, subscription != nil { return }
        self.object = object
        subscription = object.objectWillChange.subscribe { [weak graph] in graph?.stateDidChange() }
    }
}

/// The storage of a `@StateObject`: the object, owned, and its observation.
final class StateObjectStorage<Object: ObservableObject> {
    let object: Object
    let observation = ObjectObservation()
    init(_ object: Object) { self.object = object }
}

extension ViewGraph {
    /// The `@StateObject` object of `key`, made by `make` the first time the key is seen.
    func stateObject<Object: ObservableObject>(for key: StateKey, make: () -> Object) -> Object {
        let stored = storage(for: key, as: StateObjectStorage<Object>.self) {
            let created = StateObjectStorage(make())
            created.observation.observe(created.object, graph: self)
            return created
        }
        return stored.object
    }

    /// Keeps the view property of `key` subscribed to `object`.
    func observe<Object: ObservableObject>(_ object: Object, for key: StateKey) {
        storage(for: key, as: ObjectObservation.self) { ObjectObservation() }.observe(object, graph: self)
    }
}
