/// An image in memory: premultiplied RGBA8, sRGB, row-major, `width * 4` bytes a row,
/// red first. Premultiplied means each colour byte is already multiplied by alpha / 255.
public struct Pixmap: Equatable, Sendable {
    /// The largest side accepted, in pixels.
    public static let maximumDimension = 16384

    public let width: Int
    public let height: Int
    /// `width * height * 4` premultiplied RGBA bytes.
    public internal(set) var bytes: [UInt8]

    /// A transparent pixmap. Throws for sides outside 1…16384.
    public init(width: Int, height: Int) throws {
        try Pixmap.validate(width: width, height: height)
        self.width = width
        self.height = height
        self.bytes = [UInt8](repeating: 0, count: width * height * 4)
    }

    /// A pixmap filled with `color` (premultiplied), written once — cheaper than a
    /// transparent pixmap cleared afterwards. Throws for sides outside 1…16384.
    public init(width: Int, height: Int, color: Color) throws {
        try Pixmap.validate(width: width, height: height)
        self.width = width
        self.height = height
        let value = color.premultiplied
        let count = width * height
        self.bytes = [UInt8](unsafeUninitializedCapacity: count * 4) { buffer, initialized in
            let raw = UnsafeMutableRawPointer(buffer.baseAddress!)
            raw.bindMemory(to: UInt32.self, capacity: count).initialize(repeating: value, count: count)
            initialized = count * 4
        }
    }

    /// Wraps premultiplied RGBA8 bytes (e.g. SwipePNG's `premultipliedPixels()`).
    public init(width: Int, height: Int, premultipliedBytes: [UInt8]) throws {
        try Pixmap.validate(width: width, height: height)
        guard premultipliedBytes.count == width * height * 4 else {
            throw RasterError(
                .invalidSize,
                "pixmap bytes: expected \(width * height * 4) (\(width)×\(height)×4), got \(premultipliedBytes.count)")
        }
        self.width = width
        self.height = height
        self.bytes = premultipliedBytes
    }

    /// Premultiplies straight RGBA8 bytes (e.g. a decoded PNG's `pixels`) with exact rounding.
    public init(width: Int, height: Int, straightBytes: [UInt8]) throws {
        try self.init(width: width, height: height, premultipliedBytes: straightBytes)
        var index = 0
        while index < bytes.count {
            let alpha = UInt32(bytes[index + 3])
            if alpha != 255 {
                for channel in 0..<3 {
                    bytes[index + channel] = UInt8(Blend.div255(UInt32(bytes[index + channel]) * alpha))
                }
            }
            index += 4
        }
    }

    static func validate(width: Int, height: Int) throws {
        guard width >= 1, height >= 1, width <= maximumDimension, height <= maximumDimension else {
            throw RasterError(
                .invalidSize,
                "pixmap size \(width)×\(height) is out of range: each side must be 1…\(maximumDimension) pixels")
        }
    }

    /// Fills every pixel with `color`.
    public mutating func clear(_ color: Color) {
        let value = color.premultiplied
        bytes.withUnsafeMutableBytes { raw in
            let words = raw.bindMemory(to: UInt32.self)
            words.update(repeating: value)
        }
    }

    /// The premultiplied pixel at (x, y), packed red in the low byte; nil outside the pixmap.
    public func pixel(x: Int, y: Int) -> UInt32? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let i = (y * width + x) * 4
        return UInt32(bytes[i]) | UInt32(bytes[i + 1]) << 8 | UInt32(bytes[i + 2]) << 16
            | UInt32(bytes[i + 3]) << 24
    }

    /// A copy of the sub-region with origin (x, y); throws unless it lies inside the pixmap.
    public func subPixmap(x: Int, y: Int, width w: Int, height h: Int) throws -> Pixmap {
        guard x >= 0, y >= 0, w >= 1, h >= 1, x <= width - w, y <= height - h else {
            throw RasterError(
                .invalidSize,
                "sub-region x: \(x), y: \(y), \(w)×\(h) does not lie inside the \(width)×\(height) pixmap")
        }
        var result = try Pixmap(width: w, height: h)
        for row in 0..<h {
            let source = ((y + row) * width + x) * 4
            result.bytes.replaceSubrange(row * w * 4..<(row + 1) * w * 4, with: bytes[source..<source + w * 4])
        }
        return result
    }

    /// Straight (unpremultiplied) RGBA8 bytes: c = round(c' · 255 / a), for PNG writers that
    /// want straight alpha.
    public func straightBytes() -> [UInt8] {
        var result = bytes
        var index = 0
        while index < result.count {
            let alpha = UInt32(result[index + 3])
            if alpha != 255 {
                for channel in 0..<3 {
                    result[index + channel] =
                        alpha == 0 ? 0 : UInt8(min(255, (UInt32(result[index + channel]) * 255 + alpha / 2) / alpha))
                }
            }
            index += 4
        }
        return result
    }
}
