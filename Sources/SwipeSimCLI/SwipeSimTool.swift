import SwipeDeck
import SwipeTuning
import SwipeBase

/// The `swipesim` command: dispatches to subcommands and turns errors into exit codes.
///
/// Exit codes (docs/cli.md): 0 success, 1 a golden check failed, 2 a usage or input error.
public enum SwipeSimTool {
    public static let version = SwipeSimVersion.current

    /// Every subcommand, in the order `--help` lists them.
    public static let commands: [Subcommand.Type] = [
        RenderCommand.self,
        SceneCommand.self,
        PresetsCommand.self,
        SpringCommand.self,
        VerifyCommand.self,
        DiffCommand.self,
        SweepCommand.self,
        BenchCommand.self,
    ]

    /// Runs the tool with `arguments` (without the program name) and returns the exit code.
    public static func main(_ arguments: [String], context: CommandContext) -> Int32 {
        guard let first = arguments.first else {
            context.print(toolHelp())
            return 0
        }
        switch first {
        case "--help", "-h", "help":
            if first == "help", arguments.count > 1, let command = command(named: arguments[1]) {
                context.print(HelpFormatter.help(for: command.spec))
            } else {
                context.print(toolHelp())
            }
            return 0
        case "--version":
            context.print("swipesim \(version)")
            return 0
        default:
            break
        }
        guard let command = command(named: first) else {
            var message = "unknown command '\(first)'"
            let names = commands.map { $0.spec.name }
            if let suggestion = Suggestions.closest(to: first, among: names) {
                message += "; did you mean '\(suggestion)'?"
            } else if let nearest = Suggestions.nearest(to: first, among: names) {
                message += "; the closest is '\(nearest)' (commands: \(names.joined(separator: ", ")))"
            }
            context.printError("error: \(message)")
            context.printError("usage: swipesim <command> [options]; see 'swipesim --help'")
            return 2
        }
        return run(command, Array(arguments.dropFirst()), context: context)
    }

    static func command(named name: String) -> Subcommand.Type? {
        commands.first { $0.spec.name == name }
    }

    static func run(_ command: Subcommand.Type, _ arguments: [String], context: CommandContext) -> Int32 {
        do {
            let parsed = try ArgumentParser.parse(arguments, spec: command.spec)
            if parsed.wantsHelp {
                context.print(HelpFormatter.help(for: command.spec))
                return 0
            }
            try checkOutputs(parsed, spec: command.spec)
            return try command.run(parsed, context: context)
        } catch let error as UsageError {
            return usageFailure(error.message, usage: error.usage, command: command, context: context)
        } catch let error as TuningError where error.kind == .usage {
            // SwipeTuning's word for a malformed request: shown like a UsageError.
            return usageFailure(error.message, usage: nil, command: command, context: context)
        } catch {
            context.printError("error: \(error)")
            return 2
        }
    }

    /// Prints a usage mistake with the command's usage line; exit code 2.
    static func usageFailure(_ message: String, usage: String?, command: Subcommand.Type, context: CommandContext) -> Int32 {
        context.printError("error: \(message)")
        context.printError("usage: \(usage ?? "swipesim " + command.spec.usage)")
        context.printError("See 'swipesim \(command.spec.name) --help'.")
        return 2
    }

    /// Checks every output path given on the command line before the command starts.
    /// A file may go into an output folder the same run creates (`--out out/x --contact-sheet
    /// out/x/sheet.png`).
    static func checkOutputs(_ parsed: ParsedArguments, spec: CommandSpec) throws {
        var folders: [String] = []
        for option in spec.options where option.output == .folder {
            for path in parsed.values[option.name] ?? [] {
                try OutputPath.checkFolder(path, flag: "--" + option.name)
                folders.append(path)
            }
        }
        for option in spec.options where option.output == .file {
            for path in parsed.values[option.name] ?? [] where path != "-" {
                try OutputPath.checkFile(path, flag: "--" + option.name, createdFolders: folders)
            }
        }
    }

    static func toolHelp() -> String {
        var lines = [
            "swipesim \(version): deterministic swipe-card animations, rendered to PNG frames.",
            "",
            "usage: swipesim <command> [options]",
            "",
            "commands:",
        ]
        let width = commands.map { $0.spec.name.count }.max() ?? 0
        for command in commands {
            let name = command.spec.name
            lines.append("  " + name + String(repeating: " ", count: width - name.count + 2) + command.spec.abstract)
        }
        lines += [
            "",
            "options:",
            "  --help      show help (also after a command: swipesim render --help)",
            "  --version   show the version",
            "",
            "Exit codes: 0 success, 1 a golden check failed, 2 a usage or input error.",
        ]
        return lines.joined(separator: "\n")
    }
}
