// The `swipesim` executable: everything lives in SwipeSimCLI so tests can run it in-process.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SwipePNG
import SwipeSimCLI

// First, before any thread starts: SIGINT/SIGTERM/SIGHUP remove staging folders, then end the run.
StagingFolder.installSignalCleanup()

// Unbuffered writes keep stdout and stderr in order when both go to one terminal.
let standardOutput = TextSink { text in
    fputs(text, stdout)
    fflush(stdout)
}
let standardError = TextSink { text in
    fputs(text, stderr)
}
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
exit(SwipeSimTool.main(Array(CommandLine.arguments.dropFirst()), context: context))
