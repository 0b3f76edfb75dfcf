import Foundation
import SwipePNG
import SwipeTestSupport
import XCTest
import SwipeBase

final class PNGRoundTripTests: XCTestCase {
    func testStraightNoiseRoundTripsForEveryFilterAndSeveralLevels() throws {
        let pixels = TestImages.noise(width: 37, height: 23, seed: 1)
        let image = PNGImage(width: 37, height: 23, pixels: pixels)
        for filter in PNGRowFilter.allCases {
            for level in [0, 1, 6, 9] {
                for strategy in [PNGZlibStrategy.default, .rle] {
                    let options = PNGEncodingOptions(deflater: .zlib, compressionLevel: level, filter: filter, strategy: strategy)
                    let decoded = try PNGDecoder.decode(PNGEncoder.encode(image, options: options))
                    XCTAssertEqual(decoded.pixels, pixels, "filter \(filter) level \(level) \(strategy)")
                    XCTAssertEqual(decoded.width, 37)
                    XCTAssertEqual(decoded.height, 23)
                }
            }
        }
    }

    func testStructuredFrameRoundTrips() throws {
        let pixels = TestImages.cardFrame(width: 120, height: 260)
        for filter in PNGRowFilter.allCases {
            let bytes = try PNGEncoder.encode(
                premultipliedRGBA: pixels, width: 120, height: 260,
                options: PNGEncodingOptions(deflater: .zlib, compressionLevel: 3, filter: filter))
            XCTAssertEqual(try PNGDecoder.decode(bytes).pixels, pixels, "filter \(filter)")
        }
    }

    /// Premultiplied input is written unpremultiplied (round(c·255/a)) and premultiplying the
    /// decoded pixels again gives back the input exactly.
    func testPremultipliedNoiseRoundTripsThroughStraightAlpha() throws {
        let premultiplied = TestImages.premultipliedNoise(width: 64, height: 64, seed: 2)
        let bytes = try PNGEncoder.encode(premultipliedRGBA: premultiplied, width: 64, height: 64)
        let decoded = try PNGDecoder.decode(bytes)
        for index in stride(from: 0, to: premultiplied.count, by: 4) {
            let alpha = Int(premultiplied[index + 3])
            XCTAssertEqual(Int(decoded.pixels[index + 3]), alpha)
            for channel in 0..<3 where alpha > 0 {
                let expected = min(255, (Int(premultiplied[index + channel]) * 255 + alpha / 2) / alpha)
                XCTAssertEqual(Int(decoded.pixels[index + channel]), expected)
            }
        }
        XCTAssertEqual(decoded.premultipliedPixels(), premultiplied)
    }

    func testEncodingTwiceGivesIdenticalBytesAndNoTimeChunk() throws {
        let pixels = TestImages.cardFrame(width: 90, height: 90)
        let options = PNGEncodingOptions(textChunks: [PNGTextChunk(key: "Software", value: "swipesim")])
        let first = try PNGEncoder.encode(premultipliedRGBA: pixels, width: 90, height: 90, options: options)
        let second = try PNGEncoder.encode(premultipliedRGBA: pixels, width: 90, height: 90, options: options)
        XCTAssertEqual(first, second)
        XCTAssertNil(findChunk("tIME", in: first))
        XCTAssertNotNil(findChunk("tEXt", in: first))
        XCTAssertEqual(try PNGDecoder.decode(first).text(forKey: "Software"), "swipesim")
    }

    func testSRGBChunkOnlyWhenAsked() throws {
        let pixels = [UInt8](repeating: 255, count: 4 * 4)
        let plain = try PNGEncoder.encode(premultipliedRGBA: pixels, width: 2, height: 2)
        let tagged = try PNGEncoder.encode(
            premultipliedRGBA: pixels, width: 2, height: 2,
            options: PNGEncodingOptions(writesSRGBChunk: true))
        XCTAssertNil(findChunk("sRGB", in: plain))
        XCTAssertNotNil(findChunk("sRGB", in: tagged))
    }

    func testPngcheckAcceptsOutput() throws {
        guard
            let pngcheck = ["/usr/bin/pngcheck", "/usr/local/bin/pngcheck", "/opt/homebrew/bin/pngcheck"]
                .first(where: FileIO.fileExists)
        else {
            if ProcessInfo.processInfo.environment["CI"] == "true" {
                XCTFail("pngcheck is missing; scripts/bootstrap installs it")
            }
            throw XCTSkip("pngcheck not installed (scripts/bootstrap installs it)")
        }
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("frame.png")
        let options = PNGEncodingOptions(writesSRGBChunk: true, textChunks: [PNGTextChunk(key: "Comment", value: "test")])
        try FileIO.writeAtomically(
            PNGEncoder.encode(premultipliedRGBA: TestImages.cardFrame(width: 50, height: 70), width: 50, height: 70, options: options),
            to: path)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: pngcheck)
        process.arguments = ["-q", path]
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "pngcheck rejected the encoder's output")
    }

    private func findChunk(_ type: String, in bytes: [UInt8]) -> Int? {
        var offset = 8
        while offset + 8 <= bytes.count {
            let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            if String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self) == type { return offset }
            offset += 12 + length
        }
        return nil
    }
}
