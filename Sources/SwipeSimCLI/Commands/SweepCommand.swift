/// `swipesim sweep`: Render the same swipe under several parameter values as one contact sheet.
enum SweepCommand: Subcommand {
    static let spec = CommandSpec(
        name: "sweep",
        abstract: "Render the same swipe under several parameter values as one contact sheet.",
        usage: "sweep (SCENE | --preset NAME) --param NAME=V1;V2;... --out SHEET.png",
        options: [
            OptionSpec("preset", value: "NAME", help: "sweep a built-in preset"),
            OptionSpec("param", value: "NAME=V1;V2", help: "a parameter and its values", repeatable: true),
            OptionSpec("out", value: "SHEET.png", help: "the contact sheet to write"),
        ],
        positionals: 0...1)

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
        throw NotYetBuilt(command: spec.name, issue: 7)
    }
}
