import SwipeUI

/// The built-in presets, one per seed document (FACTS.md §7), in the order `swipesim presets`
/// lists them.
public enum PresetCatalog {
    public static let all: [PresetDefinition] = [
        SwipeView.definition,
        DragGestureDeck.definition,
        TripDeckView.definition,
        TinderStackView.definition,
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
    /// The preset's view (the seed's SwiftUI code) built from a scene: its cards, canvas and
    /// parameters. Reduce Motion and layout direction reach it through SwipeUI's environment.
    public var makeView: (PresetContext) throws -> AnyView

    /// Checks the preset's parameters against `scene` (errors name `parameters.NAME`) by
    /// building it once.
    func validate(_ scene: Scene, root: JSONNode) throws {
        do {
            _ = try makeView(PresetContext(scene: scene, declared: parameters))
        } catch var error as SceneError {
            error.file = root.file
            if error.location == nil { error.location = root.document.location(at: error.path) }
            throw error
        }
    }
}
