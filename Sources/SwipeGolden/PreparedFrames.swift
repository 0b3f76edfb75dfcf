/// Frames of a golden's scene ready to draw: `frame(k)` draws the k-th of the frames asked for
/// (any thread, several at once); each call gives the same frame whatever the order or thread.
public struct PreparedFrames: @unchecked Sendable {
    public let count: Int
    private let draw: (Int) throws -> RenderedFrame
    private let reuse: ([UInt8]) -> Void

    /// `draw` must be safe to call from several threads at once, and so must `recycle`, which
    /// is handed the pixels of a frame `draw` returned once its caller is done with them (for
    /// `draw` to draw a later frame into, instead of faulting in a fresh buffer: a 1170×2532
    /// frame is 11.9 MB). The pixels handed back may have been changed (unpremultiplied); a
    /// buffer drawn into again must be cleared first. The default `recycle` drops them.
    public init(
        count: Int, draw: @escaping (Int) throws -> RenderedFrame, recycle: @escaping ([UInt8]) -> Void = { _ in }
    ) {
        self.count = count
        self.draw = draw
        self.reuse = recycle
    }

    /// Frames already drawn.
    public init(_ frames: [RenderedFrame]) {
        self.init(count: frames.count) { frames[$0] }
    }

    /// The k-th frame asked for (0 ≤ k < count).
    public func frame(_ k: Int) throws -> RenderedFrame { try draw(k) }

    /// Gives back the pixels of a frame `frame(_:)` returned, once done with them (the verifier
    /// does so for each frame whose image no report keeps).
    public func recycle(_ pixels: [UInt8]) { reuse(pixels) }
}

/// A golden's scene as `GoldenRenderer.prepare(sceneAt:selecting:)` leaves it: the motion of
/// every frame and the chosen frames ready to draw, or why they could not be prepared (thrown
/// by `frames()`, so a caller can check the motion first, as with two separate calls).
public struct PreparedScene: @unchecked Sendable {
    /// What `motion.json` stores, or nil when the renderer has no motion data.
    public let motion: MotionRecording?
    private let prepared: Result<PreparedFrames, Error>

    /// Runs `frames` now and keeps its result or its error.
    public init(motion: MotionRecording?, frames: () throws -> PreparedFrames) {
        self.motion = motion
        prepared = Result { try frames() }
    }

    /// The frames ready to draw, or the error preparing them threw.
    public func frames() throws -> PreparedFrames { try prepared.get() }
}
