@testable import SwipeSimCLI
import SwipeMotion
import SwipePNG
import SwipeRaster
import SwipeTestSupport
import XCTest

final class TuningTests: XCTestCase {
    static let sixSpecs = [
        ".spring(response: 0.42, dampingFraction: 0.74)", ".snappy", ".bouncy",
        ".interpolatingSpring(stiffness: 180, damping: 12)", ".easeInOut(duration: 0.35)",
        "Spring(mass: 1, stiffness: 100, damping: 10)",
    ]

    func series(_ specs: [String]) throws -> [SpringPlot.Series] {
        try SpringTuning.parse(specs, arguments: ParsedArguments()).map(\.series)
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
                try write(plot.render(), to: "\(folder)/plot_\(count)_\(Int(scale))x.png")
            }
        }
        let run = ToolRunTuning(specs: Array(Self.sixSpecs.prefix(3)).filter { !$0.contains("ease") },
                                arguments: ["--plot", "\(folder)/plot_panels.png", "--velocity-panel", "--integrator", "euler", "--step", "0.01"])
        XCTAssertTrue(run.handled, run.error)
    }

    func write(_ pixmap: Pixmap, to path: String) throws {
        try FileIO.writeAtomically(PNGEncoder.encode(premultipliedRGBA: pixmap.bytes, width: pixmap.width, height: pixmap.height), to: path)
    }
}

/// Calls SpringTuning.run as SpringCommand would, with its options merged in.
struct ToolRunTuning {
    var handled = false
    var output = ""
    var error = ""

    init(specs: [String], arguments: [String]) {
        var spec = CommandSpec(name: "spring", abstract: "", usage: "spring SPEC...", options: [
            OptionSpec("from", value: "A", help: ""), OptionSpec("to", value: "B", help: ""),
            OptionSpec("velocity", value: "V", help: ""), OptionSpec("fps", value: "N", help: ""),
            OptionSpec("integrator", value: "NAME", help: ""), OptionSpec("plot", value: "FILE", help: ""),
            OptionSpec("semantics", value: "NAME", help: ""),
        ], positionals: 1...Int.max)
        spec.options += SpringTuning.options
        var out = "", err = ""
        let context = CommandContext(standardOutput: TextSink { out += $0 }, standardError: TextSink { err += $0 })
        do {
            let parsed = try ArgumentParser.parse(specs + arguments, spec: spec)
            handled = try SpringTuning.run(specs: parsed.positionals, arguments: parsed, context: context)
        } catch {
            err += "\(error)"
        }
        output = out
        self.error = err
    }
}
