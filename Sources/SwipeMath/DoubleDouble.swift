/// An unevaluated sum hi + lo with |lo| ≤ ulp(hi)/2: about 106 bits of precision, built from
/// plain double operations only (no fused multiply-add), so it is exact on every platform.
struct DoubleDouble {
    var hi: Double
    var lo: Double

    init(_ hi: Double, _ lo: Double = 0) {
        self.hi = hi
        self.lo = lo
    }

    /// a + b exactly as hi + lo (Knuth's TwoSum, valid for any magnitudes).
    static func twoSum(_ a: Double, _ b: Double) -> DoubleDouble {
        let s = a + b
        let bb = s - a
        let e = (a - (s - bb)) + (b - bb)
        return DoubleDouble(s, e)
    }

    /// a + b exactly, valid when |a| ≥ |b| or a == 0 (Dekker's Fast2Sum).
    static func fastTwoSum(_ a: Double, _ b: Double) -> DoubleDouble {
        let s = a + b
        return DoubleDouble(s, b - (s - a))
    }

    /// Splits a into two 26-bit halves (Veltkamp); exact for |a| < 2^996.
    static func split(_ a: Double) -> (hi: Double, lo: Double) {
        let c = 134_217_729.0 * a  // 2^27 + 1
        let hi = c - (c - a)
        return (hi, a - hi)
    }

    /// a × b exactly as hi + lo (Dekker's TwoProduct), for |a|, |b| < 2^996.
    static func twoProduct(_ a: Double, _ b: Double) -> DoubleDouble {
        let p = a * b
        let (ah, al) = split(a)
        let (bh, bl) = split(b)
        let e = ((ah * bh - p) + ah * bl + al * bh) + al * bl
        return DoubleDouble(p, e)
    }

    static func + (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble {
        var s = twoSum(a.hi, b.hi)
        s.lo += a.lo + b.lo
        return fastTwoSum(s.hi, s.lo)
    }

    static func * (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble {
        var p = twoProduct(a.hi, b.hi)
        p.lo += a.hi * b.lo + a.lo * b.hi
        return fastTwoSum(p.hi, p.lo)
    }

    /// a ÷ d for a small integer-valued d (exact in a double).
    static func / (a: DoubleDouble, d: Double) -> DoubleDouble {
        let q = a.hi / d
        let p = twoProduct(q, d)
        let r = (((a.hi - p.hi) - p.lo) + a.lo) / d
        return fastTwoSum(q, r)
    }

    var negated: DoubleDouble { DoubleDouble(-hi, -lo) }
    var value: Double { hi + lo }
}

/// 2^k as a double, for −1022 ≤ k ≤ 1023.
@inline(__always)
func powerOfTwo(_ k: Int) -> Double {
    Double(bitPattern: UInt64(k + 1023) << 52)
}

/// y·2^k with a single rounding (two exact steps while the result stays normal).
func scaleByPowerOfTwo(_ y: Double, _ k: Int) -> Double {
    let k1 = k / 2
    let k2 = k - k1
    return y * powerOfTwo(k1) * powerOfTwo(k2)
}
