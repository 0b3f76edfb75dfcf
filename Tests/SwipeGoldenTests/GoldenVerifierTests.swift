import SwipeGolden
import SwipePNG
import SwipeTestSupport
import XCTest

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

    func testSwappedFramesAreReportedAsTimingShifts() throws {
        let folder = try makeGolden()
        _ = GoldenVerifier.verify(folder, renderer: FakeRenderer(), options: options(.missing))
        let swapped = FakeRenderer { index in TestImages.frame(index == 2 ? 3 : index == 3 ? 2 : index) }
        let result = GoldenVerifier.verify(folder, renderer: swapped, options: options(.never))
        XCTAssertFalse(result.passed)
        XCTAssertEqual(result.failingFrames.map(\.index), [2, 3])
        XCTAssertEqual(result.frames[2].timingShift, 1)
        XCTAssertEqual(result.frames[3].timingShift, -1)
        XCTAssertTrue(result.frames[2].summary.contains("timing shift by +1 frame"), result.frames[2].summary)
        XCTAssertTrue(result.frames[3].summary.contains("timing shift by -1 frame"), result.frames[3].summary)
        XCTAssertEqual(result.firstFailure?.frame, 2)
        XCTAssertEqual(result.firstFailure?.followingFailures, 1)
    }

    func testTimingShiftIsMeasuredInFrameIndicesOfSparseGoldens() throws {
        let folder = try makeGolden(frames: [0, 6, 12, 18])
        _ = GoldenVerifier.verify(folder, renderer: FakeRenderer(), options: options(.missing))
        // The motion runs late: rendered frame 12 shows the golden's frame 0 (two positions back).
        let late = FakeRenderer { index in TestImages.frame(index == 12 ? 0 : index) }
        let result = GoldenVerifier.verify(folder, renderer: late, options: options(.never))
        XCTAssertEqual(result.failingFrames.map(\.index), [12])
        XCTAssertEqual(result.frames[2].timingShift, -12)
        XCTAssertEqual(result.frames[2].matchedGoldenFrame, 0)
        XCTAssertTrue(result.frames[2].summary.contains("runs late"))
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
        XCTAssertNil(result.frames[1].timingShift)
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
        failing.error = GoldenError.renderingUnavailable
        XCTAssertEqual(GoldenVerifier.verify(folder, renderer: failing, options: options(.missing)).error, .renderingUnavailable)

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
