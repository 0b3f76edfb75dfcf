/// SwiftUI's `@ScaledMetric`: a length (points) written for the default Dynamic Type size that
/// grows and shrinks with the view's `dynamicTypeSize` as a text style does.
///
/// ```swift
/// @ScaledMetric var avatarSide: CGFloat = 48                        // as .body scales
/// @ScaledMetric(relativeTo: .caption) var badgePadding: CGFloat = 4
/// ```
/// The value is `wrappedValue × scale`, scale = the style's size at the view's Dynamic Type size
/// ÷ its size at `.large` (`Font.TextStyle.scaleFactor(at:)`, Apple's HIG tables), rounded to
/// the nearest pixel (`pixelLength`): OpenSwiftUI `ScaledMetric.swift`,
/// `(value * scale).rounded(toMultipleOf: pixelLength)`. Outside a simulation it reads the
/// default environment (`.large` at 1×): the value rounded to whole points.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicPropertyInstallable {
    private let baseValue: Value
    private let textStyle: Font.TextStyle
    private let snapshot = Environment<EnvironmentValues>.Snapshot()

    /// `wrappedValue` scaled as `.body` is.
    public init(wrappedValue: Value) { self.init(wrappedValue: wrappedValue, relativeTo: .body) }

    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        baseValue = wrappedValue
        self.textStyle = textStyle
    }

    public var wrappedValue: Value {
        let environment = snapshot.environment
        let scaled = Double(baseValue) * textStyle.scaleFactor(at: environment.dynamicTypeSize)
        let pixel = Double(environment.pixelLength)
        // Nearest multiple of a pixel, halves away from zero (`rounded(toMultipleOf:)`).
        return Value(pixel == 1 ? scaled.rounded() : (scaled / pixel).rounded() * pixel)
    }

    func install(in graph: ViewGraph, key: StateKey, environment: EnvironmentValues) throws {
        snapshot.environment = environment
    }
}
