import SwipeUI

/// The built-in presets, one per seed document (FACTS.md §7), in the order `swipesim presets`
/// lists them.
public enum PresetCatalog {
    public static let all: [PresetDefinition] = [
        SwipeView.definition,
        DragGestureDeck.definition,
        TripDeckView.definition,
        TinderStackPreset.definition,
        SwipeableCardStackDemo.definition,
    ]

    /// The preset of the default scene.
    public static let defaultName = "card-stack"

    public static var names: [String] { all.map(\.name) }

    public static func preset(named name: String) -> PresetDefinition? {
        all.first { $0.name == name }
    }

    /// The definition a scene names, or an error suggesting the closest name.
    public static func definition(for scene: Scene) throws -> PresetDefinition {
        guard let definition = preset(named: scene.preset) else {
            var message = "unknown preset '\(EchoText.clip(scene.preset))'"
            if let suggestion = Suggestions.closest(to: scene.preset, among: names) { message += "; did you mean '\(suggestion)'?" }
            throw scene.source.error(at: "preset", message)
        }
        return definition
    }

    /// Builds the runtime preset a scene names, checking its parameters (nil for a preset
    /// written as a SwipeUI view).
    public static func makePreset(for scene: Scene) throws -> DeckPreset? {
        guard case .runtime(let make) = try definition(for: scene).body else { return nil }
        return try make(scene)
    }
}

/// How a preset runs: as a SwipeUI view built from the scene (the seed's SwiftUI code), or
/// (presets not moved yet) as a `DeckPreset` class on `DeckRuntime`.
public enum PresetBody {
    case view((PresetContext) throws -> AnyView)
    case runtime((Scene) throws -> DeckPreset)
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
    /// Button names `tap` steps may use (checked when a scene is read).
    public var buttons: [String] = []
    public var body: PresetBody

    /// Checks the preset's parameters against `scene` (errors name `parameters.NAME`) by
    /// building it once.
    func validate(_ scene: Scene, root: JSONNode) throws {
        do {
            switch body {
            case .runtime(let make): _ = try make(scene)
            case .view(let make): _ = try make(PresetContext(scene: scene, declared: parameters))
            }
        } catch var error as SceneError {
            error.file = root.file
            if error.location == nil { error.location = root.document.location(at: error.path) }
            throw error
        }
    }
}
