import SwipePNG
import SwipeRaster
import SwipeShare
import SwipeTestSupport
import XCTest
import SwipeBase

final class APNGTests: XCTestCase {
    var directory: TemporaryDirectory!
    override func setUp() { directory = TemporaryDirectory(prefix: "swipeshare-apng") }
    override func tearDown() { directory.remove() }

    func writeSynthetic(fps: Int = 30, plays: Int = 0, speed: Fraction = Fraction(1, 1)) throws -> (path: String, summary: AnimationSummary) {
        let path = directory.file("synthetic.png")
        let encoder = try APNGEncoder(path: path, clock: PlaybackClock(fps: fps, speed: speed), plays: plays)
        for (index, frame) in try SyntheticFrames.all().enumerated() { try encoder.add(frame, frameIndex: index) }
        return (path, try encoder.finish(endIndex: SyntheticFrames.positions.count))
    }

    /// Runs of identical consecutive frames, found here independently of the encoder.
    func distinctRuns(_ frames: [Pixmap]) -> [(start: Int, end: Int)] {
        var runs: [(start: Int, end: Int)] = []
        for index in frames.indices {
            if index > 0 && frames[index] == frames[index - 1] { runs[runs.count - 1].end = index + 1 } else { runs.append((index, index + 1)) }
        }
        return runs
    }

    /// Pillow composites every frame: each must equal its rendered frame exactly (alpha
    /// included), identical frames must have merged into one longer frame, and the delays
    /// must be the exact frame times.
    func testPillowDecodesEveryFrameExactly() throws {
        for speed in [Fraction(1, 1), Fraction(1, 4)] {
            let (path, summary) = try writeSynthetic(speed: speed)
            let decoded = try AnimationDecoding.decodeWithPillow(path, folder: directory.file("decoded-\(speed.denominator)"))
            let frames = try SyntheticFrames.all()
            let runs = distinctRuns(frames)
            XCTAssertEqual(runs.count, 6)
            XCTAssertEqual(decoded.format, "PNG")
            XCTAssertEqual(decoded.loop, "0", "plays forever")
            XCTAssertEqual(decoded.frames.count, runs.count)
            XCTAssertEqual(summary.storedFrames, runs.count)
            for (position, run) in runs.enumerated() where position < decoded.frames.count {
                XCTAssertEqual(decoded.frames[position].width, SyntheticFrames.width)
                XCTAssertTrue(decoded.frames[position].pixels == frames[run.start].straightBytes(), "frame \(position) differs")
                let milliseconds = Double(run.end - run.start) * 1000 / 30 * Double(speed.denominator) / Double(speed.numerator)
                XCTAssertEqual(decoded.durationsMilliseconds[position], milliseconds, accuracy: 1e-9, "frame \(position)")
            }
        }
    }

    /// The chunks themselves: acTL counts, fcTL/fdAT sequence numbers 0, 1, 2… without gaps,
    /// exact delay fractions, changed rectangles, and CRCs — and a plain PNG decoder (libpng,
    /// which ignores the APNG chunks) shows frame 0.
    func testChunksFollowTheSpecification() throws {
        let (path, _) = try writeSynthetic(plays: 3)
        let bytes = try FileIO.readBytes(at: path, maximumBytes: 1 << 28)
        let chunks = try TestChunk.parse(bytes)
        XCTAssertEqual(chunks.map(\.type).first, "IHDR")
        XCTAssertEqual(chunks[1].type, "acTL", "acTL comes before any image data")
        XCTAssertEqual(chunks[1].uint32(0), 6, "frames")
        XCTAssertEqual(chunks[1].uint32(4), 3, "plays")
        XCTAssertEqual(chunks[2].type, "fcTL", "frame 0's control comes before IDAT: frame 0 is the default image")
        XCTAssertEqual(chunks.last?.type, "IEND")
        let sequenced = chunks.filter { $0.type == "fcTL" || $0.type == "fdAT" }
        XCTAssertEqual(sequenced.map { $0.uint32(0) }, (0..<UInt32(sequenced.count)).map { $0 })
        let controls = chunks.filter { $0.type == "fcTL" }
        XCTAssertEqual(controls.count, 6)
        // (width, height, x, y, delay numerator, delay denominator, dispose, blend)
        let fields = controls.map { c in
            [c.uint32(4), c.uint32(8), c.uint32(12), c.uint32(16), UInt32(c.uint16(20)), UInt32(c.uint16(22)), UInt32(c.data[24]), UInt32(c.data[25])]
        }
        XCTAssertEqual(fields[0], [41, 31, 0, 0, 1, 30, 0, 0], "the whole canvas for 1/30 s")
        // Opaque changes blend `over` (unchanged pixels stored transparent); the half-transparent
        // band of frame 6 must replace the rectangle (`source`).
        XCTAssertEqual(fields[1], [13, 10, 2, 8, 1, 30, 0, 1], "the square moved from x 2 to 5: columns 2..<15, rows 8..<18")
        XCTAssertEqual(fields[2].suffix(4), [1, 10, 0, 1], "three identical frames: 3/30 s, reduced to 1/10")
        XCTAssertEqual(fields[4].suffix(4), [1, 15, 0, 0], "the half-transparent band: blend source, 2/30 s")
        XCTAssertEqual(fields[5].suffix(4), [2, 15, 0, 1], "four identical frames: 4/30 s")
        XCTAssertTrue(chunks.allSatisfy(\.crcIsValid))
        let plain = try PNGDecoder.decode(bytes)
        XCTAssertTrue(plain.pixels == (try SyntheticFrames.frame(0)).straightBytes(), "a plain viewer shows frame 0")
    }

    func testSameFramesGiveTheSameBytes() throws {
        let first = try FileIO.readBytes(at: writeSynthetic().path, maximumBytes: 1 << 28)
        let second = try FileIO.readBytes(at: writeSynthetic().path, maximumBytes: 1 << 28)
        XCTAssertEqual(first, second)
    }

    func testWriterRejectsBadFrames() throws {
        let header = try TestChunk.parse(PNGEncoder.encode(SyntheticFrames.frame(0).straightImage())).first!.data
        let writer = try APNGWriter(header: header, plays: 0)
        XCTAssertThrowsError(try writer.bytes(frames: []))
        let data = [UInt8](repeating: 0, count: 4)
        XCTAssertThrowsError(
            try writer.bytes(frames: [
                APNGWriter.Frame(region: PixelRect(x: 1, y: 0, width: 40, height: 31), delayNumerator: 1, delayDenominator: 30, compressedData: data)
            ]),
            "frame 0 must cover the canvas")
        let whole = APNGWriter.Frame(region: PixelRect(x: 0, y: 0, width: 41, height: 31), delayNumerator: 1, delayDenominator: 30, compressedData: data)
        let outside = APNGWriter.Frame(region: PixelRect(x: 40, y: 0, width: 2, height: 1), delayNumerator: 1, delayDenominator: 30, compressedData: data)
        XCTAssertThrowsError(try writer.bytes(frames: [whole, outside]))
        XCTAssertThrowsError(try APNGWriter(header: [1, 2, 3], plays: 0))
    }

    func testNothingIsWrittenWhenEncodingFails() throws {
        let path = directory.file("never.png")
        let encoder = try APNGEncoder(path: path, clock: PlaybackClock(fps: 30))
        try encoder.add(SyntheticFrames.frame(0), frameIndex: 0)
        XCTAssertThrowsError(try encoder.add(Pixmap(width: 5, height: 5), frameIndex: 1), "a frame of another size")
        XCTAssertThrowsError(try encoder.add(SyntheticFrames.frame(1), frameIndex: 0), "frames out of order")
        encoder.cancel()
        XCTAssertFalse(FileIO.fileExists(path))
        XCTAssertEqual(try FileIO.contentsOfDirectory(directory.path), [])
    }
}

/// A PNG chunk as the tests read it, independently of SwipeShare's own reader.
struct TestChunk {
    var type: String
    var data: [UInt8]
    var crcIsValid: Bool

    func uint32(_ offset: Int) -> UInt32 {
        UInt32(data[offset]) << 24 | UInt32(data[offset + 1]) << 16 | UInt32(data[offset + 2]) << 8 | UInt32(data[offset + 3])
    }
    func uint16(_ offset: Int) -> UInt16 { UInt16(data[offset]) << 8 | UInt16(data[offset + 1]) }

    static func parse(_ bytes: [UInt8]) throws -> [TestChunk] {
        XCTAssertEqual(Array(bytes.prefix(8)), [137, 80, 78, 71, 13, 10, 26, 10])
        var chunks: [TestChunk] = []
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = Int(TestChunk(type: "", data: Array(bytes[offset..<offset + 4]), crcIsValid: true).uint32(0))
            let body = Array(bytes[(offset + 4)..<(offset + 8 + length)])
            let stored = TestChunk(type: "", data: Array(bytes[(offset + 8 + length)..<(offset + 12 + length)]), crcIsValid: true).uint32(0)
            chunks.append(
                TestChunk(
                    type: String(decoding: body.prefix(4), as: UTF8.self), data: Array(body.dropFirst(4)),
                    crcIsValid: crc(body) == stored))
            offset += 12 + length
        }
        XCTAssertEqual(offset, bytes.count, "no bytes after IEND")
        return chunks
    }

    /// Bitwise CRC-32 (no table), as in the PNG specification's sample code.
    static func crc(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            c ^= UInt32(byte)
            for _ in 0..<8 { c = (c & 1) != 0 ? (c >> 1) ^ 0xEDB8_8320 : c >> 1 }
        }
        return c ^ 0xFFFF_FFFF
    }
}

extension Pixmap {
    func straightImage() -> PNGImage { PNGImage(width: width, height: height, pixels: straightBytes()) }
}
