/// What `@AppStorage` and `@SceneStorage` share: a key in a domain of the simulation's user
/// defaults (`UserDefaultsStore`), a default shown while the key holds no value of the property's
/// type, and how the property's type is stored (`UserDefaultsCoding`).
///
/// The store is the one of the simulation pass that installed the property (a view's property),
/// else the one whose callback, update, timer or task is running (a property of a view model).
/// Outside a simulation the property reads its default and ignores writes, as `@State` does.
/// A write changes the store at once and updates the views of the next display frame, in the
/// transaction it was made in (Apple, `AppStorage`: "invalidates a view on a change in value in
/// that user default"); writing the value the key already holds updates nothing.
struct StoredDefault<Value> {
    let key: String
    let defaultValue: Value
    let coding: UserDefaultsCoding<Value>
    /// The `UserDefaults` given as `store:`; nil uses the environment's (`.defaultAppStorage`), else
    /// the standard domain. Ignored for the scene domain.
    let store: UserDefaults?
    let isScene: Bool
    let location = Location()

    final class Location {
        weak var graph: ViewGraph?
        var environmentStore: UserDefaults?
    }

    private var domain: UserDefaultsStore.Domain { isScene ? .scene : .app(store ?? location.environmentStore) }
    private var graph: ViewGraph? { location.graph ?? ViewGraph.current }

    var value: Value {
        guard let graph, let stored = graph.userDefaults[key, in: domain], let value = coding.read(stored) else { return defaultValue }
        return value
    }

    func set(_ newValue: Value) {
        guard let graph else { return }
        let stored = coding.write(newValue)
        let unchanged = graph.userDefaults[key, in: domain] == stored
        graph.userDefaults[key, in: domain] = stored
        if graph.bodyInEvaluation != nil {
            graph.userDefaultsWrittenDuringBody(key: key)
            return
        }
        if let record = TaskRecord.current { graph.noteStateWrite(by: record) }
        if !unchanged { graph.stateDidChange() }
    }

    var binding: Binding<Value> {
        let storage = self
        return Binding(get: { storage.value }, set: { storage.set($0) })
    }

    func install(in graph: ViewGraph, environment: EnvironmentValues) {
        location.graph = graph
        location.environmentStore = environment.defaultAppStorage
    }
}

/// How a property's type is kept in user defaults: `read` is nil for a stored value that is not
/// of the type (the property then shows its default), `write` nil removes the key (an optional
/// property set to nil).
struct UserDefaultsCoding<Value> {
    let read: (UserDefaultsValue) -> Value?
    let write: (Value) -> UserDefaultsValue?

    static func plain(_ read: @escaping (UserDefaultsValue) -> Value?, _ write: @escaping (Value) -> UserDefaultsValue) -> Self {
        Self(read: read, write: { write($0) })
    }

    /// An optional of a type stored as `coding` stores it: nil when missing.
    static func optional<Wrapped>(_ coding: UserDefaultsCoding<Wrapped>) -> Self where Value == Wrapped? {
        Self(read: { coding.read($0).map { .some($0) } }, write: { $0.flatMap(coding.write) })
    }
}

extension UserDefaultsCoding where Value == Bool {
    static var bool: Self { plain(\.boolValue, UserDefaultsValue.bool) }
}
extension UserDefaultsCoding where Value == Int {
    static var int: Self { plain(\.intValue, UserDefaultsValue.int) }
}
extension UserDefaultsCoding where Value == Double {
    static var double: Self { plain(\.doubleValue, UserDefaultsValue.double) }
}
extension UserDefaultsCoding where Value == String {
    static var string: Self { plain(\.stringValue, UserDefaultsValue.string) }
}
extension UserDefaultsCoding where Value == URL {
    static var url: Self { plain(\.urlValue, UserDefaultsValue.url) }
}
extension UserDefaultsCoding where Value == Data {
    static var data: Self { plain(\.dataValue, UserDefaultsValue.data) }
}
extension UserDefaultsCoding where Value == Date {
    static var date: Self { plain(\.dateValue, UserDefaultsValue.date) }
}
extension UserDefaultsCoding where Value: RawRepresentable, Value.RawValue == Int {
    /// Stored as its raw `Int`; a stored number that is no case reads as missing.
    static var rawInt: Self { plain({ $0.intValue.flatMap(Value.init(rawValue:)) }, { .int($0.rawValue) }) }
}
extension UserDefaultsCoding where Value: RawRepresentable, Value.RawValue == String {
    /// Stored as its raw `String`; a stored string that is no case reads as missing.
    static var rawString: Self { plain({ $0.stringValue.flatMap(Value.init(rawValue:)) }, { .string($0.rawValue) }) }
}
