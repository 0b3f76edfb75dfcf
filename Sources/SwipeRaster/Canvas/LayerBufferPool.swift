#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import SwipeBase

/// All-zero layer buffers left by finished canvases, kept for the next canvas of the same
/// size: a frame drawn with a layer then reuses warm memory instead of faulting in (and
/// having the kernel zero) a fresh frame-sized buffer. Only clean buffers enter the pool
/// (`endLayer` zeroes what it composited), so reuse never changes a pixel. At most
/// `capacity` buffers are kept; the rest are freed.
enum LayerBufferPool {
    static let capacity = 4
    private static let lock = Lock()
    nonisolated(unsafe) private static var buffers: [(count: Int, pointer: UnsafeMutablePointer<UInt32>)] = []

    /// A clean buffer of `count` pixels from the pool, or nil.
    static func take(count: Int) -> UnsafeMutablePointer<UInt32>? {
        lock.withLock {
            guard let index = buffers.lastIndex(where: { $0.count == count }) else { return nil }
            return buffers.remove(at: index).pointer
        }
    }

    /// Gives back a clean (all-zero) buffer of `count` pixels; frees it when the pool is full.
    static func give(_ pointer: UnsafeMutablePointer<UInt32>, count: Int) {
        let kept: Bool = lock.withLock {
            guard buffers.count < capacity else { return false }
            buffers.append((count, pointer))
            return true
        }
        if !kept { free(pointer) }
    }
}
