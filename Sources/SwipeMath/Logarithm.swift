/// log x in double-double: the kernel of `log` and `pow`.
enum Logarithm {
    static let sqrtHalf = 0.7071067811865476

    /// 2/(2n+1) for n = 1…13: the series 2·atanh(s) = 2s + s³·Σ c_n s^(2n−2).
    static let atanhCoefficients: [Double] = (1...13).map { (n: Int) -> Double in 2 / Double(2 * n + 1) }

    /// log x for finite x > 0, with about 2^-62 relative error.
    static func log(_ x: Double) -> DoubleDouble {
        var v = x
        var bias = 0
        if v < Double.leastNormalMagnitude {
            v *= 18_014_398_509_481_984.0  // 2^54, exact
            bias = -54
        }
        var e = Int(v.exponent) + bias
        var m = v.significand  // [1, 2), exact
        if m > 2 * sqrtHalf {
            m *= 0.5
            e += 1
        }
        let f = m - 1  // exact for m in [0.5, 2]
        // s = f / (2 + f) in double-double.
        let u = DoubleDouble.fastTwoSum(2, f)
        let sHi = f / u.hi
        let p = DoubleDouble.twoProduct(sHi, u.hi)
        let residual = ((f - p.hi) - p.lo) - sHi * u.lo
        let sLo = residual / u.hi
        let z = sHi * sHi
        var series = atanhCoefficients[atanhCoefficients.count - 1]
        var i = atanhCoefficients.count - 2
        while i >= 0 {
            series = atanhCoefficients[i] + z * series
            i -= 1
        }
        let tail = sHi * z * series
        let logM = DoubleDouble.fastTwoSum(2 * sHi, 2 * sLo + tail)
        let ed = Double(e)
        var sum = DoubleDouble.twoSum(ed * Exponential.ln2Hi, logM.hi)
        sum.lo += logM.lo + ed * Exponential.ln2Lo
        return DoubleDouble.fastTwoSum(sum.hi, sum.lo)
    }
}
