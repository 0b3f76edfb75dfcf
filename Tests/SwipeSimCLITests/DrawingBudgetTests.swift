import SwipeTestSupport
import XCTest
import SwipeBase

/// An 887-byte scene asked for 96 001 frames of 8192×8192 px (about 17
/// CPU-hours and 160 GB of PNGs), each dimension within its own limit. Frames × pixels is
/// bounded (`SceneLimits.maximumDrawnPixels`, 2^35): such a scene is refused at once, before a
/// frame is simulated, by every command that reads it.
final class DrawingBudgetTests: XCTestCase {
    var directory: TemporaryDirectory!

    override func setUp() { directory = TemporaryDirectory(prefix: "swipesim-budget") }
    override func tearDown() { directory.remove() }

    func testFramesTimesPixelsIsBoundedForRenderAndVerify() throws {
        let golden = directory.file("Goldens/huge")
        try FileIO.createDirectory(golden)
        let scene = #"{"preset": "card-stack", "canvas": {"width": 8192, "height": 8192}, "fps": 240, "duration": 400}"#
        try FileIO.writeAtomically(scene, to: golden + "/scene.json")
        try FileIO.writeAtomically(#"{"frames": [0]}"#, to: golden + "/golden.json")
        // 240 × 400 + 1 frames of 8192² px: 96 001 × 67 108 864 pixels.
        let expected = "the scene has 96001 frames of 8192×8192 pixels, \(96_001 * 8192 * 8192) pixels to draw; the limit is 34359738368 (frames × pixels)"
        let render = try LimitedRun(["render", golden + "/scene.json", "--out", directory.file("out")], memoryMiB: 1024, seconds: 30)
        XCTAssertFalse(render.timedOut)
        XCTAssertEqual(render.exitCode, 2, render.standardError)
        XCTAssertTrue(render.standardError.contains(expected), render.standardError)
        XCTAssertLessThan(render.peakRSSKiB, 256 << 10, "refused before any frame exists")
        XCTAssertFalse(FileIO.fileExists(directory.file("out")))

        let verify = try LimitedRun(["verify", golden], memoryMiB: 1024, seconds: 30)
        XCTAssertEqual(verify.exitCode, 2, verify.standardError)
        XCTAssertTrue(verify.standardOutput.contains(expected), verify.standardOutput)
        XCTAssertEqual(try FileIO.contentsOfDirectory(golden), ["golden.json", "scene.json"], "nothing recorded")

        // Within budget as written (3 s at 60 fps: 181 frames), over it at --fps 240 (721 frames).
        try FileIO.writeAtomically(#"{"preset": "card-stack", "canvas": {"width": 8192, "height": 8192}, "duration": 3}"#, to: golden + "/scene.json")
        let faster = try LimitedRun(["render", golden + "/scene.json", "--fps", "240", "--out", directory.file("out")], memoryMiB: 1024, seconds: 30)
        XCTAssertEqual(faster.exitCode, 2, faster.standardError)
        XCTAssertTrue(faster.standardError.contains("the scene has 721 frames of 8192×8192 pixels"), faster.standardError)
    }
}
