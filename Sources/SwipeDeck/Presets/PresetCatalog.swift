/// The built-in presets, one per seed document (FACTS.md §7), in the order `swipesim presets`
/// lists them.
public enum PresetCatalog {
    public static let all: [PresetDefinition] = [
        SwipeViewPreset.definition,
        DragGesturePreset.definition,
        TripDeckPreset.definition,
        TinderStackPreset.definition,
        CardStackPreset.definition,
    ]

    /// The preset of the default scene.
    public static let defaultName = "card-stack"

    public static var names: [String] { all.map(\.name) }

    public static func preset(named name: String) -> PresetDefinition? {
        all.first { $0.name == name }
    }

    /// Builds the preset a scene names, checking its parameters.
    public static func makePreset(for scene: Scene) throws -> DeckPreset {
        guard let definition = preset(named: scene.preset) else {
            var message = "unknown preset '\(EchoText.clip(scene.preset))'"
            if let suggestion = Suggestions.closest(to: scene.preset, among: names) { message += "; did you mean '\(suggestion)'?" }
            throw scene.source.error(at: "preset", message)
        }
        return try definition.make(scene)
    }
}

/// What the catalog knows of a preset without running it.
public struct PresetDefinition {
    public var name: String
    /// One line for `swipesim presets`.
    public var summary: String
    /// The seed document it reproduces.
    public var seed: String
    public var parameters: [PresetParameter]
    public var requiresCards: Bool
    /// The full default scene: canvas, cards and the script that shows the whole behaviour.
    public var defaultScene: Scene
    public var make: (Scene) throws -> DeckPreset

    /// Checks the preset's parameters against `scene` (errors name `parameters.NAME`).
    func validate(_ scene: Scene, root: JSONNode) throws -> DeckPreset {
        do {
            return try make(scene)
        } catch var error as SceneError {
            error.file = root.file
            if error.location == nil { error.location = root.document.location(at: error.path) }
            throw error
        }
    }
}
