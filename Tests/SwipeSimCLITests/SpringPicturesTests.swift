import SwipeSimCLI
import SwipeMotion
import SwipePNG
import SwipeRaster
import SwipeTestSupport
import SwipeTuning
import XCTest
import SwipeBase

/// The picture side of `swipesim spring --plot/--match/--fps LIST/--integrator`.
final class SpringPicturesTests: XCTestCase {
    static let sixSpecs = [
        ".spring(response: 0.42, dampingFraction: 0.74)", ".snappy", ".bouncy",
        ".interpolatingSpring(stiffness: 180, damping: 12)", ".easeInOut(duration: 0.35)",
        "Spring(mass: 1, stiffness: 100, damping: 10)",
    ]

    func series(_ specs: [String]) throws -> [SpringPlot.Series] {
        try SpringCommand.parse(specs, arguments: ParsedArguments()).map(\.series)
    }

    // MARK: - The entry point

    func testIntegratorAloneIsTheReportsNotAPicture() throws {
        let arguments = try ArgumentParser.parse([".snappy", "--integrator", "rk4"], spec: SpringCommand.spec)
        XCTAssertFalse(SpringCommand.wantsPictures(arguments))
        XCTAssertTrue(SpringCommand.wantsPictures(try ArgumentParser.parse([".snappy", "--match"], spec: SpringCommand.spec)))
    }

    func testRunPrintsMatchesFrameRatesAndDeviation() {
        let run = ToolRunTuning(specs: [".bouncy"], arguments: ["--match", "--fps", "30,60,120", "--integrator", "euler", "--step", "0.001"])
        XCTAssertTrue(run.handled, run.error)
        XCTAssertTrue(run.output.contains("nearest presets to .bouncy"), run.output)
        XCTAssertTrue(run.output.contains("  1. 0.0000  SwiftUI"), run.output)
        XCTAssertTrue(run.output.contains("fps  peak frame"), run.output)
        XCTAssertTrue(run.output.contains("integrator euler, step 1 ms"), run.output)
        XCTAssertTrue(run.output.contains("max |stepped − closed|"), run.output)
    }

    func testAnUnstableStepIsReportedAsDivergence() {
        // ω0 = 1000 rad/s with h = 10 ms: ω0·h = 10, far past semi-implicit Euler's limit of 2.
        let run = ToolRunTuning(specs: ["Spring(mass: 1, stiffness: 1000000, damping: 10)"], arguments: ["--integrator", "euler", "--step", "0.01", "--match"])
        XCTAssertTrue(run.handled, run.error)
        XCTAssertTrue(run.output.contains("diverges — the step 10 ms is too large for ω0 = 1000 rad/s (ω0·h = 10;"), run.output)
    }

    func testRunWritesThePlot() throws {
        let folder = TemporaryDirectory()
        defer { folder.remove() }
        let path = folder.file("plot.png")
        let run = ToolRunTuning(specs: [".snappy", ".bouncy"], arguments: ["--plot", path, "--velocity-panel", "--scale", "2", "--integrator", "rk4"])
        XCTAssertTrue(run.handled, run.error)
        XCTAssertTrue(run.output.contains("wrote the plot (1920×"), run.output)
        let image = try PNGDecoder.decode(fileAt: path)
        XCTAssertEqual(image.width, 1920)
    }

    func testBadInputIsAClearError() {
        let bad = ToolRunTuning(specs: [".snappy", ".spring(response: 0.4, dampingFraction: )"], arguments: ["--plot", "/tmp/never.png"])
        XCTAssertTrue(bad.error.contains("malformed spec (SPEC 2) at column"), bad.error)
        XCTAssertTrue(bad.error.contains("\n    .spring(response: 0.4, dampingFraction: )\n"), bad.error)
        XCTAssertTrue(bad.error.contains("^"), bad.error)
        XCTAssertTrue(ToolRunTuning(specs: [".snappy"], arguments: ["--velocity-panel"]).error.contains("add --plot"))
        XCTAssertTrue(ToolRunTuning(specs: [".snappy"], arguments: ["--match", "--step", "0.01"]).error.contains("add --integrator"))
        XCTAssertTrue(ToolRunTuning(specs: [".easeIn"], arguments: ["--match", "--integrator", "rk4"]).error.contains("timing curve"))
        XCTAssertTrue(ToolRunTuning(specs: [".snappy"], arguments: ["--plot", "/tmp/never.png", "--scale", "9"]).error.contains("--scale"))
        XCTAssertThrowsError(try SpringPlot(series: Array(repeating: try series([".snappy"])[0], count: 9)))
    }

    /// Writes the example plots to $SWIPESIM_TUNING_EXAMPLES for looking at (skipped otherwise).
    func testWriteExamplePlots() throws {
        guard let folder = ProcessInfo.processInfo.environment["SWIPESIM_TUNING_EXAMPLES"] else { throw XCTSkip("no folder given") }
        for count in [1, 3, 6] {
            for scale in [1.0, 2.0] {
                var options = SpringPlot.Options()
                options.scale = scale
                options.title = "Value over time, 0 → 1"
                let plot = try SpringPlot(series: try series(Array(Self.sixSpecs.prefix(count))), options: options)
                let pixmap = try plot.render()
                try FileIO.writeAtomically(
                    PNGEncoder.encode(premultipliedRGBA: pixmap.bytes, width: pixmap.width, height: pixmap.height),
                    to: "\(folder)/plot_\(count)_\(Int(scale))x.png")
            }
        }
        let run = ToolRunTuning(
            specs: Array(Self.sixSpecs.prefix(3)),
            arguments: ["--plot", "\(folder)/plot_panels.png", "--velocity-panel", "--integrator", "euler", "--step", "0.01"])
        XCTAssertTrue(run.handled, run.error)
    }
}

/// Runs `swipesim spring SPECS ARGUMENTS` in-process; `handled` when it exited 0.
struct ToolRunTuning {
    var handled: Bool
    var output: String
    var error: String

    init(specs: [String], arguments: [String]) {
        let run = ToolRun(["spring"] + specs + arguments)
        handled = run.exitCode == 0
        output = run.standardOutput
        error = run.standardError
    }
}
