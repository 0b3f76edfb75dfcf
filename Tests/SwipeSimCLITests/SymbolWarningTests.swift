import SwipeDeck
import SwipeTestSupport
import SwipeUI
import XCTest
import SwipeBase

/// A user's own deck (a registered preset) that asks for a symbol SwipeSim does not draw:
/// `render` and `verify` still succeed and say so on standard error, once per name.
final class SymbolWarningTests: XCTestCase {
    var directory: TemporaryDirectory!

    override func setUp() {
        directory = TemporaryDirectory(prefix: "swipesim-symbols")
        try? PresetCatalog.register(Self.definition)
    }
    override func tearDown() { directory.remove() }

    /// Two views ask for the same mistyped name, one for a known symbol.
    struct Badges: View {
        var body: some View {
            VStack {
                Image(systemName: "arow.up.circle")
                Image(systemName: "star.fill")
                Image(systemName: "arow.up.circle")
            }
            .font(.largeTitle)
        }
    }

    static let expectedWarning =
        "warning: Badges › .font › VStack › Image(systemName: \"arow.up.circle\"): SwipeSim does not draw the symbol \"arow.up.circle\"; it draws a placeholder of the same size instead. Did you mean \"arrow.up.circle\"?"

    static let definition: PresetDefinition = {
        // The built-in default scene's canvas and script: the preset is registered for the
        // whole test process, and tests that run every preset expect a full-length scene.
        var scene = PresetCatalog.builtIn[0].defaultScene
        scene.preset = "unknown-symbol-badges"
        scene.parameters = .object([])
        scene.cards = []
        return PresetDefinition(
            name: "unknown-symbol-badges", summary: "three badges, one symbol unknown twice", seed: "own deck (test)",
            requiresCards: false, defaultScene: scene, makeView: { _ in AnyView(Badges()) })
    }()

    func warnings(_ standardError: String) -> [String] {
        standardError.split(separator: "\n").map(String.init).filter { $0.hasPrefix("warning:") }
    }

    func testRenderWarnsOnceOnStandardErrorAndSucceeds() throws {
        let out = directory.file("out")
        let run = ToolRun(["render", "--preset", "unknown-symbol-badges", "--out", out, "--frames", "0,100"])
        XCTAssertEqual(run.exitCode, 0, run.standardError)
        XCTAssertEqual(warnings(run.standardError), [Self.expectedWarning])
        XCTAssertFalse(run.standardOutput.contains("warning"), "warnings go to standard error only")
        XCTAssertTrue(FileIO.fileExists(out + "/frame_00000.png"))
    }

    func testVerifyWarnsOnceOnStandardErrorAndPasses() throws {
        let golden = directory.file("badges")
        try FileIO.createDirectory(golden)
        let scene = ToolRun(["scene", "--preset", "unknown-symbol-badges"])
        XCTAssertEqual(scene.exitCode, 0, scene.standardError)
        try FileIO.writeAtomically(Array(scene.standardOutput.utf8), to: golden + "/scene.json")
        try FileIO.writeAtomically(Array("{\"frames\": [0]}\n".utf8), to: golden + "/golden.json")
        let record = ToolRun(["verify", golden, "--record", "all"])
        XCTAssertEqual(record.exitCode, 0, record.standardOutput + record.standardError)
        let run = ToolRun(["verify", golden])
        XCTAssertEqual(run.exitCode, 0, run.standardOutput + run.standardError)
        XCTAssertEqual(warnings(run.standardError), ["warning: \(golden)/scene.json: " + Self.expectedWarning.dropFirst("warning: ".count)])
    }
}
