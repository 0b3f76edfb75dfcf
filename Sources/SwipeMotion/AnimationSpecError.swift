import SwipeBase

/// A malformed animation spec: what is wrong and the 1-based column (in characters) where.
/// `description` shows the spec with a caret under the column.
public struct AnimationSpecError: Error, CustomStringConvertible, Equatable, Sendable {
    public let spec: String
    /// 1-based character column of the mistake (spec.count + 1 for "ended too early").
    public let column: Int
    public let message: String

    public init(spec: String, column: Int, message: String) {
        self.spec = spec
        self.column = column
        self.message = message
    }

    /// Characters of the spec shown above the caret, at most (a longer spec is shown as the
    /// window around the column, cut with "…", so hostile input never floods a terminal).
    public static let shownCharacters = 200

    public var description: String {
        let characters = Array(spec.unicodeScalars)
        let limit = Self.shownCharacters
        let start = characters.count <= limit ? 0 : max(0, min(column - 1 - limit / 2, characters.count - limit))
        let end = min(characters.count, start + limit)
        let shown =
            (start > 0 ? "…" : "") + EchoText.clip(String(String.UnicodeScalarView(characters[start..<end])), limit: limit)
            + (end < characters.count ? "…" : "")
        let caret = String(repeating: " ", count: max(0, column - 1 - start + (start > 0 ? 1 : 0))) + "^"
        return "column \(column): \(message)\n    \(shown)\n    \(caret)"
    }
}
