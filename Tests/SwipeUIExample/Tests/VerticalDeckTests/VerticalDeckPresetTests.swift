import SwipeDeck
import SwipeSimCLI
import VerticalDeckPreset
import XCTest
#if canImport(Glibc)
    import Glibc
#endif

/// The deck registered as a preset runs through `swipesim`'s own commands, as in a user's
/// `vertical-swipesim` executable (here in-process, with the output captured).
final class VerticalDeckPresetTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        try? PresetCatalog.register(VerticalDeckPreset.definition)
    }

    private func run(_ arguments: [String]) -> (code: Int32, output: String, errors: String) {
        var output = "", errors = ""
        let context = CommandContext(standardOutput: TextSink { output += $0 }, standardError: TextSink { errors += $0 })
        let code = SwipeSimTool.main(arguments, context: context)
        return (code, output, errors)
    }

    func testTheRegisteredDeckIsListedAndRendersByName() throws {
        XCTAssertTrue(run(["presets"]).output.contains("vertical-deck"))
        let scene = run(["scene", "--preset", "vertical-deck"])
        XCTAssertEqual(scene.code, 0, scene.errors)
        XCTAssertTrue(scene.output.contains("\"swipeAnimation\""), "the scene lists the deck's parameters")

        let out = NSTemporaryDirectory() + "vertical-preset-\(getpid())"
        defer { _ = try? FileManager.default.removeItem(atPath: out) }
        let render = run(["render", "--preset", "vertical-deck", "--out", out, "--frames", "0,20,40", "--threads", "1"])
        XCTAssertEqual(render.code, 0, render.errors)
        let files = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
        XCTAssertEqual(files, ["frame_00000.png", "frame_00020.png", "frame_00040.png", "manifest.json"])
        let manifest = try String(contentsOfFile: out + "/manifest.json", encoding: .utf8)
        XCTAssertTrue(manifest.contains("\"preset\": \"vertical-deck\""))
        XCTAssertTrue(manifest.contains("\"card-0\""), "the deck's cards carry their manifest ids")
    }

    func testABadParameterOfTheDeckIsAnInputError() throws {
        let folder = NSTemporaryDirectory() + "vertical-bad-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { _ = try? FileManager.default.removeItem(atPath: folder) }
        let scene = run(["scene", "--preset", "vertical-deck"]).output
            .replacingOccurrences(of: ".spring(response: 0.4, dampingFraction: 0.8)", with: ".sprung(0.4)")
        try scene.write(toFile: folder + "/scene.json", atomically: true, encoding: .utf8)
        let render = run(["render", folder + "/scene.json", "--out", folder + "/out"])
        XCTAssertEqual(render.code, 2)
        XCTAssertTrue(render.errors.contains("parameters.swipeAnimation"), render.errors)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/out"), "nothing half-written")
    }

    func testANameTakenOrMalformedCannotBeRegistered() {
        var twin = VerticalDeckPreset.definition
        XCTAssertThrowsError(try PresetCatalog.register(twin)) { XCTAssertTrue("\($0)".contains("exists already")) }
        twin.name = "Vertical Deck"
        XCTAssertThrowsError(try PresetCatalog.register(twin)) { XCTAssertTrue("\($0)".contains("is invalid")) }
    }
}
