import SwipeUI
import SwipeBase

/// A scene played: its preset — a SwipeUI view (`PresetDefinition.makeView`) — run by SwipeUI's
/// `Simulation` with the scene's settings as its options (`SimulationOptions(scene:resources:)`)
/// and its script as touch steps, sampled at every frame time t_n = n / fps. Output frame n shows
/// display frame ⌊n · displayRate / fps⌋ (the latest at or before n / fps), so the output frame
/// rate never changes the motion. Each frame's cards are the views the preset marks with
/// `.accessibilityIdentifier(PresetContext.cardID(i))`.
public struct DeckSimulation {
    public let scene: Scene
    /// The preset's view under SwipeUI (what `FrameRenderer(scene:)` renders).
    public let simulation: Simulation
    /// Output frames: every n with n / fps ≤ the scene's duration (`Scene.frameCount`).
    public let frameCount: Int

    public init(scene: Scene) throws {
        self.scene = scene
        let definition = try PresetCatalog.definition(for: scene)
        let context = try PresetContext(scene: scene, declared: definition.parameters)
        var root: AnyView
        do {
            root = try definition.makeView(context)
        } catch let error as SwipeUIError {
            throw SceneError(file: "scene", path: "preset", message: "\(scene.preset): \(error)")
        }
        if case .verticalGradient(let colors) = scene.canvas.background {
            // The screen's background is drawn behind the deck, edge to edge.
            root = AnyView(
                ZStack {
                    LinearGradient(colors: colors.map { SwipeUI.Color(scene: $0) }, startPoint: .top, endPoint: .bottom)
                        .ignoresSafeArea()
                    root
                })
        }
        let options = try SimulationOptions(scene: scene, resources: try DrawingResources(scene: scene))
        frameCount = scene.frameCount(scriptLength: try scene.checkedScriptLength())
        do {
            simulation = try Simulation(root, script: scene.script.map(\.touchStep), options: options)
        } catch let error as SwipeUIError {
            throw SceneError(file: "scene", path: "preset", message: "\(error)")
        }
        try Self.checkButtons(scene.script, buttons: definition.buttons, presetName: scene.preset, file: scene.source.file)
    }

    /// Every `tap` step names one of the preset's buttons.
    static func checkButtons(_ script: [ScriptStep], buttons: [String], presetName: String, file: String) throws {
        for (index, step) in script.enumerated() {
            if case .tap(let button) = step, !buttons.contains(button) {
                let known = buttons.isEmpty ? "this preset has no buttons" : "its buttons are \(buttons.joined(separator: ", "))"
                throw SceneError(
                    file: file, path: "script[\(index)].tap", message: "unknown button '\(EchoText.clip(button))' for preset \(presetName); \(known)")
            }
        }
    }

    /// What the preset's simulation worked around so far (SwipeUI's `Simulation.warnings`:
    /// symbol names drawn as a placeholder), one line each; complete once the scene has run.
    public var warnings: [String] { simulation.warnings }

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
        do {
            let run = try SimulationRun(simulation)
            while let frame = try run.next(recording: shouldRecord(run.nextIndex)) { frames.append(SimulatedFrame(frame)) }
        } catch {
            throw Self.sceneError(error, preset: scene.preset)
        }
        return frames
    }

    /// SwipeUI's errors as scene errors naming the preset; other errors as they are.
    static func sceneError(_ error: Error, preset: String) -> Error {
        guard let error = error as? SwipeUIError else { return error }
        return SceneError(file: "scene", path: "preset", message: "\(preset): \(error)")
    }
}
