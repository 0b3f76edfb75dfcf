import SwipeRaster

/// Something that turns rendered frames into one shareable animation file.
///
/// Frames arrive in playback order with their source frame index (n in t = n / fps); each
/// shows until the next one's time, the last until `finish(endIndex:)`. Nothing is written
/// at the destination until `finish` succeeds; `cancel` removes whatever was staged.
public protocol AnimationEncoder: AnyObject {
    /// The format's name for messages, e.g. "APNG".
    var formatName: String { get }
    func add(_ pixmap: Pixmap, frameIndex: Int) throws
    /// Completes the file; `endIndex` is the source index at which the last frame stops showing.
    func finish(endIndex: Int) throws -> AnimationSummary
    func cancel()
}

/// What an encoder wrote.
public struct AnimationSummary: Equatable, Sendable {
    public var path: String
    /// Frames stored in the file, after merging identical ones.
    public var storedFrames: Int
    public var bytes: Int
}
