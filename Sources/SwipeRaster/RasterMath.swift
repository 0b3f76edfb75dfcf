/// Minimal deterministic transcendental functions for SwipeRaster.
///
/// Temporary: these stand in for SwipeMath (being written in parallel) and should be replaced by
/// its `exp`, `erf`, `sin` and `cos` once it lands. They use only IEEE-754 `+ − × ÷` and
/// `floor`, never libm or FMA, so every platform and build gives the same bits.
enum RasterMath {
    /// sin and cos of an angle in degrees. Multiples of 90° are exact (0, ±1).
    ///
    /// The angle is reduced to [0°, 360°), then by quadrant and octant symmetry to [0°, 45°],
    /// where Taylor series to x¹⁷ are accurate to below 1 ulp-ish (|x| ≤ π/4).
    static func sinCos(degrees: Double) -> (sin: Double, cos: Double) {
        guard degrees.isFinite else { return (0, 1) }
        var d = degrees - 360.0 * (degrees / 360.0).rounded(.down)
        if d >= 360 { d -= 360 }
        if d < 0 { d = 0 }
        let quadrant = Int(d / 90.0)
        let r = d - 90.0 * Double(quadrant)
        var s: Double
        var c: Double
        if r <= 45 {
            let x = r * (Double.pi / 180.0)
            s = sinSeries(x)
            c = cosSeries(x)
        } else {
            let x = (90.0 - r) * (Double.pi / 180.0)
            s = cosSeries(x)
            c = sinSeries(x)
        }
        switch quadrant & 3 {
        case 0: break
        case 1: (s, c) = (c, -s)
        case 2: (s, c) = (-s, -c)
        default: (s, c) = (-c, s)
        }
        return (s, c)
    }

    private static func sinSeries(_ x: Double) -> Double {
        let x2 = x * x
        var term = x
        var sum = x
        var n = 1.0
        for _ in 0..<8 {
            term = -term * x2 / ((n + 1) * (n + 2))
            n += 2
            sum += term
        }
        return sum
    }

    private static func cosSeries(_ x: Double) -> Double {
        let x2 = x * x
        var term = 1.0
        var sum = 1.0
        var n = 0.0
        for _ in 0..<9 {
            term = -term * x2 / ((n + 1) * (n + 2))
            n += 2
            sum += term
        }
        return sum
    }

    /// e^x: x = k·ln2 + r with |r| ≤ ln2/2, a degree-16 Taylor polynomial for e^r, then ×2^k
    /// through the exponent bits. Relative error ≈ 1e-15. Underflows to 0 below −745.
    static func exp(_ x: Double) -> Double {
        if x.isNaN { return x }
        if x > 709 { return .infinity }
        if x < -745 { return 0 }
        let ln2Hi = 6.93147180369123816490e-01
        let ln2Lo = 1.90821492927058770002e-10
        let k = (x * 1.4426950408889634).rounded()
        let r = (x - k * ln2Hi) - k * ln2Lo
        var term = 1.0
        var sum = 1.0
        for i in 1...16 {
            term = term * r / Double(i)
            sum += term
        }
        var kk = Int(k)
        var result = sum
        // Scale in two steps so subnormal results are reached without overflow of the exponent.
        while kk > 1000 { result *= Double(sign: .plus, exponent: 1000, significand: 1); kk -= 1000 }
        while kk < -1000 { result *= Double(sign: .plus, exponent: -1000, significand: 1); kk += 1000 }
        return result * Double(sign: .plus, exponent: kk, significand: 1)
    }

    /// The error function, Abramowitz & Stegun 7.1.26 (absolute error ≤ 1.5e-7), odd-symmetric.
    static func erf(_ x: Double) -> Double {
        if x.isNaN { return x }
        let sign: Double = x < 0 ? -1 : 1
        let ax = x < 0 ? -x : x
        if ax > 6 { return sign }
        let t = 1.0 / (1.0 + 0.3275911 * ax)
        let poly = ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t
            + 0.254829592) * t
        return sign * (1.0 - poly * exp(-ax * ax))
    }
}
