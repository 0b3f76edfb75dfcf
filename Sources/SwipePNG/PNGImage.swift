/// A decoded image: straight (not premultiplied) RGBA8, row-major, `width * 4` bytes a row.
public struct PNGImage: Equatable, Sendable {
    public var width: Int
    public var height: Int
    /// Straight-alpha RGBA8 samples, `width * height * 4` bytes.
    public var pixels: [UInt8]
    /// tEXt chunks in file order.
    public var textChunks: [PNGTextChunk]

    public init(width: Int, height: Int, pixels: [UInt8], textChunks: [PNGTextChunk] = []) {
        precondition(pixels.count == width * height * 4, "pixel count must be width × height × 4")
        self.width = width
        self.height = height
        self.pixels = pixels
        self.textChunks = textChunks
    }

    /// The value of the first tEXt chunk with this key.
    public func text(forKey key: String) -> String? {
        textChunks.first { $0.key == key }?.value
    }

    /// The same pixels premultiplied by alpha: c' = round(c × a / 255), computed exactly as
    /// `t = c·a + 128; (t + (t >> 8)) >> 8`.
    public func premultipliedPixels() -> [UInt8] {
        var result = pixels
        result.withUnsafeMutableBufferPointer { buffer in
            var index = 0
            while index < buffer.count {
                let alpha = UInt32(buffer[index + 3])
                if alpha != 255 {
                    for channel in 0..<3 {
                        let t = UInt32(buffer[index + channel]) * alpha + 128
                        buffer[index + channel] = UInt8((t + (t >> 8)) >> 8)
                    }
                }
                index += 4
            }
        }
        return result
    }
}

/// One tEXt chunk: a Latin-1 keyword of 1–79 characters and its text.
public struct PNGTextChunk: Equatable, Sendable {
    public var key: String
    public var value: String
    public init(key: String, value: String) {
        self.key = key
        self.value = value
    }
}

/// The limits of docs/limits.md that apply to PNG files.
public enum PNGLimits {
    /// Largest width or height of a PNG this tool will decode, in pixels.
    public static let maximumInputDimension = 16_384
    /// Largest width or height of an image compared whole (`diff` inputs, golden frames): the
    /// canvas limit, so two images, a diff image and its encoding stay under 1 GB together
    /// (two 16384 px images alone would take 2 GiB).
    public static let maximumComparedDimension = 8_192
    /// Largest PNG file this tool will read, in bytes (64 MiB).
    public static let maximumFileBytes = 64 << 20
}
