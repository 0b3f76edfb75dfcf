import CPNG
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Encodes RGBA8 pixmaps to PNG bytes through libpng.
///
/// Output is deterministic for a given libpng and deflater (`PNGDeflater`): no tIME chunk,
/// fixed settings, and tEXt chunks only as the caller gives them.
public enum PNGEncoder {
    /// Encodes premultiplied RGBA8 (the rasterizer's format) to a straight-alpha PNG. Each
    /// colour is unpremultiplied with exact rounding: c = round(c' × 255 / a).
    public static func encode(
        premultipliedRGBA pixels: UnsafeBufferPointer<UInt8>, width: Int, height: Int,
        options: PNGEncodingOptions = PNGEncodingOptions()
    ) throws -> [UInt8] {
        try encode(pixels, width: width, height: height, premultiplied: true, options: options)
    }

    public static func encode(
        premultipliedRGBA pixels: [UInt8], width: Int, height: Int,
        options: PNGEncodingOptions = PNGEncodingOptions()
    ) throws -> [UInt8] {
        try pixels.withUnsafeBufferPointer {
            try encode($0, width: width, height: height, premultiplied: true, options: options)
        }
    }

    /// Encodes an image whose pixels are already straight RGBA8.
    public static func encode(_ image: PNGImage, options: PNGEncodingOptions = PNGEncodingOptions()) throws -> [UInt8] {
        try image.pixels.withUnsafeBufferPointer {
            try encode($0, width: image.width, height: image.height, premultiplied: false, options: options)
        }
    }

    static func encode(
        _ pixels: UnsafeBufferPointer<UInt8>, width: Int, height: Int, premultiplied: Bool,
        options: PNGEncodingOptions
    ) throws -> [UInt8] {
        let source = "PNG encoder"
        guard width > 0, height > 0, width <= Int(Int32.max) / 4, height <= Int(Int32.max) else {
            throw PNGError(.invalidArgument, "image size \(width)×\(height) must be at least 1×1", source: source)
        }
        guard pixels.count == width * height * 4 else {
            throw PNGError(.invalidArgument, "expected \(width * height * 4) bytes for \(width)×\(height) RGBA8, got \(pixels.count)", source: source)
        }
        try validate(options.deflater, level: options.compressionLevel, filter: options.filter, source: source)
        for chunk in options.textChunks {
            guard (1...79).contains(chunk.key.utf8.count), chunk.key.utf8.allSatisfy({ $0 >= 32 && $0 < 127 }),
                !chunk.value.utf8.contains(0)
            else {
                throw PNGError(
                    .invalidArgument, "tEXt key '\(chunk.key)' must be 1–79 printable ASCII characters and its value must not contain NUL", source: source)
            }
        }
        let keys = options.textChunks.map { strdup($0.key) }
        let values = options.textChunks.map { strdup($0.value) }
        defer {
            keys.forEach { free($0) }
            values.forEach { free($0) }
        }
        var message = [CChar](repeating: 0, count: 512)
        var outData: UnsafeMutablePointer<UInt8>?
        var outSize = 0
        let status: Int32 = keys.map { UnsafePointer($0) }.withUnsafeBufferPointer { keyPointers in
            values.map { UnsafePointer($0) }.withUnsafeBufferPointer { valuePointers in
                var cOptions = cpng_encode_options(
                    compression_level: Int32(options.compressionLevel),
                    deflater: options.deflater.cValue,
                    filter: options.filter.cValue,
                    zlib_strategy: options.strategy.zlibValue,
                    write_srgb_chunk: options.writesSRGBChunk ? 1 : 0,
                    premultiplied: premultiplied ? 1 : 0,
                    text_count: Int32(options.textChunks.count),
                    text_keys: keyPointers.baseAddress,
                    text_values: valuePointers.baseAddress)
                return cpng_encode_rgba(
                    pixels.baseAddress, UInt32(width), UInt32(height), width * 4, &cOptions,
                    &outData, &outSize, &message, message.count)
            }
        }
        guard status == Int32(CPNG_OK), let outData else {
            throw PNGError(
                status == Int32(CPNG_ERROR_OUT_OF_MEMORY) ? .outOfMemory : .invalidArgument,
                String(cString: message), source: source)
        }
        defer { cpng_free(outData) }
        return Array(UnsafeBufferPointer(start: outData, count: outSize))
    }
}

extension PNGEncoder {
    /// A PNG's image data for premultiplied RGBA8 pixels: every row, as straight alpha behind
    /// filter byte 0 (None), compressed into one zlib stream by `options`' deflater and level —
    /// the bytes a PNG's IDAT chunks (or an APNG frame's fdAT chunks) carry, split as the
    /// caller likes. The same pixels and options give the same bytes on every call and thread.
    /// `options.filter` must be `.none`; text and sRGB settings do not apply.
    public static func imageData(
        premultipliedRGBA pixels: UnsafeBufferPointer<UInt8>, width: Int, height: Int,
        options: PNGEncodingOptions = PNGEncodingOptions()
    ) throws -> [UInt8] {
        let source = "PNG image data"
        guard width > 0, height > 0, width <= Int(Int32.max) / 4, height <= Int(Int32.max), pixels.count == width * height * 4 else {
            throw PNGError(.invalidArgument, "expected \(width)×\(height) RGBA8 pixels (at least 1×1), got \(pixels.count) bytes", source: source)
        }
        try validate(options.deflater, level: options.compressionLevel, filter: options.filter, source: source)
        guard options.filter == .none else {
            throw PNGError(.invalidArgument, "image data is written with row filter none only, not \(options.filter.rawValue)", source: source)
        }
        var message = [CChar](repeating: 0, count: 512)
        var outData: UnsafeMutablePointer<UInt8>?
        var outSize = 0
        let status = cpng_compress_image_data(
            pixels.baseAddress, UInt32(width), UInt32(height), width * 4, 1, options.deflater.cValue,
            Int32(options.compressionLevel), options.strategy.zlibValue, &outData, &outSize, &message, message.count)
        guard status == Int32(CPNG_OK), let outData else {
            throw PNGError(
                status == Int32(CPNG_ERROR_OUT_OF_MEMORY) ? .outOfMemory : .invalidArgument,
                String(cString: message), source: source)
        }
        defer { cpng_free(outData) }
        return Array(UnsafeBufferPointer(start: outData, count: outSize))
    }

    /// Refuses a deflater this build lacks, a level it does not take, and ISA-L with a row filter.
    static func validate(_ deflater: PNGDeflater, level: Int, filter: PNGRowFilter, source: String) throws {
        guard deflater.isAvailable else {
            throw PNGError(
                .invalidArgument, "this build has no ISA-L; install libisal-dev (scripts/bootstrap does) and rebuild, or use the zlib deflater", source: source)
        }
        guard deflater.levels.contains(level) else {
            throw PNGError(
                .invalidArgument,
                "compression level must be \(deflater.levels.lowerBound)…\(deflater.levels.upperBound) for \(deflater.rawValue), got \(level)", source: source)
        }
        guard deflater == .zlib || filter == .none else {
            throw PNGError(
                .invalidArgument, "ISA-L compresses rows with filter none only, not \(filter.rawValue); use the zlib deflater for row filters", source: source)
        }
    }
}

extension PNGRowFilter {
    var cValue: Int32 {
        switch self {
        case .none: return Int32(CPNG_FILTER_NONE)
        case .sub: return Int32(CPNG_FILTER_SUB)
        case .up: return Int32(CPNG_FILTER_UP)
        case .average: return Int32(CPNG_FILTER_AVERAGE)
        case .paeth: return Int32(CPNG_FILTER_PAETH)
        case .adaptive: return Int32(CPNG_FILTER_ADAPTIVE)
        }
    }
}
