/// Decimal text of a Double, the same on every platform (no Foundation, no locale, no
/// printf): the one formatter for every fixed-decimal number SwipeSim prints or draws — report
/// lines, plot and sheet labels, golden reports, bench figures.
public enum DecimalFormat {
    /// `x` with exactly `decimals` digits after the point (0…12), rounded half away from zero
    /// on the scaled value |x|·10^decimals: fixed(0.12345, decimals: 3) == "0.123",
    /// fixed(2.5, decimals: 0) == "3", fixed(-0.0004, decimals: 3) == "0.000" (never "-0.000").
    /// Infinity and NaN print as "inf", "-inf" and "nan"; a value whose scaled magnitude
    /// reaches 9e15 (past exact integers) prints in Swift's shortest round-trip form.
    public static func fixed(_ x: Double, decimals: Int) -> String {
        guard x.isFinite else { return x.isNaN ? "nan" : (x > 0 ? "inf" : "-inf") }
        let places = max(0, min(decimals, 12))
        var power = 1.0
        for _ in 0..<places { power *= 10 }
        let scaled = (abs(x) * power).rounded(.toNearestOrAwayFromZero)
        guard scaled < 9e15 else { return "\(x)" }
        let digits = String(Int64(scaled))
        let negative = x < 0 && scaled != 0
        var text: String
        if places == 0 {
            text = digits
        } else {
            let padded = String(repeating: "0", count: max(0, places + 1 - digits.count)) + digits
            let split = padded.index(padded.endIndex, offsetBy: -places)
            text = padded[..<split] + "." + padded[split...]
        }
        return negative ? "-" + text : text
    }

    /// `fixed(x, decimals: maxDecimals)` with trailing zeros (and a bare point) removed, and
    /// "-0" printed as "0": trimmed(0.1250, maxDecimals: 3) == "0.125", trimmed(2, maxDecimals: 3) == "2".
    public static func trimmed(_ x: Double, maxDecimals: Int) -> String {
        var text = fixed(x, decimals: maxDecimals)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }

    /// `x` rounded to `decimals` places (0…12) as `fixed` rounds it, as a Double: the nearest
    /// Double to the decimal `fixed(x, decimals:)` prints, so printing it again with as many or
    /// more decimals gives back the same digits. Non-finite and huge values come back unchanged.
    public static func rounded(_ x: Double, decimals: Int) -> Double {
        guard x.isFinite else { return x }
        var power = 1.0
        for _ in 0..<max(0, min(decimals, 12)) { power *= 10 }
        let scaled = (abs(x) * power).rounded(.toNearestOrAwayFromZero)
        guard scaled < 9e15 else { return x }
        return (x < 0 ? -scaled : scaled) / power
    }
}
