/// One `swipesim` subcommand: its declared arguments and what it does.
public protocol Subcommand {
    static var spec: CommandSpec { get }
    /// Runs the command; returns the process exit code (0 success, 1 a failed check).
    /// Usage and input errors are thrown and become exit code 2.
    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32
}

/// Where a command writes and what it knows of its environment; tests pass their own.
public struct CommandContext {
    public var standardOutput: TextSink
    public var standardError: TextSink
    /// Whether standard error is a terminal (progress bars are drawn only then).
    public var standardErrorIsTerminal: Bool
    /// The process environment, read for `CI` and `SWIPESIM_RECORD`.
    public var environment: [String: String]

    public init(
        standardOutput: TextSink, standardError: TextSink,
        standardErrorIsTerminal: Bool = false, environment: [String: String] = [:]
    ) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.standardErrorIsTerminal = standardErrorIsTerminal
        self.environment = environment
    }

    public func print(_ line: String) { standardOutput.write(line + "\n") }
    public func printError(_ line: String) { standardError.write(line + "\n") }
}

/// A destination for text: a file handle in the tool, a buffer in tests.
public final class TextSink: @unchecked Sendable {
    private let writeText: (String) -> Void
    public init(_ write: @escaping (String) -> Void) { self.writeText = write }
    public func write(_ text: String) { writeText(text) }
}

/// A mistake in how the command was called: exit code 2, with the usage line shown.
public struct UsageError: Error, CustomStringConvertible {
    public var message: String
    public var usage: String?

    public init(_ message: String, spec: CommandSpec? = nil) {
        self.message = message
        self.usage = spec.map { "swipesim " + $0.usage }
    }

    public var description: String { message }
}

/// Bad input found while running (a scene, an image, a spec): exit code 2, no usage line.
public struct InputError: Error, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
