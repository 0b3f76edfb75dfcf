import SwipeMath

/// The one JSON writer of SwipeSim: every file and `--json` output is a `JSONValue` written
/// here (or, when too long to hold, streamed by `JSONObjectStream` with the same bytes).
///
/// Output is deterministic: members in the value's own order, `", "` between the items of a
/// line, `": "` after a key, two spaces of indentation per level, `\n` after the document.
/// A `Style` chooses which containers are laid out one item per line and how numbers print.
public enum JSONWriter {
    /// How numbers print. In both forms a whole number below 10^15 in magnitude prints as an
    /// integer (`3`, never `3.0`) and −0 prints as `0`.
    public enum Numbers: Equatable, Sendable {
        /// Swift's shortest text that reads back as the same Double (`0.1`, `1e-07`).
        case shortest
        /// At most this many decimals, rounded half away from zero, trailing zeros trimmed
        /// (`DecimalFormat.trimmed`), so reports carry no floating-point noise; a non-finite
        /// number prints as `null`.
        case decimals(Int)
    }

    /// Which objects and arrays are written one member or element per line ("expanded");
    /// every other container is written on one line: `{"a": 1, "b": [2, 3]}`.
    public enum Layout: Equatable, Sendable {
        /// Every non-empty object expanded; an array expanded unless it holds at most eight
        /// scalars (scenes, manifests, `spring --json`).
        case pretty
        /// The whole value on one line.
        case oneLine
        /// Only the containers at these paths expanded. A path is the keys from the root joined
        /// by dots, `[]` standing for any element of an array: `""` is the root, `"goldens[]"`
        /// each element of the root's `goldens`, `"goldens[].frames"` their `frames`.
        case expanded([String])
    }

    public struct Style: Equatable, Sendable {
        public var layout: Layout
        public var numbers: Numbers

        public init(layout: Layout = .pretty, numbers: Numbers = .shortest) {
            self.layout = layout
            self.numbers = numbers
        }

        /// `.pretty` with shortest numbers: the style of scenes, manifests and `spring --json`.
        public static let standard = Style()
    }

    /// `value` as a whole document, ending in a newline.
    public static func write(_ value: JSONValue, style: Style = .standard) -> String {
        fragment(value, indent: 0, style: style) + "\n"
    }

    /// `value` as it appears nested `indent` spaces deep, at `path` (see `Layout.expanded`), in
    /// a larger document, without a final newline: a long document written piece by piece from
    /// fragments has the same bytes as the whole written at once.
    public static func fragment(_ value: JSONValue, indent: Int, style: Style = .standard, path: String = "") -> String {
        var output = ""
        write(value, indent: indent, path: path, style: style, into: &output)
        return output
    }

    /// `"key": value` nested `indent` spaces deep, the member of an object at `parentPath`.
    public static func member(_ key: String, _ value: JSONValue, indent: Int, style: Style = .standard, parentPath: String = "") -> String {
        quote(key) + ": " + fragment(value, indent: indent, style: style, path: memberPath(parentPath, key))
    }

    private static func write(_ value: JSONValue, indent: Int, path: String, style: Style, into output: inout String) {
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .number(let number): output += formatNumber(number, style.numbers)
        case .string(let text): output += quote(text)
        case .array(let elements):
            if elements.isEmpty {
                output += "[]"
                return
            }
            let elementPath = style.layout.needsPaths ? path + "[]" : ""
            if expands(value, at: path, style.layout) {
                output += "[\n"
                for (offset, element) in elements.enumerated() {
                    output += spaces(indent + 2)
                    write(element, indent: indent + 2, path: elementPath, style: style, into: &output)
                    output += offset + 1 < elements.count ? ",\n" : "\n"
                }
                output += spaces(indent) + "]"
            } else {
                output += "["
                for (offset, element) in elements.enumerated() {
                    if offset > 0 { output += ", " }
                    write(element, indent: indent, path: elementPath, style: style, into: &output)
                }
                output += "]"
            }
        case .object(let members):
            if members.isEmpty {
                output += "{}"
                return
            }
            let expanded = expands(value, at: path, style.layout)
            output += expanded ? "{\n" : "{"
            for (offset, member) in members.enumerated() {
                if expanded {
                    output += spaces(indent + 2)
                } else if offset > 0 {
                    output += ", "
                }
                output += quote(member.key) + ": "
                let memberPath = style.layout.needsPaths ? memberPath(path, member.key) : ""
                write(member.value, indent: indent + 2, path: memberPath, style: style, into: &output)
                if expanded { output += offset + 1 < members.count ? ",\n" : "\n" }
            }
            output += expanded ? spaces(indent) + "}" : "}"
        }
    }

    /// Whether the non-empty container `value` at `path` is written one item per line.
    private static func expands(_ value: JSONValue, at path: String, _ layout: Layout) -> Bool {
        switch layout {
        case .oneLine: return false
        case .expanded(let paths): return paths.contains(path)
        case .pretty:
            guard case .array(let elements) = value else { return true }
            return elements.count > 8 || !elements.allSatisfy(isScalar)
        }
    }

    private static func memberPath(_ parent: String, _ key: String) -> String {
        parent.isEmpty ? key : parent + "." + key
    }

    private static func isScalar(_ value: JSONValue) -> Bool {
        switch value {
        case .array, .object: return false
        default: return true
        }
    }

    /// `number` as `numbers` says (see `Numbers`).
    public static func formatNumber(_ number: Double, _ numbers: Numbers = .shortest) -> String {
        if number == number.rounded(), abs(number) < 1e15 {
            return String(Int64(number))
        }
        switch numbers {
        case .shortest: return "\(number)"
        case .decimals(let places): return number.isFinite ? DecimalFormat.trimmed(number, maxDecimals: places) : "null"
        }
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

    static func spaces(_ count: Int) -> String { String(repeating: " ", count: count) }
}

extension JSONWriter.Layout {
    /// Whether writing needs each container's path (only `.expanded` looks at it).
    var needsPaths: Bool {
        if case .expanded = self { return true }
        return false
    }
}
