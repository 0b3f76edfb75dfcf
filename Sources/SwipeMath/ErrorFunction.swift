/// erf by its Maclaurin series in double-double.
enum ErrorFunction {
    /// 2/√π as hi + lo.
    static let twoOverSqrtPi = DoubleDouble(1.1283791670955126, 1.533545961316588e-17)

    static func erf(_ x: Double) -> Double {
        if x.isNaN { return x }
        let ax = abs(x)
        // erfc(5.9) ≈ 1.6e-17 < ulp(1)/4: the correctly rounded erf is ±1 from here on.
        if ax >= 5.9 { return x > 0 ? 1 : -1 }
        if ax < 1e-300 { return x * twoOverSqrtPi.hi }
        // erf x = 2/√π · Σ (−1)^n x^(2n+1) / (n!·(2n+1)); term_n = term_(n−1)·(−x²)/n.
        let minusXSquared = DoubleDouble.twoProduct(x, x).negated
        var term = DoubleDouble(x)
        var sum = DoubleDouble(x)
        var n = 1.0
        while n < 400 {
            term = term * minusXSquared / n
            let contribution = term / (2 * n + 1)
            sum = sum + contribution
            if n > ax * ax && abs(contribution.hi) < abs(sum.hi) * 1e-34 { break }
            n += 1
        }
        let result = sum * twoOverSqrtPi
        return result.value
    }
}
