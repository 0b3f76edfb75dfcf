import SwipePNG
import SwipeRaster
import SwipeShare
import SwipeTestSupport
import XCTest
import SwipeBase

final class GIFTests: XCTestCase {
    var directory: TemporaryDirectory!
    override func setUp() { directory = TemporaryDirectory(prefix: "swipeshare-gif") }
    override func tearDown() { directory.remove() }

    /// round(100 · n / fps) in whole centiseconds, half up, computed here independently.
    func centiseconds(_ frame: Int, fps: Int) -> Int { (200 * frame + fps) / (2 * fps) }

    /// RGB of a premultiplied pixmap shown over white (GIF has one-bit transparency).
    func overWhite(_ pixmap: Pixmap) -> [UInt8] {
        var rgb: [UInt8] = []
        for pixel in stride(from: 0, to: pixmap.bytes.count, by: 4) {
            for channel in 0..<3 { rgb.append(pixmap.bytes[pixel + channel] + (255 - pixmap.bytes[pixel + 3])) }
        }
        return rgb
    }

    func rgb(_ image: PNGImage) -> [UInt8] {
        stride(from: 0, to: image.pixels.count, by: 4).flatMap { image.pixels[$0..<$0 + 3] }
    }

    /// Pillow composites every GIF frame; each must match the rendered frame it stands for
    /// within the palette's error, identical frames merged, delays the rounded exact times.
    func testPillowDecodesEveryFrameWithinThePaletteError() throws {
        for tolerance in [0, GIFEncoder.defaultRedrawTolerance] {
            let path = directory.file("synthetic-\(tolerance).gif")
            let encoder = try GIFEncoder(path: path, clock: PlaybackClock(fps: 30), plays: 0, redrawTolerance: tolerance)
            encoder.measuresColorError = true
            let frames = try SyntheticFrames.all()
            for (index, frame) in frames.enumerated() { try encoder.add(frame, frameIndex: index) }
            let summary = try encoder.finish(endIndex: frames.count)
            let decoded = try AnimationDecoding.decodeWithPillow(path, folder: directory.file("decoded-\(tolerance)"))
            XCTAssertEqual(decoded.format, "GIF")
            XCTAssertEqual(decoded.loop, "0", "loops forever")
            // Distinct runs start at 0, 1, 2, 5, 6, 8 (frames 3, 4, 7, 9, 10, 11 repeat the one before).
            let starts = [0, 1, 2, 5, 6, 8], ends = [1, 2, 5, 6, 8, 12]
            XCTAssertEqual(decoded.frames.count, starts.count)
            XCTAssertEqual(summary.storedFrames, starts.count)
            var worst = 0, sum = 0, samples = 0
            for (position, (start, end)) in zip(starts, ends).enumerated() where position < decoded.frames.count {
                let expected = overWhite(frames[start]), shown = rgb(decoded.frames[position])
                for (a, b) in zip(expected, shown) {
                    worst = max(worst, abs(Int(a) - Int(b)))
                    sum += abs(Int(a) - Int(b))
                }
                samples += expected.count
                XCTAssertEqual(decoded.durationsMilliseconds[position], Double(10 * (centiseconds(end, fps: 30) - centiseconds(start, fps: 30))))
            }
            // The decoder shows exactly what the encoder says it drew: the same error, measured twice.
            XCTAssertEqual(worst, encoder.colorError.maximum)
            XCTAssertEqual(Double(sum) / Double(samples), encoder.colorError.mean, accuracy: 1e-12)
            // 1271 colours in 256 entries, dithered: measured mean 0.98, max 6 at tolerance 0 and 4.
            XCTAssertLessThan(encoder.colorError.mean, 1.5)
            XCTAssertLessThanOrEqual(worst, 8)
        }
    }

    /// At 60 fps a frame lasts 1.67 cs; browsers show 0–1 cs delays as 10 cs, so no delay may
    /// be under 2 cs, and the delays must still add up to the exact length within 0.5 cs.
    func testDelaysAtLeastTwoCentisecondsWithoutDrift() throws {
        let path = directory.file("fast.gif")
        let encoder = try GIFEncoder(path: path, clock: PlaybackClock(fps: 60))
        let base = try SyntheticFrames.frame(0)
        let count = 90
        for index in 0..<count {
            var bytes = base.bytes
            bytes[(index % base.width) * 4] = UInt8(index)  // one pixel changes every frame
            try encoder.add(Pixmap(width: base.width, height: base.height, premultipliedBytes: bytes), frameIndex: index)
        }
        _ = try encoder.finish(endIndex: count)
        let decoded = try AnimationDecoding.decodeWithPillow(path, folder: directory.file("decoded"))
        XCTAssertTrue(decoded.durationsMilliseconds.allSatisfy { $0 >= 20 }, "\(decoded.durationsMilliseconds)")
        XCTAssertEqual(decoded.durationsMilliseconds.reduce(0, +), 1500, "90 frames at 60 fps: 150 cs")
        XCTAssertGreaterThanOrEqual(decoded.frames.count, 60, "about two frames of three survive")
    }

    func testTooLargeAndBadOptionsAreClearErrors() throws {
        XCTAssertThrowsError(try GIFEncoder.checkSize(width: 70_000, height: 10)) { error in
            XCTAssertTrue("\(error)".contains("65535"), "\(error)")
        }
        XCTAssertNoThrow(try GIFEncoder.checkSize(width: 8192, height: 8192))
        XCTAssertThrowsError(try GIFEncoder(path: directory.file("x.gif"), clock: PlaybackClock(fps: 30), plays: -1))
        XCTAssertThrowsError(try GIFEncoder(path: directory.file("x.gif"), clock: PlaybackClock(fps: 30), ditheringLevel: 2))
    }

    func testUnwritableFolderAndCancelLeaveNothing() throws {
        let missing = try GIFEncoder(path: directory.file("no/such/folder.gif"), clock: PlaybackClock(fps: 30))
        XCTAssertThrowsError(try missing.add(SyntheticFrames.frame(0), frameIndex: 0)) { error in
            XCTAssertTrue("\(error)".contains("no/such/folder.gif"), "\(error)")
        }
        let path = directory.file("cancelled.gif")
        let encoder = try GIFEncoder(path: path, clock: PlaybackClock(fps: 30))
        for index in 0..<4 { try encoder.add(SyntheticFrames.frame(index), frameIndex: index) }
        encoder.cancel()
        XCTAssertEqual(try FileIO.contentsOfDirectory(directory.path), [], "no GIF and no temporary file")
    }

    func testSameFramesGiveTheSameBytes() throws {
        func write(_ name: String) throws -> [UInt8] {
            let encoder = try GIFEncoder(path: directory.file(name), clock: PlaybackClock(fps: 30))
            for (index, frame) in try SyntheticFrames.all().enumerated() { try encoder.add(frame, frameIndex: index) }
            _ = try encoder.finish(endIndex: 12)
            return try FileIO.readBytes(at: directory.file(name), maximumBytes: 1 << 28)
        }
        XCTAssertEqual(try write("a.gif"), try write("b.gif"))
    }
}
