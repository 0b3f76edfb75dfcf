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

    public var description: String {
        let caret = String(repeating: " ", count: max(0, column - 1)) + "^"
        return "column \(column): \(message)\n    \(spec)\n    \(caret)"
    }
}
