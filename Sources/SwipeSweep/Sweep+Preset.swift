import SwipeDeck
import SwipeTuning
import SwipeBase

extension Sweep {
    /// Sweeps a built-in preset's default scene (`swipesim sweep --preset NAME`).
    public init(preset name: String, parameters: [String]) throws {
        guard let definition = PresetCatalog.preset(named: name) else {
            throw TuningError.usage("unknown preset '\(EchoText.clip(name))'; the presets: \(PresetCatalog.names.joined(separator: ", "))")
        }
        try self.init(scene: definition.defaultScene, parameters: parameters)
    }
}
