@testable import SwipeSimCLI
import SwipePNG
import SwipeTestSupport
import XCTest

/// Runs `swipesim` in-process and captures its output.
struct ToolRun {
    var status: Int32
    var output: String
    var errors: String

    init(_ arguments: [String], environment: [String: String] = [:]) {
        var output = "", errors = ""
        let context = CommandContext(
            standardOutput: TextSink { output += $0 }, standardError: TextSink { errors += $0 },
            environment: environment)
        status = SwipeSimTool.main(arguments, context: context)
        self.output = output
        self.errors = errors
    }
}

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
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertTrue(run.output.contains("identical pixels"), run.output)
    }

    func testOnePixelDifferenceExitsOneAndWritesTheDiff() throws {
        let a = try writeImage("a.png"), b = try writeImage("b.png", paint: [(7, 9, [255, 0, 0, 255])])
        let out = directory.file("diff.png")
        let run = ToolRun(["diff", a, b, "--out", out])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.output.contains("1 differing pixel "), run.output)
        XCTAssertTrue(run.output.contains("DIFFERENT"), run.output)
        let diff = try PNGDecoder.decode(fileAt: out)
        XCTAssertEqual(Array(diff.pixels[(9 * 40 + 7) * 4..<(9 * 40 + 7) * 4 + 4]), [255, 0, 0, 255])
        XCTAssertEqual(ToolRun(["diff", a, b, "--max-diff-pixels", "1"]).status, 0)
        XCTAssertEqual(ToolRun(["diff", a, b, "--max-diff-ratio", "0.001"]).status, 0)
        // Both budgets given: the stricter (0 pixels) wins.
        XCTAssertEqual(ToolRun(["diff", a, b, "--max-diff-ratio", "0.5", "--max-diff-pixels", "0"]).status, 1)
    }

    func testThresholdAndAntiAliasingFlags() throws {
        let a = try writeImage("a.png"), b = try writeImage("b.png", paint: [(3, 3, [7, 7, 8, 255])])
        XCTAssertEqual(ToolRun(["diff", a, b]).status, 0)
        XCTAssertEqual(ToolRun(["diff", a, b, "--threshold", "0"]).status, 1)
        XCTAssertEqual(ToolRun(["diff", a, b, "--threshold=0", "--no-aa-detection"]).status, 1)
        XCTAssertEqual(ToolRun(["diff", a, b, "--aa-detection", "off"]).status, 0)
        let contradiction = ToolRun(["diff", a, b, "--aa-detection", "on", "--no-aa-detection"])
        XCTAssertEqual(contradiction.status, 2)
        XCTAssertTrue(contradiction.errors.contains("contradicts"))
        let bad = ToolRun(["diff", a, b, "--threshold", "1.5"])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.errors.contains("--threshold must be a finite number from 0.0 to 1.0; got '1.5'"), bad.errors)
    }

    func testSizeMismatchExitsOneAndStatesBothSizes() throws {
        let a = try writeImage("a.png"), b = try writeImage("b.png", width: 41)
        let run = ToolRun(["diff", a, b, "--out", directory.file("d.png")])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.output.contains("size mismatch: expected 40×30, actual 41×30"), run.output)
        XCTAssertFalse(FileIO.fileExists(directory.file("d.png")))
    }

    func testUnreadableInputExitsTwo() throws {
        let a = try writeImage("a.png")
        try FileIO.writeAtomically("not a png", to: directory.file("text.png"))
        let corrupt = ToolRun(["diff", a, directory.file("text.png")])
        XCTAssertEqual(corrupt.status, 2)
        XCTAssertTrue(corrupt.errors.hasPrefix("error: \(directory.file("text.png")): cannot read PNG"), corrupt.errors)
        let missing = ToolRun(["diff", directory.file("none.png"), a])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.errors.contains("none.png: cannot open for reading"), missing.errors)
    }

    func testHelpDocumentsTheToleranceFlags() {
        let run = ToolRun(["diff", "--help"])
        XCTAssertEqual(run.status, 0)
        for flag in ["--out DIFF.png", "--threshold T", "--max-diff-pixels N", "--max-diff-ratio R", "--aa-detection on|off", "--no-aa-detection"] {
            XCTAssertTrue(run.output.contains(flag), flag)
        }
    }
}
