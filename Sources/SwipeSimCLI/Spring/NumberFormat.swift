/// Deterministic decimal formatting for reports (no locale, no printf): the value is rounded
/// half away from zero at the requested decimals using integer arithmetic.
enum NumberFormat {
    /// `x` with exactly `decimals` digits after the point ("12.50"); "∞"/"nan" spelled out.
    static func fixed(_ x: Double, decimals: Int) -> String {
        guard x.isFinite else { return x.isNaN ? "nan" : (x > 0 ? "inf" : "-inf") }
        let d = max(0, min(decimals, 12))
        var scale = 1.0
        for _ in 0..<d { scale *= 10 }
        let scaled = (abs(x) * scale).rounded(.toNearestOrAwayFromZero)
        guard scaled < 9.0e17 else { return x.description }
        let units = UInt64(scaled)
        let divisor = UInt64(scale)
        let whole = units / divisor
        let fraction = units % divisor
        var text = String(whole)
        if d > 0 {
            let digits = String(fraction)
            text += "." + String(repeating: "0", count: d - digits.count) + digits
        }
        return (x < 0 && units != 0 ? "-" : "") + text
    }

    /// About `significant` significant digits, trailing zeros removed ("157.9", "0.0421").
    static func short(_ x: Double, significant: Int = 4) -> String {
        guard x.isFinite else { return fixed(x, decimals: 0) }
        if x == 0 { return "0" }
        var magnitude = 0
        var a = abs(x)
        while a >= 10 { a /= 10; magnitude += 1 }
        while a < 1 { a *= 10; magnitude -= 1 }
        let decimals = max(0, min(12, significant - 1 - magnitude))
        var text = fixed(x, decimals: decimals)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text
    }
}
