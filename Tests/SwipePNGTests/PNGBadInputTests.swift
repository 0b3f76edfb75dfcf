import SwipePNG
import SwipeTestSupport
import XCTest
import SwipeBase

/// Corrupt, truncated and hostile inputs: each must throw a PNGError with a useful message,
/// never crash, and never allocate for an absurd header.
final class PNGBadInputTests: XCTestCase {
    private let valid: [UInt8] = {
        let pixels = TestImages.noise(width: 6, height: 5, seed: 3)
        return try! PNGEncoder.encode(
            PNGImage(width: 6, height: 5, pixels: pixels),
            options: PNGEncodingOptions(deflater: .zlib, compressionLevel: 6, filter: .adaptive))
    }()

    func testEveryTruncationLengthThrows() {
        for length in 0..<valid.count {
            XCTAssertThrowsError(try PNGDecoder.decode(Array(valid[0..<length]), source: "cut.png"), "length \(length)") { error in
                guard let error = error as? PNGError else { return XCTFail("not a PNGError: \(error)") }
                XCTAssertTrue([.notPNG, .corrupt].contains(error.kind))
                XCTAssertTrue(error.description.hasPrefix("cut.png: "), error.description)
                XCTAssertFalse(error.message.isEmpty)
            }
        }
    }

    func testTruncatedDataSaysItEndsEarly() {
        XCTAssertThrowsError(try PNGDecoder.decode(Array(valid[0..<(valid.count - 20)]))) { error in
            XCTAssertTrue("\(error)".contains("ends early") || "\(error)".contains("CRC") || "\(error)".contains("IDAT"), "\(error)")
        }
    }

    func testFlippedSignatureBytesAreNotPNG() {
        for index in 0..<8 {
            var bytes = valid
            bytes[index] ^= 0x20
            XCTAssertThrowsError(try PNGDecoder.decode(bytes)) { error in
                XCTAssertEqual((error as? PNGError)?.kind, .notPNG)
                XCTAssertTrue("\(error)".contains("signature"), "\(error)")
            }
        }
    }

    func testFlippedBytesInIHDRIDATAndCRCAreReported() throws {
        let ihdrData = 16  // signature 8 + length 4 + type 4
        let ihdrCRC = 8 + 8 + 13
        let idat = try XCTUnwrap(chunkOffset("IDAT"))
        for (name, offset) in [
            ("IHDR data", ihdrData + 2), ("IHDR CRC", ihdrCRC + 1), ("IDAT data", idat + 8 + 3),
            ("IDAT CRC", idat + 8 + chunkLength(at: idat) + 2),
        ] {
            var bytes = valid
            bytes[offset] ^= 0x01
            XCTAssertThrowsError(try PNGDecoder.decode(bytes, source: "bad.png"), name) { error in
                XCTAssertEqual((error as? PNGError)?.kind, .corrupt, name)
                // libpng checks a chunk's CRC after reading it, but inflates IDAT data as it
                // reads, so a flipped IDAT byte may surface as a zlib error naming the chunk.
                let text = "\(error)"
                XCTAssertTrue(text.lowercased().contains("crc") || text.contains(String(name.prefix(4))), "\(name): \(text)")
            }
        }
    }

    func testZeroByteAndTextFiles() {
        XCTAssertThrowsError(try PNGDecoder.decode([], source: "empty.png")) { error in
            XCTAssertEqual("\(error)", "empty.png: cannot read PNG: the file is empty (0 bytes)")
        }
        XCTAssertThrowsError(try PNGDecoder.decode(Array("hello, this is text\n".utf8), source: "notes.txt")) { error in
            XCTAssertEqual((error as? PNGError)?.kind, .notPNG)
            XCTAssertTrue("\(error)".contains("signature"))
        }
    }

    /// A header claiming 100000×100000 (valid CRC) is refused before any allocation.
    func testHugeDimensionsAreRefusedBeforeAllocation() {
        var bytes = Array(valid[0..<8])
        var ihdr: [UInt8] = Array("IHDR".utf8)
        for value in [UInt32(100_000), UInt32(100_000)] {
            ihdr += [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
        }
        ihdr += [8, 6, 0, 0, 0]
        let crc = CRC32.checksum(ihdr)
        bytes += [0, 0, 0, 13] + ihdr + [UInt8(crc >> 24), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)]
        bytes += valid[(8 + 25)...]
        XCTAssertThrowsError(try PNGDecoder.decode(bytes, source: "huge.png")) { error in
            XCTAssertEqual((error as? PNGError)?.kind, .tooLarge)
            XCTAssertTrue("\(error)".contains("100000x100000"), "\(error)")
            XCTAssertTrue("\(error)".contains("16384"), "\(error)")
        }
    }

    /// A 100-byte file whose tEXt chunk declares 1.9 GB (found by scripts/fuzz; the input is
    /// Tests/FuzzCorpus/png/text-chunk-declares-2gb.png): libpng would allocate and zero-fill a
    /// buffer of the declared length before reading, 1.9 GB of resident memory and 10 s for one
    /// decode. The framing is checked first, so the error names the chunk and costs nothing.
    func testChunkDeclaringMoreBytesThanTheFileHoldsIsRefusedBeforeAllocation() throws {
        let idat = try XCTUnwrap(chunkOffset("IDAT"))
        let declared: UInt32 = 0x74B7_7603
        var bytes = Array(valid[0..<idat])
        bytes += [UInt8(declared >> 24), UInt8(declared >> 16 & 0xFF), UInt8(declared >> 8 & 0xFF), UInt8(declared & 0xFF)]
        bytes += Array("tEXtComment\0fuzz".utf8)
        bytes += valid[idat...]
        XCTAssertThrowsError(try PNGDecoder.decode(bytes, source: "long-text.png")) { error in
            XCTAssertEqual((error as? PNGError)?.kind, .corrupt)
            XCTAssertTrue("\(error)".hasPrefix("long-text.png: cannot read PNG: the file ends early"), "\(error)")
            XCTAssertTrue("\(error)".contains("\"tEXt\" at byte \(idat) declares 1958180355 bytes"), "\(error)")
        }
        // The fuzz corpus entry is the input the fuzzer found, and fails the same way.
        let corpus = #filePath.replacingOccurrences(of: "SwipePNGTests/PNGBadInputTests.swift", with: "FuzzCorpus/png/text-chunk-declares-2gb.png")
        XCTAssertThrowsError(try PNGDecoder.decode(fileAt: corpus)) { error in
            XCTAssertTrue("\(error)".contains("the chunk \"tEXt\" at byte 57 declares 1958180355 bytes"), "\(error)")
        }
    }

    func testMissingFileAndFolderAreFileErrors() {
        XCTAssertThrowsError(try PNGDecoder.decode(fileAt: "/nonexistent/frame.png")) { error in
            XCTAssertEqual(
                "\(error)", "/nonexistent/frame.png: cannot open the PNG file for reading: No such file or directory; check the path: nothing is there")
            XCTAssertEqual((error as? FileError)?.systemError, ENOENT)
        }
        XCTAssertThrowsError(try PNGDecoder.decode(fileAt: "/tmp")) { error in
            XCTAssertTrue(error is FileError, "\(error)")
            XCTAssertTrue("\(error)".contains("is a folder"), "\(error)")
        }
    }

    func testInvalidEncoderArgumentsThrow() {
        XCTAssertThrowsError(try PNGEncoder.encode(premultipliedRGBA: [], width: 0, height: 0))
        XCTAssertThrowsError(try PNGEncoder.encode(premultipliedRGBA: [0, 0, 0], width: 1, height: 1))
        XCTAssertThrowsError(
            try PNGEncoder.encode(
                premultipliedRGBA: [0, 0, 0, 0], width: 1, height: 1,
                options: PNGEncodingOptions(compressionLevel: 10)))
        XCTAssertThrowsError(
            try PNGEncoder.encode(
                premultipliedRGBA: [0, 0, 0, 0], width: 1, height: 1,
                options: PNGEncodingOptions(textChunks: [PNGTextChunk(key: "", value: "x")])))
    }

    /// A write that fails (the target is a folder) leaves neither the target nor a temporary file.
    func testFailedWriteLeavesNoFileBehind() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let target = directory.file("frame.png")
        try FileIO.createDirectory(target)
        XCTAssertThrowsError(try FileIO.writeAtomically([1, 2, 3], to: target))
        XCTAssertEqual(try FileIO.contentsOfDirectory(directory.path), ["frame.png"])
        XCTAssertTrue(FileIO.isDirectory(target))

        XCTAssertThrowsError(try FileIO.writeAtomically([1, 2, 3], to: directory.file("missing/frame.png")))
        XCTAssertEqual(try FileIO.contentsOfDirectory(directory.path), ["frame.png"])
    }

    func testAtomicWriteReplacesAnEarlierFile() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let target = directory.file("a.bin")
        try FileIO.writeAtomically([1, 2, 3], to: target)
        try FileIO.writeAtomically([4, 5], to: target)
        XCTAssertEqual(try FileIO.readBytes(at: target, maximumBytes: 1 << 26), [4, 5])
        XCTAssertEqual(try FileIO.contentsOfDirectory(directory.path), ["a.bin"])
    }

    private func chunkOffset(_ type: String) -> Int? {
        var offset = 8
        while offset + 8 <= valid.count {
            if String(decoding: valid[(offset + 4)..<(offset + 8)], as: UTF8.self) == type { return offset }
            offset += 12 + chunkLength(at: offset)
        }
        return nil
    }

    private func chunkLength(at offset: Int) -> Int {
        Int(valid[offset]) << 24 | Int(valid[offset + 1]) << 16 | Int(valid[offset + 2]) << 8 | Int(valid[offset + 3])
    }
}
