/// A strict JSON (RFC 8259) parser that records the source location of every value.
///
/// Foundation's JSONDecoder reports neither line nor column on Linux and accepts some invalid
/// input (trailing commas); scenes are hand-edited, so errors must point at the mistake.
public struct JSONParser {
    /// The parsed document and, for every value, where it starts, keyed by its JSON path.
    public struct Document: Sendable {
        public var root: JSONValue
        /// Locations by path string (`cards[2].colors[0]`); looked up, never iterated.
        public var locations: [String: SourceLocation]

        public init(root: JSONValue, locations: [String: SourceLocation]) {
            self.root = root
            self.locations = locations
        }
    }

    public struct SyntaxError: Error, CustomStringConvertible, Equatable {
        public var message: String
        public var location: SourceLocation
        public var description: String { "\(location): \(message)" }
    }

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var locations: [String: SourceLocation] = [:]
    private var depth = 0

    /// Parses `text`; nesting is limited to 64 levels so hostile input cannot exhaust the stack.
    public static func parse(_ text: String) throws -> Document {
        var parser = JSONParser(bytes: Array(text.utf8))
        parser.skipWhitespace()
        let root = try parser.parseValue(path: "")
        parser.skipWhitespace()
        if parser.index < parser.bytes.count {
            throw parser.error("unexpected text after the end of the JSON value")
        }
        return Document(root: root, locations: parser.locations)
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private var location: SourceLocation {
        SourceLocation(line: line, column: index - lineStart + 1)
    }

    private func error(_ message: String) -> SyntaxError {
        SyntaxError(message: message, location: location)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "\n"):
                index += 1
                line += 1
                lineStart = index
            default:
                return
            }
        }
    }

    private mutating func parseValue(path: String) throws -> JSONValue {
        guard index < bytes.count else { throw error("the JSON ends where a value was expected") }
        locations[path] = location
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject(path: path)
        case UInt8(ascii: "["): return try parseArray(path: path)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
        case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
        case UInt8(ascii: "n"): return try parseLiteral("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default:
            throw error("unexpected character '\(Character(Unicode.Scalar(bytes[index])))' where a value was expected")
        }
    }

    private mutating func enter() throws {
        depth += 1
        if depth > 64 { throw error("nesting deeper than 64 levels") }
    }

    private mutating func parseObject(path: String) throws -> JSONValue {
        try enter()
        defer { depth -= 1 }
        index += 1
        var members: [(key: String, value: JSONValue)] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw error(index < bytes.count && bytes[index] == UInt8(ascii: "}")
                    ? "trailing comma before '}'" : "expected a key in double quotes")
            }
            let key = try parseString()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw error("expected ':' after the key \"\(key)\"")
            }
            index += 1
            skipWhitespace()
            let value = try parseValue(path: path.isEmpty ? key : path + "." + key)
            members.append((key, value))
            skipWhitespace()
            guard index < bytes.count else { throw error("the JSON ends inside an object; expected '}'") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            }
            throw error("expected ',' or '}' after a member of an object")
        }
    }

    private mutating func parseArray(path: String) throws -> JSONValue {
        try enter()
        defer { depth -= 1 }
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                throw error("trailing comma before ']'")
            }
            elements.append(try parseValue(path: "\(path)[\(elements.count)]"))
            skipWhitespace()
            guard index < bytes.count else { throw error("the JSON ends inside an array; expected ']'") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(elements)
            }
            throw error("expected ',' or ']' after an element of an array")
        }
    }

    private mutating func parseLiteral(_ word: String, _ value: JSONValue) throws -> JSONValue {
        let literal = Array(word.utf8)
        guard index + literal.count <= bytes.count, Array(bytes[index..<(index + literal.count)]) == literal else {
            throw error("unexpected text where a value was expected (strings need double quotes)")
        }
        index += literal.count
        return value
    }

    private mutating func parseNumber() throws -> JSONValue {
        let start = index
        let startLocation = location
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        func digits() -> Int {
            let from = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - from
        }
        let integerStart = index
        guard digits() > 0 else { throw error("a number needs digits") }
        if bytes[integerStart] == UInt8(ascii: "0"), index - integerStart > 1 {
            throw SyntaxError(message: "numbers must not have leading zeros", location: startLocation)
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw error("a number needs digits after '.'") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw error("a number needs digits in its exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw SyntaxError(message: "the number \(text) is too large", location: startLocation)
        }
        return .number(value)
    }

    private mutating func parseString() throws -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var run = index
        func flushRun(_ parser: JSONParser) {
            scalars.append(contentsOf: String(decoding: parser.bytes[run..<parser.index], as: UTF8.self).unicodeScalars)
        }
        while true {
            guard index < bytes.count else { throw error("the JSON ends inside a string; a closing '\"' is missing") }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                flushRun(self)
                index += 1
                return String(scalars)
            }
            if byte < 0x20 {
                throw error(byte == UInt8(ascii: "\n") ? "a string is not closed before the end of the line" : "control character in a string")
            }
            if byte == UInt8(ascii: "\\") {
                flushRun(self)
                index += 1
                guard index < bytes.count else { throw error("the JSON ends inside an escape") }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{8}")
                case UInt8(ascii: "f"): scalars.append("\u{C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    var code = try parseHex4()
                    if (0xD800..<0xDC00).contains(code), index + 1 < bytes.count,
                       bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                        index += 2
                        let low = try parseHex4()
                        guard (0xDC00..<0xE000).contains(low) else { throw error("invalid UTF-16 surrogate pair") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
                    scalars.append(scalar)
                default:
                    throw error("unknown escape '\\\(Character(Unicode.Scalar(escape)))' in a string")
                }
                run = index
                continue
            }
            index += 1
        }
    }

    private mutating func parseHex4() throws -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("a \\u escape needs four hex digits") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error("a \\u escape needs four hex digits")
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }
}
