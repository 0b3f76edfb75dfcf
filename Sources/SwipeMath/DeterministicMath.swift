/// The project's own transcendental functions, written in pure Swift so every platform
/// computes bit-identical results (docs/determinism.md, rule 5).
///
/// Every function uses only IEEE-754 `+ − × ÷`, `squareRoot()` and exact operations
/// (`rounded`, `exponent`, `significand`, `truncatingRemainder`), all correctly rounded by
/// the standard, and never a fused multiply-add: Swift does not contract `a * b + c`, and
/// where an exact product is needed it is built with Dekker's split (`DoubleDouble`).
///
/// Accuracy, checked against the platform libm by `SwipeMathTests` with seeded random inputs:
///
/// | function | domain tested | largest distance from libm |
/// |---|---|---|
/// | `exp` | −745 … 709.7 | 1 ulp |
/// | `log` | 1e-300 … 1e300, subnormals | 1 ulp |
/// | `pow` | x in 1e-4 … 1000, y in −60 … 60; x in (0, 1] with y = 2.4, 1/2.4 | 1 ulp |
/// | `sin`, `cos` | |x| ≤ 1.5e6 (beyond 1.6e6 the reduction loses accuracy) | 1 ulp |
/// | `sin(degrees:)`, `cos(degrees:)` | −720° … 720° (reduced exactly for every finite angle) | 1 ulp + argument rounding |
/// | `erf` | −6.5 … 6.5 | 1 ulp |
///
/// Each row is tested to ≤ 2 ulp with seeded inputs (`SwipeMathTests`), and the exact output
/// bits are fingerprinted so any platform or compiler difference fails a test.
///
/// Non-finite inputs give the IEEE results (`exp(-inf) = 0`, `log(0) = -inf`, `sin(inf) = nan`).
public enum DeterministicMath {
    /// π rounded to the nearest double.
    public static let pi: Double = 3.141592653589793

    /// e^x. Range reduction x = k·ln2 + r with a two-part ln2 (Cody–Waite, so k·ln2_hi is
    /// exact), then the Taylor series of e^r − 1 to degree 14 for |r| ≤ ln2/2, scaled by 2^k.
    public static func exp(_ x: Double) -> Double {
        if x.isNaN { return x }
        if x > 709.782712893384 { return .infinity }
        if x < -745.1332191019412 { return 0 }
        return Exponential.exp(x, 0)
    }

    /// Natural logarithm. x = 2^e·m with m in [√½, √2); log m = 2·atanh(s), s = (m−1)/(m+1),
    /// evaluated in double-double so the sum e·ln2 + log m is rounded once.
    public static func log(_ x: Double) -> Double {
        if x.isNaN || x < 0 { return .nan }
        if x == 0 { return -.infinity }
        if x == .infinity { return x }
        let l = Logarithm.log(x)
        return l.hi + l.lo
    }

    /// x^y for real results. For x > 0: e^(y·log x) with log x and the product in
    /// double-double, so the error does not grow with |y·log x|. Special cases follow IEEE
    /// `pow`: pow(x, 0) = 1, pow(1, y) = 1, negative x only with integer y.
    public static func pow(_ x: Double, _ y: Double) -> Double {
        Power.pow(x, y)
    }

    /// sin x, x in radians. Cody–Waite reduction by π/2 with a four-part π/2 (exact for
    /// |x| ≤ 2^20·π/2 ≈ 1.6e6), then Taylor kernels on [−π/4, π/4].
    public static func sin(_ x: Double) -> Double {
        guard x.isFinite else { return .nan }
        let r = Trigonometry.reduceRadians(x)
        return Trigonometry.sin(quadrant: r.quadrant, r.hi, r.lo)
    }

    /// cos x, x in radians; see `sin(_:)`.
    public static func cos(_ x: Double) -> Double {
        guard x.isFinite else { return .nan }
        let r = Trigonometry.reduceRadians(x)
        return Trigonometry.cos(quadrant: r.quadrant, r.hi, r.lo)
    }

    /// (sin x, cos x) with one range reduction.
    public static func sinCos(radians x: Double) -> (sin: Double, cos: Double) {
        guard x.isFinite else { return (.nan, .nan) }
        let r = Trigonometry.reduceRadians(x)
        return (
            Trigonometry.sin(quadrant: r.quadrant, r.hi, r.lo),
            Trigonometry.cos(quadrant: r.quadrant, r.hi, r.lo)
        )
    }

    /// sin of an angle in degrees. The angle is reduced exactly (modulo 360°, then to
    /// [−45°, 45°] about a multiple of 90°), so sin(degrees: 180) is exactly 0 and
    /// multiples of 90° give exact 0 and ±1.
    public static func sin(degrees: Double) -> Double {
        sinCos(degrees: degrees).sin
    }

    /// cos of an angle in degrees; see `sin(degrees:)`.
    public static func cos(degrees: Double) -> Double {
        sinCos(degrees: degrees).cos
    }

    /// (sin, cos) of an angle in degrees; see `sin(degrees:)`.
    public static func sinCos(degrees: Double) -> (sin: Double, cos: Double) {
        guard degrees.isFinite else { return (.nan, .nan) }
        let r = Trigonometry.reduceDegrees(degrees)
        return (
            Trigonometry.sin(quadrant: r.quadrant, r.hi, r.lo),
            Trigonometry.cos(quadrant: r.quadrant, r.hi, r.lo)
        )
    }

    /// The error function erf x = 2/√π ∫₀ˣ e^(−t²) dt. Its Maclaurin series, summed in
    /// double-double (the cancellation for large |x| costs at most 48 of its 106 bits);
    /// |x| ≥ 5.9 returns ±1, the correctly rounded value there.
    public static func erf(_ x: Double) -> Double {
        ErrorFunction.erf(x)
    }
}
