import SwipeDeck
import SwipeBase
/// The options and positionals of one invocation, with typed, validated accessors.
///
/// Every accessor throws a `UsageError` naming the option and the accepted range, so
/// commands never have to format argument errors themselves.
public struct ParsedArguments: Sendable {
    /// Option values by name; only looked up, never iterated for output.
    var values: [String: [String]] = [:]
    var flags: Set<String> = []
    public var positionals: [String] = []
    public var wantsHelp = false

    public init() {}

    public func flag(_ name: String) -> Bool { flags.contains(name) }

    /// The last value given for `--name`, or nil.
    public func string(_ name: String) -> String? { values[name]?.last }

    /// Every value given for a repeatable `--name`, in command-line order.
    public func strings(_ name: String) -> [String] { values[name] ?? [] }

    public func int(_ name: String, in range: ClosedRange<Int>) throws -> Int? {
        guard let text = string(name) else { return nil }
        guard let value = Int(text), range.contains(value) else {
            throw UsageError("--\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound); got '\(EchoText.clip(text))'")
        }
        return value
    }

    public func double(_ name: String, in range: ClosedRange<Double>) throws -> Double? {
        guard let text = string(name) else { return nil }
        guard let value = Double(text), value.isFinite, range.contains(value) else {
            throw UsageError("--\(name) must be a finite number from \(range.lowerBound) to \(range.upperBound); got '\(EchoText.clip(text))'")
        }
        return value
    }

    /// The value of `--name`, which must be one of `choices`.
    public func choice(_ name: String, from choices: [String]) throws -> String? {
        guard let text = string(name) else { return nil }
        guard choices.contains(text) else {
            var message = "--\(name) must be one of \(choices.joined(separator: ", ")); got '\(EchoText.clip(text))'"
            if let suggestion = Suggestions.closest(to: text, among: choices) {
                message += "; did you mean '\(suggestion)'?"
            }
            throw UsageError(message)
        }
        return text
    }
}
