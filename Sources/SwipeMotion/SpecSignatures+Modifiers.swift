import SwipeBase
/// The animation modifiers the parser accepts after an animation (`.snappy.delay(0.1)`,
/// `.easeInOut(duration: 0.5).repeatForever(autoreverses: true)`), and their value checks:
/// a delay of 0…600 s, a speed in (0, 1000], a repeat count of 1…10 000.
extension SpecSignatures {
    static let modifierNames = ["delay", "speed", "repeatCount", "repeatForever"]

    static func modifier(named name: String, column: Int, arguments: [SpecArgument]?, parser: SpecParser) throws -> AnimationModifier {
        guard modifierNames.contains(name) else {
            var message = "the modifier '.\(EchoText.clip(name))' is not supported; use " + modifierNames.map { ".\($0)" }.joined(separator: ", ")
            if let suggestion = Suggestions.closest(to: name, among: modifierNames) { message += "; did you mean '.\(suggestion)'?" }
            throw parser.error(column, message)
        }
        guard let arguments else { throw parser.error(column, "'.\(name)' needs its arguments in parentheses, e.g. .\(name)(\(example(name)))") }
        let closeColumn = parser.tokens[max(0, parser.position - 1)].column
        func positional(_ m: MatchedArguments) -> (Double, Int) {
            guard case let .number(value)? = m.positional.first else { return (.nan, closeColumn) }
            return (value, m.positionalColumns.first ?? closeColumn)
        }
        switch name {
        case "delay", "speed":
            let m = try match(arguments, SpecSignature(parameters: [p(nil, nil)]), name: ".\(name)", closeColumn: closeColumn, parser: parser)
            let (value, valueColumn) = positional(m)
            if name == "delay" {
                guard value.isFinite, value >= 0, value <= 600 else { throw parser.error(valueColumn, "a delay is 0…600 seconds") }
                return .delay(value)
            }
            guard value.isFinite, value > 0, value <= 1000 else { throw parser.error(valueColumn, "a speed is a factor above 0, at most 1000") }
            return .speed(value)
        case "repeatCount":
            let signature = SpecSignature(parameters: [p(nil, nil), P(label: "autoreverses", kind: .bool, defaultValue: .bool(true))])
            let m = try match(arguments, signature, name: ".repeatCount", closeColumn: closeColumn, parser: parser)
            let (value, valueColumn) = positional(m)
            guard value.isFinite, value == value.rounded(), value >= 1, value <= 10_000 else {
                throw parser.error(valueColumn, "a repeat count is a whole number 1…10000")
            }
            return .repeating(count: Int(value), autoreverses: m.bool("autoreverses"))
        default:
            let signature = SpecSignature(parameters: [P(label: "autoreverses", kind: .bool, defaultValue: .bool(true))])
            let m = try match(arguments, signature, name: ".repeatForever", closeColumn: closeColumn, parser: parser)
            return .repeating(count: nil, autoreverses: m.bool("autoreverses"))
        }
    }

    private static func example(_ name: String) -> String {
        switch name {
        case "delay": return "0.2"
        case "speed": return "2"
        case "repeatCount": return "3, autoreverses: true"
        default: return "autoreverses: true"
        }
    }
}
