/// Writes a `JSONValue` as pretty, deterministic JSON: keys in the value's own order,
/// two-space indentation, short arrays of numbers on one line, numbers in their shortest
/// round-tripping form.
public enum JSONWriter {
    public static func write(_ value: JSONValue) -> String {
        var output = ""
        write(value, indent: 0, into: &output)
        output += "\n"
        return output
    }

    /// `value` as it appears nested `indent` spaces deep in a larger document (no final
    /// newline), so a long document can be written piece by piece with the same bytes.
    public static func fragment(_ value: JSONValue, indent: Int) -> String {
        var output = ""
        write(value, indent: indent, into: &output)
        return output
    }

    private static func write(_ value: JSONValue, indent: Int, into output: inout String) {
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .number(let number): output += formatNumber(number)
        case .string(let text): output += quote(text)
        case .array(let elements):
            if elements.isEmpty {
                output += "[]"
            } else if elements.count <= 8, elements.allSatisfy(isScalar) {
                output += "[" + elements.map { element -> String in
                    var text = ""
                    write(element, indent: 0, into: &text)
                    return text
                }.joined(separator: ", ") + "]"
            } else {
                output += "[\n"
                for (offset, element) in elements.enumerated() {
                    output += spaces(indent + 2)
                    write(element, indent: indent + 2, into: &output)
                    output += offset + 1 < elements.count ? ",\n" : "\n"
                }
                output += spaces(indent) + "]"
            }
        case .object(let members):
            if members.isEmpty {
                output += "{}"
                return
            }
            output += "{\n"
            for (offset, member) in members.enumerated() {
                output += spaces(indent + 2) + quote(member.key) + ": "
                write(member.value, indent: indent + 2, into: &output)
                output += offset + 1 < members.count ? ",\n" : "\n"
            }
            output += spaces(indent) + "}"
        }
    }

    private static func isScalar(_ value: JSONValue) -> Bool {
        switch value {
        case .array, .object: return false
        default: return true
        }
    }

    /// Whole numbers print without a fraction; others in Swift's shortest round-trip form.
    public static func formatNumber(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 {
            return String(Int64(number))
        }
        return "\(number)"
    }

    /// `text` as a JSON string literal, with the escapes JSON requires.
    public static func quote(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    private static func spaces(_ count: Int) -> String { String(repeating: " ", count: count) }
}
