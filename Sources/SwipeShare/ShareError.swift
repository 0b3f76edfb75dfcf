/// Why a shared animation (APNG, GIF, video) could not be written: what, and how to fix it.
public struct ShareError: Error, CustomStringConvertible, Equatable {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
