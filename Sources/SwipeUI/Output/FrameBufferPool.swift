import SwipeBase
import SwipeRaster

/// Frames a renderer drew and its caller gave back (`FrameRenderer.recycle`), kept for the
/// next frames to draw into. A fresh frame-sized buffer costs its page faults (the kernel
/// zeroes and maps every page: about 9 ms for a 1170×2532 frame against about 1 ms to clear
/// a warm one); a reused one is cleared to the background by `FrameDrawing.draw(on:)`, so
/// its old pixels never show and the bytes do not depend on which buffer, or how many
/// threads, drew a frame. A buffer still shared with a caller is copied on first write
/// (arrays copy on write), so giving one back early is safe, only slower.
/// At most `capacity` buffers are kept (a renderer draws on a few workers at once). Renderers
/// may share one (`FrameRenderer.frameBuffers`: a golden check's renderers, one a golden).
package final class FrameBufferPool: @unchecked Sendable {
    static let capacity = 4
    private let lock = Lock()
    private var pixmaps: [Pixmap] = []

    package init() {}

    /// A buffer of `width` × `height` pixels with unspecified contents, or nil.
    func take(width: Int, height: Int) -> Pixmap? {
        lock.withLock {
            guard let index = pixmaps.lastIndex(where: { $0.width == width && $0.height == height }) else { return nil }
            return pixmaps.remove(at: index)
        }
    }

    func give(_ pixmap: consuming Pixmap) {
        let pixmap = pixmap
        lock.withLock {
            if pixmaps.count >= Self.capacity { pixmaps.removeFirst() }
            pixmaps.append(pixmap)
        }
    }
}
