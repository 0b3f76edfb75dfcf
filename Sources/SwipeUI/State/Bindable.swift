import Observation

/// SwiftUI's `@Bindable`: makes bindings to the properties of an `@Observable` object —
/// `$model.cards` for `@Bindable var model`, or `Bindable(model).cards` inline. It does not
/// observe anything itself: a view is evaluated again when a property its body read changes
/// (Observation tracking), whichever way the object reached it. Like Observation, macOS 14 or
/// later on Apple platforms.
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
    public var wrappedValue: Value

    public init(wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
    public init(projectedValue: Bindable<Value>) { self = projectedValue }

    public var projectedValue: Bindable<Value> { self }

    /// A binding to the object's property at `keyPath`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> where Value: AnyObject {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}
