import SwipeSimCLI
import XCTest

final class CommandLineTests: XCTestCase {
    func testHelpListsEveryDesignedSubcommand() {
        let run = ToolRun(["--help"])
        XCTAssertEqual(run.exitCode, 0)
        for name in ["render", "scene", "presets", "spring", "verify", "diff", "sweep", "bench"] {
            XCTAssertTrue(run.standardOutput.contains("\n  \(name) "), "help lacks \(name)")
        }
        XCTAssertEqual(ToolRun([]).standardOutput, run.standardOutput)
    }

    func testVersion() {
        let run = ToolRun(["--version"])
        XCTAssertEqual(run.exitCode, 0)
        XCTAssertEqual(run.standardOutput, "swipesim \(SwipeSimTool.version)\n")
    }

    func testUnknownCommandSuggestsTheClosest() {
        let run = ToolRun(["rendr"])
        XCTAssertEqual(run.exitCode, 2)
        XCTAssertTrue(run.standardError.hasPrefix("error: unknown command 'rendr'; did you mean 'render'?"), run.standardError)
        let far = ToolRun(["nosuch"])
        XCTAssertEqual(far.exitCode, 2)
        XCTAssertTrue(far.standardError.contains("unknown command 'nosuch'; the closest is '"), far.standardError)
        XCTAssertTrue(far.standardError.contains("commands: render, scene, presets, spring, verify, diff, sweep, bench"), far.standardError)
        XCTAssertTrue(ToolRun(["verfy"]).standardError.contains("did you mean 'verify'?"))
    }

    func testUnknownOptionSuggestsTheClosestAndShowsUsage() {
        let run = ToolRun(["bench", "--stag", "png"])
        XCTAssertEqual(run.exitCode, 2)
        XCTAssertTrue(run.standardError.contains("unknown option '--stag' for 'bench'; did you mean '--stage'?"), run.standardError)
        XCTAssertTrue(run.standardError.contains("usage: swipesim bench"), run.standardError)
    }

    func testEveryCommandHasHelp() {
        for command in SwipeSimTool.commands {
            let run = ToolRun([command.spec.name, "--help"])
            XCTAssertEqual(run.exitCode, 0, command.spec.name)
            XCTAssertTrue(run.standardOutput.contains("usage: swipesim \(command.spec.name)"), command.spec.name)
            XCTAssertTrue(run.standardOutput.contains("--help"), command.spec.name)
        }
    }

    func testFlagValueAndFlagEqualsValueParseAlike() throws {
        let spec = CommandSpec(
            name: "t", abstract: "", usage: "t",
            options: [
                OptionSpec("out", value: "DIR", help: ""), .flag("json", help: ""),
                OptionSpec("param", value: "P", help: "", repeatable: true),
            ], positionals: 0...2)
        let spaced = try ArgumentParser.parse(["--out", "a", "x", "--json", "--param", "p=1", "--param=q=2"], spec: spec)
        let joined = try ArgumentParser.parse(["--out=a", "x", "--json"], spec: spec)
        XCTAssertEqual(spaced.string("out"), "a")
        XCTAssertEqual(joined.string("out"), "a")
        XCTAssertEqual(spaced.positionals, ["x"])
        XCTAssertTrue(spaced.flag("json"))
        XCTAssertEqual(spaced.strings("param"), ["p=1", "q=2"])
        XCTAssertEqual(try ArgumentParser.parse(["--", "--out"], spec: spec).positionals, ["--out"])
        XCTAssertEqual(try ArgumentParser.parse(["-3.5"], spec: spec).positionals, ["-3.5"])
    }

    func testArgumentErrorsAreUsageErrors() {
        let spec = CommandSpec(
            name: "t", abstract: "", usage: "t",
            options: [
                OptionSpec("out", value: "DIR", help: ""), .flag("json", help: ""),
            ], positionals: 0...1)
        XCTAssertThrowsError(try ArgumentParser.parse(["--out"], spec: spec)) {
            XCTAssertTrue("\($0)".contains("needs a value"))
        }
        XCTAssertThrowsError(try ArgumentParser.parse(["--json=yes"], spec: spec)) {
            XCTAssertTrue("\($0)".contains("takes no value"))
        }
        XCTAssertThrowsError(try ArgumentParser.parse(["--out", "a", "--out", "b"], spec: spec)) {
            XCTAssertTrue("\($0)".contains("more than once"))
        }
        XCTAssertThrowsError(try ArgumentParser.parse(["a", "b"], spec: spec)) {
            XCTAssertTrue("\($0)".contains("takes 0 to 1 arguments"), "\($0)")
        }
        XCTAssertThrowsError(try ArgumentParser.parse(["-x"], spec: spec)) {
            XCTAssertTrue("\($0)".contains("two dashes"))
        }
    }

    func testTypedAccessorsRejectOutOfRangeValues() throws {
        let spec = CommandSpec(name: "t", abstract: "", usage: "t", options: [OptionSpec("fps", value: "N", help: "")])
        XCTAssertEqual(try ArgumentParser.parse(["--fps", "60"], spec: spec).int("fps", in: 1...240), 60)
        for bad in ["0", "241", "six", "1e3"] {
            XCTAssertThrowsError(try ArgumentParser.parse(["--fps", bad], spec: spec).int("fps", in: 1...240)) {
                XCTAssertTrue("\($0)".contains("--fps must be a whole number from 1 to 240"), "\($0)")
            }
        }
        XCTAssertThrowsError(try ArgumentParser.parse(["--fps=nan"], spec: spec).double("fps", in: 1...240))
        XCTAssertThrowsError(try ArgumentParser.parse(["--fps=inf"], spec: spec).double("fps", in: 1...240))
    }

    func testBenchRejectsBadStage() {
        let run = ToolRun(["bench", "--stage", "pnng"])
        XCTAssertEqual(run.exitCode, 2)
        XCTAssertTrue(run.standardError.contains("did you mean 'png'?"), run.standardError)
    }
}
