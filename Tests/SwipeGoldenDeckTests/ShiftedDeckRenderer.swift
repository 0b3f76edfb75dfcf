import SwipeGoldenDeck
import SwipeDeck
import SwipeGolden
import SwipeRaster
import SwipeUI
import XCTest

/// The deck's golden renderer with the whole layout moved by (dx, dy) points: everything the
/// frame draws is translated, and so is every card's transform in the motion. A stand-in for a change that
/// moves everything a little (a layout or rounding change), and, at a few hundredths of a point,
/// for what another FreeType or compiler build does: only edge shades change.
struct ShiftedDeckRenderer: GoldenRenderer {
    var dx: Double
    var dy: Double

    func render(sceneAt path: String, frames: [Int]) throws -> [RenderedFrame] {
        let scene = try SceneReader.read(fileAt: path)
        let resources = try DrawingResources(scene: scene)
        let wanted = Set(frames)
        let simulated = try FrameRenderer(scene: scene, resources: resources).simulate(recording: { wanted.contains($0) })
        let scale = scene.canvas.scale
        let chrome = SystemChrome(scene: scene)
        let fingerprint = try DeckGoldenRenderer.fontFingerprint(resources)
        return try frames.map { index in
            let frame = simulated[index]
            let moved = try XCTUnwrap(frame.drawing).translated(x: dx * scale, y: dy * scale)
            // The system chrome is drawn over the frame as `FrameRenderer(scene:)` does; it belongs to the
            // screen, not the layout, so it does not move.
            let pixmap = try chrome.draw(over: try moved.draw(), scale: scale, resources: resources)
            return RenderedFrame(
                index: index, time: frame.time, width: pixmap.width, height: pixmap.height,
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
