extension DeterministicMath {
    /// The angle of the point (x, y) from the positive x axis, radians in [−π, π], as C's
    /// `atan2` (atan2(±0, x ≥ +0) = ±0, atan2(±0, x < 0) = ±π, atan2(y, 0) = ±π/2; NaN in, NaN out).
    ///
    /// |y/x| is reduced to z ≤ 1 (atan z = π/2 − atan(1/z)), then below tan(π/12) by
    /// atan z = π/6 + atan((z√3 − 1)/(z + √3)), where the Taylor series of atan to degree 27
    /// leaves out less than z²⁸/29 < 4e-18 relative. Only `+ − × ÷` are used,
    /// so every platform gives the same bits; the result is within a few ulp of libm's
    /// (`SwipeMathTests`).
    public static func atan2(_ y: Double, _ x: Double) -> Double {
        if x.isNaN || y.isNaN { return .nan }
        if y == 0 {
            if x > 0 || (x == 0 && x.sign == .plus) { return y }
            return y.sign == .minus ? -pi : pi
        }
        if x == 0 { return y > 0 ? pi / 2 : -pi / 2 }
        if x.isInfinite || y.isInfinite {
            // Directions at infinity: multiples of π/4.
            let ax = x.isInfinite ? 1.0 : 0.0, ay = y.isInfinite ? 1.0 : 0.0
            let base = ax == 1 && ay == 1 ? pi / 4 : (ay == 1 ? pi / 2 : 0)
            let angle = x < 0 ? pi - base : base
            return y < 0 ? -angle : angle
        }
        let ratio = abs(y) / abs(x)
        let first = ratio <= 1 ? atanReduced(ratio) : pi / 2 - atanReduced(1 / ratio)
        let angle = x < 0 ? pi - first : first
        return y < 0 ? -angle : angle
    }

    /// atan z for 0 ≤ z ≤ 1.
    private static func atanReduced(_ z: Double) -> Double {
        let tanPiOver12 = 0.2679491924311227, sqrt3 = 1.7320508075688772
        if z <= tanPiOver12 { return atanSeries(z) }
        return pi / 6 + atanSeries((z * sqrt3 - 1) / (z + sqrt3))
    }

    /// Σ (−1)ᵏ z^(2k+1)/(2k+1), k = 0…13, for |z| ≤ tan(π/12), summed from the smallest term.
    private static func atanSeries(_ z: Double) -> Double {
        let z2 = z * z
        var sum = 0.0
        for k in stride(from: 13, through: 1, by: -1) {
            let term = 1 / Double(2 * k + 1)
            sum = (k % 2 == 0 ? term : -term) + z2 * sum
        }
        return z + z * z2 * sum
    }
}
