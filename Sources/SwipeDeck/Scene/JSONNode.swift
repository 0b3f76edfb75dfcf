import SwipeJSON
import SwipeBase
/// A value in a parsed scene together with its JSON path and file location: the typed
/// accessors throw `SceneError`s that say where the mistake is and how to fix it.
public struct JSONNode {
    public let value: JSONValue
    /// Where the value sits, e.g. `cards[2].colors[0]`; empty for the root. Text is built on
    /// demand from `jsonPath`, so walking a document stores no path strings.
    public var path: String { jsonPath.description }
    public let jsonPath: JSONPath
    /// The locations of this value and its children, when it came from a file.
    let locations: LocationTree?
    let document: JSONParser.Document
    let file: String

    init(value: JSONValue, jsonPath: JSONPath, locations: LocationTree?, document: JSONParser.Document, file: String) {
        self.value = value
        self.jsonPath = jsonPath
        self.locations = locations
        self.document = document
        self.file = file
    }

    /// The root of a parsed document.
    public static func root(of document: JSONParser.Document, file: String) -> JSONNode {
        JSONNode(value: document.root, jsonPath: .root, locations: document.locations, document: document, file: file)
    }

    public var location: SourceLocation? { locations?.location }

    /// An error at this node.
    public func error(_ message: String) -> SceneError {
        SceneError(file: file, location: location, path: path, message: message)
    }

    // MARK: Objects

    /// Checks that this is an object whose keys are all in `allowed` (a misspelt key is an
    /// error with a suggestion rather than silently ignored).
    public func requireObject(allowedKeys allowed: [String]) throws {
        guard case .object(let members) = value else { throw error("expected an object, found \(value.typeName)") }
        for (position, member) in members.enumerated() where !allowed.contains(member.key) {
            var message = "unknown field '\(EchoText.clip(member.key))'"
            if let suggestion = Suggestions.closest(to: member.key, among: allowed) {
                message += "; did you mean '\(suggestion)'?"
            } else {
                message += "; known fields: \(allowed.joined(separator: ", "))"
            }
            throw child(at: position).error(message)
        }
    }

    public func optional(_ key: String) -> JSONNode? {
        guard case .object(let members) = value,
            let position = members.firstIndex(where: { $0.key == key }),
            members[position].value != .null
        else { return nil }
        return child(at: position)
    }

    public func required(_ key: String) throws -> JSONNode {
        guard let node = optional(key) else {
            throw error("missing field '\(key)'")
        }
        return node
    }

    /// The member at `position` of this object.
    private func child(at position: Int) -> JSONNode {
        guard case .object(let members) = value else { preconditionFailure("child(at:) of a non-object") }
        let member = members[position]
        return JSONNode(
            value: member.value, jsonPath: jsonPath.appending(key: member.key),
            locations: locations.flatMap { position < $0.children.count ? $0.children[position] : nil },
            document: document, file: file)
    }

    // MARK: Scalars

    public func double(in range: ClosedRange<Double> = -1e9...1e9) throws -> Double {
        guard case .number(let number) = value else { throw error("expected a number, found \(value.typeName)") }
        guard range.contains(number) else {
            throw error(
                "\(JSONWriter.formatNumber(number)) is out of range; use a number from \(JSONWriter.formatNumber(range.lowerBound)) to \(JSONWriter.formatNumber(range.upperBound))"
            )
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
            var message = "'\(EchoText.clip(text))' is not one of \(choices.joined(separator: ", "))"
            if let suggestion = Suggestions.closest(to: text, among: choices) { message += "; did you mean '\(suggestion)'?" }
            throw error(message)
        }
        return text
    }

    // MARK: Arrays

    public func array() throws -> [JSONNode] {
        guard case .array(let elements) = value else { throw error("expected an array, found \(value.typeName)") }
        return elements.enumerated().map { offset, element in
            JSONNode(
                value: element, jsonPath: jsonPath.appending(index: offset),
                locations: locations.flatMap { offset < $0.children.count ? $0.children[offset] : nil },
                document: document, file: file)
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
        // Control characters a message quotes (an animation spec's stray ESC or carriage
        // return) are shown as escapes, so a scene can never forge or hide a line of the log.
        return EchoText.clip(text + message, limit: .max)
    }
}
