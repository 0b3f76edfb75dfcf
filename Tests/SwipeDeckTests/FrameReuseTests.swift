import SwipeDeck
import SwipePNG
import SwipeRaster
import SwipeTestSupport
import XCTest
import SwipeUI
import SwipeBase

/// Frames that draw what a recent frame drew reuse its encoded bytes: the files are the
/// bytes each frame would have on its own, at any thread count, and the reuse happens.
final class FrameReuseTests: XCTestCase {
    /// The default scene with a second of rest at the end, at a small scale.
    private func restingScene() throws -> Scene {
        var scene = try XCTUnwrap(PresetCatalog.preset(named: "tinder-stack")).defaultScene
        scene.canvas.scale = 0.25
        scene.script.append(.wait(2))
        return scene
    }

    func testReusedFramesAreTheBytesEachFrameEncodesToOnItsOwn() throws {
        let directory = TemporaryDirectory(prefix: "swipesim-reuse")
        defer { directory.remove() }
        let renderer = try FrameRenderer(scene: try restingScene())
        // The last swipe's end, then the rest.
        let frames = Array(try renderer.simulate(recording: { _ in true }).suffix(100))
        let alone = try frames.map { frame -> [UInt8] in
            let pixmap = try renderer.draw(frame)
            return try PNGEncoder.encode(premultipliedRGBA: pixmap.bytes, width: pixmap.width, height: pixmap.height)
        }
        let repeated = (1..<frames.count).filter { frames[$0].drawing == frames[$0 - 1].drawing }.count
        for threads in [1, 2] {
            let out = directory.file("threads\(threads)")
            let selection = try FrameSelection("\(frames[0].index):")
            let summary = try FolderRender(outputDirectory: out, selection: selection, threads: threads).render(renderer)
            // At least the rest at the end (60 frames) draws nothing new.
            XCTAssertGreaterThanOrEqual(summary.reusedFrames, 60, "threads \(threads)")
            for (frame, bytes) in zip(frames, alone) {
                let written = try FileIO.readBytes(at: out + "/" + FrameFileName.name(frame.index), maximumBytes: 1 << 28)
                XCTAssertEqual(written, bytes, "frame \(frame.index), threads \(threads)")
            }
            // With one thread every frame equal to the one before it is reused.
            if threads == 1 { XCTAssertEqual(summary.reusedFrames, repeated) }
        }
    }

    func testMemoRemembersOnlyTheLastEntriesAndWaitsForFramesInFlight() throws {
        let memo = EncodedFrameMemo<[String]>(capacity: 2)
        let a = ["a rect 1 pt wide"], b = ["a rect 2 pt wide"], c: [String] = []
        var made = 0
        func bytes(_ items: [String], _ value: UInt8) throws -> [UInt8] {
            try memo.bytes(for: items) {
                made += 1; return [value]
            }
        }
        XCTAssertEqual(try bytes(a, 1), [1])
        XCTAssertEqual(try bytes(a, 9), [1])
        XCTAssertEqual(try bytes(b, 2), [2])
        XCTAssertEqual(try bytes(c, 3), [3])
        XCTAssertEqual(try bytes(a, 4), [4], "a was dropped: capacity 2")
        XCTAssertEqual(made, 4)
        XCTAssertEqual(memo.reusedCount, 1)

        // A failed make is not remembered: the next caller makes its own bytes.
        struct Failure: Error {}
        XCTAssertThrowsError(try memo.bytes(for: b) { throw Failure() } as [UInt8])
        XCTAssertEqual(try memo.bytes(for: b) { [7] }, [7])
    }
}
