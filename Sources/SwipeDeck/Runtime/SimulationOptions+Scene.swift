import SwipeRaster
import SwipeUI

extension SimulationOptions {
    /// A scene's settings as SwipeUI's options: canvas, safe area, scale, a solid background,
    /// fps, display and touch rates, Reduce Motion, layout direction, Dynamic Type size,
    /// duration and settle time, the scene's typeface (every weight with its own face: Inter's
    /// nine by default, with its spacing), Noto Color Emoji for emoji, and the cards' photos by `PresetContext.imageName(_:)`. A gradient
    /// background is a view (`DeckSimulation`), not an option.
    init(scene: Scene, resources: DrawingResources) throws {
        self.init()
        let canvas = scene.canvas
        if case .color(let color) = canvas.background { background = SwipeUI.Color(scene: color) }
        canvasSize = CGSize(width: canvas.width, height: canvas.height)
        scale = canvas.scale
        safeArea = EdgeInsets(
            top: canvas.safeArea.top, leading: canvas.safeArea.left,
            bottom: canvas.safeArea.bottom, trailing: canvas.safeArea.right)
        fps = scene.fps
        displayRate = scene.displayRate
        touchRate = scene.touchRate
        reduceMotion = scene.reduceMotion
        layoutDirection = scene.layoutDirection == .rtl ? .rightToLeft : .leftToRight
        dynamicTypeSize = scene.dynamicTypeSize
        fonts = FontSet(regular: resources.regularFont, bold: resources.boldFont) { weight, size in
            try resources.font(weight: weight, italic: false, size: size)
        }
        fonts?.italicFaces = { weight, size in try resources.font(weight: weight, italic: true, size: size) }
        // Inter stands in for SF Pro: SF Pro's tracking and Inter's calibrated widths
        // (`Typeface.spacing(size:)`); a scene's own font files keep their metrics.
        let typeface = resources.typeface
        fonts?.spacing = { size in typeface.spacing(size: size) }
        fonts?.emoji = resources.emojiFont
        for (index, card) in scene.cards.enumerated() {
            guard let source = card.image else { continue }
            let pixmap = try resources.image(source).pixmap
            images[PresetContext.imageName(index)] = try Bitmap(
                width: pixmap.width, height: pixmap.height, premultipliedRGBA: pixmap.bytes)
        }
        // SwipeUI counts frames as the scene does (`Scene.frameCount`: n / fps ≤ the duration,
        // in exact ticks), so the simulation runs exactly the scene's frames.
        duration = scene.duration
        settleTime = scene.settleTime
    }
}
