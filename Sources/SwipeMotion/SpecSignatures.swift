import SwipeBase
/// The SwiftUI signatures the parser accepts, matched by argument labels.
struct SpecSignature {
    enum Kind { case number, bool, spring }

    struct Parameter {
        var label: String?
        var kind: Kind = .number
        /// nil: required.
        var defaultValue: SpecArgument.Value?
    }

    var parameters: [Parameter]

    /// Written as it appears in SwiftUI, for messages.
    func rendered(_ name: String) -> String {
        let labels = parameters.map { ($0.label ?? "_") + ":" }.joined()
        return "\(name)(\(labels))"
    }
}

/// Matched arguments: the value of every parameter (given or default) and where it was given.
struct MatchedArguments {
    var values: [String: SpecArgument.Value]
    var columns: [String: Int]
    var positional: [SpecArgument.Value]
    var positionalColumns: [Int]

    func number(_ label: String) -> Double {
        if case let .number(v)? = values[label] { return v }
        return .nan
    }

    func bool(_ label: String) -> Bool {
        if case let .bool(v)? = values[label] { return v }
        return false
    }

    func column(_ label: String, default fallback: Int) -> Int { columns[label] ?? fallback }
}

enum SpecSignatures {
    typealias P = SpecSignature.Parameter

    static func p(_ label: String?, _ value: Double?) -> P {
        P(label: label, kind: .number, defaultValue: value.map { .number($0) })
    }

    /// Matches arguments to one signature; throws the first mismatch with its column.
    static func match(
        _ arguments: [SpecArgument], _ signature: SpecSignature, name: String, closeColumn: Int, parser: SpecParser
    ) throws -> MatchedArguments {
        var values: [String: SpecArgument.Value] = [:]
        var columns: [String: Int] = [:]
        var positional: [SpecArgument.Value] = []
        var positionalColumns: [Int] = []
        var next = 0
        let params = signature.parameters
        for argument in arguments {
            guard let index = params[next...].firstIndex(where: { $0.label == argument.label }) else {
                let shown = argument.label.map { "'\(EchoText.clip($0)):'" } ?? "an unlabeled argument"
                if let label = argument.label, params[..<next].contains(where: { $0.label == label }) {
                    if columns[label] != nil {
                        throw parser.error(argument.labelColumn, "\(shown) is given twice")
                    }
                    throw parser.error(argument.labelColumn, "\(shown) is out of order; \(name) takes \(signature.rendered(name))")
                }
                var message = "\(name) has no argument \(shown); it takes \(signature.rendered(name))"
                if let label = argument.label {
                    let labels = params.compactMap { $0.label }
                    if let suggestion = Suggestions.closest(to: label, among: labels) {
                        message += "; did you mean '\(suggestion):'?"
                    }
                }
                throw parser.error(argument.labelColumn, message)
            }
            let param = params[index]
            switch (param.kind, argument.value) {
            case (.number, .number), (.bool, .bool), (.spring, .spring): break
            case (.number, _):
                throw parser.error(argument.valueColumn, "\(param.label.map { "'\($0):'" } ?? "this argument") must be a number")
            case (.bool, _):
                throw parser.error(argument.valueColumn, "'\(param.label ?? "")' must be true or false")
            case (.spring, _):
                throw parser.error(argument.valueColumn, "expected a Spring such as Spring(duration: 0.5, bounce: 0.3)")
            }
            if let label = param.label {
                values[label] = argument.value
                columns[label] = argument.valueColumn
            } else {
                positional.append(argument.value)
                positionalColumns.append(argument.valueColumn)
            }
            next = index + 1
        }
        for param in params {
            if let label = param.label {
                if values[label] == nil {
                    guard let value = param.defaultValue else {
                        throw parser.error(closeColumn, "missing argument '\(label):' for \(signature.rendered(name))")
                    }
                    values[label] = value
                }
            }
        }
        let requiredPositional = params.filter { $0.label == nil && $0.defaultValue == nil }.count
        if positional.count < requiredPositional {
            throw parser.error(closeColumn, "\(name) needs \(requiredPositional) unlabeled argument(s); it takes \(signature.rendered(name))")
        }
        return MatchedArguments(values: values, columns: columns, positional: positional, positionalColumns: positionalColumns)
    }

    /// Tries the signatures in order; the first that matches wins. On failure, reports the
    /// error of the signature sharing the first argument's label (or the first signature).
    static func resolve(
        _ arguments: [SpecArgument], _ signatures: [SpecSignature], name: String, parser: SpecParser
    ) throws -> (Int, MatchedArguments) {
        let closeColumn = parser.tokens[max(0, parser.position - 1)].column
        let allLabels = signatures.flatMap { $0.parameters.compactMap { $0.label } }
        for argument in arguments {
            guard let label = argument.label, !allLabels.contains(label) else { continue }
            var message = "\(EchoText.clip(name)) has no argument '\(EchoText.clip(label)):'"
            if let suggestion = Suggestions.closest(to: label, among: allLabels) {
                message += "; did you mean '\(suggestion):'?"
            }
            message += " It takes " + signatures.map { $0.rendered(name) }.joined(separator: " or ")
            throw parser.error(argument.labelColumn, message)
        }
        var errors: [AnimationSpecError] = []
        for (i, signature) in signatures.enumerated() {
            do {
                return (i, try match(arguments, signature, name: name, closeColumn: closeColumn, parser: parser))
            } catch let e as AnimationSpecError {
                errors.append(e)
            }
        }
        if let first = arguments.first {
            for (i, signature) in signatures.enumerated() where signature.parameters.contains(where: { $0.label == first.label }) {
                throw errors[i]
            }
        }
        throw errors.first ?? parser.error(closeColumn, "cannot parse the arguments of \(name)")
    }
}
