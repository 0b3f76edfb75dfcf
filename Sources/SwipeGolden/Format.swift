/// Number formatting without Foundation, deterministic on every platform.
enum Format {
    /// `value` rounded half away from zero to `places` decimals, trailing zeros kept:
    /// decimal(0.12345, places: 3) == "0.123". Infinity and NaN print as "inf" and "nan".
    static func decimal(_ value: Double, places: Int) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = (abs(value) * scale).rounded(.toNearestOrAwayFromZero)
        guard scaled < 9e15 else { return String(value) }
        let whole = UInt64(scaled)
        let divisor = UInt64(scale)
        let integerPart = whole / divisor
        var text = (value < 0 && whole != 0 ? "-" : "") + String(integerPart)
        if places > 0 {
            var fraction = String(whole % divisor)
            fraction = String(repeating: "0", count: places - fraction.count) + fraction
            text += "." + fraction
        }
        return text
    }

    /// A five-digit zero-padded frame number: 6 → "00006".
    static func frameNumber(_ index: Int) -> String {
        let digits = String(index)
        return digits.count >= 5 ? digits : String(repeating: "0", count: 5 - digits.count) + digits
    }
}
