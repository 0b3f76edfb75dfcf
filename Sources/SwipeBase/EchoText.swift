/// User input quoted back in an error message: at most `limit` characters (200 by default,
/// with "… (N characters)" after the cut), control characters written as Swift escapes
/// (`\0`, `\n`, `\u{1B}`), so a hostile key, string or path never floods a terminal or cuts a message short.
public enum EchoText {
    public static let defaultLimit = 200

    public static func clip(_ text: String, limit: Int = defaultLimit) -> String {
        var result = ""
        var count = 0
        var total = 0
        for scalar in text.unicodeScalars {
            total += 1
            guard count < limit else { continue }
            if scalar.value < 0x20 || scalar.value == 0x7F {
                result += scalar.escaped(asASCII: true)
            } else {
                result.unicodeScalars.append(scalar)
            }
            count += 1
        }
        if total > limit { result += "… (\(total) characters)" }
        return result
    }
}
