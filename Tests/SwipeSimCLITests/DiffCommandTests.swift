import SwipeSimCLI
import SwipePNG
import SwipeTestSupport
import XCTest
import SwipeBase

final class DiffCommandTests: XCTestCase {
    var directory: TemporaryDirectory!

    override func setUp() { directory = TemporaryDirectory(prefix: "swipesim-diff") }
    override func tearDown() { directory.remove() }

    /// Writes a w × h PNG of a grey gradient with the listed pixels painted, returns its path.
    func writeImage(_ name: String, width: Int = 40, height: Int = 30, paint: [(Int, Int, [UInt8])] = []) throws -> String {
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                let v = UInt8((x * 3 + y * 2) % 256)
                pixels += [v, v, v, 255]
            }
        }
        for (x, y, colour) in paint {
            pixels.replaceSubrange((y * width + x) * 4..<(y * width + x) * 4 + 4, with: colour)
        }
        let path = directory.file(name)
        try FileIO.writeAtomically(PNGEncoder.encode(PNGImage(width: width, height: height, pixels: pixels)), to: path)
        return path
    }

    func testIdenticalImagesExitZero() throws {
        let a = try writeImage("a.png"), b = try writeImage("b.png")
        let run = ToolRun(["diff", a, b])
        XCTAssertEqual(run.exitCode, 0, run.standardError)
        XCTAssertTrue(run.standardOutput.contains("identical pixels"), run.standardOutput)
    }

    func testOnePixelDifferenceExitsOneAndWritesTheDiff() throws {
        let a = try writeImage("a.png"), b = try writeImage("b.png", paint: [(7, 9, [255, 0, 0, 255])])
        let out = directory.file("diff.png")
        let run = ToolRun(["diff", a, b, "--out", out])
        XCTAssertEqual(run.exitCode, 1)
        XCTAssertTrue(run.standardOutput.contains("1 differing pixel "), run.standardOutput)
        XCTAssertTrue(run.standardOutput.contains("DIFFERENT"), run.standardOutput)
        let diff = try PNGDecoder.decode(fileAt: out)
        XCTAssertEqual(Array(diff.pixels[(9 * 40 + 7) * 4..<(9 * 40 + 7) * 4 + 4]), [255, 0, 0, 255])
        XCTAssertEqual(ToolRun(["diff", a, b, "--max-diff-pixels", "1"]).exitCode, 0)
        XCTAssertEqual(ToolRun(["diff", a, b, "--max-diff-ratio", "0.001"]).exitCode, 0)
        // Both budgets given: the stricter (0 pixels) wins.
        XCTAssertEqual(ToolRun(["diff", a, b, "--max-diff-ratio", "0.5", "--max-diff-pixels", "0"]).exitCode, 1)
    }

    func testThresholdAndAntiAliasingFlags() throws {
        let a = try writeImage("a.png"), b = try writeImage("b.png", paint: [(3, 3, [7, 7, 8, 255])])
        XCTAssertEqual(ToolRun(["diff", a, b]).exitCode, 0)
        XCTAssertEqual(ToolRun(["diff", a, b, "--threshold", "0"]).exitCode, 1)
        XCTAssertEqual(ToolRun(["diff", a, b, "--threshold=0", "--no-aa-detection"]).exitCode, 1)
        XCTAssertEqual(ToolRun(["diff", a, b, "--aa-detection", "off"]).exitCode, 0)
        let contradiction = ToolRun(["diff", a, b, "--aa-detection", "on", "--no-aa-detection"])
        XCTAssertEqual(contradiction.exitCode, 2)
        XCTAssertTrue(contradiction.standardError.contains("contradicts"))
        let bad = ToolRun(["diff", a, b, "--threshold", "1.5"])
        XCTAssertEqual(bad.exitCode, 2)
        XCTAssertTrue(bad.standardError.contains("--threshold must be a finite number from 0.0 to 1.0; got '1.5'"), bad.standardError)
    }

    func testSizeMismatchExitsOneAndStatesBothSizes() throws {
        let a = try writeImage("a.png"), b = try writeImage("b.png", width: 41)
        let run = ToolRun(["diff", a, b, "--out", directory.file("d.png")])
        XCTAssertEqual(run.exitCode, 1)
        XCTAssertTrue(run.standardOutput.contains("size mismatch: expected 40×30, actual 41×30"), run.standardOutput)
        XCTAssertFalse(FileIO.fileExists(directory.file("d.png")))
    }

    func testUnreadableInputExitsTwo() throws {
        let a = try writeImage("a.png")
        try FileIO.writeAtomically("not a png", to: directory.file("text.png"))
        let corrupt = ToolRun(["diff", a, directory.file("text.png")])
        XCTAssertEqual(corrupt.exitCode, 2)
        XCTAssertTrue(corrupt.standardError.hasPrefix("error: \(directory.file("text.png")): cannot read PNG"), corrupt.standardError)
        let missing = ToolRun(["diff", directory.file("none.png"), a])
        XCTAssertEqual(missing.exitCode, 2)
        XCTAssertTrue(missing.standardError.contains("none.png: cannot open the PNG file for reading"), missing.standardError)
    }

    /// Compared images are at most 8192 px a side (the canvas limit), so a diff stays under
    /// 1 GB; a larger input is refused before its pixels are allocated.
    func testInputsOverTheComparedSizeLimitAreRefused() throws {
        let wide = try writeImage("wide.png", width: 8193, height: 1)
        let run = ToolRun(["diff", wide, wide])
        XCTAssertEqual(run.exitCode, 2)
        XCTAssertTrue(run.standardError.contains("\(wide): image is 8193x1 pixels; the limit is 8192 pixels a side"), run.standardError)
        XCTAssertEqual(ToolRun(["diff", try writeImage("edge.png", width: 8192, height: 1), directory.file("edge.png")]).exitCode, 0)
    }

    func testHelpDocumentsTheToleranceFlags() {
        let run = ToolRun(["diff", "--help"])
        XCTAssertEqual(run.exitCode, 0)
        for flag in ["--out DIFF.png", "--threshold T", "--max-diff-pixels N", "--max-diff-ratio R", "--aa-detection on|off", "--no-aa-detection"] {
            XCTAssertTrue(run.standardOutput.contains(flag), flag)
        }
    }
}
