// `@Entry` (iOS 18 SDK, back-deployed): a stored-looking property in an extension of
// `EnvironmentValues` (or `ContainerValues`, with a `ContainerValueKey`) becomes a value with
// its own key (Apple, `Entry()`:
// "Creates an environment values, transaction, container values, or focused values entry").
//
//     extension EnvironmentValues { @Entry var cardTint: Color = .red }
//
// expands, as SwiftUI's does, to accessors that read and write the value through a key —
// `get { self[__Key_cardTint.self] }`, `set { self[__Key_cardTint.self] = newValue }` — and a peer
// key type whose default is the initial value:
// `private struct __Key_cardTint: SwipeUI.EnvironmentKey { static var defaultValue: Color { .red } }`.
// A property without an initial value must be optional (its default is nil); without a type
// annotation the key's `defaultValue` is a `static let` whose type the compiler infers.
//
// The declaration's text is read without a parser: attributes and modifiers before `var`, the
// name after it, a type after the first top-level `:` before a top-level `=`, the initial value
// after that `=`.

/// A property declaration's parts.
struct EntryProperty: Equatable {
    var name: String
    var type: String?
    var initialValue: String?
}

/// The parts of `var name: Type = value` in `source`; nil when it is not such a declaration.
func entryProperty(in source: String) -> EntryProperty? {
    let text = stripComments(source)
    guard let varRange = wordRange("var", in: text) ?? wordRange("let", in: text) else { return nil }
    var rest = text[varRange.upperBound...].drop { $0 == " " || $0 == "\t" || $0 == "\n" }
    var name = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "`" })
    guard !name.isEmpty else { return nil }
    rest = rest.dropFirst(name.count)
    name = name.filter { $0 != "`" }
    // Split what follows at the first `:` and `=` outside brackets, braces, parentheses and strings.
    var depth = 0, inString = false
    var colon: Substring.Index?, equals: Substring.Index?
    var index = rest.startIndex
    while index < rest.endIndex {
        let c = rest[index]
        if c == "\"" { inString.toggle() }
        if !inString {
            if "([{<".contains(c) { depth += 1 }
            if ")]}>".contains(c) { depth -= 1 }
            if depth == 0 && c == ":" && colon == nil && equals == nil { colon = index }
            if depth == 0 && c == "=" && equals == nil { equals = index }
        }
        index = rest.index(after: index)
    }
    func trimmed(_ s: Substring) -> String? {
        let t = s.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed()
        return t.isEmpty ? nil : String(t)
    }
    let type = colon.map { trimmed(rest[rest.index(after: $0)..<(equals ?? rest.endIndex)]) } ?? nil
    let value = equals.map { trimmed(rest[rest.index(after: $0)...]) } ?? nil
    return EntryProperty(name: name, type: type, initialValue: value)
}

/// `source` without `//` and `/* */` comments.
private func stripComments(_ source: String) -> String {
    var result = ""
    var index = source.startIndex
    while index < source.endIndex {
        let rest = source[index...]
        if rest.hasPrefix("//") {
            index = rest.firstIndex(of: "\n") ?? source.endIndex
        } else if rest.hasPrefix("/*") {
            index = firstMatch("*/", in: rest).map { source.index($0, offsetBy: 2) } ?? source.endIndex
            result += " "
        } else {
            result.append(source[index])
            index = source.index(after: index)
        }
    }
    return result
}

/// Where `needle` first starts in `text`.
private func firstMatch(_ needle: String, in text: Substring) -> String.Index? {
    var index = text.startIndex
    while index < text.endIndex {
        if text[index...].hasPrefix(needle) { return index }
        index = text.index(after: index)
    }
    return nil
}

/// The range of `word` standing alone (not part of a longer identifier) in `text`.
private func wordRange(_ word: String, in text: String) -> Range<String.Index>? {
    var searchStart = text.startIndex
    while let start = firstMatch(word, in: text[searchStart...]) {
        let range = start..<text.index(start, offsetBy: word.count)
        let before = range.lowerBound == text.startIndex ? " " : text[text.index(before: range.lowerBound)]
        let after = range.upperBound == text.endIndex ? " " : text[range.upperBound]
        let isIdentifier: (Character) -> Bool = { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "@" }
        if !isIdentifier(before) && !isIdentifier(after) { return range }
        searchStart = range.upperBound
    }
    return nil
}

/// The key protocol of an entry declared in `lexicalContext`, the extension around it as the
/// host sends it (`extension ContainerValues {}`): `ContainerValueKey` in `ContainerValues`,
/// `EnvironmentKey` in `EnvironmentValues` and when the host sends no context (before
/// protocol 6). Apple's `Entry()` covers "environment values, transaction, container values,
/// or focused values"; SwipeUI has keys for the first and the third.
func entryKeyProtocol(lexicalContext: String?) -> String {
    guard let context = lexicalContext.map(stripComments), let range = wordRange("extension", in: context) else {
        return "SwipeUI.EnvironmentKey"
    }
    let typeName = context[range.upperBound...].drop { $0.isWhitespace }
        .prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
    return typeName.split(separator: ".").last == "ContainerValues" ? "SwipeUI.ContainerValueKey" : "SwipeUI.EnvironmentKey"
}

/// The expansion of `@Entry` for `role` ("accessor" or "peer") of the declaration `source`,
/// inside `lexicalContext` (see `entryKeyProtocol`).
func expandEntry(role: String, declaration source: String, lexicalContext: String? = nil, position: Diagnostic.Position) -> ExpansionResult {
    guard let property = entryProperty(in: source) else {
        return ExpansionResult(
            expandedSource: nil,
            diagnostics: [
                Diagnostic(message: "'@Entry' applies to a property: 'var name: Type = defaultValue'", position: position)
            ])
    }
    let key = "__Key_\(property.name)"
    switch role {
    case "accessor":
        return ExpansionResult(
            expandedSource: """
                get {
                    self[\(key).self]
                }
                set {
                    self[\(key).self] = newValue
                }
                """, diagnostics: [])
    case "peer":
        let defaultValue: String
        switch (property.type, property.initialValue) {
        case let (type?, value?): defaultValue = "static var defaultValue: \(type) { \(value) }"
        case let (type?, nil): defaultValue = "static var defaultValue: \(type) { nil }"
        case let (nil, value?): defaultValue = "static let defaultValue = \(value)"
        case (nil, nil):
            return ExpansionResult(
                expandedSource: nil,
                diagnostics: [
                    Diagnostic(message: "'@Entry' needs a type or an initial value: 'var \(property.name): Type = defaultValue'", position: position)
                ])
        }
        return ExpansionResult(
            expandedSource: """
                private struct \(key): \(entryKeyProtocol(lexicalContext: lexicalContext)) {
                    \(defaultValue)
                }
                """, diagnostics: [])
    default:
        return ExpansionResult(
            expandedSource: nil,
            diagnostics: [
                Diagnostic(message: "'@Entry' has no \(role) expansion", position: position)
            ])
    }
}
