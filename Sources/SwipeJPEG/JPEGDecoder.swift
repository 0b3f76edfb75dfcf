import CJPEG
import SwipePNG

/// Decodes JPEG files (the photos of an app's asset catalog are usually JPEGs) with
/// libjpeg-turbo: baseline and progressive, greyscale or YCbCr, to straight RGBA8 with alpha
/// 255, as `PNGDecoder` gives a PNG. CMYK JPEGs are refused with a message. The EXIF
/// orientation tag is not applied (pixels are drawn as stored).
public enum JPEGDecoder {
    /// Whether `bytes` start with JPEG's start-of-image marker (FF D8 FF).
    public static func isJPEG(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 3 && bytes[0] == 0xFF && bytes[1] == 0xD8 && bytes[2] == 0xFF
    }

    /// The width and height in pixels from the header, without decoding; nil if unreadable.
    public static func size(of bytes: [UInt8]) -> (width: Int, height: Int)? {
        var width: Int32 = 0, height: Int32 = 0
        let status = bytes.withUnsafeBufferPointer { cjpeg_read_size($0.baseAddress, $0.count, &width, &height) }
        return status == Int32(CJPEG_OK) ? (Int(width), Int(height)) : nil
    }

    /// The image in `bytes`; `source` names it in errors. Images wider or taller than
    /// `PNGLimits.maximumInputDimension` are refused before any pixel memory is allocated.
    public static func decode(_ bytes: [UInt8], source: String) throws -> PNGImage {
        var pixels: UnsafeMutablePointer<UInt8>?
        var width: Int32 = 0, height: Int32 = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = bytes.withUnsafeBufferPointer { buffer in
            cjpeg_decode_rgba8(
                buffer.baseAddress, buffer.count, Int32(PNGLimits.maximumInputDimension), &pixels, &width, &height, &message,
                message.count)
        }
        guard status == Int32(CJPEG_OK), let pixels else {
            let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw JPEGError(source: source, message: text)
        }
        defer { cjpeg_free(pixels) }
        let count = Int(width) * Int(height) * 4
        return PNGImage(width: Int(width), height: Int(height), pixels: Array(UnsafeBufferPointer(start: pixels, count: count)))
    }
}

/// Why a JPEG could not be decoded.
public struct JPEGError: Error, CustomStringConvertible, Sendable {
    public let source: String
    public let message: String
    public var description: String { "\(source) is not a readable JPEG: \(message)" }
}
