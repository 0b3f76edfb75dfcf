import SwipePNG
import SwipeTestSupport
import XCTest
import SwipeBase

final class RenderCommandTests: XCTestCase {
    var directory: TemporaryDirectory!

    override func setUp() { directory = TemporaryDirectory(prefix: "swipesim-render") }
    override func tearDown() { directory.remove() }

    private func files(_ folder: String) -> [String] { (try? FileIO.contentsOfDirectory(folder)) ?? [] }

    /// Same scene, same bytes: twice with one thread, once with two; PNGs and manifests.
    func testRenderIsByteIdenticalAcrossRunsAndThreadCounts() throws {
        var outputs: [[String: [UInt8]]] = []
        for (run, threads) in [(0, 1), (1, 1), (2, 2)] {
            let out = directory.file("run\(run)")
            let result = ToolRun([
                "render", "--preset", "tinder-stack", "--out", out, "--frames", "0,20,40,60,80,100,140", "--threads", "\(threads)", "--scale", "0.5",
            ])
            XCTAssertEqual(result.exitCode, 0, result.standardError)
            var contents: [String: [UInt8]] = [:]
            for name in files(out) { contents[name] = try FileIO.readBytes(at: out + "/" + name, maximumBytes: 1 << 26) }
            outputs.append(contents)
        }
        XCTAssertEqual(
            outputs[0].keys.sorted(),
            [
                "frame_00000.png", "frame_00020.png", "frame_00040.png", "frame_00060.png",
                "frame_00080.png", "frame_00100.png", "frame_00140.png", "manifest.json",
            ])
        XCTAssertEqual(outputs[0], outputs[1])
        XCTAssertEqual(outputs[0], outputs[2])
        let manifest = String(decoding: try XCTUnwrap(outputs[0]["manifest.json"]), as: UTF8.self)
        XCTAssertTrue(manifest.contains("\"file\": \"frame_00140.png\""))
        XCTAssertTrue(manifest.contains("\"transform\": ["))
        let image = try PNGDecoder.decode(try XCTUnwrap(outputs[0]["frame_00020.png"]))
        XCTAssertEqual(image.width, 195)
        XCTAssertEqual(image.height, 422)
    }

    func testBadScenesExitTwoAndLeaveTheFolderAsItWas() throws {
        let out = directory.file("out")
        try FileIO.createDirectory(out)
        try FileIO.writeAtomically([1, 2, 3], to: out + "/frame_00000.png")
        let cases: [(String, String)] = [
            (#"{"preset": "card-stak"}"#, "did you mean 'card-stack'?"),
            (#"{"preset": "card-stack", "cards": [{"image": "missing.png"}]}"#, "cards[0].image"),
            (#"{"preset": "card-stack", "script": ["release"]}"#, "'release' without a finger down"),
            (#"{"preset": "card-stack", "canvas": {"width": 5000, "scale": 2}}"#, "the limit is 8192 a side"),
            (#"{"preset": "tinder-stack", "parameters": {"dragAnimation": ".interactiveSprin()"}}"#, "column"),
            (#"{"preset": "card-stack", "fonts": {"bold": "/no/such/font.ttf"}}"#, "/no/such/font.ttf"),
        ]
        for (index, (text, expected)) in cases.enumerated() {
            let scene = directory.file("bad\(index).json")
            try FileIO.writeAtomically(text, to: scene)
            let run = ToolRun(["render", scene, "--out", out])
            XCTAssertEqual(run.exitCode, 2, text)
            XCTAssertTrue(run.standardError.hasPrefix("error: "), run.standardError)
            XCTAssertTrue(run.standardError.contains(expected), "\(text): \(run.standardError)")
            XCTAssertEqual(files(out), ["frame_00000.png"], "nothing half-written for \(text)")
            XCTAssertEqual(try FileIO.readBytes(at: out + "/frame_00000.png", maximumBytes: 1 << 26), [1, 2, 3])
        }
    }

    func testFrameSelectionErrorsAreUsageErrors() {
        let run = ToolRun(["render", "--out", directory.file("o"), "--frames", "0..99999"])
        XCTAssertEqual(run.exitCode, 2)
        XCTAssertTrue(run.standardError.contains("past the end"), run.standardError)
        XCTAssertTrue(run.standardError.contains("usage: swipesim render"), run.standardError)
        XCTAssertEqual(ToolRun(["render", "--frames", "5..2"]).exitCode, 2)
        XCTAssertEqual(ToolRun(["render", "--frames", "::0"]).exitCode, 2)
    }

    func testSceneCommandPrintsAReadableSceneAndPresetsListsAll() throws {
        let printed = ToolRun(["scene", "--preset", "trip-deck"])
        XCTAssertEqual(printed.exitCode, 0)
        let path = directory.file("trip.json")
        try FileIO.writeAtomically(printed.standardOutput, to: path)
        let rendered = ToolRun(["render", path, "--out", directory.file("trip"), "--frames", "0", "--scale", "0.25"])
        XCTAssertEqual(rendered.exitCode, 0, rendered.standardError)
        let list = ToolRun(["presets"]).standardOutput.split(separator: "\n").map { $0.split(separator: " ").first.map(String.init) ?? "" }
        XCTAssertEqual(list, ["swipe-view", "drag-gesture", "trip-deck", "tinder-stack", "card-stack"])
        XCTAssertEqual(ToolRun(["scene", "--preset", "tinderstack"]).exitCode, 2)
    }

    func testContactSheet() throws {
        let sheet = directory.file("sheet.png")
        let run = ToolRun(["render", "--preset", "drag-gesture", "--out", directory.file("d"), "--frames", "::40", "--scale", "0.5", "--contact-sheet", sheet])
        XCTAssertEqual(run.exitCode, 0, run.standardError)
        let image = try PNGDecoder.decode(fileAt: sheet)
        XCTAssertGreaterThan(image.width, 500)
    }
}
