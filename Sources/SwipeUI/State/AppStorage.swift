/// SwiftUI's `@AppStorage`: "a property wrapper type that reflects a value from `UserDefaults`
/// and invalidates a view on a change in value in that user default" (Apple, `AppStorage`).
///
/// In a simulation the user defaults are the simulation's own, in memory (`UserDefaultsStore`):
/// each pass starts from `SimulationOptions.userDefaults` (empty unless the test seeds it), so a
/// deck's frames do not depend on what the machine stored. A property reads its key there, or its
/// default while the key holds no value of its type (`UserDefaultsValue` says how numbers
/// convert); a write stores the value and updates, on the next display frame, the views that read
/// the key, the writer's and every other (`StoredDefault`). It works in a view and in a view
/// model's class alike; outside a simulation it reads its default and ignores writes.
///
/// `store:` names a domain of its own per `UserDefaults` object (`store: .standard` is the
/// standard one); nil takes the environment's (`.defaultAppStorage(_:)`), else the standard.
@propertyWrapper
public struct AppStorage<Value>: DynamicPropertyInstallable {
    let storage: StoredDefault<Value>

    init(_ key: String, default defaultValue: Value, store: UserDefaults?, coding: UserDefaultsCoding<Value>) {
        storage = StoredDefault(key: key, defaultValue: defaultValue, coding: coding, store: store, isScene: false)
    }

    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.set(newValue) }
    }
    /// A binding to the stored value (`Toggle("Sound", isOn: $sound)`).
    public var projectedValue: Binding<Value> { storage.binding }

    func install(in graph: ViewGraph, key: StateKey, environment: EnvironmentValues) {
        storage.install(in: graph, environment: environment)
    }
}

extension AppStorage {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key, default: wrappedValue, store: store, coding: .bool)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key, default: wrappedValue, store: store, coding: .int)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key, default: wrappedValue, store: store, coding: .double)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key, default: wrappedValue, store: store, coding: .string)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key, default: wrappedValue, store: store, coding: .url)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key, default: wrappedValue, store: store, coding: .data)
    }
    /// A date (iOS 18).
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
        self.init(key, default: wrappedValue, store: store, coding: .date)
    }
    /// An enumeration stored as its raw `Int` (`@AppStorage("level") var level = Level.easy`).
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key, default: wrappedValue, store: store, coding: .rawInt)
    }
    /// An enumeration stored as its raw `String`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key, default: wrappedValue, store: store, coding: .rawString)
    }
}

/// Optional values (iOS 15): nil while the key holds no value of the type; setting nil removes it.
extension AppStorage {
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key, default: nil, store: store, coding: .optional(.bool))
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key, default: nil, store: store, coding: .optional(.int))
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key, default: nil, store: store, coding: .optional(.double))
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key, default: nil, store: store, coding: .optional(.string))
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(key, default: nil, store: store, coding: .optional(.url))
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(key, default: nil, store: store, coding: .optional(.data))
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Date? {
        self.init(key, default: nil, store: store, coding: .optional(.date))
    }
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == Int {
        self.init(key, default: nil, store: store, coding: .optional(.rawInt))
    }
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == String {
        self.init(key, default: nil, store: store, coding: .optional(.rawString))
    }
}

extension View {
    /// The `UserDefaults` whose domain the `@AppStorage` properties inside use when they name no
    /// `store:` (Apple, `defaultAppStorage(_:)`); in a simulation, a domain of the simulation's
    /// own user defaults (`AppStorage`).
    public func defaultAppStorage(_ store: UserDefaults) -> some View {
        environmentChange(".defaultAppStorage") { $0.defaultAppStorage = store }
    }
}

extension EnvironmentValues {
    /// The `UserDefaults` of `.defaultAppStorage(_:)`; nil is the standard domain.
    var defaultAppStorage: UserDefaults? {
        get { self[DefaultAppStorageKey.self] }
        set { self[DefaultAppStorageKey.self] = newValue }
    }
}

private struct DefaultAppStorageKey: EnvironmentKey {
    static var defaultValue: UserDefaults? { nil }
}
