import Observation

/// SwiftUI's `@Environment`: a value read from the view's environment — an `EnvironmentValues`
/// value (`@Environment(\.layoutDirection)`) or an `@Observable` object an ancestor set with
/// `.environment(model)` (`@Environment(DeckModel.self)`, or `DeckModel?` to allow none).
///
/// Where no ancestor set a required object, SwiftUI stops the app when the property is read;
/// SwipeUI reports a `SwipeUIError` naming the view's type path before it evaluates the view's
/// body (outside a simulation there is no environment: reading the property stops the program).
@propertyWrapper
public struct Environment<Value>: DynamicPropertyInstallable {
    private let read: (EnvironmentValues) -> Value?
    /// For a required object: what is missing when `read` finds nothing.
    private let requiredObject: MissingEnvironmentObject?
    final class Snapshot { var environment = EnvironmentValues() }
    let snapshot = Snapshot()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
        requiredObject = nil
    }

    /// The `@Observable` object of this type that an ancestor set with `.environment(_:)`.
    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        read = { $0.objects[.observable(Value.self)] as? Value }
        requiredObject = MissingEnvironmentObject(wrapper: "@Environment(\(Value.self).self)", type: "\(Value.self)", fix: ".environment(_:)")
    }

    /// The `@Observable` object of this type that an ancestor set with `.environment(_:)`, or nil.
    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    public init<Object: AnyObject & Observable>(_ objectType: Object.Type) where Value == Object? {
        read = { .some($0.objects[.observable(Object.self)] as? Object) }
        requiredObject = nil
    }

    public var wrappedValue: Value {
        guard let value = read(snapshot.environment) else {
            fatalError("\(requiredObject?.wrapper ?? "@Environment") read outside a simulation: no ancestor view has set it with .environment(_:)")
        }
        return value
    }

    func install(in graph: ViewGraph, key: StateKey, environment: EnvironmentValues) throws {
        if let requiredObject, read(environment) == nil { throw requiredObject }
        snapshot.environment = environment
    }
}

extension View {
    /// Puts the `@Observable` `object` in the environment of the views inside, for their
    /// `@Environment(Type.self)` properties (nil removes one an ancestor set).
    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    public func environment<Object: AnyObject & Observable>(_ object: Object?) -> some View {
        environmentChange(".environment") { $0.objects[.observable(Object.self)] = object }
    }
}
