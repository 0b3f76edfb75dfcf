import SwipeDeck
import SwipeGolden
import SwipePNG
import SwipeRaster

/// Renders a golden's `scene.json` with the deck simulation, for `swipesim verify` and
/// `assertGoldenFrames`. Each frame carries the renderer's part of the environment
/// fingerprint: the names of the font files the frames were drawn with and a SHA-256 of their
/// contents.
public struct DeckGoldenRenderer: GoldenRenderer {
    public let threads: Int

    public init(threads: Int = 2) {
        self.threads = threads
    }

    public func render(sceneAt path: String, frames: [Int]) throws -> [RenderedFrame] {
        let scene = try SceneReader.read(fileAt: path)
        let renderer = try SceneRenderer(scene: scene)
        let count = renderer.simulation.frameCount
        if let bad = frames.first(where: { $0 < 0 || $0 >= count }) {
            throw SceneError(file: path, message: "golden.json asks for frame \(bad), but the scene has \(count) frames (0…\(count - 1))")
        }
        let drawn = try renderer.pixmaps(frames, threads: threads)
        let fingerprint = try Self.fontFingerprint(renderer.resources)
        return drawn.map { frame, pixmap in
            RenderedFrame(index: frame.index, time: frame.time, width: pixmap.width, height: pixmap.height,
                          pixels: pixmap.bytes, alpha: .premultiplied, fingerprint: fingerprint)
        }
    }

    /// `font-file`: the names of the font files the frames used (the typeface's regular and
    /// bold faces when no text was drawn), sorted by path; `font-sha256`: the digest of those
    /// files' bytes in the same order.
    static func fontFingerprint(_ resources: DrawingResources) throws -> [PNGTextChunk] {
        let used = resources.usedFontPaths
        let paths = used.isEmpty ? [resources.regularFont.path, resources.boldFont.path] : used
        let names = paths.map { path in path.split(separator: "/").last.map(String.init) ?? path }
        var bytes: [UInt8] = []
        for path in paths { bytes += try FileIO.readBytes(at: path) }
        return [
            PNGTextChunk(key: GoldenFingerprint.fontFileKey, value: names.joined(separator: ", ")),
            PNGTextChunk(key: GoldenFingerprint.fontHashKey, value: SHA256.hexDigest(bytes)),
        ]
    }
}
