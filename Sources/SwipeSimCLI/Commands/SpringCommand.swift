/// `swipesim spring`: Spring metrics, conversions to other dialects, samples and plots.
enum SpringCommand: Subcommand {
    static let spec = CommandSpec(
        name: "spring",
        abstract: "Spring metrics, conversions to other dialects, samples and plots.",
        usage: "spring SPEC... [--from A --to B --velocity V] [--fps N] [--integrator closed|fluid|rk4|euler] [--csv FILE|-] [--plot FILE] [--json]",
        options: [
            OptionSpec("from", value: "A", help: "start value (default 0)"),
            OptionSpec("to", value: "B", help: "target value (default 1)"),
            OptionSpec("velocity", value: "V", help: "initial velocity in value units per second"),
            OptionSpec("fps", value: "N", help: "sampling rate for --csv"),
            OptionSpec("integrator", value: "NAME", help: "closed, fluid, rk4 or euler"),
            OptionSpec("csv", value: "FILE", help: "write t, value, velocity per frame (- for stdout)"),
            OptionSpec("plot", value: "FILE", help: "draw the curves to a PNG"),
            .flag("json", help: "print the whole report as JSON"),
        ],
        positionals: 1...Int.max)

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
        throw NotYetBuilt(command: spec.name, issue: 3)
    }
}
