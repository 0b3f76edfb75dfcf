/// A value in a simulation's user defaults: what `@AppStorage` stores, and what
/// `SimulationOptions.userDefaults` seeds it with (`["score": 10, "sound": true, "name": "Ann"]`:
/// the literals make `.int`, `.bool`, `.string`; a `Double` literal `.double`). The cases are the
/// property-list types `AppStorage` reads and writes (Apple, `AppStorage`: `Bool`, `Int`,
/// `Double`, `String`, `URL`, `Data`, and `Date` from iOS 18); a `RawRepresentable` value is
/// stored as its raw `Int` or `String`.
public enum UserDefaultsValue: Hashable, Sendable {
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case url(URL)
    case data(Data)
    case date(Date)
}

extension UserDefaultsValue: ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByStringLiteral {
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(floatLiteral value: Double) { self = .double(value) }
    public init(stringLiteral value: String) { self = .string(value) }
}

/// Reading a stored value as a type: numbers convert as a property list's `NSNumber` casts to a
/// Swift number type (SE-0170, "NSNumber bridging and Numeric types"): only when the number is
/// exactly representable in the type — `1` reads as `true`, `2` as no `Bool`; `1.0` as the `Int`
/// 1, `1.5` as no `Int` — and a `Bool` as 0 or 1. Any other type reads only its own case. A value
/// that does not read is as if the key were missing: the property shows its default.
extension UserDefaultsValue {
    var boolValue: Bool? {
        switch self {
        case .bool(let b): return b
        case .int(let i): return i == 0 ? false : i == 1 ? true : nil
        case .double(let d): return d == 0 ? false : d == 1 ? true : nil
        default: return nil
        }
    }
    var intValue: Int? {
        switch self {
        case .bool(let b): return b ? 1 : 0
        case .int(let i): return i
        case .double(let d): return Int(exactly: d)
        default: return nil
        }
    }
    var doubleValue: Double? {
        switch self {
        case .bool(let b): return b ? 1 : 0
        case .int(let i): return Double(exactly: i)
        case .double(let d): return d
        default: return nil
        }
    }
    var stringValue: String? {
        if case .string(let s) = self { return s }
        return nil
    }
    var urlValue: URL? {
        if case .url(let u) = self { return u }
        return nil
    }
    var dataValue: Data? {
        if case .data(let d) = self { return d }
        return nil
    }
    var dateValue: Date? {
        if case .date(let d) = self { return d }
        return nil
    }
}
