/// x^y via e^(y·log x) carried in double-double.
enum Power {
    static func pow(_ x: Double, _ y: Double) -> Double {
        if y == 0 || x == 1 { return 1 }
        if x.isNaN || y.isNaN { return .nan }
        let yIsInteger = y == y.rounded(.towardZero)
        let yIsOdd =
            yIsInteger && abs(y) < 9_007_199_254_740_992.0
            && (y * 0.5) != (y * 0.5).rounded(.towardZero)
        if x == 0 {
            if y > 0 { return yIsOdd ? x : 0 }
            return yIsOdd ? (x.sign == .minus ? -.infinity : .infinity) : .infinity
        }
        if x.isInfinite {
            if x > 0 { return y > 0 ? .infinity : 0 }
            if y > 0 { return yIsOdd ? -.infinity : .infinity }
            return yIsOdd ? -0.0 : 0
        }
        if y.isInfinite {
            let ax = abs(x)
            if ax == 1 { return 1 }
            return (ax > 1) == (y > 0) ? .infinity : 0
        }
        if x < 0 {
            guard yIsInteger else { return .nan }
            let magnitude = positive(-x, y)
            return yIsOdd ? -magnitude : magnitude
        }
        return positive(x, y)
    }

    /// x^y for finite x > 0 and finite y.
    static func positive(_ x: Double, _ y: Double) -> Double {
        let l = Logarithm.log(x)
        let estimate = y * l.hi
        if estimate > 710 { return .infinity }
        if estimate < -746 { return 0 }
        var p = DoubleDouble.twoProduct(y, l.hi)
        p.lo += y * l.lo
        let s = DoubleDouble.fastTwoSum(p.hi, p.lo)
        if s.hi > 709.782712893384 { return .infinity }
        if s.hi < -745.1332191019412 { return 0 }
        return Exponential.exp(s.hi, s.lo)
    }
}
