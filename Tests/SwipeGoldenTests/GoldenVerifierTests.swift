import SwipeGolden
import SwipePNG
import SwipeTestSupport
import XCTest
import SwipeBase

final class GoldenVerifierTests: XCTestCase {
    var directory: TemporaryDirectory!

    override func setUp() { directory = TemporaryDirectory(prefix: "swipesim-golden") }
    override func tearDown() { directory.remove() }

    /// A golden folder with a scene and a frame list; no frames yet.
    func makeGolden(_ name: String = "stack", frames: [Int] = [0, 1, 2, 3, 4, 5]) throws -> GoldenFolder {
        let path = directory.file(name)
        try FileIO.createDirectory(path)
        try FileIO.writeAtomically("{}\n", to: path + "/scene.json")
        try FileIO.writeAtomically("{\"frames\": \(frames)}\n", to: path + "/golden.json")
        return GoldenFolder(path: path)
    }

    func options(_ mode: RecordMode, _ tolerance: ComparisonTolerance = .standard) -> GoldenVerifyOptions {
        GoldenVerifyOptions(tolerance: tolerance, recordMode: mode, toolVersion: "9.9.9")
    }

    func testRecordMissingWritesFramesWithFingerprintThenPasses() throws {
        let folder = try makeGolden()
        let renderer = FakeRenderer()
        let first = GoldenVerifier.verify(folder, renderer: renderer, options: options(.missing))
        XCTAssertTrue(first.passed)
        XCTAssertEqual(first.recordedFrames.map(\.index), [0, 1, 2, 3, 4, 5])
        let golden = try PNGDecoder.decode(fileAt: folder.framePath(3))
        XCTAssertEqual(golden.pixels, TestImages.frame(3).pixels)
        XCTAssertEqual(golden.text(forKey: GoldenFingerprint.toolVersionKey), "9.9.9")
        XCTAssertEqual(golden.text(forKey: GoldenFingerprint.fontHashKey), "abc123")
        XCTAssertEqual(golden.text(forKey: GoldenFingerprint.libpngVersionKey), PNGDecoder.libpngVersion)
        XCTAssertEqual(renderer.calls, [[0, 1, 2, 3, 4, 5]])

        let second = GoldenVerifier.verify(folder, renderer: renderer, options: options(.never))
        XCTAssertTrue(second.passed)
        XCTAssertEqual(second.frames.map(\.status), Array(repeating: .passed, count: 6))
        XCTAssertTrue(second.frames.allSatisfy { $0.comparison?.isExact == true })
    }

    func testMissingGoldenFailsInRecordModeNever() throws {
        let folder = try makeGolden(frames: [0, 6])
        let result = GoldenVerifier.verify(folder, renderer: FakeRenderer(), options: options(.never))
        XCTAssertFalse(result.passed)
        XCTAssertFalse(result.hasInputError)
        XCTAssertEqual(result.frames.map(\.status), [.missing, .missing])
        XCTAssertTrue(result.frames[0].note.contains("frame_00000.png"))
        XCTAssertFalse(FileIO.fileExists(folder.framePath(0)))
    }

    func testMotionIsRecordedWithTheFramesThenMatches() throws {
        let folder = try makeGolden(frames: [0, 10])
        let renderer = FakeRenderer()
        renderer.motion = cardMotion(frames: 20) { 10 + 3 * Double($0) }
        let first = GoldenVerifier.verify(folder, renderer: renderer, options: options(.missing))
        XCTAssertTrue(first.passed)
        XCTAssertEqual(first.motion?.status, .recorded)
        XCTAssertEqual(try MotionFile.read(at: folder.motionPath), renderer.motion)
        let second = GoldenVerifier.verify(folder, renderer: renderer, options: options(.never))
        XCTAssertTrue(second.passed)
        XCTAssertEqual(second.motion?.status, .passed)
        XCTAssertEqual(second.motion?.comparison?.actualFrameCount, 20)
    }

    func testMissingMotionFailsInRecordModeNever() throws {
        let folder = try makeGolden(frames: [0])
        let renderer = FakeRenderer()
        renderer.motion = cardMotion(frames: 5) { Double($0) }
        _ = GoldenVerifier.verify(folder, renderer: FakeRenderer(), options: options(.missing))
        let result = GoldenVerifier.verify(folder, renderer: renderer, options: options(.never))
        XCTAssertFalse(result.passed)
        XCTAssertEqual(result.motion?.status, .missing)
        XCTAssertTrue(result.motion?.summary.contains("no golden motion.json") == true, result.motion?.summary ?? "")
        XCTAssertFalse(FileIO.fileExists(folder.motionPath))
    }

    func testGoldenJSONRecordsSelectionHashToleranceAndEnvironment() throws {
        let folder = try makeGolden(frames: [0])
        try FileIO.writeAtomically("{\"frames\": \"::5\"}", to: folder.frameListPath)
        let renderer = FakeRenderer()
        renderer.motion = cardMotion(frames: 12) { Double($0) }
        let recorded = GoldenVerifier.verify(folder, renderer: renderer, options: options(.missing))
        XCTAssertTrue(recorded.passed, GoldenTextReport.lines(for: recorded).joined(separator: "\n"))
        XCTAssertEqual(recorded.frames.map(\.index), [0, 5, 10])
        let spec = try GoldenSpec.read(folder)
        XCTAssertEqual(spec.frames, .selection("::5"))
        XCTAssertEqual(spec.sceneSHA256, try GoldenSpec.sceneHash(of: folder))
        XCTAssertEqual(spec.motionTolerance, .standard)
        XCTAssertEqual(spec.environment.first { $0.key == GoldenFingerprint.fontHashKey }?.value, "abc123")
        let text = String(decoding: try FileIO.readBytes(at: folder.frameListPath, maximumBytes: 1 << 28), as: UTF8.self)
        XCTAssertTrue(text.hasPrefix("{\n  \"frames\": \"::5\",\n  \"sceneSHA256\": \""), text)

        // The scene changes: the failure says so.
        try FileIO.writeAtomically("{\"changed\": true}\n", to: folder.scenePath)
        renderer.motion = cardMotion(frames: 12) { Double($0) + 1 }
        let changed = GoldenVerifier.verify(folder, renderer: renderer, options: options(.never))
        XCTAssertFalse(changed.passed)
        let lines = GoldenTextReport.lines(for: changed).joined(separator: "\n")
        XCTAssertTrue(lines.contains("scene.json changed since this golden was recorded (SHA-256 "), lines)
        XCTAssertTrue(lines.contains("record: .all in assertGoldenFrames, or SWIPESIM_RECORD=all"), lines)
    }

    func testAFramePNGThatGoldenJSONDoesNotListIsAWarningOrUnderCIAnError() throws {
        let folder = try makeGolden(frames: [0, 1])
        _ = GoldenVerifier.verify(folder, renderer: FakeRenderer(), options: options(.missing))
        try FileIO.writeAtomically(PNGEncoder.encode(TestImages.frame(7)), to: folder.framePath(7))
        let local = GoldenVerifier.verify(folder, renderer: FakeRenderer(), options: options(.never))
        XCTAssertTrue(local.passed)
        XCTAssertEqual(local.unlistedFrames, ["frame_00007.png"])
        XCTAssertTrue(
            GoldenTextReport.lines(for: local).contains {
                $0.contains("warning: ") && $0.contains("1 frame PNG that golden.json does not list (frame_00007.png)")
            })
        var strict = options(.never)
        strict.rejectsUnlistedFrames = true
        let ci = GoldenVerifier.verify(folder, renderer: FakeRenderer(), options: strict)
        XCTAssertFalse(ci.passed)
        XCTAssertTrue(ci.hasInputError)
        XCTAssertTrue(ci.unlistedFramesMessage?.hasPrefix("error: ") == true)
    }

    func testAMoveBetweenTheSampledFramesFailsAtItsFirstFrame() throws {
        let folder = try makeGolden(frames: [0, 10])
        let renderer = FakeRenderer()
        renderer.motion = cardMotion(frames: 20) { 10 + 3 * Double($0) }
        _ = GoldenVerifier.verify(folder, renderer: renderer, options: options(.missing))
        // Frames 5…7 move by 0.1 pt; the sampled image frames 0 and 10 stay identical.
        renderer.motion = cardMotion(frames: 20) { n in 10 + 3 * Double(n) + ((5...7).contains(n) ? 0.1 : 0) }
        let result = GoldenVerifier.verify(folder, renderer: renderer, options: options(.never))
        XCTAssertTrue(result.frames.allSatisfy { $0.status == .passed })
        XCTAssertFalse(result.passed)
        let comparison = try XCTUnwrap(result.motion?.comparison)
        XCTAssertEqual(comparison.first?.frame, 5)
        XCTAssertEqual(comparison.first?.cardID, "card-0")
        XCTAssertEqual(comparison.first?.channel, "top-left.x")
        XCTAssertEqual(comparison.first?.amount ?? 0, 0.1, accuracy: 1e-9)
        XCTAssertEqual(comparison.deviatingFrames, 3)
        XCTAssertTrue(
            comparison.summary.contains("first at frame 5 (0.083 s): card-0 top-left.x moved by +0.1000 pt (expected 25.0000, actual 25.1000)"),
            comparison.summary)
        XCTAssertEqual(comparison.curve?.expected.count, 20)
        let text = GoldenTextReport.lines(for: result).joined(separator: "\n")
        XCTAssertTrue(text.contains("golden stack: FAILED (motion moved"), text)
        XCTAssertTrue(text.contains("motion: FAILED: motion moved in 3 of 20 frames"), text)
    }

    func testARealChangeIsNotATimingShift() throws {
        let folder = try makeGolden(frames: [0, 1, 2])
        _ = GoldenVerifier.verify(folder, renderer: FakeRenderer(), options: options(.missing))
        let changed = FakeRenderer { index in
            var image = TestImages.frame(index)
            if index == 1 { TestImages.set(&image, 1, 1, (255, 0, 0, 255)) }
            return image
        }
        let result = GoldenVerifier.verify(folder, renderer: changed, options: options(.never))
        XCTAssertEqual(result.failingFrames.map(\.index), [1])
        XCTAssertEqual(result.frames[1].comparison?.differingPixels, 1)
        XCTAssertNotNil(result.frames[1].images?.diff)
    }

    func testWrongSizeGoldenFailsWithBothSizes() throws {
        let folder = try makeGolden(frames: [0])
        let small = TestImages.solid(width: 10, height: 12, (1, 2, 3, 255))
        try FileIO.writeAtomically(PNGEncoder.encode(small), to: folder.framePath(0))
        let result = GoldenVerifier.verify(folder, renderer: FakeRenderer(), options: options(.never))
        XCTAssertFalse(result.passed)
        XCTAssertFalse(result.hasInputError)
        XCTAssertEqual(result.frames[0].status, .failed)
        XCTAssertTrue(result.frames[0].summary.contains("expected 10×12, actual 64×48"), result.frames[0].summary)
    }

    func testCorruptGoldenIsAnInputError() throws {
        let folder = try makeGolden(frames: [0, 1])
        _ = GoldenVerifier.verify(folder, renderer: FakeRenderer(), options: options(.missing))
        var bytes = try FileIO.readBytes(at: folder.framePath(1), maximumBytes: 1 << 26)
        bytes.removeLast(bytes.count / 2)
        try FileIO.writeAtomically(bytes, to: folder.framePath(1))
        let result = GoldenVerifier.verify(folder, renderer: FakeRenderer(), options: options(.never))
        XCTAssertTrue(result.hasInputError)
        XCTAssertEqual(result.frames.map(\.status), [.passed, .unreadable])
        XCTAssertTrue(result.frames[1].note.contains("frame_00001.png"), result.frames[1].note)
        // --record failed repairs it.
        let repaired = GoldenVerifier.verify(folder, renderer: FakeRenderer(), options: options(.failed))
        XCTAssertEqual(repaired.frames.map(\.status), [.passed, .recorded])
        XCTAssertTrue(GoldenVerifier.verify(folder, renderer: FakeRenderer(), options: options(.never)).passed)
    }

    func testFolderWithoutSceneIsAnInputError() throws {
        let folder = try makeGolden()
        FileIO.removeFile(folder.scenePath)
        let result = GoldenVerifier.verify(folder, renderer: FakeRenderer(), options: options(.never))
        XCTAssertEqual(result.error, .missingScene(folder: folder.path))
        XCTAssertTrue(result.error!.description.contains("has no scene.json"))
    }

    func testMissingOrInvalidFrameList() throws {
        let folder = try makeGolden()
        FileIO.removeFile(folder.frameListPath)
        let recording = GoldenVerifier.verify(folder, renderer: FakeRenderer(), options: options(.all))
        XCTAssertEqual(recording.error, .missingFrameList(folder: folder.path, recording: true))
        XCTAssertTrue("\(recording.error!)".contains("cannot record: golden.json is missing"))
        XCTAssertTrue("\(recording.error!)".contains("create \(folder.path)/golden.json"))

        for (text, expected) in [
            ("{\"frames\": []}", "non-empty array"),
            ("{\"frames\": [0, 1.5]}", "frames[1] must be a whole number"),
            ("{\"frames\": [3, 3]}", "frame 3 is listed twice"),
            ("{\"frame\": [1]}", "missing \"frames\""),
            ("{\"frames\": [1,\n  oops]}", "2:3: unexpected character 'o'"),
            ("[1, 2]", "top level must be an object"),
        ] {
            try FileIO.writeAtomically(text, to: folder.frameListPath)
            let result = GoldenVerifier.verify(folder, renderer: FakeRenderer(), options: options(.never))
            XCTAssertTrue("\(result.error.map { "\($0)" } ?? "none")".contains(expected), "\(text): \(String(describing: result.error))")
        }
    }

    func testRendererErrorsAndWrongFramesAreInputErrors() throws {
        let folder = try makeGolden(frames: [0, 1])
        let failing = FakeRenderer()
        failing.error = GoldenError.renderingFailed(scene: "scene.json", message: "no font")
        XCTAssertEqual(
            GoldenVerifier.verify(folder, renderer: failing, options: options(.missing)).error, .renderingFailed(scene: "scene.json", message: "no font"))

        struct Skipping: GoldenRenderer {
            func render(sceneAt path: String, frames: [Int]) throws -> [RenderedFrame] {
                [RenderedFrame(index: 0, width: 1, height: 1, pixels: [0, 0, 0, 255])]
            }
        }
        let result = GoldenVerifier.verify(folder, renderer: Skipping(), options: options(.missing))
        XCTAssertTrue("\(result.error!)".contains("asked for frames [0, 1] but the renderer returned [0]"))
    }

    func testRecordFailedRewritesOnlyFailingFramesAndKeepsOthers() throws {
        let folder = try makeGolden(frames: [0, 1, 2])
        _ = GoldenVerifier.verify(folder, renderer: FakeRenderer(), options: options(.missing))
        // A golden of a frame no longer listed must survive every record mode.
        try FileIO.writeAtomically(FileIO.readBytes(at: folder.framePath(0), maximumBytes: 1 << 26), to: folder.framePath(9))
        let changed = FakeRenderer { TestImages.frame($0 == 1 ? 5 : $0) }
        let result = GoldenVerifier.verify(folder, renderer: changed, options: options(.failed))
        XCTAssertEqual(result.frames.map(\.status), [.passed, .recorded, .passed])
        XCTAssertTrue(result.passed)
        XCTAssertEqual(try PNGDecoder.decode(fileAt: folder.framePath(1)).pixels, TestImages.frame(5).pixels)
        let all = GoldenVerifier.verify(folder, renderer: changed, options: options(.all))
        // Identical pixels with the same fingerprint are left alone.
        XCTAssertEqual(all.frames.map(\.status), [.passed, .passed, .passed])
        XCTAssertTrue(FileIO.fileExists(folder.framePath(9)))
        XCTAssertEqual(try FileIO.contentsOfDirectory(folder.path).filter { $0.hasPrefix(".") }, [])
    }

    func testFingerprintDifferencesAreNamedOnFailure() throws {
        let folder = try makeGolden(frames: [0, 1])
        _ = GoldenVerifier.verify(folder, renderer: FakeRenderer(), options: options(.missing))
        let otherFont = FakeRenderer(fingerprint: [
            PNGTextChunk(key: GoldenFingerprint.fontFileKey, value: "DejaVuSans.ttf"),
            PNGTextChunk(key: GoldenFingerprint.fontHashKey, value: "def456"),
        ]) { TestImages.frame($0 + 4) }
        let result = GoldenVerifier.verify(folder, renderer: otherFont, options: options(.never))
        XCTAssertFalse(result.passed)
        XCTAssertEqual(result.fingerprintDifferences, ["font-sha256: golden abc123, this machine def456"])
        let lines = GoldenTextReport.lines(for: result)
        XCTAssertTrue(lines.contains("    font-sha256: golden abc123, this machine def456"), "\(lines)")
    }

    func testAnUnknownFolderIsAnInputError() {
        let folder = GoldenFolder(path: directory.file("nope"))
        let result = GoldenVerifier.verify(folder, renderer: FakeRenderer(), options: options(.missing))
        XCTAssertEqual(result.error, .notAFolder(path: folder.path))
    }
}
