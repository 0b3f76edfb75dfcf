import SwipeRaster

/// A small deterministic animation for the encoder tests: a vertical gradient background, a
/// square that moves, stops (identical frames) and moves again, and a half-transparent band
/// that appears — odd sides on purpose (video pads them).
enum SyntheticFrames {
    static let width = 41, height = 31

    /// The square's x position per frame; repeats are identical frames.
    static let positions = [2, 5, 9, 9, 9, 14, 20, 20, 27, 27, 27, 27]

    static func frame(_ index: Int) throws -> Pixmap {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let offset = (y * width + x) * 4
                bytes[offset] = UInt8(200 - y * 4)
                bytes[offset + 1] = UInt8(40 + x * 3)
                bytes[offset + 2] = 180
                bytes[offset + 3] = 255
            }
        }
        let left = positions[index]
        for y in 8..<18 {
            for x in left..<min(width, left + 10) {
                let offset = (y * width + x) * 4
                bytes[offset] = 250
                bytes[offset + 1] = 250
                bytes[offset + 2] = 20
            }
        }
        if index >= 6 {
            // A half-transparent band (premultiplied: colour ≤ alpha), to check alpha survives.
            for y in 24..<28 {
                for x in 0..<width {
                    let offset = (y * width + x) * 4
                    bytes[offset] = 100
                    bytes[offset + 1] = 20
                    bytes[offset + 2] = 60
                    bytes[offset + 3] = 128
                }
            }
        }
        return try Pixmap(width: width, height: height, premultipliedBytes: bytes)
    }

    static func all() throws -> [Pixmap] { try positions.indices.map(frame) }
}
