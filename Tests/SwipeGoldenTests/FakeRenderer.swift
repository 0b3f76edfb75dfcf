import SwipeGolden
import SwipePNG
import SwipeTestSupport

/// A renderer that draws `TestImages.frame(n)` (or what `draw` says) and counts its calls.
final class FakeRenderer: GoldenRenderer {
    var draw: (Int) -> PNGImage
    var fingerprint: [PNGTextChunk]
    var error: Error?
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
}
