import SwipeJSON
import SwipeBase
/// A preset parameter name or value that does not fit the scene's preset, with the preset's
/// parameter list (and a did-you-mean) in the message.
public struct ParameterOverrideError: Error, CustomStringConvertible, Equatable {
    public var message: String
    public var description: String { message }
}

extension PresetDefinition {
    /// The declared parameter called `name`, if any.
    public func parameter(named name: String) -> PresetParameter? {
        parameters.first { $0.name == name }
    }

    /// "threshold (0.35), swipeAnimation (".snappy(duration: 0.4)"), …" for error messages.
    public var parameterSummary: String {
        parameters.map { "\($0.name) (default \(JSONWriter.write($0.defaultValue).trimmingSpaces()))" }.joined(separator: ", ")
    }

    /// Checks that `name` is one of this preset's parameters; the error lists them all and
    /// suggests the closest.
    public func requireParameter(named name: String) throws -> PresetParameter {
        if let parameter = parameter(named: name) { return parameter }
        var message = "unknown parameter '\(EchoText.clip(name))' for preset '\(self.name)'"
        if let suggestion = Suggestions.closest(to: name, among: parameters.map(\.name)) {
            message += "; did you mean '\(suggestion)'?"
        }
        message += parameters.isEmpty ? " (this preset has no parameters)" : " — the preset's parameters: \(parameterSummary)"
        throw ParameterOverrideError(message: message)
    }

    /// Reads a value typed on the command line as the parameter's own type: a number for
    /// number parameters, `true`/`false` for flags, and the text itself for strings (animation
    /// specs); surrounding double quotes are removed from strings. Other parameters take any
    /// of number, true/false, null or text.
    public func parseValue(_ text: String, for parameter: PresetParameter) throws -> JSONValue {
        let trimmed = text.trimmingSpaces()
        switch parameter.defaultValue {
        case .number:
            guard let number = Double(trimmed), number.isFinite else {
                throw ParameterOverrideError(
                    message:
                        "parameter '\(parameter.name)' takes a number (default \(JSONWriter.write(parameter.defaultValue).trimmingSpaces())); got '\(trimmed)'")
            }
            return .number(number)
        case .bool:
            switch trimmed {
            case "true": return .bool(true)
            case "false": return .bool(false)
            default:
                throw ParameterOverrideError(message: "parameter '\(parameter.name)' takes true or false; got '\(EchoText.clip(trimmed))'")
            }
        case .string:
            return .string(Self.unquoted(trimmed))
        default:
            if let number = Double(trimmed), number.isFinite { return .number(number) }
            if trimmed == "true" { return .bool(true) }
            if trimmed == "false" { return .bool(false) }
            if trimmed == "null" { return .null }
            return .string(Self.unquoted(trimmed))
        }
    }

    static func unquoted(_ text: String) -> String {
        if text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") { return String(text.dropFirst().dropLast()) }
        return text
    }
}

extension Scene {
    /// A copy whose `parameters.NAME` is `value` (replacing an earlier value in place, or
    /// appended), after checking NAME against the preset's declared parameters. The value's
    /// type and range are checked when the preset is built from the scene, as for any scene.
    public func settingParameter(_ name: String, to value: JSONValue) throws -> Scene {
        guard let definition = PresetCatalog.preset(named: preset) else {
            var message = "unknown preset '\(EchoText.clip(preset))'"
            if let suggestion = Suggestions.closest(to: preset, among: PresetCatalog.names) { message += "; did you mean '\(suggestion)'?" }
            throw ParameterOverrideError(message: message)
        }
        _ = try definition.requireParameter(named: name)
        var members: [(key: String, value: JSONValue)] = []
        if case .object(let existing) = parameters { members = existing }
        if let index = members.firstIndex(where: { $0.key == name }) {
            members[index].value = value
            // A repeated key: JSON readers take the last one, so keep only the one set here.
            members = members.enumerated().filter { $0.offset == index || $0.element.key != name }.map(\.element)
        } else {
            members.append((name, value))
        }
        var copy = self
        copy.parameters = .object(members)
        return copy
    }
}

extension String {
    func trimmingSpaces() -> String {
        var text = Substring(self)
        while let first = text.first, first == " " || first == "\t" || first == "\n" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" || last == "\n" { text.removeLast() }
        return String(text)
    }
}
