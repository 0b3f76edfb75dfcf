import SwipeDeck
import SwipeJSON
import SwipeRaster
import SwipeUI
import VerticalDeck

/// `VerticalDeck` as a SwipeSim preset named `vertical-deck`: the scene's cards become its
/// profiles, its two springs are parameters (`swipesim sweep` can vary them), and its default
/// scene super-likes, likes and cancels. Registered, every `swipesim` command runs it by name.
public enum VerticalDeckPreset {
    public static let definition = PresetDefinition(
        name: "vertical-deck",
        summary: "Swipe up to super-like, left/right to pass/like; cards turn about their bottom centre",
        seed: "own deck (Tests/SwipeUIExample)",
        parameters: [
            .animation("swipeAnimation", ".spring(response: 0.4, dampingFraction: 0.8)", "spring of a decided swipe"),
            .animation("cancelAnimation", ".spring(response: 0.3, dampingFraction: 0.6)", "spring back of a short drag"),
        ],
        defaultScene: defaultScene,
        makeView: { context in
            let profiles = context.scene.cards.enumerated().map { index, card in
                Profile(id: index, name: card.title, colors: card.colors.map { Color(scene: $0) })
            }
            return AnyView(
                VerticalDeck(
                    profiles: profiles,
                    swipe: try context.parameters.animation("swipeAnimation"),
                    cancel: try context.parameters.animation("cancelAnimation")))
        })

    /// The built-in default scene's iPhone canvas with four profiles and the example's script.
    static var defaultScene: Scene {
        var scene = PresetCatalog.builtIn[0].defaultScene
        scene.preset = "vertical-deck"
        scene.parameters = .object([])
        scene.fps = 30
        let colors = [("Mia", "pink", "orange"), ("Noah", "teal", "blue"), ("Ava", "purple", "indigo"), ("Leo", "mint", "green")]
        scene.cards = colors.map { name, from, to in
            Scene.Card(title: name, colors: [SceneColor.named(from), SceneColor.named(to)].compactMap { $0 })
        }
        scene.script = [
            .fling(translation: Point(10, -160), duration: 0.3, velocity: Point(0, -900), from: nil),
            .wait(0.6),
            .drag(translation: Point(170, 20), duration: 0.4, easing: .easeInOut, from: nil),
            .release,
            .wait(0.6),
        ]
        return scene
    }
}
