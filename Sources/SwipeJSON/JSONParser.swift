import SwipeBase

/// A strict JSON (RFC 8259) parser that records the source location of every value.
///
/// Foundation's JSONDecoder reports neither line nor column on Linux and accepts some invalid
/// input (trailing commas); scenes are hand-edited, so errors must point at the mistake.
/// Hostile input is bounded: nesting ≤ 64 levels, optional limits on key and string length,
/// a repeated key is an error naming both places, and messages quote at most 200 characters.
/// A leading UTF-8 byte-order mark is skipped.
public struct JSONParser {
    /// The parsed document and, for every value, where it starts.
    public struct Document: Sendable {
        public var root: JSONValue
        /// Locations in the shape of `root` (see `LocationTree`).
        public var locations: LocationTree?

        public init(root: JSONValue, locations: LocationTree?) {
            self.root = root
            self.locations = locations
        }

        /// The location of the value at `path` (`cards[2].colors[0]`), found by walking the
        /// values; nil when the path does not lead to a value.
        public func location(at path: String) -> SourceLocation? {
            guard var tree = locations else { return nil }
            var value = root
            for component in Self.components(of: path) {
                switch (component, value) {
                case (.key(let key), .object(let members)):
                    guard let position = members.firstIndex(where: { $0.key == key }),
                        position < tree.children.count
                    else { return nil }
                    value = members[position].value
                    tree = tree.children[position]
                case (.index(let index), .array(let elements)):
                    guard index >= 0, index < elements.count, index < tree.children.count else { return nil }
                    value = elements[index]
                    tree = tree.children[index]
                default:
                    return nil
                }
            }
            return tree.location
        }

        /// Splits `a.b[2].c` into keys and indices (keys holding '.' or '[' are not supported).
        static func components(of path: String) -> [JSONPath.Component] {
            var list: [JSONPath.Component] = []
            for part in path.split(separator: ".", omittingEmptySubsequences: true) {
                var rest = Substring(part)
                if let bracket = rest.firstIndex(of: "[") {
                    if bracket > rest.startIndex { list.append(.key(String(rest[..<bracket]))) }
                    rest = rest[bracket...]
                    while rest.hasPrefix("["), let close = rest.firstIndex(of: "]") {
                        guard let index = Int(rest[rest.index(after: rest.startIndex)..<close]) else { break }
                        list.append(.index(index))
                        rest = rest[rest.index(after: close)...]
                    }
                } else {
                    list.append(.key(String(rest)))
                }
            }
            return list
        }
    }

    /// Optional bounds on what one value may hold, in Unicode scalars.
    public struct Limits: Sendable {
        public var maximumStringLength: Int
        public var maximumKeyLength: Int

        public init(maximumStringLength: Int = .max, maximumKeyLength: Int = .max) {
            self.maximumStringLength = maximumStringLength
            self.maximumKeyLength = maximumKeyLength
        }
    }

    public struct SyntaxError: Error, CustomStringConvertible, Equatable {
        public var message: String
        public var location: SourceLocation
        public var description: String { "\(location): \(message)" }
    }

    private let bytes: [UInt8]
    private let limits: Limits
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var depth = 0

    /// Parses `text`; nesting is limited to 64 levels so hostile input cannot exhaust the stack.
    public static func parse(_ text: String, limits: Limits = Limits()) throws -> Document {
        try parse(bytes: Array(text.utf8), limits: limits)
    }

    /// Parses UTF-8 `bytes` (a leading byte-order mark is skipped).
    public static func parse(bytes: [UInt8], limits: Limits = Limits()) throws -> Document {
        var parser = JSONParser(bytes: bytes, limits: limits)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            parser.index = 3
            parser.lineStart = 3
        }
        parser.skipWhitespace()
        let (root, locations) = try parser.parseValue()
        parser.skipWhitespace()
        if parser.index < parser.bytes.count {
            throw parser.error("unexpected text after the end of the JSON value")
        }
        return Document(root: root, locations: locations)
    }

    private init(bytes: [UInt8], limits: Limits) {
        self.bytes = bytes
        self.limits = limits
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

    private mutating func parseValue() throws -> (JSONValue, LocationTree) {
        guard index < bytes.count else { throw error("the JSON ends where a value was expected") }
        let start = location
        let leaf = LocationTree(location: start)
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject(start: start)
        case UInt8(ascii: "["): return try parseArray(start: start)
        case UInt8(ascii: "\""): return (.string(try parseString(limit: limits.maximumStringLength, what: "a string")), leaf)
        case UInt8(ascii: "t"): return (try parseLiteral("true", .bool(true)), leaf)
        case UInt8(ascii: "f"): return (try parseLiteral("false", .bool(false)), leaf)
        case UInt8(ascii: "n"): return (try parseLiteral("null", .null), leaf)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return (try parseNumber(), leaf)
        default:
            throw error("unexpected character \(describeCharacter(at: index)) where a value was expected")
        }
    }

    /// The character at `position` for a message: printable ASCII quoted, anything else as hex.
    private func describeCharacter(at position: Int) -> String {
        let byte = bytes[position]
        if (0x21..<0x7F).contains(byte) { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    private mutating func enter() throws {
        depth += 1
        if depth > 64 { throw error("nesting deeper than 64 levels") }
    }

    private mutating func parseObject(start: SourceLocation) throws -> (JSONValue, LocationTree) {
        try enter()
        defer { depth -= 1 }
        index += 1
        var members: [(key: String, value: JSONValue)] = []
        var children: [LocationTree] = []
        // Membership only (never iterated), to find a repeated key in linear time.
        var seen: [String: SourceLocation] = [:]
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return (.object(members), LocationTree(location: start))
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw error(
                    index < bytes.count && bytes[index] == UInt8(ascii: "}")
                        ? "trailing comma before '}'" : "expected a key in double quotes")
            }
            let keyLocation = location
            let key = try parseString(limit: limits.maximumKeyLength, what: "a key")
            if let first = seen[key] {
                throw SyntaxError(message: "the key \"\(EchoText.clip(key))\" appears twice (first at \(first)); keep one", location: keyLocation)
            }
            seen[key] = keyLocation
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw error("expected ':' after the key \"\(EchoText.clip(key))\"")
            }
            index += 1
            skipWhitespace()
            let (value, tree) = try parseValue()
            members.append((key, value))
            children.append(tree)
            skipWhitespace()
            guard index < bytes.count else { throw error("the JSON ends inside an object; expected '}'") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return (.object(members), LocationTree(location: start, children: children))
            }
            throw error("expected ',' or '}' after a member of an object")
        }
    }

    private mutating func parseArray(start: SourceLocation) throws -> (JSONValue, LocationTree) {
        try enter()
        defer { depth -= 1 }
        index += 1
        var elements: [JSONValue] = []
        var children: [LocationTree] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return (.array(elements), LocationTree(location: start))
        }
        while true {
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                throw error("trailing comma before ']'")
            }
            let (value, tree) = try parseValue()
            elements.append(value)
            children.append(tree)
            skipWhitespace()
            guard index < bytes.count else { throw error("the JSON ends inside an array; expected ']'") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "]") {
                index += 1
                return (.array(elements), LocationTree(location: start, children: children))
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
            throw SyntaxError(message: "the number \(EchoText.clip(text)) is too large", location: startLocation)
        }
        return .number(value)
    }

    /// Parses a string of at most `limit` Unicode scalars; `what` ("a key") names it in errors.
    private mutating func parseString(limit: Int, what: String) throws -> String {
        let startLocation = location
        index += 1
        var length = 0
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
            // Count scalars: every byte but a UTF-8 continuation byte starts one (an escape
            // counts once, at its backslash).
            if byte & 0xC0 != 0x80 {
                length += 1
                if length > limit {
                    throw SyntaxError(message: "\(what) longer than \(limit) characters (the limit)", location: startLocation)
                }
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
                        bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
                    {
                        index += 2
                        let low = try parseHex4()
                        guard (0xDC00..<0xE000).contains(low) else { throw error("invalid UTF-16 surrogate pair") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
                    scalars.append(scalar)
                default:
                    throw error("unknown escape \\ followed by \(describeCharacter(at: index - 1)) in a string")
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
