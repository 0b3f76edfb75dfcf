import SwipeRaster
import SwipeUI

extension FrameRenderer {
    /// Renders a scene: its preset played by its script (`DeckSimulation`), the status bar and
    /// home indicator (`SystemChrome`) drawn over every frame, SwipeUI's errors restated as
    /// scene errors naming the preset. `resources` draw the chrome and label contact sheets
    /// (made from the scene when nil; pass your own to learn which font files were used).
    public init(scene: Scene, resources: DrawingResources? = nil) throws {
        let deck = try DeckSimulation(scene: scene)
        try self.init(deck: deck, resources: try resources ?? DrawingResources(scene: scene))
    }

    /// Renders `deck`'s scene, the chrome drawn with `resources` (for a caller that made the
    /// simulation first, to report its errors first, as `DeckSimulation.run` would).
    package init(deck: DeckSimulation, resources: DrawingResources) throws {
        let scene = deck.scene
        let chrome = SystemChrome(scene: scene)
        let scale = scene.canvas.scale
        let preset = scene.preset
        try self.init(
            simulation: deck.simulation, header: scene.manifestHeader, labelFont: resources.regularFont,
            overlay: { try chrome.draw(on: $0, scale: scale, resources: resources) },
            mapError: { DeckSimulation.sceneError($0, preset: preset) })
    }
}

extension Scene {
    /// What `manifest.json` says before its frames: the preset, frame rate and frame size.
    public var manifestHeader: ManifestHeader {
        ManifestHeader(
            sourceKey: "preset", sourceName: preset, fps: fps, scale: canvas.scale,
            pixelWidth: canvas.pixelWidth, pixelHeight: canvas.pixelHeight)
    }
}
