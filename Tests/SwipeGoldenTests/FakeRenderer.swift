import SwipeGolden
import SwipePNG
import SwipeTestSupport

/// A renderer that draws `TestImages.frame(n)` (or what `draw` says) and counts its calls.
final class FakeRenderer: GoldenRenderer {
    var draw: (Int) -> PNGImage
    var fingerprint: [PNGTextChunk]
    var error: Error?
    /// The motion the renderer reports (`motion(sceneAt:)`); nil: a renderer without motion data.
    var motion: MotionRecording?
    private(set) var calls: [[Int]] = []

    init(
        fingerprint: [PNGTextChunk] = [
            PNGTextChunk(key: GoldenFingerprint.fontFileKey, value: "DejaVuSans.ttf"),
            PNGTextChunk(key: GoldenFingerprint.fontHashKey, value: "abc123"),
        ],
        draw: @escaping (Int) -> PNGImage = { TestImages.frame($0) }
    ) {
        self.draw = draw
        self.fingerprint = fingerprint
    }

    func render(sceneAt path: String, frames: [Int]) throws -> [RenderedFrame] {
        calls.append(frames)
        if let error { throw error }
        return frames.map { index in
            let image = draw(index)
            return RenderedFrame(
                index: index, time: Double(index) / 60, width: image.width, height: image.height,
                pixels: image.pixels, alpha: .straight, fingerprint: fingerprint)
        }
    }

    func motion(sceneAt path: String) throws -> MotionRecording? { motion }
}

/// Motion of one 100 × 50 pt card at 60 fps whose top-left corner is at (x(n), 20) in frame n.
func cardMotion(frames: Int, x: (Int) -> Double) -> MotionRecording {
    MotionRecording(
        fps: 60,
        frames: (0..<frames).map { n in
            FrameMotion(
                index: n,
                cards: [
                    CardMotion(
                        id: "card-0", zOrder: 0, opacity: 1, transform: [1, 0, 0, 1, x(n), 20], width: 100, height: 50,
                        values: [AnimatedValue(name: "offset", components: [x(n) - 10, 0]), AnimatedValue(name: "rotation", components: [0])])
                ])
        })
}
