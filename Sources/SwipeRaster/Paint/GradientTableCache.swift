import SwipeBase

/// Gradient colour tables shared by every canvas and thread: a table depends only on the
/// stops, and a render draws the same gradients frame after frame on fresh canvases, so each
/// is built once (building one costs about a thousand colour mixes; a lookup, a hash of the
/// stops). The table is a pure function of its key, so reuse never changes a pixel. Holds at
/// most `capacity` tables (4 KiB each) and starts over when full.
enum GradientTableCache {
    static let capacity = 64
    private static let lock = Lock()
    nonisolated(unsafe) private static var tables: [[GradientStop]: [UInt32]] = [:]

    /// `gradient.table()`, built on the first request for its stops.
    static func table(for gradient: LinearGradient) -> [UInt32] { table(for: gradient.stops) }

    /// The colour table of `stops` (`LinearGradient.table(_:)`), built on the first request.
    static func table(for stops: [GradientStop]) -> [UInt32] {
        if let hit = lock.withLock({ tables[stops] }) { return hit }
        let table = LinearGradient.table(stops)
        lock.withLock {
            if tables.count >= capacity { tables.removeAll(keepingCapacity: true) }
            tables[stops] = table
        }
        return table
    }
}
