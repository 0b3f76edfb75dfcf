import SwipeBase
/// A token of an animation spec, with its 1-based column.
struct SpecToken: Equatable {
    enum Kind: Equatable {
        case identifier(String)
        case number(Double)
        case dot, openParen, closeParen, comma, colon
        case end
    }

    let kind: Kind
    let column: Int
    let text: String
}

/// Splits SwiftUI-style source text into tokens. Numbers are Swift literals with an optional
/// sign: `-0.2`, `180`, `1e-3`, `1_000`.
enum SpecLexer {
    /// The largest magnitude a number may have; keeps every derived stiffness finite.
    static let largestNumber = 1e6

    static func tokens(_ spec: String) throws -> [SpecToken] {
        let chars = Array(spec)
        var tokens: [SpecToken] = []
        var i = 0
        func fail(_ column: Int, _ message: String) -> AnimationSpecError {
            AnimationSpecError(spec: spec, column: column, message: message)
        }
        while i < chars.count {
            let c = chars[i]
            let column = i + 1
            if c == " " || c == "\t" || c == "\n" || c == "\r" {
                i += 1
                continue
            }
            switch c {
            case ".":
                if i + 1 < chars.count, chars[i + 1].isASCII, chars[i + 1].isNumber {
                    throw fail(column, "a number must start with a digit (write 0.5, not .5)")
                }
                tokens.append(SpecToken(kind: .dot, column: column, text: "."))
                i += 1
                continue
            case "(": tokens.append(SpecToken(kind: .openParen, column: column, text: "(")); i += 1; continue
            case ")": tokens.append(SpecToken(kind: .closeParen, column: column, text: ")")); i += 1; continue
            case ",": tokens.append(SpecToken(kind: .comma, column: column, text: ",")); i += 1; continue
            case ":": tokens.append(SpecToken(kind: .colon, column: column, text: ":")); i += 1; continue
            default: break
            }
            if c == "_" || (c.isASCII && c.isLetter) {
                var j = i
                while j < chars.count, chars[j] == "_" || (chars[j].isASCII && (chars[j].isLetter || chars[j].isNumber)) { j += 1 }
                let name = String(chars[i..<j])
                tokens.append(SpecToken(kind: .identifier(name), column: column, text: name))
                i = j
                continue
            }
            let startsNumber =
                (c.isASCII && c.isNumber)
                || ((c == "-" || c == "+") && i + 1 < chars.count && chars[i + 1].isASCII && chars[i + 1].isNumber)
            if startsNumber {
                var j = i + 1
                var text = String(c)
                func takeDigits() {
                    while j < chars.count, chars[j].isASCII, chars[j].isNumber || chars[j] == "_" {
                        if chars[j] != "_" { text.append(chars[j]) }
                        j += 1
                    }
                }
                takeDigits()
                if j + 1 < chars.count, chars[j] == ".", chars[j + 1].isASCII, chars[j + 1].isNumber {
                    text.append(".")
                    j += 1
                    takeDigits()
                }
                if j < chars.count, chars[j] == "e" || chars[j] == "E" {
                    var k = j + 1
                    if k < chars.count, chars[k] == "-" || chars[k] == "+" { k += 1 }
                    if k < chars.count, chars[k].isASCII, chars[k].isNumber {
                        text += String(chars[j..<k])
                        j = k
                        takeDigits()
                    } else {
                        throw fail(j + 1, "malformed exponent in number '\(EchoText.clip(String(chars[i...j])))'")
                    }
                }
                if j < chars.count, chars[j].isASCII, chars[j].isLetter {
                    throw fail(j + 1, "unexpected '\(chars[j])' after the number \(EchoText.clip(text))")
                }
                guard let value = Double(text), value.isFinite, abs(value) <= SpecLexer.largestNumber else {
                    throw fail(column, "the number \(text) is out of range; numbers must be within ±1000000")
                }
                tokens.append(SpecToken(kind: .number(value), column: column, text: String(chars[i..<j])))
                i = j
                continue
            }
            throw fail(column, "unexpected character '\(c)'")
        }
        tokens.append(SpecToken(kind: .end, column: chars.count + 1, text: ""))
        return tokens
    }
}
