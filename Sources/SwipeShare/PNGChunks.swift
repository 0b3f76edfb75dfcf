/// Reads the chunk list of a PNG that our own encoder wrote, to lift its IHDR and image data
/// into an animated PNG. Every chunk's length and CRC are checked.
struct PNGChunks {
    /// The 13-byte IHDR payload: width, height, bit depth, colour type, compression, filter, interlace.
    var header: [UInt8]
    /// The IDAT payloads concatenated: one zlib stream of filtered scanlines.
    var imageData: [UInt8]

    static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    init(png: [UInt8]) throws {
        guard png.count >= 8, Array(png[0..<8]) == PNGChunks.signature else {
            throw ShareError("the PNG encoder's output does not start with the PNG signature")
        }
        var header: [UInt8]?
        var imageData: [UInt8] = []
        var offset = 8
        while offset + 12 <= png.count {
            let length = Int(PNGChunks.readUInt32(png, offset))
            let type = String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let dataStart = offset + 8
            guard length <= png.count - dataStart - 4 else {
                throw ShareError("PNG chunk \(type) at byte \(offset) runs past the end of the data")
            }
            let stored = PNGChunks.readUInt32(png, dataStart + length)
            guard CRC32.update(0, png[(offset + 4)..<(dataStart + length)]) == stored else {
                throw ShareError("PNG chunk \(type) at byte \(offset) has a bad CRC")
            }
            switch type {
            case "IHDR": header = Array(png[dataStart..<(dataStart + length)])
            case "IDAT": imageData.append(contentsOf: png[dataStart..<(dataStart + length)])
            case "IEND": offset = png.count
            default: break
            }
            offset = min(png.count, dataStart + length + 4)
        }
        guard let header, header.count == 13, !imageData.isEmpty else {
            throw ShareError("the PNG encoder's output has no IHDR or no IDAT chunk")
        }
        self.header = header
        self.imageData = imageData
    }

    static func readUInt32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }
}

/// Appends PNG chunks (length, type, data, CRC) to a byte buffer.
struct PNGChunkBuffer {
    private(set) var bytes: [UInt8] = PNGChunks.signature

    mutating func append(_ type: String, _ data: [UInt8]) {
        precondition(type.utf8.count == 4 && data.count <= Int(Int32.max))
        bytes.appendBigEndian(UInt32(data.count))
        let start = bytes.count
        bytes.append(contentsOf: type.utf8)
        bytes.append(contentsOf: data)
        bytes.appendBigEndian(CRC32.update(0, bytes[start...]))
    }
}

extension Array where Element == UInt8 {
    /// Appends `value` big-endian, as PNG stores every integer.
    mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)])
    }

    mutating func appendBigEndian(_ value: UInt16) {
        append(contentsOf: [UInt8(value >> 8), UInt8(value & 0xFF)])
    }
}
