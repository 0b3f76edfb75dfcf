/// e^(x + xlo): the kernel shared by `exp`, `pow` and `erf`.
enum Exponential {
    /// ln 2 split so that k·ln2Hi is exact for |k| < 2^21 (its low 21 bits are zero).
    static let ln2Hi = Double(bitPattern: 0x3FE6_2E42_FEE0_0000)  // 0.6931471803691238
    static let ln2Lo = 1.9082149292705877e-10
    static let inverseLn2 = 1.4426950408889634

    /// 1/n! for n = 2…14: the Taylor coefficients of (e^r − 1 − r)/r².
    static let taylor: [Double] = {
        var c: [Double] = []
        var factorial = 1.0
        for n in 2...14 {
            factorial *= Double(n)  // exact: 14! < 2^53
            c.append(1 / factorial)
        }
        return c
    }()

    /// e^(x + xlo) for finite x in the representable range; |xlo| ≤ ulp(x).
    static func exp(_ x: Double, _ xlo: Double) -> Double {
        let (k, y) = reduced(x, xlo)
        return scaleByPowerOfTwo(y.hi + y.lo, k)
    }

    /// (k, y) with e^(x + xlo) = 2^k·(y.hi + y.lo), y within about 2^-56 relative.
    static func reduced(_ x: Double, _ xlo: Double) -> (Int, DoubleDouble) {
        let kd = (x * inverseLn2).rounded(.toNearestOrEven)
        // x − k·ln2Hi is exact (Sterbenz): both are multiples of ulp(x) or of 2^-32.
        let rHi = x - kd * ln2Hi
        let rLo = xlo - kd * ln2Lo
        let r = DoubleDouble.twoSum(rHi, rLo)
        // e^(r.hi + r.lo) − 1 ≈ q + r.lo·(1 + q), q = e^r.hi − 1.
        let t = r.hi
        var p = taylor[taylor.count - 1]
        var i = taylor.count - 2
        while i >= 0 {
            p = taylor[i] + t * p
            i -= 1
        }
        let q = t + (t * t) * p
        let q2 = q + (r.lo + r.lo * q)
        return (Int(kd), DoubleDouble.fastTwoSum(1, q2))
    }
}
