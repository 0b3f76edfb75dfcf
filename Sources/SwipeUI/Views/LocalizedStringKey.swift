/// A string literal or interpolation given to `Text`, `Button`, `Label`, as SwiftUI's
/// `LocalizedStringKey`. SwipeSim has no localization tables, so the key shows as written (what
/// SwiftUI shows for a key no table has), its interpolated values formatted as SwiftUI formats
/// them (OpenSwiftUI's `LocalizedStringKey.StringInterpolation`): integers with `%lld`/`%d`/
/// `%llu`/`%u`, `Float` with `%f`, `Double` and `CGFloat` with `%lf` — so `Text("\(4.5) km")`
/// reads "4.500000 km", as on iOS — or with the `specifier:` given (`"\(rating, specifier:
/// "%.1f")"`); strings and `Text` as they are; a `FormatStyle` in the en_US locale.
///
/// A `String` variable passed to `Text` is shown verbatim (`Text(_:)` for `StringProtocol`), as
/// in SwiftUI; only literals and interpolations become keys.
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    /// The text shown: literal parts as written, values formatted.
    let text: String

    public init(_ value: String) { text = value }
    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""

        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity + 8 * interpolationCount)
        }
        public mutating func appendLiteral(_ literal: String) { text += literal }
        public mutating func appendInterpolation(_ string: String) { text += string }
        /// A number with its type's printf specifier (`Int` → `%lld`, `Double` → `%lf`).
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
            appendInterpolation(value, specifier: value._specifier)
        }
        /// A number formatted with a printf `specifier` such as `"%.1f"`.
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
            text += String(format: specifier, value._arg)
        }
        /// The text of `text` (its own font and colour are not kept: a key is one run).
        public mutating func appendInterpolation(_ text: Text) { self.text += text.string }
        /// `input` formatted by `format` in the en_US locale (SwiftUI uses the environment's
        /// locale; SwipeSim's is fixed so that frames do not depend on the machine).
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            text += format.locale(LocalizedStringKey.locale).format(input)
        }
    }

    /// The locale formatted values use: en_US, SwiftUI's default on a US device.
    static let locale = Locale(identifier: "en_US")
}

/// A number `LocalizedStringKey` interpolation formats with a printf specifier, as SwiftUI's
/// `_FormatSpecifiable`.
public protocol _FormatSpecifiable: Equatable {
    associatedtype _Arg: CVarArg
    var _arg: _Arg { get }
    var _specifier: String { get }
}

extension Int: _FormatSpecifiable { public var _arg: Int64 { Int64(self) }; public var _specifier: String { "%lld" } }
extension Int8: _FormatSpecifiable { public var _arg: Int32 { Int32(self) }; public var _specifier: String { "%d" } }
extension Int16: _FormatSpecifiable { public var _arg: Int32 { Int32(self) }; public var _specifier: String { "%d" } }
extension Int32: _FormatSpecifiable { public var _arg: Int32 { self }; public var _specifier: String { "%d" } }
extension Int64: _FormatSpecifiable { public var _arg: Int64 { self }; public var _specifier: String { "%lld" } }
extension UInt: _FormatSpecifiable { public var _arg: UInt64 { UInt64(self) }; public var _specifier: String { "%llu" } }
extension UInt8: _FormatSpecifiable { public var _arg: UInt32 { UInt32(self) }; public var _specifier: String { "%u" } }
extension UInt16: _FormatSpecifiable { public var _arg: UInt32 { UInt32(self) }; public var _specifier: String { "%u" } }
extension UInt32: _FormatSpecifiable { public var _arg: UInt32 { self }; public var _specifier: String { "%u" } }
extension UInt64: _FormatSpecifiable { public var _arg: UInt64 { self }; public var _specifier: String { "%llu" } }
extension Float: _FormatSpecifiable { public var _arg: Float { self }; public var _specifier: String { "%f" } }
extension Double: _FormatSpecifiable { public var _arg: Double { self }; public var _specifier: String { "%lf" } }
extension CGFloat: _FormatSpecifiable { public var _arg: Double { Double(self) }; public var _specifier: String { "%lf" } }
