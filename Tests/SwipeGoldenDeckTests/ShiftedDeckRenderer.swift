@testable import SwipeGoldenDeck
import SwipeDeck
import SwipeGolden
import SwipeRaster

/// The deck's golden renderer with the whole layout moved by (dx, dy) points: every drawn item
/// is translated, and so is every card's transform in the motion. A stand-in for a change that
/// moves everything a little (a layout or rounding change), and, at a few hundredths of a point,
/// for what another FreeType or compiler build does: only edge shades change.
struct ShiftedDeckRenderer: GoldenRenderer {
    var dx: Double
    var dy: Double

    func render(sceneAt path: String, frames: [Int]) throws -> [RenderedFrame] {
        let scene = try SceneReader.read(fileAt: path)
        let renderer = try SceneRenderer(scene: scene)
        let simulated = try renderer.simulation.run()
        let painter = DisplayListPainter(resources: renderer.resources, scale: scene.canvas.scale)
        let fingerprint = try DeckGoldenRenderer.fontFingerprint(renderer.resources)
        return try frames.map { index in
            let frame = simulated[index]
            let moved = DisplayItem.group(DisplayGroup(transform: .translation(x: dx, y: dy), items: frame.display.items))
            // The system chrome is drawn over the frame as `SceneRenderer` does; it belongs to the
            // screen, not the layout, so it does not move.
            let pixmap = try painter.paint([moved] + SystemChrome.items(for: scene), background: scene.canvas.background,
                                           width: scene.canvas.pixelWidth, height: scene.canvas.pixelHeight)
            return RenderedFrame(index: index, time: frame.time, width: pixmap.width, height: pixmap.height,
                                 pixels: pixmap.bytes, alpha: .premultiplied, fingerprint: fingerprint)
        }
    }

    func motion(sceneAt path: String) throws -> MotionRecording? {
        guard var motion = try DeckGoldenRenderer().motion(sceneAt: path) else { return nil }
        for f in motion.frames.indices {
            for c in motion.frames[f].cards.indices {
                motion.frames[f].cards[c].transform[4] += dx
                motion.frames[f].cards[c].transform[5] += dy
            }
        }
        return motion
    }
}
