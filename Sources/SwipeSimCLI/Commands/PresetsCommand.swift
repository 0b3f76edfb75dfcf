import SwipeDeck

/// `swipesim presets`: the built-in presets, one line each.
enum PresetsCommand: Subcommand {
    static let spec = CommandSpec(
        name: "presets",
        abstract: "List the presets, one line each.",
        usage: "presets",
        discussion:
            "Each preset is its seed document's SwiftUI code, run by SwipeUI (Sources/SwipeDeck/Presets/,\none file per seed); 'swipesim scene --preset NAME' prints its scene and parameters."
    )

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
        let width = PresetCatalog.names.map(\.count).max() ?? 0
        for definition in PresetCatalog.all {
            let marker = definition.name == PresetCatalog.defaultName ? " (default)" : ""
            context.print(definition.name + String(repeating: " ", count: width - definition.name.count + 2) + definition.summary + marker)
        }
        return 0
    }
}
