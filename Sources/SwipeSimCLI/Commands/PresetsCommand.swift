/// `swipesim presets`: List the presets, one line each.
enum PresetsCommand: Subcommand {
    static let spec = CommandSpec(
        name: "presets",
        abstract: "List the presets, one line each.",
        usage: "presets",
        options: [

        ],
        positionals: 0...0)

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
        throw NotYetBuilt(command: spec.name, issue: 5)
    }
}
