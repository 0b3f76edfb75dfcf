/// A cubic Bézier timing curve from (0, 0) to (1, 1) with control points (x1, y1), (x2, y2),
/// as CSS `cubic-bezier` and SwiftUI's `timingCurve`. x is the time fraction, y the progress.
///
/// `value(at:)` solves x(t) = progress for the curve parameter t (Newton's method from
/// t = progress, falling back to bisection), then returns y(t). With x1, x2 in [0, 1], x(t)
/// is monotonic, so the solution is unique; every step is deterministic.
public struct UnitCurve: Hashable, Sendable {
    public let x1: Double, y1: Double, x2: Double, y2: Double

    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    public static let easeIn = UnitCurve(x1: 0.42, y1: 0, x2: 1, y2: 1)
    public static let easeOut = UnitCurve(x1: 0, y1: 0, x2: 0.58, y2: 1)
    public static let easeInOut = UnitCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    public static let linear = UnitCurve(x1: 0, y1: 0, x2: 1, y2: 1)

    /// B(t) for one coordinate with inner control values p1, p2: 3(1−t)²t·p1 + 3(1−t)t²·p2 + t³.
    @inline(__always)
    package static func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }

    @inline(__always)
    static func derivative(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
    }

    /// The curve parameter t with x(t) = progress.
    package func parameter(forProgress progress: Double) -> Double {
        if progress <= 0 { return 0 }
        if progress >= 1 { return 1 }
        var t = progress
        for _ in 0..<8 {
            let error = UnitCurve.bezier(t, x1, x2) - progress
            if abs(error) < 1e-15 { return t }
            let slope = UnitCurve.derivative(t, x1, x2)
            if abs(slope) < 1e-9 { break }
            let next = t - error / slope
            if next < 0 || next > 1 { break }
            t = next
        }
        var low = 0.0
        var high = 1.0
        for _ in 0..<64 {
            let mid = 0.5 * (low + high)
            if UnitCurve.bezier(mid, x1, x2) < progress { low = mid } else { high = mid }
        }
        return 0.5 * (low + high)
    }

    /// Progress y for a time fraction in [0, 1] (clamped outside).
    public func value(at progress: Double) -> Double {
        if progress <= 0 { return 0 }
        if progress >= 1 { return 1 }
        return UnitCurve.bezier(parameter(forProgress: progress), y1, y2)
    }

    @inline(__always)
    static func secondDerivative(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        6 * (1 - t) * (p2 - 2 * p1) + 6 * t * (1 - 2 * p2 + p1)
    }

    /// dy/dx at a time fraction (progress per unit time fraction). Where x'(t) vanishes (an
    /// endpoint with a control point on it, as in `.linear`), the limit y''/x'' is used.
    public func slope(at progress: Double) -> Double {
        let t = parameter(forProgress: min(max(progress, 0), 1))
        let dx = UnitCurve.derivative(t, x1, x2)
        if abs(dx) > 1e-12 { return UnitCurve.derivative(t, y1, y2) / dx }
        let ddx = UnitCurve.secondDerivative(t, x1, x2)
        return ddx == 0 ? 0 : UnitCurve.secondDerivative(t, y1, y2) / ddx
    }
}
