import SwipeDeck
import SwipeRaster
import SwipeTestSupport
import XCTest
import SwipeBase

/// Errors that must not be wrong, silent or unhelpful. Each names the file
/// and the field or flag, and quotes at most 200 characters of what the user wrote.
final class ErrorMessageTests: XCTestCase {
    var directory: TemporaryDirectory!

    override func setUp() { directory = TemporaryDirectory(prefix: "swipesim-errors") }
    override func tearDown() { directory.remove() }

    private func render(_ scene: String, frames: String = "0", _ extra: [String] = []) throws -> ToolRun {
        let path = directory.file("scene.json")
        try FileIO.writeAtomically(scene, to: path)
        return ToolRun(["render", path, "--out", directory.file("out"), "--frames", frames] + extra)
    }

    func testUnknownSymbolIsAnErrorWithItsPath() throws {
        let run = try render(#"{"preset": "card-stack", "cards": [{"title": "a"}, {"symbol": "heart.fil"}]}"#)
        XCTAssertEqual(run.exitCode, 2)
        XCTAssertTrue(run.standardError.contains(directory.file("scene.json") + ":1:"), run.standardError)
        XCTAssertTrue(run.standardError.contains("cards[1].symbol: unknown symbol 'heart.fil'; did you mean 'heart.fill'?"), run.standardError)
    }

    /// A scene's card symbols are data: every symbol SwipeSim draws is accepted (and drawn
    /// without a warning); a typo of one is still an error suggesting it.
    func testEverySymbolSwipeSimDrawsIsACardSymbolAndATypoIsAnError() throws {
        let cards = Icon.allCases.map { "{\"title\": \"\($0.rawValue)\", \"symbol\": \"\($0.rawValue)\"}" }
        let run = try render("{\"preset\": \"card-stack\", \"cards\": [\(cards.joined(separator: ", "))]}")
        XCTAssertEqual(run.exitCode, 0, run.standardError)
        XCTAssertFalse(run.standardError.contains("warning"), run.standardError)
        let typo = try render(#"{"preset": "card-stack", "cards": [{"title": "a", "symbol": "paperplane.fil"}]}"#)
        XCTAssertEqual(typo.exitCode, 2)
        XCTAssertTrue(
            typo.standardError.contains("cards[0].symbol: unknown symbol 'paperplane.fil'; did you mean 'paperplane.fill'?"),
            typo.standardError)
    }

    func testSmallCanvasesWithinTheLimitsRender() throws {
        for preset in PresetCatalog.names {
            for (width, height) in [(1, 1), (20, 844), (60, 100)] {
                let run = try render("{\"preset\": \"\(preset)\", \"canvas\": {\"width\": \(width), \"height\": \(height)}}", frames: "0,30")
                XCTAssertEqual(run.exitCode, 0, "\(preset) \(width)×\(height): \(run.standardError)")
            }
        }
    }

    func testScaleThatMakesTheCanvasEmptyNamesTheFlag() throws {
        let run = try render(#"{"preset": "card-stack", "canvas": {"width": 1, "height": 1}}"#, ["--scale", "0.25"])
        XCTAssertEqual(run.exitCode, 2)
        XCTAssertTrue(run.standardError.contains("--scale 0.25"), run.standardError)
        XCTAssertFalse(run.standardError.contains("pixmap"), run.standardError)
    }

    func testFlagFollowedByAFlagSaysTheValueIsMissing() {
        let run = ToolRun(["render", "--fps", "--scale", "2"])
        XCTAssertEqual(run.exitCode, 2)
        XCTAssertTrue(run.standardError.contains("option '--fps' needs a value"), run.standardError)
    }

    func testNulInEchoedTextIsShownNotCut() throws {
        let run = try render(#"{"preset": "card\u0000stack"}"#)
        XCTAssertEqual(run.exitCode, 2)
        XCTAssertTrue(run.standardError.contains(#"unknown preset 'card\0stack'"#), run.standardError)
        XCTAssertTrue(run.standardError.hasSuffix("(swipesim presets lists them)\n"), run.standardError)
        let image = try render(#"{"preset": "card-stack", "cards": [{"image": "a.png\u0000b"}]}"#)
        XCTAssertEqual(image.exitCode, 2)
        XCTAssertTrue(image.standardError.contains("cards[0].image: the image path contains a NUL character"), image.standardError)
    }

    func testByteOrderMarkIsAccepted() throws {
        let path = directory.file("bom.json")
        try FileIO.writeAtomically([0xEF, 0xBB, 0xBF] + Array(#"{"preset": "card-stack"}"#.utf8), to: path)
        let run = ToolRun(["render", path, "--out", directory.file("out"), "--frames", "0"])
        XCTAssertEqual(run.exitCode, 0, run.standardError)
    }

    func testDuplicateKeysAreAnErrorNamingBothPlaces() throws {
        let run = try render("{\"preset\": \"card-stack\",\n \"fps\": 30,\n \"fps\": 60}")
        XCTAssertEqual(run.exitCode, 2)
        XCTAssertTrue(run.standardError.contains(":3:2: invalid JSON: the key \"fps\" appears twice (first at 2:2)"), run.standardError)
    }

    func testImageAndFontErrorsNameTheSceneFileAndLine() throws {
        let run = try render("{\"preset\": \"card-stack\",\n \"cards\": [{\"image\": \"missing.png\"}]}")
        XCTAssertEqual(run.exitCode, 2)
        XCTAssertTrue(run.standardError.contains(directory.file("scene.json") + ":2:22: cards[0].image:"), run.standardError)
        let font = try render("{\"preset\": \"card-stack\",\n \"fonts\": {\"bold\": \"nope.ttf\"}}")
        XCTAssertTrue(font.standardError.contains(directory.file("scene.json") + ":2:20: fonts.bold:"), font.standardError)
    }

    func testLongUserTextIsEchoedAtMost200Characters() throws {
        let name = String(repeating: "p", count: 5000)
        let run = try render("{\"preset\": \"\(name)\"}")
        XCTAssertEqual(run.exitCode, 2)
        XCTAssertTrue(run.standardError.contains(String(repeating: "p", count: 200) + "… (5000 characters)"), String(run.standardError.prefix(400)))
        XCTAssertFalse(run.standardError.contains(String(repeating: "p", count: 201)))
        let option = ToolRun(["render", "--" + String(repeating: "q", count: 5000)])
        XCTAssertLessThan(option.standardError.utf8.count, 800, option.standardError)
    }

    /// The audit of every throwing site: option values, frame lists, animation specs
    /// and scene strings that reach an error message are clipped to 200 characters there too.
    func testEveryEchoOfOptionsSpecsAndSceneStringsIsClipped() throws {
        let long = String(repeating: "z", count: 5000)
        let clipped = String(repeating: "z", count: 200) + "… (5000 characters)"
        let runs: [(String, ToolRun)] = [
            ("--fps", ToolRun(["render", "--fps", long])),
            ("--scale", ToolRun(["render", "--scale", long])),
            ("--frames", ToolRun(["render", "--frames", long, "--out", directory.file("o")])),
            ("--frames part", ToolRun(["render", "--frames", "3.." + long, "--out", directory.file("o")])),
            ("--speed", ToolRun(["render", "--gif", directory.file("a.gif"), "--speed", long])),
            ("--diff-color", ToolRun(["diff", "a.png", "b.png", "--diff-color", long])),
            ("--record", ToolRun(["verify", directory.path, "--record", long])),
            ("spring spec", ToolRun(["spring", "." + long])),
            ("spring label", ToolRun(["spring", ".spring(" + long + ": 1)"])),
            ("sweep --param", ToolRun(["sweep", "--preset", "card-stack", "--param", long, "--out", directory.file("s.png")])),
            ("scene colour", try render("{\"preset\": \"card-stack\", \"canvas\": {\"background\": \"\(long)\"}}")),
            ("scene animation", try render("{\"preset\": \"card-stack\", \"parameters\": {\"swipeAnimation\": \".\(long)\"}}")),
        ]
        for (what, run) in runs {
            XCTAssertEqual(run.exitCode, 2, "\(what): \(run.standardError.prefix(300))")
            XCTAssertTrue(run.standardError.contains(clipped), "\(what): \(run.standardError.prefix(300))")
            XCTAssertFalse(run.standardError.contains(String(repeating: "z", count: 201)), "\(what): \(run.standardError.prefix(300))")
        }
    }
}
