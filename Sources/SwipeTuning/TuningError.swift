/// Why a tuning computation refused its input. The message says what is wrong and how to fix
/// it, in the words of the `swipesim spring` / `swipesim sweep` options that feed it.
///
/// `kind` tells a command-line caller whether to show its usage line (`usage`: the request
/// itself is malformed, e.g. a `--param` without `=`) or not (`input`: a value is out of
/// range or a spec cannot do what was asked).
public struct TuningError: Error, CustomStringConvertible, Equatable, Sendable {
    public enum Kind: Sendable { case usage, input }

    public var kind: Kind
    public var message: String

    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    public static func usage(_ message: String) -> TuningError { TuningError(.usage, message) }
    public static func input(_ message: String) -> TuningError { TuningError(.input, message) }

    public var description: String { message }
}
