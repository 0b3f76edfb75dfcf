import SwipeSimCLI
import SwipePNG
import SwipeTestSupport
import XCTest
import SwipeBase

/// `swipesim diff` against pixelmatch 7.2.0's own test suite: every `diffTest` case of its
/// `test/test.js` (kept as `PixelmatchFixtures/test.js.v7.2.0`, listed in `cases.tsv`) must give
/// exactly pixelmatch's count, including its translucent cases 5diff (6) and 8diff (32896),
/// which need the checkerboard blending of pixelmatch 7.
final class PixelmatchFixtureTests: XCTestCase {
    static let fixtures: String = {
        var components = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        components.removeLast()
        return components.joined(separator: "/") + "/PixelmatchFixtures"
    }()

    struct Case {
        var name: String, first: String, second: String, threshold: String?, expected: Int, options: [String]
    }

    /// The cases of `cases.tsv`, with the diff-image options of each turned into our flags.
    static func cases() throws -> [Case] {
        let text = String(decoding: try FileIO.readBytes(at: fixtures + "/cases.tsv", maximumBytes: 1 << 28), as: UTF8.self)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            var options: [String] = []
            for option in f[7].split(separator: ",") {
                switch option {
                case "diffMask": options += ["--diff-mask"]
                case "alpha=0.5": options += ["--alpha", "0.5"]
                case "aaColor": options += ["--aa-color", "0,192,0"]
                case "diffColor": options += ["--diff-color", "255,0,255"]
                case "diffColorAlt": options += ["--diff-color-alt", "0,255,0"]
                default: break
                }
            }
            return Case(
                name: f[0], first: f[1], second: f[2], threshold: f[3] == "-" ? nil : f[3],
                expected: Int(f[5])!, options: options)
        }
    }

    func testEveryCaseGivesPixelmatch720sCount() throws {
        let directory = TemporaryDirectory(prefix: "swipesim-pixelmatch")
        defer { directory.remove() }
        let cases = try Self.cases()
        XCTAssertEqual(cases.count, 12)
        for c in cases {
            var arguments =
                [
                    "diff", Self.fixtures + "/\(c.first).png", Self.fixtures + "/\(c.second).png",
                    "--out", directory.file(c.name + ".png"),
                ] + c.options
            if let threshold = c.threshold { arguments += ["--threshold", threshold] }
            let run = ToolRun(arguments)
            XCTAssertEqual(run.exitCode, c.expected == 0 ? 0 : 1, "\(c.name): \(run.standardOutput)\(run.standardError)")
            let counted =
                run.standardOutput.contains("identical pixels")
                ? 0
                : Int(
                    run.standardOutput.split(separator: ":", maxSplits: 2).dropFirst().first.map {
                        String($0.drop { $0 == " " }.prefix { $0.isNumber })
                    } ?? "")
            XCTAssertEqual(counted, c.expected, "\(c.name): \(run.standardOutput)")
        }
    }

    func testDiffImageOptionsChangeOnlyThePicture() throws {
        let directory = TemporaryDirectory(prefix: "swipesim-pixelmatch")
        defer { directory.remove() }
        let a = Self.fixtures + "/1a.png", b = Self.fixtures + "/1b.png"
        let plain = ToolRun(["diff", a, b, "--threshold", "0.05", "--out", directory.file("plain.png")])
        let styled = ToolRun([
            "diff", a, b, "--threshold", "0.05", "--out", directory.file("mask.png"),
            "--diff-mask", "--diff-color", "#00FF00", "--diff-color-alt", "0,0,255",
        ])
        XCTAssertEqual(
            plain.standardOutput.split(separator: "\n").first?.split(separator: ":").last,
            styled.standardOutput.split(separator: "\n").first?.split(separator: ":").last)
        let mask = try PNGDecoder.decode(fileAt: directory.file("mask.png"))
        var colours: Set<[UInt8]> = []
        for i in stride(from: 0, to: mask.pixels.count, by: 4) { colours.insert(Array(mask.pixels[i..<i + 4])) }
        // Transparent background, the two difference colours, and no faded grey or AA yellow.
        XCTAssertTrue(colours.isSubset(of: [[0, 0, 0, 0], [0, 255, 0, 255], [0, 0, 255, 255]]), "\(colours)")
        XCTAssertTrue(colours.contains([0, 0, 0, 0]))
        let bad = ToolRun(["diff", a, b, "--diff-color", "purple-ish"])
        XCTAssertEqual(bad.exitCode, 2)
        XCTAssertTrue(bad.standardError.contains("--diff-color: 'purple-ish' is not #RRGGBB or R,G,B"), bad.standardError)
    }
}
