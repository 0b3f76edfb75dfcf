import SwipeMath

/// Number formatting for plot labels and tuning tables on top of `DecimalFormat.fixed`
/// (SwipeMath), so a label drawn into pixels is the same text on every platform.
public enum TuningFormat {
    /// Four significant digits for tables: fixed notation between 1e-3 and 1e6, otherwise
    /// mantissa and exponent ("1.234e-9").
    public static func short(_ x: Double) -> String {
        guard x.isFinite else { return DecimalFormat.fixed(x, decimals: 0) }
        let magnitude = abs(x)
        if magnitude == 0 { return "0" }
        if magnitude >= 1e-3 && magnitude < 1e6 {
            var decimals = 3
            var bound = 1.0
            while magnitude >= bound * 10 && decimals > 0 { bound *= 10; decimals -= 1 }
            while magnitude < bound && decimals < 6 { bound /= 10; decimals += 1 }
            return DecimalFormat.trimmed(x, maxDecimals: decimals)
        }
        let (mantissa, exponent) = decompose(x)
        return DecimalFormat.trimmed(mantissa, maxDecimals: 3) + "e" + String(exponent)
    }

    /// x = mantissa · 10^exponent with 1 ≤ |mantissa| < 10, found by exact-ish scaling loops
    /// (no logarithms).
    public static func decompose(_ x: Double) -> (mantissa: Double, exponent: Int) {
        guard x.isFinite, x != 0 else { return (x, 0) }
        var m = abs(x)
        var e = 0
        while m >= 10 && e < 400 { m /= 10; e += 1 }
        while m < 1 && e > -400 { m *= 10; e -= 1 }
        if m >= 9.9995 { m /= 10; e += 1 }  // so rounding to 3 decimals never prints "10.000"
        return (x < 0 ? -m : m, e)
    }

    /// About `digits` significant digits in fixed notation, trailing zeros removed ("157.9",
    /// "0.0421"); at most 12 decimals. Reports and dialect code use it.
    public static func significant(_ x: Double, digits: Int = 4) -> String {
        guard x.isFinite else { return DecimalFormat.fixed(x, decimals: 0) }
        if x == 0 { return "0" }
        var magnitude = 0
        var a = abs(x)
        while a >= 10 { a /= 10; magnitude += 1 }
        while a < 1 { a *= 10; magnitude -= 1 }
        let decimals = max(0, min(12, digits - 1 - magnitude))
        return DecimalFormat.trimmed(x, maxDecimals: decimals)
    }

    /// Seconds as "0.312 s".
    public static func seconds(_ t: Double) -> String { DecimalFormat.fixed(t, decimals: 3) + " s" }

    /// A percentage with one decimal and its sign: "+8.3 %".
    public static func signedPercent(_ fraction: Double) -> String {
        let text = DecimalFormat.fixed(fraction * 100, decimals: 1)
        return (text.hasPrefix("-") ? text : "+" + text) + " %"
    }
}
