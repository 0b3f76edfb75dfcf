/// Range reduction and the sine/cosine kernels.
enum Trigonometry {
    /// π/2 as four parts; the first three have 33 significant bits, so k·part is exact for
    /// |k| < 2^20.
    static let halfPi1 = Double(bitPattern: 0x3FF9_21FB_5440_0000)
    static let halfPi2 = Double(bitPattern: 0x3DD0_B461_1A60_0000)
    static let halfPi3 = Double(bitPattern: 0x3BA3_198A_2E00_0000)
    static let halfPi4 = Double(bitPattern: 0x397B_839A_2520_49C1)
    static let twoOverPi = 0.6366197723675814
    static let quarterPi = 0.7853981633974483
    /// π/180 as hi + lo.
    static let radiansPerDegreeHi = 0.017453292519943295
    static let radiansPerDegreeLo = 2.9486522708701687e-19

    /// (−1)^n / (2n+1)! for n = 1…10: sin r = r + r³·Σ.
    static let sinCoefficients: [Double] = coefficients(firstOrder: 3, count: 10)
    /// (−1)^n / (2n)! for n = 2…11: cos r = 1 − r²/2 + r⁴·Σ.
    static let cosCoefficients: [Double] = coefficients(firstOrder: 4, count: 10)

    /// sign/order! for order = firstOrder, firstOrder+2, …; the sign alternates starting
    /// with (−1)^(firstOrder/2). Factorials above 2^53 round identically everywhere.
    static func coefficients(firstOrder: Int, count: Int) -> [Double] {
        var result: [Double] = []
        var factorial = 1.0
        for n in 2...firstOrder { factorial *= Double(n) }
        var sign = (firstOrder / 2) % 2 == 1 ? -1.0 : 1.0
        var order = firstOrder
        for _ in 0..<count {
            result.append(sign / factorial)
            factorial *= Double(order + 1) * Double(order + 2)
            order += 2
            sign = -sign
        }
        return result
    }

    /// x = k·π/2 + (hi + lo), |hi| ≲ π/4; quadrant = k mod 4.
    static func reduceRadians(_ x: Double) -> (quadrant: Int, hi: Double, lo: Double) {
        if abs(x) <= quarterPi { return (0, x, 0) }
        let kd = (x * twoOverPi).rounded(.toNearestOrEven)
        let r1 = x - kd * halfPi1  // exact while |k| < 2^20
        var r = DoubleDouble.twoSum(r1, -(kd * halfPi2))
        let r3 = DoubleDouble.twoSum(r.lo, -(kd * halfPi3))
        r.lo = r3.hi
        let rest = r3.lo - kd * halfPi4
        let s = DoubleDouble.fastTwoSum(r.hi, r.lo + rest)
        let quadrant = Int(kd.truncatingRemainder(dividingBy: 4)) & 3
        return (quadrant, s.hi, s.lo)
    }

    /// degrees = k·90 + d exactly, then d·π/180 as hi + lo.
    static func reduceDegrees(_ degrees: Double) -> (quadrant: Int, hi: Double, lo: Double) {
        let d1 = degrees.truncatingRemainder(dividingBy: 360)  // exact
        let kd = (d1 / 90).rounded(.toNearestOrEven)
        let d = d1 - kd * 90  // exact: |d| ≤ 45 on the grid of d1
        var p = DoubleDouble.twoProduct(d, radiansPerDegreeHi)
        p.lo += d * radiansPerDegreeLo
        let r = DoubleDouble.fastTwoSum(p.hi, p.lo)
        return (Int(kd) & 3, r.hi, r.lo)
    }

    /// sin(r + rlo) for |r| ≤ π/4 + ε.
    static func sinKernel(_ r: Double, _ rlo: Double) -> Double {
        let z = r * r
        let c = sinCoefficients
        var s = c[c.count - 1]
        var i = c.count - 2
        while i >= 0 {
            s = c[i] + z * s
            i -= 1
        }
        return r + (r * z * s + rlo * (1 - 0.5 * z))
    }

    /// cos(r + rlo) for |r| ≤ π/4 + ε.
    static func cosKernel(_ r: Double, _ rlo: Double) -> Double {
        let zz = DoubleDouble.twoProduct(r, r)
        let z = zz.hi
        let c = cosCoefficients
        var s = c[c.count - 1]
        var i = c.count - 2
        while i >= 0 {
            s = c[i] + z * s
            i -= 1
        }
        let hz = 0.5 * z
        let w = 1 - hz
        let correction = ((1 - w) - hz) - 0.5 * zz.lo
        return w + (correction + (z * z * s - r * rlo))
    }

    static func sin(quadrant: Int, _ r: Double, _ rlo: Double) -> Double {
        switch quadrant & 3 {
        case 0: return sinKernel(r, rlo)
        case 1: return cosKernel(r, rlo)
        case 2: return -sinKernel(r, rlo)
        default: return -cosKernel(r, rlo)
        }
    }

    static func cos(quadrant: Int, _ r: Double, _ rlo: Double) -> Double {
        switch quadrant & 3 {
        case 0: return cosKernel(r, rlo)
        case 1: return -sinKernel(r, rlo)
        case 2: return -cosKernel(r, rlo)
        default: return sinKernel(r, rlo)
        }
    }
}
