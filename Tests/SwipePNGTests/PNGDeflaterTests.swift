import Dispatch
import SwipePNG
import SwipeTestSupport
import XCTest

/// The fast deflater under libpng (ISA-L when this build has it) and the image-data API an
/// APNG writer uses: every setting decodes to the input, bytes repeat exactly, bad settings
/// are refused with a message.
final class PNGDeflaterTests: XCTestCase {
    private var deflaters: [PNGDeflater] { PNGDeflater.allCases.filter(\.isAvailable) }

    func testFramesUseTheFastestDeflaterThisBuildHas() {
        XCTAssertEqual(PNGEncodingOptions.frameDefault.deflater, PNGDeflater.fastest)
        XCTAssertEqual(PNGDeflater.fastest, PNGDeflater.isal.isAvailable ? .isal : .zlib)
        XCTAssertTrue(PNGDeflater.zlib.libraryDescription.hasPrefix("zlib 1."), PNGDeflater.zlib.libraryDescription)
    }

    /// Premultiplied noise (translucent rows unpremultiplied, opaque rows as they are) at every
    /// level of every deflater, on sizes that make a few rows per 256 KiB chunk (the last one
    /// short), many rows per chunk, and compressed data longer than one output buffer.
    func testEveryDeflaterAndLevelRoundTrips() throws {
        let sizes = [(1, 1), (37, 23), (16384, 5), (700, 400)]
        for deflater in deflaters {
            for (width, height) in sizes {
                let pixels = TestImages.premultipliedNoise(width: width, height: height, seed: UInt64(width))
                for level in deflater.levels where level <= 3 {
                    let options = PNGEncodingOptions(deflater: deflater, compressionLevel: level)
                    let bytes = try PNGEncoder.encode(premultipliedRGBA: pixels, width: width, height: height, options: options)
                    let decoded = try PNGDecoder.decode(bytes)
                    XCTAssertEqual(decoded.width, width)
                    XCTAssertEqual(decoded.premultipliedPixels(), pixels, "\(deflater) level \(level) \(width)×\(height)")
                }
            }
        }
    }

    func testCardFrameRoundTripsAndEndsWithIEND() throws {
        let pixels = TestImages.cardFrame(width: 390, height: 844)
        for deflater in deflaters {
            let bytes = try PNGEncoder.encode(
                premultipliedRGBA: pixels, width: 390, height: 844,
                options: PNGEncodingOptions(deflater: deflater, compressionLevel: 1))
            XCTAssertEqual(try PNGDecoder.decode(bytes).premultipliedPixels(), pixels, "\(deflater)")
            let chunks = Self.chunks(of: bytes)
            XCTAssertEqual(chunks.first?.type, "IHDR")
            XCTAssertEqual(chunks.last?.type, "IEND")
            XCTAssertEqual(chunks.last?.data.count, 0)
        }
    }

    /// The same frame gives the same bytes on every call and on concurrent threads (the
    /// deflater's buffers are per thread and reused).
    func testBytesRepeatAcrossCallsAndThreads() throws {
        let pixels = TestImages.cardFrame(width: 300, height: 500)
        for deflater in deflaters {
            let options = PNGEncodingOptions(deflater: deflater, compressionLevel: 1)
            let reference = try PNGEncoder.encode(premultipliedRGBA: pixels, width: 300, height: 500, options: options)
            let results = ResultBox(count: 8)
            DispatchQueue.concurrentPerform(iterations: 8) { index in
                results.set(index, try? PNGEncoder.encode(premultipliedRGBA: pixels, width: 300, height: 500, options: options))
            }
            for index in 0..<8 { XCTAssertEqual(results.get(index), reference, "\(deflater) thread run \(index)") }
        }
    }

    /// imageData is the zlib stream an encoded PNG's IDAT chunks carry, and a PNG assembled by
    /// hand from it (as an APNG writer does with fdAT) decodes to the pixels.
    func testImageDataIsTheIDATPayload() throws {
        let width = 640, height = 200
        let pixels = TestImages.premultipliedNoise(width: width, height: height, seed: 5)
        for deflater in deflaters {
            let options = PNGEncodingOptions(deflater: deflater, compressionLevel: 1)
            let data = try pixels.withUnsafeBufferPointer {
                try PNGEncoder.imageData(premultipliedRGBA: $0, width: width, height: height, options: options)
            }
            if deflater != .zlib {  // zlib's PNGs come from libpng's own compressor, with its own window
                let png = try PNGEncoder.encode(premultipliedRGBA: pixels, width: width, height: height, options: options)
                XCTAssertEqual(Self.chunks(of: png).filter { $0.type == "IDAT" }.flatMap(\.data), data)
            }
            let assembled = Self.png(width: width, height: height, imageData: data)
            XCTAssertEqual(try PNGDecoder.decode(assembled).premultipliedPixels(), pixels, "\(deflater)")
        }
    }

    /// 8-bit RGBA files decode through ISA-L's inflate (when built with it) whatever their IDAT
    /// split and text placement: image data cut into uneven IDAT chunks, tEXt before and after
    /// them; and a damaged chunk still fails with libpng's message.
    func testRGBAFilesDecodeWhateverTheirChunkLayout() throws {
        let width = 100, height = 60
        let pixels = TestImages.premultipliedNoise(width: width, height: height, seed: 9)
        let data = try pixels.withUnsafeBufferPointer {
            try PNGEncoder.imageData(
                premultipliedRGBA: $0, width: width, height: height,
                options: PNGEncodingOptions(deflater: .zlib, compressionLevel: 6))
        }
        let whole = Self.png(width: width, height: height, imageData: data)
        var chunks = Self.chunks(of: whole)
        let cut = data.count / 3
        chunks.replaceSubrange(
            1...1,
            with: [
                ("tEXt", Array("Title\u{0}before".utf8)), ("IDAT", Array(data[..<cut])),
                ("IDAT", Array(data[cut...])), ("tEXt", Array("Comment\u{0}after".utf8)),
            ])
        let png = Self.png(chunks: chunks)
        let decoded = try PNGDecoder.decode(png)
        XCTAssertEqual(decoded.premultipliedPixels(), pixels)
        XCTAssertEqual(decoded.text(forKey: "Title"), "before")
        XCTAssertEqual(decoded.text(forKey: "Comment"), "after")

        var damaged = png
        damaged[damaged.count - 40] ^= 0x55  // inside the last IDAT or the text after it
        XCTAssertThrowsError(try PNGDecoder.decode(damaged, source: "damaged.png")) { error in
            XCTAssertTrue("\(error)".hasPrefix("damaged.png: "), "\(error)")
        }
    }

    func testBadSettingsAreRefusedWithAReason() {
        let pixels: [UInt8] = [10, 20, 30, 255]
        func message(_ options: PNGEncodingOptions) -> String {
            do {
                _ = try PNGEncoder.encode(premultipliedRGBA: pixels, width: 1, height: 1, options: options)
                return "no error"
            } catch { return "\(error)" }
        }
        XCTAssertTrue(message(PNGEncodingOptions(deflater: .zlib, compressionLevel: 10)).contains("0…9"))
        if PNGDeflater.isal.isAvailable {
            XCTAssertTrue(message(PNGEncodingOptions(deflater: .isal, compressionLevel: 4)).contains("0…3"))
            XCTAssertTrue(message(PNGEncodingOptions(deflater: .isal, compressionLevel: 1, filter: .up)).contains("filter none only"))
        } else {
            XCTAssertTrue(message(PNGEncodingOptions(deflater: .isal, compressionLevel: 1)).contains("libisal-dev"))
        }
        XCTAssertThrowsError(
            try pixels.withUnsafeBufferPointer {
                try PNGEncoder.imageData(
                    premultipliedRGBA: $0, width: 1, height: 1,
                    options: PNGEncodingOptions(deflater: .zlib, compressionLevel: 1, filter: .sub))
            })
    }

    // MARK: - Helpers

    static func chunks(of png: [UInt8]) -> [(type: String, data: [UInt8])] {
        var result: [(String, [UInt8])] = []
        var offset = 8
        while offset + 12 <= png.count {
            let length = Int(png[offset]) << 24 | Int(png[offset + 1]) << 16 | Int(png[offset + 2]) << 8 | Int(png[offset + 3])
            let type = String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self)
            result.append((type, Array(png[(offset + 8)..<(offset + 8 + length)])))
            offset += 12 + length
        }
        return result
    }

    /// A PNG made by hand: signature, IHDR (8-bit RGBA), one IDAT holding `imageData`, IEND.
    static func png(width: Int, height: Int, imageData: [UInt8]) -> [UInt8] {
        let header = bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0]
        return png(chunks: [("IHDR", header), ("IDAT", imageData), ("IEND", [])])
    }

    /// The signature and `chunks`, each framed with its length and CRC.
    static func png(chunks: [(type: String, data: [UInt8])]) -> [UInt8] {
        var bytes: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
        for chunk in chunks {
            let body = Array(chunk.type.utf8) + chunk.data
            bytes += bigEndian(chunk.data.count) + body + bigEndian(Int(CRC32.checksum(body)))
        }
        return bytes
    }

    static func bigEndian(_ value: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8((value >> $0) & 0xFF) } }
}

/// Results written by concurrent iterations, each to its own slot.
private final class ResultBox: @unchecked Sendable {
    private var values: [[UInt8]?]
    private let queue = DispatchQueue(label: "PNGDeflaterTests.results")
    init(count: Int) { values = Array(repeating: nil, count: count) }
    func set(_ index: Int, _ value: [UInt8]?) { queue.sync { values[index] = value } }
    func get(_ index: Int) -> [UInt8]? { queue.sync { values[index] } }
}
