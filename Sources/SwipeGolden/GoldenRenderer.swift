import SwipePNG

/// Renders a golden's scene. SwipeGolden knows nothing of scenes or decks: the deck simulation
/// (or a test's fake) is injected through this protocol.
public protocol GoldenRenderer {
    /// Renders the scene JSON at `path` and returns exactly the frames `frames`, in that order.
    /// Errors thrown here (a bad scene, a missing font) are reported as input errors.
    func render(sceneAt path: String, frames: [Int]) throws -> [RenderedFrame]

    /// Renders exactly the frames `frames`, in that order, handing each to `body` as soon as it
    /// is drawn and keeping none, so memory stays flat in the number of frames (the verifier
    /// uses this form). The default calls `render(sceneAt:frames:)`, which holds them all.
    func render(sceneAt path: String, frames: [Int], each body: (RenderedFrame) throws -> Void) throws

    /// The motion of every frame of the scene at `path` (what `motion.json` stores), or nil
    /// when this renderer has no motion data; then only images are checked.
    func motion(sceneAt path: String) throws -> MotionRecording?

    /// Does on the calling thread what must happen there (a SwipeUI deck is simulated on the
    /// main actor) and returns the frames `frames` to draw later, on any threads at once
    /// (`verify --threads`). The default renders them all here, in order.
    func prepare(sceneAt path: String, frames: [Int]) throws -> PreparedFrames

    /// `motion(sceneAt:)` and `prepare(sceneAt:frames:)` in one call, on the calling thread,
    /// for the frames `select` chooses given the scene's frame count (nil when this renderer
    /// has no motion data). The verifier calls this form, so a renderer that simulates a scene
    /// for both can do it once. Errors come in the order the two calls would give: the
    /// motion's, then `select`'s; an error preparing the frames is kept in the result
    /// (`PreparedScene.frames()`). The default calls `motion(sceneAt:)`, then `select`, then
    /// `prepare(sceneAt:frames:)`.
    func prepare(sceneAt path: String, selecting select: (_ frameCount: Int?) throws -> [Int]) throws -> PreparedScene
}

extension GoldenRenderer {
    public func motion(sceneAt path: String) throws -> MotionRecording? { nil }

    public func render(sceneAt path: String, frames: [Int], each body: (RenderedFrame) throws -> Void) throws {
        for frame in try render(sceneAt: path, frames: frames) { try body(frame) }
    }

    public func prepare(sceneAt path: String, frames: [Int]) throws -> PreparedFrames {
        PreparedFrames(try render(sceneAt: path, frames: frames))
    }

    public func prepare(sceneAt path: String, selecting select: (_ frameCount: Int?) throws -> [Int]) throws -> PreparedScene {
        let motion = try motion(sceneAt: path)
        let frames = try select(motion?.frames.count)
        return PreparedScene(motion: motion) { try prepare(sceneAt: path, frames: frames) }
    }
}

/// How the colour channels of a frame relate to its alpha.
public enum PixelAlpha: Sendable {
    /// c' = c × a / 255 (the rasterizer's format).
    case premultiplied
    /// Colour independent of alpha (PNG's format).
    case straight
}

/// One rendered frame as RGBA8, row-major, top row first, 4 bytes a pixel.
public struct RenderedFrame: Sendable {
    public var index: Int
    /// Seconds, when the renderer knows it (index / fps).
    public var time: Double?
    public var width: Int
    public var height: Int
    public var pixels: [UInt8]
    public var alpha: PixelAlpha
    /// The renderer's part of the environment fingerprint, e.g. `font-file` and `font-sha256`
    /// (keys from `GoldenFingerprint`); the verifier adds the swipesim and libpng versions.
    public var fingerprint: [PNGTextChunk]

    public init(
        index: Int, time: Double? = nil, width: Int, height: Int, pixels: [UInt8],
        alpha: PixelAlpha = .premultiplied, fingerprint: [PNGTextChunk] = []
    ) {
        self.index = index
        self.time = time
        self.width = width
        self.height = height
        self.pixels = pixels
        self.alpha = alpha
        self.fingerprint = fingerprint
    }

    /// The frame as a straight-alpha image, unpremultiplied exactly as `PNGEncoder` does
    /// (c = ⌊(c' × 255 + ⌊a / 2⌋) / a⌋, capped at 255; a = 0 gives 0), so the pixels compared
    /// are the pixels a recorded golden will hold.
    public func straightImage() throws -> PNGImage {
        var frame = self
        return try frame.takeStraightImage()
    }

    /// `straightImage()` made from this frame's own pixels, which it takes (leaving `pixels`
    /// empty): when nothing else holds them they are unpremultiplied where they are, without
    /// copying the frame.
    mutating func takeStraightImage() throws -> PNGImage {
        let (count, overflow) = width.multipliedReportingOverflow(by: height)
        guard width > 0, height > 0, !overflow, count <= Int.max / 4, pixels.count == count * 4 else {
            throw GoldenError.renderingFailed(
                scene: "frame \(index)",
                message: "the renderer returned \(pixels.count) bytes for a \(width)×\(height) frame (expected width × height × 4)")
        }
        var straight = pixels
        pixels = []
        guard alpha == .premultiplied else {
            return PNGImage(width: width, height: height, pixels: straight)
        }
        straight.withUnsafeMutableBufferPointer { buffer in
            var i = 0
            while i < buffer.count {
                let a = UInt32(buffer[i + 3])
                if a == 0 {
                    buffer[i] = 0
                    buffer[i + 1] = 0
                    buffer[i + 2] = 0
                } else if a != 255 {
                    for c in 0..<3 {
                        let value = (UInt32(buffer[i + c]) * 255 + a / 2) / a
                        buffer[i + c] = UInt8(min(value, 255))
                    }
                }
                i += 4
            }
        }
        return PNGImage(width: width, height: height, pixels: straight)
    }
}
