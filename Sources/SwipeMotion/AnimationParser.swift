import SwipeBase
/// A parsed spec: the animation, and the exact `Spring` when the spec names one
/// (`Spring(mass: 2, stiffness: 100, damping: 10)`, `.interpolatingSpring(stiffness:damping:)`,
/// or any spring-family animation via `Animation.spring`).
public struct AnimationSpec: Equatable, Sendable {
    public var animation: Animation
    /// The closed-form spring: the literal `Spring(...)` when written so (keeping its mass),
    /// otherwise `animation.spring`. Nil for timing curves.
    public var spring: Spring?
    /// The spec text as given.
    public var text: String
}

/// Parses animation specs written as in SwiftUI source:
///
///     .spring(response: 0.42, dampingFraction: 0.74)     .interactiveSpring()
///     .snappy(duration: 0.4)    .bouncy    .spring(duration: 0.4, bounce: 0.3)
///     .interpolatingSpring(stiffness: 180, damping: 100)   .easeInOut(duration: 0.2)
///     .timingCurve(0.2, 0.8, 0.2, 1, duration: 0.5)   .default   Spring(duration: 0.5, bounce: 0.3)
///     .spring(Spring(mass: 1, stiffness: 100, damping: 10), blendDuration: 0.1)   Animation.smooth
///     .snappy.delay(0.1)   .easeInOut(duration: 0.5).repeatForever(autoreverses: true)   (`parse` only)
///
/// Overloads are resolved by argument labels as Swift does; where only defaulted arguments
/// are given, `semantics` picks the overload (SwipeMotion README, "Animation presets and defaults"). Every error carries the 1-based
/// column of the mistake. Accepted ranges: durations, responses, masses, stiffnesses > 0;
/// damping, damping fractions, blend durations ≥ 0; bounce (after extraBounce) in (−1, 1];
/// timing-curve x control points in [0, 1]; epsilon in (0, 1).
public enum AnimationParser {
    /// An animation as a deck uses it: the animation, then any of SwiftUI's modifiers
    /// (`.delay(0.1)`, `.speed(2)`, `.repeatCount(3, autoreverses: true)`,
    /// `.repeatForever(autoreverses: false)`).
    public static func parse(_ text: String, semantics: AnimationSemantics = .ios17) throws -> Animation {
        var parser = try SpecParser(text: text, semantics: semantics)
        return try parser.parseTop(allowsModifiers: true).animation
    }

    /// A spec for spring tuning: the animation alone (a modifier is an error naming it, as it
    /// changes when the animation runs, not its curve).
    public static func parseSpec(_ text: String, semantics: AnimationSemantics = .ios17) throws -> AnimationSpec {
        var parser = try SpecParser(text: text, semantics: semantics)
        return try parser.parseTop(allowsModifiers: false)
    }
}

/// An argument as written: optional label, value, columns.
struct SpecArgument {
    enum Value {
        case number(Double)
        case bool(Bool)
        case spring(Spring)
    }

    var label: String?
    var labelColumn: Int
    var value: Value
    var valueColumn: Int
}

struct SpecParser {
    let text: String
    let semantics: AnimationSemantics
    let tokens: [SpecToken]
    var position = 0

    init(text: String, semantics: AnimationSemantics) throws {
        self.text = text
        self.semantics = semantics
        self.tokens = try SpecLexer.tokens(text)
    }

    var current: SpecToken { tokens[min(position, tokens.count - 1)] }

    func error(_ column: Int, _ message: String) -> AnimationSpecError {
        AnimationSpecError(spec: text, column: column, message: message)
    }

    func describe(_ token: SpecToken) -> String {
        token.kind == .end ? "the end of the spec" : "'\(EchoText.clip(token.text))'"
    }

    mutating func expect(_ kind: SpecToken.Kind, _ what: String) throws {
        guard current.kind == kind else {
            throw error(current.column, "expected \(what), found \(describe(current))")
        }
        position += 1
    }

    mutating func identifier(_ what: String) throws -> (String, Int) {
        guard case let .identifier(name) = current.kind else {
            throw error(current.column, "expected \(what), found \(describe(current))")
        }
        let column = current.column
        position += 1
        return (name, column)
    }

    mutating func parseTop(allowsModifiers: Bool) throws -> AnimationSpec {
        if current.kind == .end {
            throw error(1, "empty spec; write an animation such as .spring(response: 0.42, dampingFraction: 0.74)")
        }
        var result: AnimationSpec
        if case .identifier("Spring") = current.kind {
            let spring = try parseSpringExpression()
            result = AnimationSpec(animation: .spring(spring), spring: spring, text: text)
        } else {
            if case .identifier("Animation") = current.kind {
                position += 1
                try expect(.dot, "'.' after 'Animation'")
            } else if current.kind == .dot {
                position += 1
            }
            let (name, column) = try identifier("an animation name such as spring, snappy or easeInOut")
            let arguments = try parseArgumentsIfPresent()
            result = try SpecSignatures.animation(named: name, column: column, arguments: arguments, parser: self)
        }
        while current.kind == .dot {
            let dotColumn = current.column
            position += 1
            guard case let .identifier(name) = current.kind else {
                throw error(dotColumn, "unexpected '.' after the animation")
            }
            let column = current.column
            guard allowsModifiers else {
                throw error(column, "the modifier '.\(EchoText.clip(name))' is not supported here; give the animation alone")
            }
            position += 1
            let modifier = try SpecSignatures.modifier(named: name, column: column, arguments: try parseArgumentsIfPresent(), parser: self)
            result = AnimationSpec(animation: .modified(result.animation, modifier), spring: nil, text: text)
        }
        guard current.kind == .end else {
            throw error(current.column, "unexpected \(describe(current)) after the animation")
        }
        return result
    }

    /// `Spring(...)`, `Spring.snappy`, `Spring.bouncy(duration: 0.4)`, or `.smooth` in a
    /// position where a Spring is expected.
    mutating func parseSpringExpression() throws -> Spring {
        var column = current.column
        if case .identifier("Spring") = current.kind {
            position += 1
            if current.kind == .openParen {
                let arguments = try parseArgumentsIfPresent()
                return try SpecSignatures.springInitializer(column: column, arguments: arguments ?? [], parser: self)
            }
            try expect(.dot, "'(' or '.' after 'Spring'")
        } else {
            try expect(.dot, "a Spring")
        }
        let (name, nameColumn) = try identifier("a Spring preset (smooth, snappy or bouncy)")
        column = nameColumn
        let arguments = try parseArgumentsIfPresent()
        return try SpecSignatures.springPreset(named: name, column: column, arguments: arguments, parser: self)
    }

    /// `( args )` or nothing (nil).
    mutating func parseArgumentsIfPresent() throws -> [SpecArgument]? {
        guard current.kind == .openParen else { return nil }
        position += 1
        var arguments: [SpecArgument] = []
        if current.kind == .closeParen {
            position += 1
            return arguments
        }
        while true {
            arguments.append(try parseArgument())
            switch current.kind {
            case .comma:
                position += 1
                if current.kind == .closeParen {
                    throw error(current.column, "expected an argument after ','")
                }
            case .closeParen:
                position += 1
                return arguments
            case .end:
                throw error(current.column, "missing ')' to close the argument list")
            default:
                throw error(current.column, "expected ',' or ')' between arguments, found \(describe(current))")
            }
        }
    }

    mutating func parseArgument() throws -> SpecArgument {
        var label: String?
        let labelColumn = current.column
        if case let .identifier(name) = current.kind, tokens[position + 1].kind == .colon {
            label = name
            position += 2
        } else if case let .identifier(name) = current.kind, name != "Spring", name != "true", name != "false" {
            if case .number = tokens[position + 1].kind {
                throw error(tokens[position + 1].column, "expected ':' after the label '\(EchoText.clip(name))'")
            }
        }
        let valueColumn = current.column
        switch current.kind {
        case let .number(value):
            position += 1
            return SpecArgument(label: label, labelColumn: labelColumn, value: .number(value), valueColumn: valueColumn)
        case .identifier("true"), .identifier("false"):
            let flag = current.kind == .identifier("true")
            position += 1
            return SpecArgument(label: label, labelColumn: labelColumn, value: .bool(flag), valueColumn: valueColumn)
        case .identifier("Spring"), .dot:
            let spring = try parseSpringExpression()
            return SpecArgument(label: label, labelColumn: labelColumn, value: .spring(spring), valueColumn: valueColumn)
        case .comma, .closeParen, .end:
            throw error(current.column, label.map { "expected a value for '\($0):'" } ?? "expected an argument")
        default:
            throw error(current.column, "expected a number, found \(describe(current))")
        }
    }
}
