/// The Swift symbol Xcode generates for an asset (Xcode 15's "Generate Swift Asset Symbol
/// Extensions": `ColorResource`/`ImageResource` static members, and `Color`, `UIColor`,
/// `UIImage` members of the same name). The rule, as Xcode's generated files show it:
///
/// - the name is split into words at every character that is not a letter or a digit
///   (`Coffee-FlatWhite` → `Coffee`, `FlatWhite`; `share 1` → `share`, `1`), a namespace's
///   slash included;
/// - a colour drops a last word `Color`/`color` (`background-color` → `background`) or a
///   trailing capitalised `Color` (`BaseColor` → `Base`, `textFieldColor` → `textField`); an
///   image likewise drops `Image`/`image` (`adult_products_image` → `adultProducts`,
///   `Initial-Image` → `Initial`), unless nothing would be left (`Image` stays `image`); a
///   lower-case suffix inside a word stays (`welcomeVCimage`);
/// - the first word starts lower-case, the others upper-case, the rest of each word as it is
///   (`HomeGradiente-dark` → `homeGradienteDark`, `Color-1` → `color1`);
/// - a name starting with a digit gets a leading underscore; a Swift keyword is written in
///   backquotes where it is declared.
public enum AssetSymbolName {
    public enum Kind: Sendable { case color, image }

    /// The symbol for the asset `name`; nil when the name has no letter or digit.
    public static func symbol(for name: String, kind: Kind) -> String? {
        var words = name.split { !($0.isLetter || $0.isNumber) }.map(String.init)
        guard !words.isEmpty else { return nil }
        let suffix = kind == .color ? "Color" : "Image"
        if words.count > 1, words.last!.lowercased() == suffix.lowercased() {
            words.removeLast()
        } else if let last = words.last, last.count > suffix.count, last.hasSuffix(suffix) {
            words[words.count - 1] = String(last.dropLast(suffix.count))
        }
        var symbol = ""
        for (position, word) in words.enumerated() {
            let first = word.prefix(1)
            symbol += (position == 0 ? first.lowercased() : first.uppercased()) + word.dropFirst()
        }
        if let first = symbol.first, first.isNumber { symbol = "_" + symbol }
        return symbol
    }

    /// `symbol` as written where it is declared: in backquotes when it is a Swift keyword.
    public static func declared(_ symbol: String) -> String {
        keywords.contains(symbol) ? "`\(symbol)`" : symbol
    }

    /// Swift's reserved words (The Swift Programming Language, "Lexical Structure › Keywords
    /// and Punctuation") that cannot name a member without backquotes.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout", "internal", "let", "open",
        "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
        "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws",
        "true", "try",
    ]
}
