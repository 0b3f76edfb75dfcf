// Swift source read just well enough to find its structure without a parser: which characters
// are code (not inside a comment or a string literal) and how deep each sits in brackets.
// `#Preview`'s `@Previewable` expansion (`PreviewableExpansion.swift`) uses it to find the
// trailing closure and the statements at its top level.
//
// Lexical rules followed (The Swift Programming Language, "Lexical Structure"): `//` comments
// run to the end of the line; `/* */` comments nest; a string literal is `"…"` or `"""…"""`,
// optionally between `#`s (an extended delimiter: `#"…"#`), in which `\` followed by the same
// number of `#`s starts an escape, and `\(…)` an interpolation holding code (with its own
// strings and comments).

/// The characters of a text, each marked code or not, with its bracket depth.
struct SourceScan {
    let characters: [Character]
    /// Whether each character is code: false inside comments and string literals.
    private(set) var isCode: [Bool]
    /// The depth of `(`, `[` and `{` around each character; an opening bracket has the depth
    /// outside it, and so has its closing bracket.
    private(set) var depth: [Int]

    init<S: StringProtocol>(_ text: S) {
        characters = Array(text)
        isCode = Array(repeating: false, count: characters.count)
        depth = Array(repeating: 0, count: characters.count)
        _ = scanCode(from: 0, stopAtUnbalancedParen: false, marking: true)
    }

    /// The text of `range`.
    func text(_ range: Range<Int>) -> String { String(characters[range]) }

    /// Whether the characters at `index` spell `word`.
    func has(_ word: String, at index: Int) -> Bool {
        var i = index
        for c in word {
            guard i < characters.count, characters[i] == c else { return false }
            i += 1
        }
        return true
    }

    /// Scans code from `start` to the end, or (inside an interpolation) to the `)` that closes
    /// it; returns the index after where it stopped.
    private mutating func scanCode(from start: Int, stopAtUnbalancedParen: Bool, marking: Bool) -> Int {
        var i = start, level = 0
        while i < characters.count {
            let c = characters[i]
            if has("//", at: i) {
                while i < characters.count && characters[i] != "\n" { i += 1 }
            } else if has("/*", at: i) {
                i = endOfBlockComment(from: i)
            } else if let hashes = stringStart(at: i) {
                i = endOfString(from: i, hashes: hashes)
            } else {
                if c == ")" || c == "]" || c == "}" {
                    if level == 0 && stopAtUnbalancedParen && c == ")" { return i + 1 }
                    level -= 1
                }
                if marking {
                    isCode[i] = true
                    depth[i] = level
                }
                if c == "(" || c == "[" || c == "{" { level += 1 }
                i += 1
            }
        }
        return i
    }

    /// The number of `#`s before a `"` that opens a string at `index`, or nil.
    private func stringStart(at index: Int) -> Int? {
        var i = index
        while i < characters.count && characters[i] == "#" { i += 1 }
        guard i < characters.count, characters[i] == "\"" else { return nil }
        return i - index
    }

    private func endOfBlockComment(from start: Int) -> Int {
        var i = start, nesting = 0
        while i < characters.count {
            if has("/*", at: i) {
                nesting += 1
                i += 2
            } else if has("*/", at: i) {
                nesting -= 1
                i += 2
                if nesting == 0 { return i }
            } else {
                i += 1
            }
        }
        return i
    }

    /// The index after the string literal starting at `start` with `hashes` `#`s.
    private mutating func endOfString(from start: Int, hashes: Int) -> Int {
        let delimiter = String(repeating: "#", count: hashes)
        var i = start + hashes
        let quotes = has("\"\"\"", at: i) ? "\"\"\"" : "\""
        i += quotes.count
        while i < characters.count {
            if has("\\" + delimiter, at: i) {
                i += 1 + hashes
                if i < characters.count && characters[i] == "(" {
                    i = scanCode(from: i + 1, stopAtUnbalancedParen: true, marking: false)
                } else {
                    i += 1
                }
            } else if has(quotes + delimiter, at: i) {
                return i + quotes.count + hashes
            } else {
                i += 1
            }
        }
        return i
    }
}
