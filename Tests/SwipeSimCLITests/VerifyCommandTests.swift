import SwipeSimCLI
import SwipeGolden
import SwipePNG
import SwipeTestSupport
import XCTest
import SwipeBase

/// Draws a moving square per frame; `changed` frames get a red dot.
struct SyntheticRenderer: GoldenRenderer {
    var width = 48
    var height = 36
    var changed: Set<Int> = []
    var swapped: (Int, Int)?

    func image(_ index: Int) -> [UInt8] {
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        let left = 2 + 3 * index
        for y in 8..<24 {
            for x in left..<min(width, left + 12) {
                pixels.replaceSubrange((y * width + x) * 4..<(y * width + x) * 4 + 3, with: [30, 90, 200])
            }
        }
        if changed.contains(index) {
            pixels.replaceSubrange(0..<4, with: [255, 0, 0, 255])
        }
        return pixels
    }

    func render(sceneAt path: String, frames: [Int]) throws -> [RenderedFrame] {
        frames.map { index in
            var drawn = index
            if let (a, b) = swapped { drawn = index == a ? b : index == b ? a : index }
            return RenderedFrame(
                index: index, time: Double(index) / 30, width: width, height: height, pixels: image(drawn),
                fingerprint: [PNGTextChunk(key: GoldenFingerprint.fontFileKey, value: "Test.ttf")])
        }
    }
}

final class VerifyCommandTests: XCTestCase {
    var directory: TemporaryDirectory!
    var savedRenderer: ((@escaping (String, String) -> Void, [String]) -> GoldenRenderer)!

    override func setUp() {
        directory = TemporaryDirectory(prefix: "swipesim-verify")
        savedRenderer = VerifyCommand.makeRenderer
    }

    override func tearDown() {
        VerifyCommand.makeRenderer = savedRenderer
        directory.remove()
    }

    func use(_ renderer: SyntheticRenderer) {
        VerifyCommand.makeRenderer = { _, _ in renderer }
    }

    func makeGolden(_ name: String, frames: [Int] = [0, 1, 2, 3]) throws -> String {
        let path = directory.file("Goldens/" + name)
        try FileIO.createDirectory(path)
        try FileIO.writeAtomically("{}", to: path + "/scene.json")
        try FileIO.writeAtomically("{\"frames\": \(frames)}", to: path + "/golden.json")
        return path
    }

    func testMissingGoldensFailInCIAndAreRecordedLocally() throws {
        use(SyntheticRenderer())
        let golden = try makeGolden("swipe")
        let ci = ToolRun(["verify", golden], environment: ["CI": "true"])
        XCTAssertEqual(ci.exitCode, 1, ci.standardOutput + ci.standardError)
        XCTAssertTrue(ci.standardOutput.contains("frame 0: missing: no golden frame_00000.png"), ci.standardOutput)
        XCTAssertTrue(ci.standardOutput.contains("(record mode never)"), ci.standardOutput)
        XCTAssertTrue(ci.standardOutput.contains("hint: missing goldens"), ci.standardOutput)

        let local = ToolRun(["verify", golden])
        XCTAssertEqual(local.exitCode, 0, local.standardOutput + local.standardError)
        XCTAssertTrue(local.standardOutput.contains("golden swipe: passed (4 frames, 0 identical, 4 recorded)"), local.standardOutput)
        XCTAssertTrue(FileIO.fileExists(golden + "/frame_00003.png"))

        let again = ToolRun(["verify", directory.file("Goldens")], environment: ["CI": "true"])
        XCTAssertEqual(again.exitCode, 0, again.standardOutput)
        XCTAssertTrue(again.standardOutput.contains("golden swipe: passed (4 frames, 4 identical)"), again.standardOutput)
    }

    func testMismatchReportAndJUnit() throws {
        let golden = try makeGolden("swipe")
        use(SyntheticRenderer())
        XCTAssertEqual(ToolRun(["verify", golden, "--record", "all"]).exitCode, 0)
        use(SyntheticRenderer(changed: [1], swapped: (2, 3)))
        let report = directory.file("report"), junit = directory.file("junit.xml")
        let run = ToolRun(["verify", golden, "--report", report, "--junit", junit], environment: ["CI": "true"])
        XCTAssertEqual(run.exitCode, 1, run.standardOutput + run.standardError)
        XCTAssertTrue(
            run.standardOutput.contains("golden swipe: FAILED (3 of 4 frames fail; first failing frame 1, 2 more failing frames follow)"), run.standardOutput)
        XCTAssertTrue(run.standardOutput.contains("frame 2: FAILED: "), run.standardOutput)
        XCTAssertTrue(run.standardOutput.contains("frame 3: FAILED: "), run.standardOutput)
        XCTAssertTrue(FileIO.fileExists(report + "/index.html"))
        XCTAssertTrue(FileIO.fileExists(report + "/results.json"))
        XCTAssertTrue(FileIO.fileExists(report + "/goldens/swipe/frame_00001-diff.png"))
        let xml = String(decoding: try FileIO.readBytes(at: junit, maximumBytes: 1 << 26), as: UTF8.self)
        XCTAssertTrue(xml.contains("tests=\"4\" failures=\"3\" errors=\"0\""), xml)
        // A generous budget tolerates the red dot but not the swapped frames.
        let budget = ToolRun(["verify", golden, "--max-diff-pixels", "1"], environment: ["CI": "true"])
        XCTAssertTrue(budget.standardOutput.contains("2 of 4 frames fail"), budget.standardOutput)
    }

    func testInputErrorsExitTwoWithClearMessages() throws {
        use(SyntheticRenderer())
        let golden = try makeGolden("swipe")
        XCTAssertEqual(ToolRun(["verify", golden]).exitCode, 0)
        try FileIO.writeAtomically([137, 80, 78, 71, 1, 2, 3], to: golden + "/frame_00002.png")
        let corrupt = ToolRun(["verify", golden], environment: ["CI": "true"])
        XCTAssertEqual(corrupt.exitCode, 2)
        XCTAssertTrue(corrupt.standardOutput.contains("frame 2: unreadable: \(golden)/frame_00002.png: cannot read golden frame"), corrupt.standardOutput)

        let noScene = try makeGolden("empty")
        FileIO.removeFile(noScene + "/scene.json")
        let run = ToolRun(["verify", noScene])
        XCTAssertEqual(run.exitCode, 2)
        XCTAssertTrue(run.standardOutput.contains("golden empty: ERROR: \(noScene): golden folder has no scene.json"), run.standardOutput)

        let nowhere = ToolRun(["verify", directory.file("nowhere")])
        XCTAssertEqual(nowhere.exitCode, 2)
        XCTAssertTrue(nowhere.standardOutput.contains("no such golden folder"), nowhere.standardOutput)

        let noList = try makeGolden("nolist")
        FileIO.removeFile(noList + "/golden.json")
        let recording = ToolRun(["verify", noList, "--record", "missing"])
        XCTAssertEqual(recording.exitCode, 2)
        XCTAssertTrue(recording.standardOutput.contains("cannot record: golden.json is missing"), recording.standardOutput)
    }

    func testWrongSizeGoldenExitsOne() throws {
        use(SyntheticRenderer())
        let golden = try makeGolden("swipe", frames: [0])
        XCTAssertEqual(ToolRun(["verify", golden]).exitCode, 0)
        use(SyntheticRenderer(width: 50))
        let run = ToolRun(["verify", golden, "--record", "never"])
        XCTAssertEqual(run.exitCode, 1)
        XCTAssertTrue(run.standardOutput.contains("size mismatch: expected 48×36, actual 50×36"), run.standardOutput)
    }

    /// A renderer that cannot draw the scene is an input error (exit 2), said per golden.
    func testARendererFailureExitsTwo() throws {
        struct Failing: GoldenRenderer {
            func render(sceneAt path: String, frames: [Int]) throws -> [RenderedFrame] {
                throw GoldenError.renderingFailed(scene: path, message: "the font is missing")
            }
        }
        VerifyCommand.makeRenderer = { _, _ in Failing() }
        let golden = try makeGolden("swipe")
        let run = ToolRun(["verify", golden])
        XCTAssertEqual(run.exitCode, 2)
        XCTAssertTrue(run.standardOutput.contains("rendering failed: the font is missing"), run.standardOutput)
    }

    func testShardsAndRecordModeOptions() throws {
        use(SyntheticRenderer())
        for name in ["a", "b", "c"] { _ = try makeGolden(name, frames: [0]) }
        let first = ToolRun(["verify", directory.file("Goldens"), "--shard", "1/2"])
        XCTAssertTrue(first.standardOutput.contains("verify: shard 1/2 checks 2 of 3 goldens"), first.standardOutput)
        XCTAssertTrue(
            first.standardOutput.contains("golden a:") && first.standardOutput.contains("golden c:") && !first.standardOutput.contains("golden b:"),
            first.standardOutput)
        let second = ToolRun(["verify", directory.file("Goldens"), "--shard=2/2"])
        XCTAssertTrue(second.standardOutput.contains("golden b:") && !second.standardOutput.contains("golden a:"), second.standardOutput)
        XCTAssertEqual(ToolRun(["verify", directory.file("Goldens"), "--shard", "3/2"]).exitCode, 2)
        let badMode = ToolRun(["verify", directory.file("Goldens"), "--record", "sometimes"])
        XCTAssertEqual(badMode.exitCode, 2)
        XCTAssertTrue(badMode.standardError.contains("--record must be one of all, missing, failed, never"), badMode.standardError)
        let badEnvironment = ToolRun(["verify", directory.file("Goldens")], environment: ["SWIPESIM_RECORD": "x"])
        XCTAssertEqual(badEnvironment.exitCode, 2)
        XCTAssertTrue(badEnvironment.standardError.contains("SWIPESIM_RECORD must be one of"), badEnvironment.standardError)
    }

    func testHelpDocumentsRecordModesAndToleranceFlags() {
        let run = ToolRun(["verify", "--help"])
        XCTAssertEqual(run.exitCode, 0)
        for text in [
            "--record MODE", "--report DIR", "--junit FILE", "--shard K/N", "--threshold T", "--max-diff-ratio R", "--no-aa-detection", "SWIPESIM_RECORD",
            "CI=true",
        ] {
            XCTAssertTrue(run.standardOutput.contains(text), text)
        }
    }
}
