/// A value in a parsed scene together with its JSON path and file location: the typed
/// accessors throw `SceneError`s that say where the mistake is and how to fix it.
public struct JSONNode {
    public let value: JSONValue
    /// The JSON path, e.g. `cards[2].colors[0]`; empty for the root.
    public let path: String
    let document: JSONParser.Document
    let file: String

    init(value: JSONValue, path: String, document: JSONParser.Document, file: String) {
        self.value = value
        self.path = path
        self.document = document
        self.file = file
    }

    /// The root of a parsed document.
    public static func root(of document: JSONParser.Document, file: String) -> JSONNode {
        JSONNode(value: document.root, path: "", document: document, file: file)
    }

    public var location: SourceLocation? { document.locations[path] }

    /// An error at this node.
    public func error(_ message: String) -> SceneError {
        SceneError(file: file, location: location, path: path, message: message)
    }

    // MARK: Objects

    /// Checks that this is an object whose keys are all in `allowed` (a misspelt key is an
    /// error with a suggestion rather than silently ignored).
    public func requireObject(allowedKeys allowed: [String]) throws {
        guard case .object(let members) = value else { throw error("expected an object, found \(value.typeName)") }
        for member in members where !allowed.contains(member.key) {
            var message = "unknown field '\(member.key)'"
            if let suggestion = Suggestions.closest(to: member.key, among: allowed) {
                message += "; did you mean '\(suggestion)'?"
            } else {
                message += "; known fields: \(allowed.joined(separator: ", "))"
            }
            throw child(member.key, member.value).error(message)
        }
    }

    public func optional(_ key: String) -> JSONNode? {
        guard let member = value[key], member != .null else { return nil }
        return child(key, member)
    }

    public func required(_ key: String) throws -> JSONNode {
        guard let node = optional(key) else {
            throw error("missing field '\(key)'")
        }
        return node
    }

    private func child(_ key: String, _ member: JSONValue) -> JSONNode {
        JSONNode(value: member, path: path.isEmpty ? key : path + "." + key, document: document, file: file)
    }

    // MARK: Scalars

    public func double(in range: ClosedRange<Double> = -1e9...1e9) throws -> Double {
        guard case .number(let number) = value else { throw error("expected a number, found \(value.typeName)") }
        guard range.contains(number) else {
            throw error("\(JSONWriter.formatNumber(number)) is out of range; use a number from \(JSONWriter.formatNumber(range.lowerBound)) to \(JSONWriter.formatNumber(range.upperBound))")
        }
        return number
    }

    public func int(in range: ClosedRange<Int>) throws -> Int {
        let number = try double(in: Double(range.lowerBound)...Double(range.upperBound))
        guard number == number.rounded() else { throw error("expected a whole number, found \(number)") }
        return Int(number)
    }

    public func string() throws -> String {
        guard case .string(let text) = value else { throw error("expected a string, found \(value.typeName)") }
        return text
    }

    public func bool() throws -> Bool {
        guard case .bool(let flag) = value else { throw error("expected true or false, found \(value.typeName)") }
        return flag
    }

    /// A string that must be one of `choices`.
    public func choice(_ choices: [String]) throws -> String {
        let text = try string()
        guard choices.contains(text) else {
            var message = "'\(text)' is not one of \(choices.joined(separator: ", "))"
            if let suggestion = Suggestions.closest(to: text, among: choices) { message += "; did you mean '\(suggestion)'?" }
            throw error(message)
        }
        return text
    }

    // MARK: Arrays

    public func array() throws -> [JSONNode] {
        guard case .array(let elements) = value else { throw error("expected an array, found \(value.typeName)") }
        return elements.enumerated().map { offset, element in
            JSONNode(value: element, path: "\(path)[\(offset)]", document: document, file: file)
        }
    }

    /// A point or size written `[x, y]`, each within `range`.
    public func pair(in range: ClosedRange<Double> = -1e6...1e6) throws -> (Double, Double) {
        let elements = try array()
        guard elements.count == 2 else { throw error("expected two numbers [x, y], found \(elements.count) element(s)") }
        return (try elements[0].double(in: range), try elements[1].double(in: range))
    }
}

/// A mistake in a scene: where it is (file, line:column, JSON path) and what to do.
public struct SceneError: Error, CustomStringConvertible, Equatable {
    public var file: String
    public var location: SourceLocation?
    public var path: String
    public var message: String

    public init(file: String, location: SourceLocation? = nil, path: String = "", message: String) {
        self.file = file
        self.location = location
        self.path = path
        self.message = message
    }

    public var description: String {
        var text = file
        if let location { text += ":\(location)" }
        text += ": "
        if !path.isEmpty { text += path + ": " }
        return text + message
    }
}
