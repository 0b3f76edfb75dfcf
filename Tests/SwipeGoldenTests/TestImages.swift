import SwipeGolden
import SwipePNG

/// Synthetic straight-RGBA8 images for comparator tests.
enum TestImages {
    static let background: (UInt8, UInt8, UInt8) = (240, 240, 240)
    static let cardColour: (UInt8, UInt8, UInt8) = (40, 80, 200)

    static func solid(width: Int, height: Int, _ colour: (UInt8, UInt8, UInt8, UInt8)) -> PNGImage {
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 4)
        for _ in 0..<(width * height) {
            pixels += [colour.0, colour.1, colour.2, colour.3]
        }
        return PNGImage(width: width, height: height, pixels: pixels)
    }

    /// A card spanning x ∈ [left, left + cardWidth) and whole rows top..<bottom over a light
    /// background; the vertical edges are anti-aliased by exact column coverage
    /// (coverage of column x = clamp(min(x + 1, right) − max(x, left), 0, 1)), rounded half up.
    static func card(width: Int, height: Int, left: Double, cardWidth: Double, top: Int, bottom: Int) -> PNGImage {
        var image = solid(width: width, height: height, (background.0, background.1, background.2, 255))
        let right = left + cardWidth
        for x in 0..<width {
            let coverage = max(0, min(Double(x + 1), right) - max(Double(x), left))
            guard coverage > 0 else { continue }
            func mix(_ b: UInt8, _ c: UInt8) -> UInt8 {
                UInt8((Double(b) + (Double(c) - Double(b)) * coverage + 0.5).rounded(.down))
            }
            let colour = (mix(background.0, cardColour.0), mix(background.1, cardColour.1), mix(background.2, cardColour.2))
            for y in top..<bottom {
                set(&image, x, y, (colour.0, colour.1, colour.2, 255))
            }
        }
        return image
    }

    static func set(_ image: inout PNGImage, _ x: Int, _ y: Int, _ colour: (UInt8, UInt8, UInt8, UInt8)) {
        let i = (y * image.width + x) * 4
        image.pixels[i] = colour.0
        image.pixels[i + 1] = colour.1
        image.pixels[i + 2] = colour.2
        image.pixels[i + 3] = colour.3
    }

    static func pixel(_ image: PNGImage, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * image.width + x) * 4
        return Array(image.pixels[i..<i + 4])
    }

    /// A distinct picture per frame index: a card moving right by 7 px a frame.
    static func frame(_ index: Int, width: Int = 64, height: Int = 48) -> PNGImage {
        card(width: width, height: height, left: 4 + 7 * Double(index) / 2, cardWidth: 20.5, top: 8, bottom: 40)
    }
}

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
    MotionRecording(fps: 60, frames: (0..<frames).map { n in
        FrameMotion(index: n, cards: [
            CardMotion(id: "card-0", zOrder: 0, opacity: 1, transform: [1, 0, 0, 1, x(n), 20], width: 100, height: 50,
                       values: [AnimatedValue(name: "offset", components: [x(n) - 10, 0]), AnimatedValue(name: "rotation", components: [0])]),
        ])
    })
}
