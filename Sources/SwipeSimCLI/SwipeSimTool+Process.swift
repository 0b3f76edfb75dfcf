#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import SwipeDeck
import SwipeBase

extension SwipeSimTool {
    /// Runs `swipesim` as this process — its arguments, standard output and error, environment —
    /// with `presets` registered beside the built-in ones, and exits with the tool's exit code.
    /// A user's own executable is one line, and `render`, `scene`, `verify`, `sweep` and contact
    /// sheets then run their decks by name:
    ///
    ///     SwipeSimTool.runProcess(registering: [VerticalDeck.definition])
    ///
    /// A preset that cannot be registered (a name taken or malformed) is reported and exits 2.
    public static func runProcess(registering presets: [PresetDefinition] = []) -> Never {
        // First, before any thread starts: SIGINT/SIGTERM/SIGHUP remove staging folders, then end the run.
        StagingFolder.installSignalCleanup()
        // Unbuffered writes keep stdout and stderr in order when both go to one terminal.
        let standardOutput = TextSink { text in
            fputs(text, stdout)
            fflush(stdout)
        }
        let standardError = TextSink { text in fputs(text, stderr) }
        var environment: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let pair = String(cString: pointer)
            if let equals = pair.firstIndex(of: "=") {
                environment[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
            }
            entry += 1
        }
        let context = CommandContext(
            standardOutput: standardOutput, standardError: standardError,
            standardErrorIsTerminal: isatty(2) != 0, environment: environment)
        for preset in presets {
            do {
                try PresetCatalog.register(preset)
            } catch {
                context.printError("error: \(error)")
                exit(2)
            }
        }
        exit(main(Array(CommandLine.arguments.dropFirst()), context: context))
    }
}
