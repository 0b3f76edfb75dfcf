import SwipeBase

/// A shape's blurred coverage in its local space, at `scale` mask pixels per local unit.
/// Mask pixel (i, j) covers local [origin.x + i/scale, …) × [origin.y + j/scale, …).
final class ShadowMask: @unchecked Sendable {
    let width: Int
    let height: Int
    let bytes: [UInt8]
    let origin: Point
    let scale: Double
    /// A rectangle of mask pixels [x0, x1) × [y0, y1) that are all 255 (possibly empty): where
    /// a bilinear sample reads only these, the result is exactly full and need not be sampled.
    let solid: (x0: Int, y0: Int, x1: Int, y1: Int)
    /// How many rows or columns at each side of the mask are all 0 (the least over the four
    /// sides, at most 64): samples that near the edge are exactly 0.
    let emptyBorder: Int
    /// The mask with a one-pixel border of zeros, `(width + 2) × (height + 2)`, so bilinear
    /// taps just outside the mask need no bounds test.
    let padded: UnsafeMutablePointer<UInt8>

    init(width: Int, height: Int, bytes: [UInt8], origin: Point, scale: Double) {
        self.width = width
        self.height = height
        self.bytes = bytes
        self.origin = origin
        self.scale = scale
        self.solid = ShadowMask.findSolidRect(bytes, width: width, height: height)
        self.emptyBorder = ShadowMask.findEmptyBorder(bytes, width: width, height: height)
        let stride = width + 2
        padded = .allocate(capacity: stride * (height + 2))
        padded.initialize(repeating: 0, count: stride * (height + 2))
        for y in 0..<height {
            for x in 0..<width { padded[(y + 1) * stride + x + 1] = bytes[y * width + x] }
        }
    }

    deinit { padded.deallocate() }

    static func findEmptyBorder(_ bytes: [UInt8], width: Int, height: Int) -> Int {
        func rowEmpty(_ y: Int) -> Bool { (0..<width).allSatisfy { bytes[y * width + $0] == 0 } }
        func columnEmpty(_ x: Int) -> Bool { (0..<height).allSatisfy { bytes[$0 * width + x] == 0 } }
        var border = 0
        while border < 64 && 2 * border + 2 <= min(width, height)
            && rowEmpty(border) && rowEmpty(height - 1 - border)
            && columnEmpty(border) && columnEmpty(width - 1 - border)
        {
            border += 1
        }
        return border
    }

    /// The run of 255s through the centre of the middle row, grown up and down while every
    /// pixel of the run stays 255. Checked pixel by pixel, so it holds for any mask.
    static func findSolidRect(_ bytes: [UInt8], width: Int, height: Int) -> (x0: Int, y0: Int, x1: Int, y1: Int) {
        let cy = height / 2, cx = width / 2
        guard bytes[cy * width + cx] == 255 else { return (0, 0, 0, 0) }
        var x0 = cx, x1 = cx + 1
        while x0 > 0 && bytes[cy * width + x0 - 1] == 255 { x0 -= 1 }
        while x1 < width && bytes[cy * width + x1] == 255 { x1 += 1 }
        func rowIsSolid(_ y: Int) -> Bool {
            for x in x0..<x1 where bytes[y * width + x] != 255 { return false }
            return true
        }
        var y0 = cy, y1 = cy + 1
        while y0 > 0 && rowIsSolid(y0 - 1) { y0 -= 1 }
        while y1 < height && rowIsSolid(y1) { y1 += 1 }
        return (x0, y0, x1, y1)
    }
}

/// Blurred shadow masks kept across frames, shared by the threads that draw them.
///
/// A card's shadow is blurred once in the card's local space and reused while the card only
/// moves, turns or changes opacity. Masks are keyed by the path, σ and the mask resolution;
/// when more than `capacity` are held, the least recently used is dropped. Which masks are
/// cached never changes the output: a dropped mask is rebuilt identically.
public final class ShadowCache: @unchecked Sendable {
    struct Key: Hashable {
        var path: Path
        var sigma: Double
        var scale: Double
    }

    private let lock = Lock()
    private var masks: [Key: (mask: ShadowMask, lastUse: UInt64)] = [:]
    private var clock: UInt64 = 0
    public let capacity: Int

    public init(capacity: Int = 64) {
        self.capacity = max(1, capacity)
    }

    /// Masks currently held.
    public var count: Int { lock.withLock { masks.count } }

    func mask(_ key: Key, build: () -> ShadowMask) -> ShadowMask {
        let found: ShadowMask? = lock.withLock {
            clock += 1
            if let entry = masks[key] {
                masks[key] = (entry.mask, clock)
                return entry.mask
            }
            return nil
        }
        if let found { return found }
        let built = build()
        lock.withLock {
            clock += 1
            masks[key] = (built, clock)
            if masks.count > capacity {
                // Least recently used; ties cannot occur (the clock is strictly increasing).
                var oldestKey: Key?
                var oldest = UInt64.max
                for (k, v) in masks where v.lastUse < oldest {
                    oldest = v.lastUse
                    oldestKey = k
                }
                if let oldestKey { masks[oldestKey] = nil }
            }
        }
        return built
    }
}
