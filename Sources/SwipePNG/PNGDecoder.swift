import CPNG
import SwipeBase

/// Decodes PNG bytes of any valid kind to straight RGBA8 through libpng's transforms.
public enum PNGDecoder {
    /// Decodes `data`; `source` names it in errors (a file path, or "memory").
    /// Images over `maximumDimension` pixels a side are refused before pixels are allocated.
    public static func decode(
        _ data: [UInt8], source: String = "memory",
        maximumDimension: Int = PNGLimits.maximumInputDimension
    ) throws -> PNGImage {
        var message = [CChar](repeating: 0, count: 512)
        var decoded = cpng_decoded()
        // Fast path: decode straight into the array's storage (no 4-bytes-a-pixel copy).
        var headerWidth: UInt32 = 0, headerHeight: UInt32 = 0
        let sized = data.withUnsafeBufferPointer { cpng_read_size($0.baseAddress, $0.count, &headerWidth, &headerHeight) }
        if sized == Int32(CPNG_OK), headerWidth > 0, headerHeight > 0, Int(headerWidth) <= maximumDimension, Int(headerHeight) <= maximumDimension {
            let count = Int(headerWidth) * Int(headerHeight) * 4
            if let image = decodeRGBA8(data, width: Int(headerWidth), height: Int(headerHeight), maximumDimension: maximumDimension) {
                return image
            }
            var status = Int32(CPNG_OK)
            let pixels = ImageMemory.bytes(count: count) { buffer in
                status = data.withUnsafeBufferPointer { input in
                    cpng_decode_rgba_into(
                        input.baseAddress, input.count, UInt32(clamping: maximumDimension),
                        buffer.baseAddress, count, &decoded, &message, message.count)
                }
                return status == Int32(CPNG_OK) ? count : 0
            }
            if status == Int32(CPNG_OK) {
                defer { cpng_free(decoded.text) }
                return PNGImage(width: Int(headerWidth), height: Int(headerHeight), pixels: pixels, textChunks: textChunks(decoded))
            }
            decoded = cpng_decoded()
            message = [CChar](repeating: 0, count: 512)
        }
        let status = data.withUnsafeBufferPointer { buffer in
            cpng_decode_rgba(
                buffer.baseAddress, buffer.count, UInt32(clamping: maximumDimension),
                &decoded, &message, message.count)
        }
        guard status == Int32(CPNG_OK), let pixelPointer = decoded.pixels else {
            let text = String(cString: message)
            switch status {
            case Int32(CPNG_ERROR_NOT_PNG):
                throw PNGError(.notPNG, data.isEmpty ? "the file is empty (0 bytes)" : text, source: source)
            case Int32(CPNG_ERROR_TOO_LARGE):
                throw PNGError(.tooLarge, text, source: source)
            case Int32(CPNG_ERROR_OUT_OF_MEMORY):
                throw PNGError(.outOfMemory, text, source: source)
            default:
                throw PNGError(.corrupt, text.isEmpty ? "libpng reported an error" : text, source: source)
            }
        }
        defer {
            cpng_free(decoded.pixels)
            cpng_free(decoded.text)
        }
        let width = Int(decoded.width), height = Int(decoded.height)
        let pixels = Array(UnsafeBufferPointer(start: pixelPointer, count: width * height * 4))
        let chunks = textChunks(decoded)
        return PNGImage(width: width, height: height, pixels: pixels, textChunks: chunks)
    }

    /// The width and height in the header of PNG `data` (IHDR CRC checked), without decoding
    /// pixels; nil when the data is not a readable PNG header.
    public static func size(of data: [UInt8]) -> (width: Int, height: Int)? {
        var width: UInt32 = 0, height: UInt32 = 0
        let status = data.withUnsafeBufferPointer { cpng_read_size($0.baseAddress, $0.count, &width, &height) }
        guard status == Int32(CPNG_OK) else { return nil }
        return (Int(width), Int(height))
    }

    /// 8-bit RGBA without interlacing (what swipesim writes) inflated by ISA-L, when this build
    /// has it: the scanlines are inflated into the array's storage (height bytes of spare
    /// capacity hold the filter bytes) and unfiltered in place. nil when the C side declines
    /// (another kind of PNG, anything unusual or damaged): libpng then decodes or reports it.
    private static func decodeRGBA8(_ data: [UInt8], width: Int, height: Int, maximumDimension: Int) -> PNGImage? {
        // IHDR's bit depth, colour type and interlace method sit at bytes 24, 25 and 28.
        guard PNGDeflater.isal.isAvailable, data.count > 28, data[24] == 8, data[25] == 6, data[28] == 0 else { return nil }
        let count = width * height * 4, scanlines = height * (width * 4 + 1)
        var decoded = cpng_decoded()
        var status = Int32(CPNG_NOT_HANDLED)
        let pixels = ImageMemory.bytes(count: scanlines) { buffer in
            status = data.withUnsafeBufferPointer { input in
                cpng_decode_rgba8_fast(
                    input.baseAddress, input.count, UInt32(clamping: maximumDimension),
                    buffer.baseAddress, scanlines, &decoded)
            }
            return status == Int32(CPNG_OK) ? count : 0
        }
        guard status == Int32(CPNG_OK) else { return nil }
        defer { cpng_free(decoded.text) }
        return PNGImage(width: width, height: height, pixels: pixels, textChunks: textChunks(decoded))
    }

    /// Reads and decodes the PNG file at `path`. With `confined`, the file is read from inside
    /// the folder holding it (`ConfinedFile.readBytes(atPath:)`): a golden frame that is a link
    /// out of its folder is refused without being opened.
    public static func decode(
        fileAt path: String, maximumDimension: Int = PNGLimits.maximumInputDimension,
        confined: Bool = false
    ) throws -> PNGImage {
        let bytes =
            confined
            ? try ConfinedFile.readBytes(atPath: path, maximumBytes: PNGLimits.maximumFileBytes, what: "PNG file")
            : try FileIO.readBytes(at: path, maximumBytes: PNGLimits.maximumFileBytes, what: "PNG file")
        return try decode(bytes, source: FileIO.quoted(path), maximumDimension: maximumDimension)
    }

    /// The tEXt pairs the C decoder packed as "key\0value\0…".
    static func textChunks(_ decoded: cpng_decoded) -> [PNGTextChunk] {
        var chunks: [PNGTextChunk] = []
        if let text = decoded.text, decoded.text_count > 0 {
            var strings: [String] = []
            var offset = 0
            while offset < decoded.text_size {
                let string = String(cString: text + offset)
                strings.append(string)
                offset += string.utf8.count + 1
            }
            for pair in stride(from: 0, to: strings.count - 1, by: 2) {
                chunks.append(PNGTextChunk(key: strings[pair], value: strings[pair + 1]))
            }
        }
        return chunks
    }

    /// The version of libpng in use, e.g. "1.6.39".
    public static var libpngVersion: String { String(cString: cpng_libpng_version()) }
}
