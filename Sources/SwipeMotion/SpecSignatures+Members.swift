import SwipeBase
/// The animation and Spring members the parser knows, and their value checks.
extension SpecSignatures {
    static let animationNames = [
        "spring", "interactiveSpring", "smooth", "snappy", "bouncy", "interpolatingSpring",
        "easeIn", "easeOut", "easeInOut", "linear", "timingCurve", "default",
    ]

    static func animation(
        named name: String, column: Int, arguments: [SpecArgument]?, parser: SpecParser
    ) throws -> AnimationSpec {
        let semantics = parser.semantics
        func spec(_ animation: Animation, spring: Spring? = nil) -> AnimationSpec {
            AnimationSpec(animation: animation, spring: spring ?? animation.spring, text: parser.text)
        }
        let args = arguments ?? []
        switch name {
        case "spring":
            if args.isEmpty { return spec(.spring(semantics: semantics)) }
            let response = SpecSignature(parameters: [
                p("response", semantics == .ios17 ? 0.5 : 0.55), p("dampingFraction", 0.825), p("blendDuration", 0),
            ])
            let duration = SpecSignature(parameters: [p("duration", 0.5), p("bounce", 0), p("blendDuration", 0)])
            let object = SpecSignature(parameters: [P(label: nil, kind: .spring), p("blendDuration", 0)])
            let order = semantics == .ios17 ? [duration, response, object] : [response, duration, object]
            let (index, m) = try resolve(args, order, name: ".spring", parser: parser)
            let blend = try nonNegative(m, "blendDuration", parser)
            switch order[index].parameters[0].label {
            case "response":
                return spec(
                    .spring(
                        response: try positive(m, "response", parser),
                        dampingFraction: try nonNegative(m, "dampingFraction", parser), blendDuration: blend))
            case "duration":
                return spec(
                    .spring(
                        duration: try positive(m, "duration", parser),
                        bounce: try bounce(m, "bounce", base: 0, parser), blendDuration: blend))
            default:
                guard case let .spring(s) = m.positional[0] else { throw parser.error(column, "expected a Spring") }
                return spec(.spring(s, blendDuration: blend), spring: s)
            }
        case "interactiveSpring":
            if args.isEmpty { return spec(.interactiveSpring(semantics: semantics)) }
            let response = SpecSignature(parameters: [p("response", 0.15), p("dampingFraction", 0.86), p("blendDuration", 0.25)])
            let duration = SpecSignature(parameters: [p("duration", 0.15), p("extraBounce", 0), p("blendDuration", 0.25)])
            let order = semantics == .ios17 ? [duration, response] : [response, duration]
            let (index, m) = try resolve(args, order, name: ".interactiveSpring", parser: parser)
            let blend = try nonNegative(m, "blendDuration", parser)
            if order[index].parameters[0].label == "response" {
                return spec(
                    .interactiveSpring(
                        response: try positive(m, "response", parser),
                        dampingFraction: try nonNegative(m, "dampingFraction", parser), blendDuration: blend))
            }
            let b = try bounce(m, "extraBounce", base: 0.15, parser)
            return spec(.spring(duration: try positive(m, "duration", parser), bounce: b, blendDuration: blend))
        case "smooth", "snappy", "bouncy":
            let base = name == "smooth" ? 0 : (name == "snappy" ? 0.15 : 0.3)
            let signature = SpecSignature(parameters: [p("duration", 0.5), p("extraBounce", 0)])
            let (_, m) = try resolve(args, [signature], name: "." + name, parser: parser)
            return spec(.spring(duration: try positive(m, "duration", parser), bounce: try bounce(m, "extraBounce", base: base, parser)))
        case "interpolatingSpring":
            let physical = SpecSignature(parameters: [p("mass", 1), p("stiffness", nil), p("damping", nil), p("initialVelocity", 0)])
            let duration = SpecSignature(parameters: [p("duration", 0.5), p("bounce", 0), p("initialVelocity", 0)])
            let object = SpecSignature(parameters: [P(label: nil, kind: .spring), p("initialVelocity", 0)])
            let (index, m) = try resolve(args, [duration, physical, object], name: ".interpolatingSpring", parser: parser)
            let v0 = m.number("initialVelocity")
            switch index {
            case 0:
                return spec(
                    .interpolatingSpring(
                        duration: try positive(m, "duration", parser),
                        bounce: try bounce(m, "bounce", base: 0, parser), initialVelocity: v0))
            case 1:
                return spec(
                    .interpolatingSpring(
                        mass: try positive(m, "mass", parser), stiffness: try positive(m, "stiffness", parser),
                        damping: try nonNegative(m, "damping", parser), initialVelocity: v0))
            default:
                guard case let .spring(s) = m.positional[0] else { throw parser.error(column, "expected a Spring") }
                return spec(.interpolatingSpring(s, initialVelocity: v0))
            }
        case "easeIn", "easeOut", "easeInOut", "linear":
            let (_, m) = try resolve(args, [SpecSignature(parameters: [p("duration", 0.35)])], name: "." + name, parser: parser)
            let d = try positive(m, "duration", parser)
            let curve: UnitCurve = name == "easeIn" ? .easeIn : name == "easeOut" ? .easeOut : name == "easeInOut" ? .easeInOut : .linear
            return spec(.timingCurve(curve, duration: d))
        case "timingCurve":
            let signature = SpecSignature(parameters: [p(nil, nil), p(nil, nil), p(nil, nil), p(nil, nil), p("duration", 0.35)])
            let (_, m) = try resolve(args, [signature], name: ".timingCurve", parser: parser)
            var c: [Double] = []
            for value in m.positional { if case let .number(v) = value { c.append(v) } }
            for i in [0, 2] where !(0...1).contains(c[i]) {
                throw parser.error(m.positionalColumns[i], "a timing curve's x control point must be within 0...1 (got \(c[i]))")
            }
            return spec(.timingCurve(c[0], c[1], c[2], c[3], duration: try positive(m, "duration", parser)))
        case "default":
            if arguments != nil {
                throw parser.error(parser.tokens[parser.position - 1].column, ".default takes no arguments")
            }
            return spec(.default(semantics: semantics))
        default:
            var message = "unknown animation '\(EchoText.clip(name))'"
            if let suggestion = Suggestions.closest(to: name, among: animationNames) {
                message += "; did you mean '.\(suggestion)'?"
            } else {
                message += "; known: " + animationNames.joined(separator: ", ")
            }
            throw parser.error(column, message)
        }
    }

    /// `Spring(...)` initializers.
    static func springInitializer(column: Int, arguments: [SpecArgument], parser: SpecParser) throws -> Spring {
        let duration = SpecSignature(parameters: [p("duration", 0.5), p("bounce", 0)])
        let response = SpecSignature(parameters: [p("response", nil), p("dampingRatio", nil)])
        let physical = SpecSignature(parameters: [
            p("mass", 1), p("stiffness", nil), p("damping", nil), P(label: "allowOverDamping", kind: .bool, defaultValue: .bool(false)),
        ])
        let settling = SpecSignature(parameters: [p("settlingDuration", nil), p("dampingRatio", nil), p("epsilon", 0.001)])
        let (index, m) = try resolve(arguments, [duration, response, physical, settling], name: "Spring", parser: parser)
        switch index {
        case 0:
            return Spring(duration: try positive(m, "duration", parser), bounce: try bounce(m, "bounce", base: 0, parser))
        case 1:
            return Spring(response: try positive(m, "response", parser), dampingRatio: try nonNegative(m, "dampingRatio", parser))
        case 2:
            return Spring(
                mass: try positive(m, "mass", parser), stiffness: try positive(m, "stiffness", parser),
                damping: try nonNegative(m, "damping", parser), allowOverDamping: m.bool("allowOverDamping"))
        default:
            let epsilon = m.number("epsilon")
            guard epsilon > 0, epsilon < 1 else {
                throw parser.error(m.column("epsilon", default: column), "epsilon must be between 0 and 1 (exclusive), got \(epsilon)")
            }
            let ratio = m.number("dampingRatio")
            guard ratio > 0 else {
                throw parser.error(m.column("dampingRatio", default: column), "dampingRatio must be greater than 0 for a settling duration, got \(ratio)")
            }
            return Spring(settlingDuration: try positive(m, "settlingDuration", parser), dampingRatio: ratio, epsilon: epsilon)
        }
    }

    /// `Spring.smooth`, `.snappy`, `.bouncy`, with optional `(duration:extraBounce:)`.
    static func springPreset(named name: String, column: Int, arguments: [SpecArgument]?, parser: SpecParser) throws -> Spring {
        let bases: [String: Double] = ["smooth": 0, "snappy": 0.15, "bouncy": 0.3]
        guard let base = bases[name] else {
            var message = "unknown Spring preset '\(EchoText.clip(name))'; use smooth, snappy or bouncy"
            if let suggestion = Suggestions.closest(to: name, among: ["smooth", "snappy", "bouncy"]) {
                message = "unknown Spring preset '\(EchoText.clip(name))'; did you mean '.\(suggestion)'?"
            }
            throw parser.error(column, message)
        }
        let signature = SpecSignature(parameters: [p("duration", 0.5), p("extraBounce", 0)])
        let (_, m) = try resolve(arguments ?? [], [signature], name: "Spring." + name, parser: parser)
        return Spring(duration: try positive(m, "duration", parser), bounce: try bounce(m, "extraBounce", base: base, parser))
    }

    /// The smallest accepted positive parameter (with numbers ≤ 1e6, ω0 stays in 1e-6…1e6 rad/s).
    static let smallestPositive = 1e-6

    static func positive(_ m: MatchedArguments, _ label: String, _ parser: SpecParser) throws -> Double {
        let v = m.number(label)
        guard v > 0 else {
            throw parser.error(m.column(label, default: 1), "'\(label):' must be greater than 0, got \(v)")
        }
        guard v >= smallestPositive else {
            throw parser.error(m.column(label, default: 1), "'\(label):' must be at least 0.000001, got \(v)")
        }
        return v
    }

    static func nonNegative(_ m: MatchedArguments, _ label: String, _ parser: SpecParser) throws -> Double {
        let v = m.number(label)
        guard v >= 0 else {
            throw parser.error(m.column(label, default: 1), "'\(label):' must not be negative, got \(v)")
        }
        return v
    }

    /// base + the argument, which must land in (−1, 1].
    static func bounce(_ m: MatchedArguments, _ label: String, base: Double, _ parser: SpecParser) throws -> Double {
        let b = base + m.number(label)
        guard b > -1, b <= 1 else {
            let detail = base == 0 ? "" : " (base \(base) + \(label))"
            throw parser.error(m.column(label, default: 1), "bounce\(detail) must be greater than −1 and at most 1, got \(b)")
        }
        return b
    }
}
