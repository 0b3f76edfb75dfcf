/// A value an animator can move: a vector space with a length, as SwiftUI's
/// `VectorArithmetic`. Multi-component values (offsets) animate component-wise but share one
/// finish rule measured with `magnitudeSquared`, as SwiftUI animates a `CGSize`.
public protocol AnimatableVector: Equatable, Sendable {
    static var zero: Self { get }
    static func + (lhs: Self, rhs: Self) -> Self
    static func - (lhs: Self, rhs: Self) -> Self
    /// Every component multiplied by `factor`.
    func scaled(by factor: Double) -> Self
    /// The squared Euclidean length.
    var magnitudeSquared: Double { get }
}

extension Double: AnimatableVector {
    public func scaled(by factor: Double) -> Double { self * factor }
    public var magnitudeSquared: Double { self * self }
}

/// A 2-vector such as an offset (SwiftUI's `CGSize`): x/width, y/height in points.
public struct Vector2: AnimatableVector, Hashable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public init(width: Double, height: Double) {
        self.init(x: width, y: height)
    }

    /// `x`, named as in `CGSize`.
    public var width: Double {
        get { x }
        set { x = newValue }
    }

    /// `y`, named as in `CGSize`.
    public var height: Double {
        get { y }
        set { y = newValue }
    }

    public static let zero = Vector2(x: 0, y: 0)
    public static func + (a: Vector2, b: Vector2) -> Vector2 { Vector2(x: a.x + b.x, y: a.y + b.y) }
    public static func - (a: Vector2, b: Vector2) -> Vector2 { Vector2(x: a.x - b.x, y: a.y - b.y) }
    public func scaled(by factor: Double) -> Vector2 { Vector2(x: x * factor, y: y * factor) }
    public var magnitudeSquared: Double { x * x + y * y }
    public var description: String { "(\(x), \(y))" }
}

/// Scale factors from a property's units to SwiftUI's animatable units, which the fluid
/// spring's finish thresholds (0.06) are measured in (OpenSwiftUI `VectorArithmetic.swift`).
public enum AnimatableUnits {
    /// Angles animate in radians × 128.
    public static let radians = 128.0
    /// An angle given in degrees: (π/180) × 128.
    public static let degrees = 128.0 * 0.017453292519943295
    /// Lengths (points), scale factors and opacity animate unscaled.
    public static let unscaled = 1.0
}
