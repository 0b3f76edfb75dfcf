/// Everything SwipeRaster can reject. Each description says what is wrong and how to fix it.
public struct RasterError: Error, CustomStringConvertible, Equatable {
    public enum Kind: String, Sendable {
        case invalidSize
        case nonFiniteValue
        case notInvertible
        case invalidColor
        case invalidGradient
        case fontMissing
        case fontUnreadable
        case invalidFontSize
        case unknownIcon
    }

    public var kind: Kind
    public var message: String

    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { message }
}
