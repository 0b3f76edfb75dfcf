import SwipeJSON
import SwipeMath

/// JSON text for reports: strings quoted as `JSONWriter` does, numbers with a fixed number of
/// decimals so results.json does not show float noise.
enum JSONText {
    static func string(_ text: String) -> String {
        JSONWriter.quote(text)
    }

    /// A finite number with up to `places` decimals (trailing zeros trimmed); non-finite → null.
    static func number(_ value: Double, places: Int = 6) -> String {
        guard value.isFinite else { return "null" }
        return DecimalFormat.trimmed(value, maxDecimals: places)
    }
}
