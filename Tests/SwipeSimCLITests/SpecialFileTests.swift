import Foundation
import SwipePNG
import SwipeTestSupport
import XCTest
import SwipeBase

/// Every file the tool reads (scene, image, font, golden.json,
/// golden frame) goes through one path that refuses special files before reading a byte: a
/// FIFO with no writer must not block `open()`, `/dev/zero` must not be read until memory
/// runs out. Run as child processes under a memory limit and a timeout.
final class SpecialFileTests: XCTestCase {
    var directory: TemporaryDirectory!

    override func setUp() { directory = TemporaryDirectory(prefix: "swipesim-special") }
    override func tearDown() { directory.remove() }

    private func fifo(_ name: String) -> String {
        let path = directory.file(name)
        XCTAssertEqual(mkfifo(path, 0o644), 0)
        return path
    }

    private func link(_ name: String, to target: String) -> String {
        let path = directory.file(name)
        XCTAssertEqual(symlink(target, path), 0)
        return path
    }

    private func assertRefused(_ run: LimitedRun, naming expected: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertFalse(run.timedOut, "hung or was killed: \(run.standardError)", file: file, line: line)
        XCTAssertEqual(run.exitCode, 2, run.standardError, file: file, line: line)
        let said = run.standardError + run.standardOutput  // verify reports per golden on stdout
        XCTAssertTrue(said.contains(expected), said, file: file, line: line)
        // A symbolic link to a device leads out of the scene's or golden's folder: it is refused
        // for that, before it is opened; a FIFO or device inside is not a regular file.
        XCTAssertTrue(said.contains("not a regular file") || said.contains("is outside the folder"), said, file: file, line: line)
    }

    func testSceneThatIsAFIFOOrADeviceIsRefusedAtOnce() throws {
        let out = directory.file("out")
        for scene in [fifo("scene.json"), "/dev/zero", link("zero.json", to: "/dev/zero")] {
            let run = try LimitedRun(["render", scene, "--out", out], memoryMiB: 512, seconds: 20)
            assertRefused(run, naming: scene)
            XCTAssertFalse(FileManager.default.fileExists(atPath: out), "nothing written for \(scene)")
        }
    }

    func testImageAndFontThatAreSpecialFilesAreRefusedWithTheirField() throws {
        let pipe = fifo("photo.png")
        _ = link("zero.png", to: "/dev/zero")
        let fontPipe = fifo("font.ttf")
        for (body, field) in [
            (#""cards": [{"image": "photo.png"}]"#, "cards[0].image"),
            (#""cards": [{"title": "a"}, {"image": "zero.png"}]"#, "cards[1].image"),
            (#""fonts": {"bold": "font.ttf"}"#, "fonts.bold"),
        ] {
            let scene = directory.file("scene.json")
            try FileIO.writeAtomically("{\"preset\": \"card-stack\", \(body)}", to: scene)
            let run = try LimitedRun(["render", scene, "--out", directory.file("out")], memoryMiB: 512, seconds: 20)
            assertRefused(run, naming: field)
            XCTAssertTrue(run.standardError.contains(scene), "names the scene file: \(run.standardError)")
        }
        _ = pipe
        _ = fontPipe
    }

    func testGoldenFrameListAndFramesThatAreSpecialFilesAreRefused() throws {
        let golden = directory.file("golden")
        try FileIO.createDirectory(golden)
        try FileIO.writeAtomically(#"{"preset": "card-stack", "duration": 0.1}"#, to: golden + "/scene.json")
        XCTAssertEqual(symlink("/dev/zero", golden + "/golden.json"), 0)
        var run = try LimitedRun(["verify", golden], memoryMiB: 512, seconds: 20)
        assertRefused(run, naming: "golden.json")

        unlink(golden + "/golden.json")
        XCTAssertEqual(mkfifo(golden + "/golden.json", 0o644), 0)
        run = try LimitedRun(["verify", golden], memoryMiB: 512, seconds: 20)
        assertRefused(run, naming: "golden.json")

        unlink(golden + "/golden.json")
        try FileIO.writeAtomically(#"{"frames": [0]}"#, to: golden + "/golden.json")
        XCTAssertEqual(symlink("/dev/zero", golden + "/frame_00000.png"), 0)
        run = try LimitedRun(["verify", golden], memoryMiB: 512, seconds: 20)
        XCTAssertFalse(run.timedOut, run.standardError)
        XCTAssertNotEqual(run.exitCode, 0, run.standardError)
        XCTAssertTrue(
            run.standardOutput.contains("frame 0: unreadable") && run.standardOutput.contains("is outside the folder"),
            "stdout: \(run.standardOutput) stderr: \(run.standardError)")
    }

    func testDiffInputThatIsAFIFOIsRefused() throws {
        let a = directory.file("a.png")
        try FileIO.writeAtomically(PNGEncoder.encode(premultipliedRGBA: TestImages.cardFrame(width: 4, height: 4), width: 4, height: 4), to: a)
        let run = try LimitedRun(["diff", a, fifo("b.png")], memoryMiB: 512, seconds: 20)
        assertRefused(run, naming: "b.png")
    }
}
