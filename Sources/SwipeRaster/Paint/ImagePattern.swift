import SwipeBase

/// An image to paint with, plus its halved copies (built on demand, shared by threads).
///
/// When an image is drawn shrunk by more than 2×, bilinear sampling alone would skip pixels
/// and shimmer, so sampling uses the copy halved k times (2×2 box average, exactly rounded)
/// that leaves a shrink of at most 2×.
public final class ImagePattern: @unchecked Sendable {
    public let pixmap: Pixmap
    private var levels: [Pixmap] = []
    private var opaque: Bool?
    private let lock = Lock()

    public init(_ pixmap: Pixmap) {
        self.pixmap = pixmap
    }

    /// Whether every pixel has alpha 255, worked out once. Then every sample is opaque too: a
    /// bilinear sample weighs opaque pixels with weights summing to 256 (`ImageShader.lerp`:
    /// (255·(256 − f) + 255·f + 128) >> 8 = 255), a halved copy averages four of them
    /// ((4·255 + 2) >> 2 = 255), and edge pixels are repeated outside the image.
    public var isOpaque: Bool {
        lock.withLock {
            if let opaque { return opaque }
            var all = true
            pixmap.bytes.withUnsafeBufferPointer { bytes in
                var i = 3
                while i < bytes.count {
                    if bytes[i] != 255 { all = false; return }
                    i += 4
                }
            }
            opaque = all
            return all
        }
    }

    /// The image halved `level` times (level 0 is the image itself).
    func level(_ level: Int) -> Pixmap {
        if level <= 0 { return pixmap }
        return lock.withLock {
            if levels.isEmpty { levels.append(pixmap) }
            while levels.count <= level {
                levels.append(ImagePattern.halve(levels[levels.count - 1]))
            }
            return levels[level]
        }
    }

    /// Each output pixel averages a 2×2 block (edge pixels repeated for odd sizes), rounded.
    static func halve(_ p: Pixmap) -> Pixmap {
        let w = max(1, (p.width + 1) / 2), h = max(1, (p.height + 1) / 2)
        var bytes = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0..<h {
            let y0 = min(2 * y, p.height - 1), y1 = min(2 * y + 1, p.height - 1)
            for x in 0..<w {
                let x0 = min(2 * x, p.width - 1), x1 = min(2 * x + 1, p.width - 1)
                for ch in 0..<4 {
                    let sum =
                        Int(p.bytes[(y0 * p.width + x0) * 4 + ch]) + Int(p.bytes[(y0 * p.width + x1) * 4 + ch])
                        + Int(p.bytes[(y1 * p.width + x0) * 4 + ch]) + Int(p.bytes[(y1 * p.width + x1) * 4 + ch])
                    bytes[(y * w + x) * 4 + ch] = UInt8((sum + 2) >> 2)
                }
            }
        }
        // Sizes are ≥ 1 and bytes match, so this cannot fail.
        return (try? Pixmap(width: w, height: h, premultipliedBytes: bytes)) ?? p
    }
}
