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
    /// Frame buffers shared by the renderers of every golden this checks (`prepare`).
    private let frameBuffers = FrameBufferPool()
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
    /// frames `frames` draw; they are then drawn on any threads (`prepare(sceneAt:selecting:)`).
    public func prepare(sceneAt path: String, frames: [Int]) throws -> PreparedFrames {
        try prepare(sceneAt: path, selecting: { _ in frames }).frames()
    }

    /// Simulates the scene once, here (on the main actor, as a deck must be: its views' code
    /// is `@MainActor`, and two simulations at once would share what it touches), for both
    /// the motion of every frame and what the frames `select` chooses draw. The frames are
    /// then drawn on any threads, each into a frame buffer that the goldens' renderers share
    /// and the verifier gives back (`PreparedFrames.recycle`). Every frame carries the same
    /// font fingerprint, taken before any is drawn: the fonts the chrome sets its text in,
    /// which are the same on every frame (`SystemChrome.textFont`).
    public func prepare(sceneAt path: String, selecting select: (_ frameCount: Int?) throws -> [Int]) throws -> PreparedScene {
        let scene = try SceneReader.read(fileAt: path, assetRoots: assetRoots)
        // The simulation first, as `motion(sceneAt:)` makes it: a scene's errors come in the same order.
        let deck = try DeckSimulation(scene: scene)
        let resources = try DrawingResources(scene: scene)
        var renderer = try FrameRenderer(deck: deck, resources: resources)
        renderer.frameBuffers = frameBuffers
        // Asked before the simulation (it records only these frames); its error is thrown after.
        let selection = Result { try select(renderer.frameCount) }
        let wanted = Set((try? selection.get()) ?? [])
        let simulated = try renderer.simulate(recording: { wanted.contains($0) })
        for warning in renderer.warnings { onWarning(warning, path) }
        let motion = MotionRecording(
            fps: scene.fps,
            frames: simulated.map { frame in FrameMotion(index: frame.index, cards: frame.cards.map(Self.cardMotion)) })
        let frames = try selection.get()
        return PreparedScene(motion: motion) {
            try Self.prepared(frames, of: simulated, renderer: renderer, chrome: SystemChrome(scene: scene), resources: resources, path: path)
        }
    }

    /// The frames `frames` of `simulated` (each recorded), ready to draw with `renderer`.
    private static func prepared(
        _ frames: [Int], of simulated: [SimulatedFrame], renderer: FrameRenderer, chrome: SystemChrome,
        resources: DrawingResources, path: String
    ) throws -> PreparedFrames {
        let count = simulated.count
        let chosen = try frames.map { index in
            guard index >= 0, index < count else {
                throw SceneError(file: path, message: "golden.json asks for frame \(index), but the scene has \(count) frames (0…\(count - 1))")
            }
            return simulated[index]
        }
        guard !chosen.isEmpty else { return PreparedFrames([]) }
        _ = try chrome.textFont(resources: resources)
        let fingerprint = try fontFingerprint(resources)
        let width = renderer.header.pixelWidth, height = renderer.header.pixelHeight
        return PreparedFrames(
            count: chosen.count,
            draw: { k in
                let frame = chosen[k]
                let pixmap = try renderer.draw(frame)
                return RenderedFrame(
                    index: frame.index, time: frame.time, width: pixmap.width, height: pixmap.height,
                    pixels: pixmap.bytes, alpha: .premultiplied, fingerprint: fingerprint)
            },
            recycle: { pixels in
                if let pixmap = try? Pixmap(width: width, height: height, premultipliedBytes: pixels) { renderer.recycle(pixmap) }
            })
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
