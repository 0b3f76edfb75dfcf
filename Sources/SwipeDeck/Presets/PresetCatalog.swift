import SwipeJSON
import SwipeRaster
import SwipeUI
import SwipeBase

/// The presets scenes can name: the built-in ones, one per seed document (SwipeDeck README, "The seeds"), then
/// those a program registered (`register(_:)`: a user's own `swipesim`-style executable adds
/// its decks so that `render`, `verify`, `sweep` and contact sheets run them), in the order
/// `swipesim presets` lists them.
public enum PresetCatalog {
    public static let builtIn: [PresetDefinition] = [
        SwipeView.definition,
        DragGestureDeck.definition,
        TripDeckView.definition,
        TinderStackView.definition,
        SwipeableCardStackDemo.definition,
    ]

    private static let lock = Lock()
    nonisolated(unsafe) private static var registered: [PresetDefinition] = []

    /// The built-in presets, then the registered ones in registration order.
    public static var all: [PresetDefinition] { builtIn + lock.withLock { registered } }

    /// Adds `definition` so that scenes can name it. Its name must be new and look like the
    /// built-in ones (lower-case letters, digits and dashes, 1…64 characters), and its default
    /// scene must name it.
    public static func register(_ definition: PresetDefinition) throws {
        let name = definition.name
        let valid =
            (1...64).contains(name.count) && name.first?.isLetter == true
            && name.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
        guard valid else {
            throw SceneError(
                file: "preset", path: "name",
                message:
                    "preset name '\(EchoText.clip(name))' is invalid: use 1…64 lower-case letters, digits and dashes, starting with a letter (e.g. 'vertical-deck')"
            )
        }
        guard definition.defaultScene.preset == name else {
            throw SceneError(
                file: "preset", path: "defaultScene.preset",
                message: "the default scene of preset '\(name)' names preset '\(EchoText.clip(definition.defaultScene.preset))'; set it to '\(name)'")
        }
        try lock.withLock {
            guard !(builtIn + registered).contains(where: { $0.name == name }) else {
                throw SceneError(file: "preset", path: "name", message: "a preset named '\(name)' exists already; choose another name")
            }
            registered.append(definition)
        }
    }

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

    /// A preset: `name` as scenes spell it, a one-line `summary`, the `seed` it reproduces (a
    /// document or simply "own deck"), the `parameters` it declares with their defaults (the
    /// scene's `parameters` set them, `sweep` varies them, `makeView` reads them through
    /// `PresetContext.parameters`), whether a scene must list `cards`, its `defaultScene`
    /// (`swipesim scene --preset NAME` prints it; every declared parameter the scene does not set
    /// is added with its default, so the printed scene lists them all), the `buttons` `tap`
    /// steps may name, and the view.
    public init(
        name: String, summary: String, seed: String, parameters: [PresetParameter] = [], requiresCards: Bool = true,
        defaultScene: Scene, buttons: [String] = [], makeView: @escaping (PresetContext) throws -> AnyView
    ) {
        self.name = name
        self.summary = summary
        self.seed = seed
        self.parameters = parameters
        self.requiresCards = requiresCards
        var scene = defaultScene
        var given: [(key: String, value: JSONValue)] = []
        if case .object(let fields) = scene.parameters { given = fields }
        for parameter in parameters where !given.contains(where: { $0.key == parameter.name }) {
            given.append((parameter.name, parameter.defaultValue))
        }
        if !given.isEmpty || scene.parameters == .null { scene.parameters = .object(given) }
        self.defaultScene = scene
        self.buttons = buttons
        self.makeView = makeView
    }

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
