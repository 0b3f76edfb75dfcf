/// A benchmark that cannot run as asked (a scale out of range, a missing preset). The message
/// says what and how to fix it; `swipesim bench` prints it and exits 2.
public struct BenchError: Error, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
