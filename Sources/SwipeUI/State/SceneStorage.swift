/// SwiftUI's `@SceneStorage`: "a property wrapper type that reads and writes to persisted,
/// per-scene storage" (Apple, `SceneStorage`). A simulation is one scene that is never restored:
/// each pass starts with it empty, so a property shows its default until the deck writes it;
/// writes update the views that read the key, as `@AppStorage`'s do (`StoredDefault`).
@propertyWrapper
public struct SceneStorage<Value>: DynamicPropertyInstallable {
    let storage: StoredDefault<Value>

    init(_ key: String, default defaultValue: Value, coding: UserDefaultsCoding<Value>) {
        storage = StoredDefault(key: key, defaultValue: defaultValue, coding: coding, store: nil, isScene: true)
    }

    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.set(newValue) }
    }
    public var projectedValue: Binding<Value> { storage.binding }

    func install(in graph: ViewGraph, key: StateKey, environment: EnvironmentValues) {
        storage.install(in: graph, environment: environment)
    }
}

extension SceneStorage {
    public init(wrappedValue: Value, _ key: String) where Value == Bool { self.init(key, default: wrappedValue, coding: .bool) }
    public init(wrappedValue: Value, _ key: String) where Value == Int { self.init(key, default: wrappedValue, coding: .int) }
    public init(wrappedValue: Value, _ key: String) where Value == Double { self.init(key, default: wrappedValue, coding: .double) }
    public init(wrappedValue: Value, _ key: String) where Value == String { self.init(key, default: wrappedValue, coding: .string) }
    public init(wrappedValue: Value, _ key: String) where Value == URL { self.init(key, default: wrappedValue, coding: .url) }
    public init(wrappedValue: Value, _ key: String) where Value == Data { self.init(key, default: wrappedValue, coding: .data) }
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key, default: wrappedValue, coding: .rawInt)
    }
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key, default: wrappedValue, coding: .rawString)
    }
    public init(_ key: String) where Value == Bool? { self.init(key, default: nil, coding: .optional(.bool)) }
    public init(_ key: String) where Value == Int? { self.init(key, default: nil, coding: .optional(.int)) }
    public init(_ key: String) where Value == Double? { self.init(key, default: nil, coding: .optional(.double)) }
    public init(_ key: String) where Value == String? { self.init(key, default: nil, coding: .optional(.string)) }
    public init(_ key: String) where Value == URL? { self.init(key, default: nil, coding: .optional(.url)) }
    public init(_ key: String) where Value == Data? { self.init(key, default: nil, coding: .optional(.data)) }
    public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == Int { self.init(key, default: nil, coding: .optional(.rawInt)) }
    public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == String {
        self.init(key, default: nil, coding: .optional(.rawString))
    }
}
