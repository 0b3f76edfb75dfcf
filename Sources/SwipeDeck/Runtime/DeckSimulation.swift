import SwipeUI
import SwipeBase

/// Plays a scene's script through its preset — a SwipeUI view, run by SwipeUI's `Simulation`
/// (`SceneViewSimulation`) — and samples the screen at every frame time t_n = n / fps. Output
/// frame n shows display frame ⌊n · displayRate / fps⌋ (the latest at or before n / fps), so
/// the output frame rate never changes the motion.
public struct DeckSimulation {
    public let scene: Scene
    /// Output frames: every n with n / fps ≤ the scene's duration (`Scene.frameCount`).
    public var frameCount: Int { view.frameCount }
    let view: SceneViewSimulation

    public init(scene: Scene) throws {
        self.scene = scene
        let definition = try PresetCatalog.definition(for: scene)
        view = try SceneViewSimulation(scene: scene, definition: definition)
        try Self.checkButtons(scene.script, buttons: definition.buttons, presetName: scene.preset, file: scene.source.file)
    }

    /// Every `tap` step names one of the preset's buttons.
    static func checkButtons(_ script: [ScriptStep], buttons: [String], presetName: String, file: String) throws {
        for (index, step) in script.enumerated() {
            if case .tap(let button) = step, !buttons.contains(button) {
                let known = buttons.isEmpty ? "this preset has no buttons" : "its buttons are \(buttons.joined(separator: ", "))"
                throw SceneError(file: file, path: "script[\(index)].tap", message: "unknown button '\(EchoText.clip(button))' for preset \(presetName); \(known)")
            }
        }
    }

    /// What the preset's simulation worked around so far (SwipeUI's `Simulation.warnings`:
    /// symbol names drawn as a placeholder), one line each; complete once the scene has run.
    public var warnings: [String] { view.simulation.warnings }

    /// The time of frame `index` in seconds, computed from the index, never accumulated.
    public func time(ofFrame index: Int) -> Double {
        Double(index) / Double(scene.fps)
    }

    /// Runs the whole scene and returns every frame in order (motion only).
    public func run() throws -> [SimulatedFrame] {
        try run(recording: { _ in false })
    }

    /// `run()`, recording what the frames `shouldRecord` accepts draw (`SimulatedFrame.drawing`).
    public func run(recording shouldRecord: (Int) -> Bool) throws -> [SimulatedFrame] {
        var frames: [SimulatedFrame] = []
        frames.reserveCapacity(frameCount)
        try view.run(recording: shouldRecord) { frames.append($0) }
        return frames
    }
}
