import SwipeShare

extension FrameRenderer {
    /// Draws the frames `indices` (sorted, without repeats) on `threads` workers in one
    /// simulation pass and feeds every encoder (SwipeShare's `APNGEncoder`, `GIFEncoder`,
    /// `VideoEncoder`) each frame in ascending order, a few drawn ahead at most; then finishes
    /// them, the last frame showing for one more gap like the one before it
    /// (`animationEndIndex`). On failure every encoder is cancelled (no file appears).
    /// `FolderRender.animations` does the same while writing frames.
    ///
    ///     let clock = try PlaybackClock(fps: renderer.header.fps)
    ///     let apng = try APNGEncoder(path: "swipe.png", clock: clock, plays: 0)
    ///     try renderer.encode(Array(0..<renderer.frameCount), to: [apng])
    @discardableResult
    public func encode(
        _ indices: [Int], to encoders: [AnimationEncoder], threads: Int = 2,
        progress: (Int, Int) -> Void = { _, _ in }
    ) throws -> [AnimationSummary] {
        do {
            var done = 0
            try renderFramesInOrder(indices, threads: threads, window: max(2, threads * 2)) { frame, pixmap in
                for encoder in encoders { try encoder.add(pixmap, frameIndex: frame.index) }
                done += 1
                progress(done, indices.count)
            }
            let end = Self.animationEndIndex(indices)
            return try encoders.map { try $0.finish(endIndex: end) }
        } catch {
            encoders.forEach { $0.cancel() }
            throw error
        }
    }

    /// Where the last of `indices` (sorted) stops showing: one more gap like the one before it,
    /// or one frame when there is only one.
    public static func animationEndIndex(_ indices: [Int]) -> Int {
        guard let last = indices.last else { return 0 }
        return indices.count >= 2 ? last + (last - indices[indices.count - 2]) : last + 1
    }
}
