import CPNG
import SwipePNG
import XCTest

/// Decoding every kind of PNG to RGBA8: the test writes each with libpng itself (no committed
/// binaries), then checks the expanded pixels against values computed by hand.
final class PNGFormatDecodingTests: XCTestCase {
    func testPaletteWithTransparencyExpandsToRGBA() throws {
        let palette: [UInt8] = [255, 0, 0, 0, 255, 0, 0, 0, 255]
        let alphas: [UInt8] = [255, 128]  // entry 2 has no tRNS entry: opaque
        let indices: [UInt8] = [0, 1, 2, 1, 0, 2]
        let bytes = try writeRaw(
            width: 3, height: 2, bitDepth: 8, colorType: 3, rows: indices, rowBytes: 3,
            palette: palette, trnsAlpha: alphas)
        let image = try PNGDecoder.decode(bytes)
        XCTAssertEqual(Array(image.pixels[0..<12]), [255, 0, 0, 255, 0, 255, 0, 128, 0, 0, 255, 255])
        XCTAssertEqual(Array(image.pixels[12..<24]), [0, 255, 0, 128, 255, 0, 0, 255, 0, 0, 255, 255])
    }

    func testTwoBitPaletteUnpacks() throws {
        let palette: [UInt8] = [0, 0, 0, 10, 20, 30, 40, 50, 60, 70, 80, 90]
        // Four 2-bit pixels 0,1,2,3 packed into one byte: 00 01 10 11.
        let bytes = try writeRaw(width: 4, height: 1, bitDepth: 2, colorType: 3, rows: [0b0001_1011], rowBytes: 1, palette: palette)
        let image = try PNGDecoder.decode(bytes)
        XCTAssertEqual(image.pixels, [0, 0, 0, 255, 10, 20, 30, 255, 40, 50, 60, 255, 70, 80, 90, 255])
    }

    func testGreyOneBitAndEightBitExpandToOpaqueRGB() throws {
        let oneBit = try PNGDecoder.decode(writeRaw(width: 8, height: 1, bitDepth: 1, colorType: 0, rows: [0b1010_0000], rowBytes: 1))
        XCTAssertEqual(stride(from: 0, to: 32, by: 4).map { oneBit.pixels[$0] }, [255, 0, 255, 0, 0, 0, 0, 0])
        XCTAssertTrue(stride(from: 3, to: 32, by: 4).allSatisfy { oneBit.pixels[$0] == 255 })

        let eightBit = try PNGDecoder.decode(writeRaw(width: 2, height: 1, bitDepth: 8, colorType: 0, rows: [17, 200], rowBytes: 2))
        XCTAssertEqual(eightBit.pixels, [17, 17, 17, 255, 200, 200, 200, 255])
    }

    func testGreyWithTransparentColourBecomesAlphaZero() throws {
        let bytes = try writeRaw(
            width: 3, height: 1, bitDepth: 8, colorType: 0, rows: [5, 9, 5], rowBytes: 3,
            trnsColor: (0, 0, 0, 5))
        let image = try PNGDecoder.decode(bytes)
        XCTAssertEqual(image.pixels.enumerated().filter { $0.offset % 4 == 3 }.map(\.element), [0, 255, 0])
        XCTAssertEqual(Array(image.pixels[4..<8]), [9, 9, 9, 255])
    }

    func testRGBWithTransparentColour() throws {
        let bytes = try writeRaw(
            width: 2, height: 1, bitDepth: 8, colorType: 2, rows: [1, 2, 3, 4, 5, 6], rowBytes: 6,
            trnsColor: (4, 5, 6, 0))
        XCTAssertEqual(try PNGDecoder.decode(bytes).pixels, [1, 2, 3, 255, 4, 5, 6, 0])
    }

    /// 16-bit samples are scaled with rounding: v8 = round(v16 × 255 / 65535).
    func testSixteenBitRGBAIsScaledWithRounding() throws {
        let samples: [UInt16] = [0, 65535, 0x8080, 0x7F7F, 257 * 200 + 128, 129, 32767, 65535]
        let rows = samples.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        let image = try PNGDecoder.decode(writeRaw(width: 2, height: 1, bitDepth: 16, colorType: 6, rows: rows, rowBytes: 16))
        let expected = samples.map { UInt8((Int($0) * 255 + 32767) / 65535) }
        XCTAssertEqual(image.pixels, expected)
    }

    func testSixteenBitGreyAlpha() throws {
        let rows: [UInt8] = [0xFF, 0xFF, 0x00, 0x00, 0x00, 0x00, 0xFF, 0xFF]
        let image = try PNGDecoder.decode(writeRaw(width: 2, height: 1, bitDepth: 16, colorType: 4, rows: rows, rowBytes: 8))
        XCTAssertEqual(image.pixels, [255, 255, 255, 0, 0, 0, 0, 255])
    }

    func testInterlacedImageDecodesToTheSamePixels() throws {
        let width = 13, height = 11
        var rows = [UInt8]()
        for y in 0..<height {
            for x in 0..<width {
                rows += [UInt8(x * 19 & 255), UInt8(y * 23 & 255), UInt8((x * y) & 255), UInt8(255 - x)]
            }
        }
        let interlaced = try PNGDecoder.decode(
            writeRaw(
                width: width, height: height, bitDepth: 8, colorType: 6,
                rows: rows, rowBytes: width * 4, interlaced: true))
        let plain = try PNGDecoder.decode(
            writeRaw(
                width: width, height: height, bitDepth: 8, colorType: 6,
                rows: rows, rowBytes: width * 4))
        XCTAssertEqual(interlaced.pixels, rows)
        XCTAssertEqual(plain.pixels, rows)
    }

    // MARK: - Writing test files with libpng

    private func writeRaw(
        width: Int, height: Int, bitDepth: Int32, colorType: Int32, rows: [UInt8], rowBytes: Int,
        interlaced: Bool = false, palette: [UInt8] = [], trnsAlpha: [UInt8] = [],
        trnsColor: (red: UInt16, green: UInt16, blue: UInt16, gray: UInt16)? = nil
    ) throws -> [UInt8] {
        var message = [CChar](repeating: 0, count: 256)
        var data: UnsafeMutablePointer<UInt8>?
        var size = 0
        let status = rows.withUnsafeBufferPointer { rowBuffer in
            palette.withUnsafeBufferPointer { paletteBuffer in
                trnsAlpha.withUnsafeBufferPointer { alphaBuffer in
                    var image = cpng_raw_image()
                    image.width = UInt32(width)
                    image.height = UInt32(height)
                    image.bit_depth = bitDepth
                    image.color_type = colorType
                    image.interlaced = interlaced ? 1 : 0
                    image.rows = rowBuffer.baseAddress
                    image.row_bytes = rowBytes
                    image.palette_rgb = paletteBuffer.baseAddress
                    image.palette_count = Int32(palette.count / 3)
                    image.trns_alpha = alphaBuffer.baseAddress
                    image.trns_count = Int32(trnsAlpha.count)
                    if let trnsColor {
                        image.has_trns_color = 1
                        image.trns_red = trnsColor.red
                        image.trns_green = trnsColor.green
                        image.trns_blue = trnsColor.blue
                        image.trns_gray = trnsColor.gray
                    }
                    return cpng_encode_raw(&image, &data, &size, &message, message.count)
                }
            }
        }
        guard status == 0, let data else {
            throw PNGError(.invalidArgument, String(cString: message), source: "test writer")
        }
        defer { cpng_free(data) }
        return Array(UnsafeBufferPointer(start: data, count: size))
    }
}
