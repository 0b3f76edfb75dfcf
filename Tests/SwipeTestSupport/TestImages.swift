/// Deterministic test images, built from `SplitMix64` noise and exact geometry.
public enum TestImages {
    /// Straight RGBA8 noise, every byte random (alpha included).
    public static func noise(width: Int, height: Int, seed: UInt64) -> [UInt8] {
        var generator = SplitMix64(seed: seed)
        return (0..<(width * height * 4)).map { _ in generator.byte() }
    }

    /// Premultiplied RGBA8 noise: random alpha, colours no larger than alpha.
    public static func premultipliedNoise(width: Int, height: Int, seed: UInt64) -> [UInt8] {
        var generator = SplitMix64(seed: seed)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for index in stride(from: 0, to: pixels.count, by: 4) {
            let alpha = generator.byte()
            pixels[index + 3] = alpha
            for channel in 0..<3 {
                pixels[index + channel] = alpha == 0 ? 0 : UInt8(UInt64(generator.byte()) % (UInt64(alpha) + 1))
            }
        }
        return pixels
    }

    /// An opaque, frame-like image: a vertical gradient, a flat rounded "card" and a noisy
    /// "photo" band, so PNG settings are measured on content like real frames.
    public static func cardFrame(width: Int, height: Int, seed: UInt64 = 7) -> [UInt8] {
        var generator = SplitMix64(seed: seed)
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        let cardLeft = width / 12, cardRight = width - width / 12
        let cardTop = height / 6, cardBottom = height * 5 / 6
        let photoBottom = cardTop + (cardBottom - cardTop) * 2 / 3
        for y in 0..<height {
            for x in 0..<width {
                let index = (y * width + x) * 4
                var red = UInt8(88 + (167 * y) / height), green = UInt8(86 - (41 * y) / height), blue = UInt8(214 - (129 * y) / height)
                if x >= cardLeft, x < cardRight, y >= cardTop, y < cardBottom {
                    if y < photoBottom {
                        let sky = UInt8(min(255, 120 + (y - cardTop) * 100 / max(1, photoBottom - cardTop)))
                        let grain = generator.byte() & 7
                        red = sky &- grain; green = sky &- 20 &+ grain; blue = 230 &- grain
                    } else {
                        red = 242; green = 242; blue = 247
                    }
                }
                pixels[index] = red
                pixels[index + 1] = green
                pixels[index + 2] = blue
            }
        }
        return pixels
    }
}

/// CRC-32 as PNG chunks use it (ISO 3309, polynomial 0xEDB88320), for crafting test files.
public enum CRC32 {
    public static func checksum<S: Sequence>(_ bytes: S) -> UInt32 where S.Element == UInt8 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 {
                crc = (crc & 1) != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1
            }
        }
        return crc ^ 0xFFFF_FFFF
    }
}
