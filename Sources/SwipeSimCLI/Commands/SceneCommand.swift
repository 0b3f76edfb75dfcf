import SwipeDeck
import SwipeJSON

/// `swipesim scene --preset NAME`: a complete, editable scene for a preset.
enum SceneCommand: Subcommand {
    static let spec = CommandSpec(
        name: "scene",
        abstract: "Print a complete, editable scene JSON for a preset.",
        usage: "scene --preset NAME",
        discussion: "Save the output to a file, edit it, and render it with 'swipesim render FILE'.",
        options: [OptionSpec("preset", value: "NAME", help: "the preset whose default scene to print (default card-stack)")])

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
        let definition = try SceneLoading.preset(named: arguments.string("preset") ?? PresetCatalog.defaultName, spec: spec)
        context.standardOutput.write(JSONWriter.write(SceneWriter.json(definition.defaultScene)))
        return 0
    }
}
