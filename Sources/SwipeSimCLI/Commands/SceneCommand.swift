/// `swipesim scene`: Print a complete, editable scene JSON for a preset.
enum SceneCommand: Subcommand {
    static let spec = CommandSpec(
        name: "scene",
        abstract: "Print a complete, editable scene JSON for a preset.",
        usage: "scene --preset NAME",
        options: [
            OptionSpec("preset", value: "NAME", help: "the preset whose default scene to print"),
        ],
        positionals: 0...0)

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
        throw NotYetBuilt(command: spec.name, issue: 5)
    }
}
