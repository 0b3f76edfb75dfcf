import Dispatch
import SwipeBase

/// Remembers the encoded bytes of the last few frames a render drew, by what they draw (`Key`),
/// so a frame that draws exactly what a recent frame drew (a deck at rest, a held pose) costs
/// neither drawing nor encoding: its file gets the same bytes.
///
/// Drawing is a pure function of the recorded drawing (`FrameDrawing`, with the scene's
/// fixed canvas and resources), so the reused bytes are the bytes the frame would have
/// produced: files and manifest do not change, at any thread count. Keys compare with `==`
/// (IEEE for numbers, so a NaN never matches and nothing is wrongly reused).
///
/// Workers run concurrently: when a worker asks for a drawing another worker is still
/// drawing, it waits for those bytes instead of drawing them again. At most `capacity` entries
/// are kept (the oldest is dropped first), so memory stays a few encoded frames.
public final class EncodedFrameMemo<Key: Equatable>: @unchecked Sendable {
    private final class Entry {
        let items: Key
        var bytes: [UInt8]?
        var failed = false
        let done = DispatchGroup()

        init(items: Key) {
            self.items = items
            done.enter()
        }
    }

    private let capacity: Int
    private var entries: [Entry] = []
    private let lock = Lock()
    /// Frames whose bytes came from the memo rather than from `make`.
    public private(set) var reusedCount = 0

    /// - Parameter capacity: entries kept; a render uses one more than its thread count, so
    ///   the frame just before any frame in flight is still remembered. 0 remembers nothing
    ///   (every frame is made).
    public init(capacity: Int) {
        self.capacity = max(0, capacity)
    }

    /// The bytes for a frame drawing `items`: remembered ones when a recent frame drew the
    /// same, else `make()`'s (remembered for the next frames). If `make` throws, the error
    /// propagates and waiting workers make their own bytes.
    public func bytes(for items: Key, make: () throws -> [UInt8]) throws -> [UInt8] {
        if capacity == 0 { return try make() }
        while true {
            let (entry, isNew) = lock.withLock { () -> (Entry, Bool) in
                if let found = entries.last(where: { !$0.failed && $0.items == items }) { return (found, false) }
                let entry = Entry(items: items)
                entries.append(entry)
                if entries.count > capacity { entries.removeFirst() }
                return (entry, true)
            }
            if isNew { return try produce(entry, make) }
            entry.done.wait()
            if let bytes = lock.withLock({ entry.bytes }) {
                lock.withLock { reusedCount += 1 }
                return bytes
            }
            // The worker drawing it failed: look again (and most likely draw it ourselves).
        }
    }

    private func produce(_ entry: Entry, _ make: () throws -> [UInt8]) throws -> [UInt8] {
        do {
            let bytes = try make()
            lock.withLock { entry.bytes = bytes }
            entry.done.leave()
            return bytes
        } catch {
            lock.withLock { entry.failed = true }
            entry.done.leave()
            throw error
        }
    }
}
