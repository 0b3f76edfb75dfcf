import SwipeDeck
import SwipeBase
/// Parses a subcommand's arguments against its `CommandSpec`.
///
/// Accepted forms: `--name value`, `--name=value`, `--flag`, positionals anywhere, and `--`
/// to end option parsing (so a positional may start with `-`). A lone `-` is a positional
/// (it conventionally means standard output).
public enum ArgumentParser {
    public static func parse(_ arguments: [String], spec: CommandSpec) throws -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") || looksNumeric(argument) {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            if argument == "-h" {
                parsed.wantsHelp = true
                continue
            }
            if !argument.hasPrefix("--") {
                throw UsageError(
                    "unknown option '\(EchoText.clip(argument))'; options are written with two dashes, e.g. --help",
                    spec: spec)
            }
            var name = String(argument.dropFirst(2))
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            if name == "help" {
                parsed.wantsHelp = true
                continue
            }
            guard let option = spec.options.first(where: { $0.name == name }) else {
                let known = spec.options.map { "--" + $0.name } + ["--help"]
                var message = "unknown option '--\(EchoText.clip(name))' for '\(spec.name)'"
                if let suggestion = Suggestions.closest(to: "--" + name, among: known) {
                    message += "; did you mean '\(suggestion)'?"
                }
                throw UsageError(message, spec: spec)
            }
            if option.takesValue {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else if index < arguments.count {
                    // `--fps --scale 2`: the next word is an option, so --fps has no value.
                    guard !(arguments[index].hasPrefix("--") && arguments[index].count > 2) else {
                        throw UsageError(
                            "option '--\(name)' needs a value (\(option.valueName!)) but is followed by '\(EchoText.clip(arguments[index]))'; write --\(name)=VALUE if the value starts with --",
                            spec: spec)
                    }
                    value = arguments[index]
                    index += 1
                } else {
                    throw UsageError("option '--\(name)' needs a value (\(option.valueName!))", spec: spec)
                }
                if !option.repeatable, parsed.values[name] != nil {
                    throw UsageError("option '--\(name)' was given more than once", spec: spec)
                }
                parsed.values[name, default: []].append(value)
            } else {
                if inlineValue != nil {
                    throw UsageError("option '--\(name)' is a flag and takes no value", spec: spec)
                }
                parsed.flags.insert(name)
            }
        }
        if !parsed.wantsHelp && !spec.positionalRange.contains(parsed.positionals.count) {
            let range = spec.positionalRange
            let expected: String
            if range.lowerBound == range.upperBound {
                expected = range.lowerBound == 0 ? "no arguments" : "exactly \(range.lowerBound) argument(s)"
            } else if range.upperBound == Int.max {
                expected = "at least \(range.lowerBound) argument(s)"
            } else {
                expected = "\(range.lowerBound) to \(range.upperBound) arguments"
            }
            let got = parsed.positionals.isEmpty ? "none" : parsed.positionals.prefix(5).map { "'\(EchoText.clip($0))'" }.joined(separator: " ")
            throw UsageError("'\(spec.name)' takes \(expected); got \(got)", spec: spec)
        }
        return parsed
    }

    /// A negative number such as `-3.5` is a value, not an option.
    private static func looksNumeric(_ argument: String) -> Bool {
        Double(argument) != nil
    }
}
