import SwipeDeck
import SwipeGolden
import SwipePNG
import SwipeRaster
import SwipeUI
import SwipeBase

/// Renders a golden's `scene.json` with the deck simulation, for `swipesim verify` and
/// `assertGoldenFrames`. Each frame carries the renderer's part of the environment
/// fingerprint: the names of the font files the frames were drawn with and a SHA-256 of their
/// contents.
public struct DeckGoldenRenderer: GoldenRenderer {
    public let threads: Int
    /// Folders outside a scene's own that its image and font paths may name (`--asset-root`).
    public var assetRoots: [String]
    /// Called after each scene is rendered with each of its simulation's warnings (symbols
    /// drawn as a placeholder: `DeckSimulation.warnings`) and the scene's path.
    public var onWarning: (_ warning: String, _ scenePath: String) -> Void

    public init(
        threads: Int = 2, assetRoots: [String] = [],
        onWarning: @escaping (_ warning: String, _ scenePath: String) -> Void = { _, _ in }
    ) {
        self.threads = threads
        self.assetRoots = assetRoots
        self.onWarning = onWarning
    }

    public func render(sceneAt path: String, frames: [Int]) throws -> [RenderedFrame] {
        var rendered: [RenderedFrame] = []
        try render(sceneAt: path, frames: frames) { rendered.append($0) }
        return rendered
    }

    /// Draws `threads` frames at a time (fewer on a canvas too large for
    /// `FrameRenderer.frameMemoryBudget`) and hands each over before drawing the next batch.
    public func render(sceneAt path: String, frames: [Int], each body: (RenderedFrame) throws -> Void) throws {
        let scene = try SceneReader.read(fileAt: path, assetRoots: assetRoots)
        let resources = try DrawingResources(scene: scene)
        let renderer = try FrameRenderer(scene: scene, resources: resources)
        let count = renderer.frameCount
        if let bad = frames.first(where: { $0 < 0 || $0 >= count }) {
            throw SceneError(file: path, message: "golden.json asks for frame \(bad), but the scene has \(count) frames (0…\(count - 1))")
        }
        var fingerprint: [PNGTextChunk]?
        // As many frames at a time as the workers draw together (one on a huge canvas).
        let frameBytes = max(1, scene.canvas.pixelWidth * scene.canvas.pixelHeight * 4 * 3)
        let batch = max(1, min(threads, FrameRenderer.frameMemoryBudget / frameBytes))
        for start in stride(from: 0, to: frames.count, by: batch) {
            let drawn = try renderer.pixmaps(Array(frames[start..<min(frames.count, start + batch)]), threads: threads)
            // The fonts used are known once frames are drawn; every frame carries the same entries.
            if fingerprint == nil { fingerprint = try Self.fontFingerprint(resources) }
            for (frame, pixmap) in drawn {
                try body(
                    RenderedFrame(
                        index: frame.index, time: frame.time, width: pixmap.width, height: pixmap.height,
                        pixels: pixmap.bytes, alpha: .premultiplied, fingerprint: fingerprint ?? []))
            }
        }
        for warning in renderer.warnings { onWarning(warning, path) }
    }

    /// Simulates the scene here (on the main actor, as a deck must be) and records what the
    /// frames `frames` draw; they are then drawn on any threads, each into a frame buffer the
    /// renderer reuses. The font fingerprint is taken once the first of them is drawn (here),
    /// so every frame carries the same entries whatever the thread count.
    public func prepare(sceneAt path: String, frames: [Int]) throws -> PreparedFrames {
        let scene = try SceneReader.read(fileAt: path, assetRoots: assetRoots)
        let resources = try DrawingResources(scene: scene)
        let renderer = try FrameRenderer(scene: scene, resources: resources)
        let count = renderer.frameCount
        if let bad = frames.first(where: { $0 < 0 || $0 >= count }) {
            throw SceneError(file: path, message: "golden.json asks for frame \(bad), but the scene has \(count) frames (0…\(count - 1))")
        }
        let wanted = Set(frames)
        var byIndex: [Int: SimulatedFrame] = [:]
        for frame in try renderer.simulate(recording: { wanted.contains($0) }) where wanted.contains(frame.index) {
            byIndex[frame.index] = frame
        }
        let simulated = try frames.map { index in
            guard let frame = byIndex[index] else {
                throw SceneError(file: path, message: "the simulation gave no frame \(index)")
            }
            return frame
        }
        for warning in renderer.warnings { onWarning(warning, path) }
        func draw(_ frame: SimulatedFrame, fingerprint: [PNGTextChunk]) throws -> RenderedFrame {
            let pixmap = try renderer.draw(frame)
            return RenderedFrame(
                index: frame.index, time: frame.time, width: pixmap.width, height: pixmap.height,
                pixels: pixmap.bytes, alpha: .premultiplied, fingerprint: fingerprint)
        }
        guard let first = simulated.first else { return PreparedFrames([]) }
        var firstFrame: RenderedFrame? = try draw(first, fingerprint: [])
        let fingerprint = try Self.fontFingerprint(resources)
        firstFrame?.fingerprint = fingerprint
        let drawnFirst = firstFrame!
        firstFrame = nil
        return PreparedFrames(count: simulated.count) { k in
            k == 0 ? drawnFirst : try draw(simulated[k], fingerprint: fingerprint)
        }
    }

    /// Simulates the scene (no drawing) and returns every frame's cards as `motion.json` stores
    /// them: transforms and sizes in points, opacity, z-order and the animated values.
    public func motion(sceneAt path: String) throws -> MotionRecording? {
        let scene = try SceneReader.read(fileAt: path, assetRoots: assetRoots)
        let frames = try DeckSimulation(scene: scene).run()
        return MotionRecording(
            fps: scene.fps,
            frames: frames.map { frame in
                FrameMotion(index: frame.index, cards: frame.cards.map(Self.cardMotion))
            })
    }

    static func cardMotion(_ card: CardPlacement) -> CardMotion {
        let t = card.transform
        return CardMotion(
            id: card.id, zOrder: card.zOrder, opacity: card.opacity, transform: [t.a, t.b, t.c, t.d, t.tx, t.ty],
            width: card.width, height: card.height,
            values: card.values.map { name, value in
                switch value {
                case .scalar(let number): return AnimatedValue(name: name, components: [number])
                case .vector(let point): return AnimatedValue(name: name, components: [point.x, point.y])
                }
            })
    }

    /// `font-file`: the names of the font files the frames used (the typeface's regular and
    /// bold faces when no text was drawn), sorted by path; `font-sha256`: the digest of those
    /// files' bytes in the same order.
    package static func fontFingerprint(_ resources: DrawingResources) throws -> [PNGTextChunk] {
        let used = resources.usedFontPaths
        let paths = used.isEmpty ? [resources.regularFont.path, resources.boldFont.path] : used
        let names = paths.map { path in path.split(separator: "/").last.map(String.init) ?? path }
        var bytes: [UInt8] = []
        for path in paths { bytes += try FileIO.readBytes(at: path, maximumBytes: SceneLimits.maximumFontBytes, what: "font") }
        return [
            PNGTextChunk(key: GoldenFingerprint.fontFileKey, value: names.joined(separator: ", ")),
            PNGTextChunk(key: GoldenFingerprint.fontHashKey, value: SHA256.hexDigest(bytes)),
        ]
    }
}
