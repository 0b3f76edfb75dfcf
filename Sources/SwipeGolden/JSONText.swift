import SwipeJSON

/// JSON text for reports: strings quoted as `JSONWriter` does, numbers with a fixed number of
/// decimals so results.json does not show float noise.
enum JSONText {
    static func string(_ text: String) -> String {
        JSONWriter.quote(text)
    }

    /// A finite number with up to `places` decimals (trailing zeros trimmed); non-finite → null.
    static func number(_ value: Double, places: Int = 6) -> String {
        guard value.isFinite else { return "null" }
        var text = Format.decimal(value, places: places)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }
}
