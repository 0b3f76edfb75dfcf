import SwipeSimCLI

/// Runs `swipesim` in-process and captures what it prints.
struct ToolRun {
    var exitCode: Int32
    var standardOutput: String
    var standardError: String

    init(_ arguments: [String], environment: [String: String] = [:]) {
        var output = "", error = ""
        let context = CommandContext(
            standardOutput: TextSink { output += $0 }, standardError: TextSink { error += $0 },
            environment: environment)
        exitCode = SwipeSimTool.main(arguments, context: context)
        standardOutput = output
        standardError = error
    }
}
