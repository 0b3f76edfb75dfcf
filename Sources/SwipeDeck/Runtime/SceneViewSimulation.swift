import SwipeRaster
import SwipeUI
import SwipeUI

/// Runs a preset written as a SwipeUI view through SwipeUI's `Simulation`: the scene becomes
/// its options (canvas, safe area, scale, fps, display and touch rates, Reduce Motion, layout
/// direction, fonts, card photos) and its script SwipeUI's touch steps. Each output frame
/// becomes a `SimulatedFrame` whose cards are the views the preset marks with
/// `.accessibilityIdentifier(PresetContext.cardID(i))`, so the manifest and the PNG pipeline
/// stay as they are.
struct SceneViewSimulation {
    let scene: Scene
    let simulation: Simulation
    let frameCount: Int

    init(scene: Scene, definition: PresetDefinition) throws {
        self.scene = scene
        let context = try PresetContext(scene: scene, declared: definition.parameters)
        var root: AnyView
        do {
            root = try definition.makeView(context)
        } catch let error as SwipeUIError {
            throw SceneError(file: "scene", path: "preset", message: "\(scene.preset): \(error)")
        }
        var options = SimulationOptions()
        let canvas = scene.canvas
        options.canvasSize = CGSize(width: canvas.width, height: canvas.height)
        options.scale = canvas.scale
        options.safeArea = EdgeInsets(top: canvas.safeArea.top, leading: canvas.safeArea.left,
                                      bottom: canvas.safeArea.bottom, trailing: canvas.safeArea.right)
        switch canvas.background {
        case .color(let color):
            options.background = SwipeUI.Color(scene: color)
        case .verticalGradient(let colors):
            // The screen's background is drawn behind the deck, edge to edge.
            root = AnyView(ZStack {
                LinearGradient(colors: colors.map { SwipeUI.Color(scene: $0) }, startPoint: .top, endPoint: .bottom)
                    .ignoresSafeArea()
                root
            })
        }
        options.fps = scene.fps
        options.displayRate = scene.displayRate
        options.touchRate = scene.touchRate
        options.reduceMotion = scene.reduceMotion
        options.layoutDirection = scene.layoutDirection == .rtl ? .rightToLeft : .leftToRight
        options.dynamicTypeSize = scene.dynamicTypeSize
        let resources = try DrawingResources(scene: scene)
        // Every weight with its own face of the scene's typeface (Inter's nine by default).
        options.fonts = FontSet(regular: resources.regularFont, bold: resources.boldFont) { weight, size in
            try resources.font(weight: weight, italic: false, size: size)
        }
        options.fonts?.italicFaces = { weight, size in try resources.font(weight: weight, italic: true, size: size) }
        for (index, card) in scene.cards.enumerated() {
            guard let source = card.image else { continue }
            let pixmap = try resources.image(source).pixmap
            options.images[PresetContext.imageName(index)] = try Bitmap(
                width: pixmap.width, height: pixmap.height, premultipliedRGBA: pixmap.bytes)
        }
        // SwipeUI counts frames as the scene does (`Scene.frameCount`: n / fps ≤ the duration,
        // in exact ticks), so the simulation runs exactly the scene's frames.
        options.duration = scene.duration
        options.settleTime = scene.settleTime
        frameCount = scene.frameCount(scriptLength: try scene.checkedScriptLength())
        do {
            simulation = try Simulation(root, script: scene.script.map(\.touchStep), options: options)
        } catch let error as SwipeUIError {
            throw SceneError(file: "scene", path: "preset", message: "\(error)")
        }
    }

    /// Simulates every frame in order, recording what those `shouldRecord` accepts draw
    /// (`SimulatedFrame.drawing`), and hands each over.
    func run(recording shouldRecord: (Int) -> Bool, _ body: (SimulatedFrame) throws -> Void) throws {
        do {
            let run = try SimulationRun(simulation)
            while let frame = try run.next(recording: shouldRecord(run.nextIndex)) { try body(SimulatedFrame(frame)) }
        } catch {
            throw Self.sceneError(error, preset: scene.preset)
        }
    }

    /// SwipeUI's errors as scene errors naming the preset; other errors as they are.
    static func sceneError(_ error: Error, preset: String) -> Error {
        guard let error = error as? SwipeUIError else { return error }
        return SceneError(file: "scene", path: "preset", message: "\(preset): \(error)")
    }
}
