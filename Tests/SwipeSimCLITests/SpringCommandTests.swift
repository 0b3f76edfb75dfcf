import Foundation
import XCTest
import SwipeMotion
import SwipeSimCLI
import SwipeTuning

final class SpringCommandTests: XCTestCase {
    /// Runs `swipesim ARGS` in-process; returns (exit code, stdout, stderr).
    func run(_ arguments: [String]) -> (Int32, String, String) {
        var out = "", err = ""
        let context = CommandContext(standardOutput: TextSink { out += $0 }, standardError: TextSink { err += $0 })
        let code = SwipeSimTool.main(arguments, context: context)
        return (code, out, err)
    }

    func csvRows(_ text: String) -> [[Double]] {
        text.split(separator: "\n").dropFirst().map { $0.split(separator: ",").compactMap { Double($0) } }
    }

    func testCSVIsTheClosedFormAt60FpsUntilSettled() {
        let (code, out, err) = run(["spring", ".spring(response: 0.42, dampingFraction: 0.74)", "--from", "0", "--to", "100", "--csv", "-"])
        XCTAssertEqual(code, 0, err)
        XCTAssertTrue(out.hasPrefix("t,value,velocity\n"))
        let rows = csvRows(out)
        let spring = Spring(response: 0.42, dampingRatio: 0.74)
        let settle = spring.settlingDuration
        XCTAssertEqual(rows.count, Int((settle * 60).rounded(.up)) + 1)
        for (n, row) in rows.enumerated() {
            let t = Double(n) / 60
            XCTAssertEqual(row, [t, spring.value(target: 100, time: t), spring.velocity(target: 100, time: t)])
        }
        XCTAssertEqual(rows.first?[1], 0)
        XCTAssertGreaterThanOrEqual(rows.last![0], settle)
        XCTAssertLessThan(rows[rows.count - 2][0], settle)
    }

    func testMalformedSpecExitsTwoWithTheColumn() {
        let (code, out, err) = run(["spring", ".spring(response: )"])
        XCTAssertEqual(code, 2)
        XCTAssertEqual(out, "")
        XCTAssertTrue(err.contains("column 19"), err)
        XCTAssertTrue(err.contains("                  ^"), err)
        let (code2, _, err2) = run(["spring", ".snappy", ".sprung(duration: 0.3)"])
        XCTAssertEqual(code2, 2)
        XCTAssertTrue(err2.contains("SPEC 2") && err2.contains("column 2") && err2.contains("did you mean '.spring'"), err2)
    }

    func testBadOptionsAndUnwritablePlotExitTwo() {
        XCTAssertEqual(run(["spring", ".snappy", "--fps", "0"]).0, 2)
        XCTAssertEqual(run(["spring", ".snappy", "--duration", "0"]).0, 2)
        XCTAssertEqual(run(["spring", ".snappy", "--to", "nan"]).0, 2)
        XCTAssertEqual(run(["spring", ".snappy", "--json", "--csv", "-"]).0, 2)
        XCTAssertEqual(run(["spring", ".snappy", "--integrator", "verlet"]).0, 2)
        XCTAssertEqual(run(["spring", ".easeIn", "--integrator", "fluid"]).0, 2)
        let (code, _, err) = run(["spring", ".snappy", "--plot", "/nonexistent-folder/x.png"])
        XCTAssertEqual(code, 2)
        XCTAssertTrue(err.contains("/nonexistent-folder/x.png"), err)
        XCTAssertEqual(run(["spring"]).0, 2)
    }

    func testTextReportHasEveryFigure() {
        let (code, out, err) = run(["spring", "Spring(duration: 0.5, bounce: 0.3)"])
        XCTAssertEqual(code, 0, err)
        for expected in [
            "stiffness 157.9", "damping 17.59", "bounce 0.3", "settling       1.045 s", "ω0             12.57 rad/s",
            "damped period 0.700 s", "overshoot      ", "fluid finish", "Android SpringForce", "Jetpack Compose",
            "Motion (physics)", "Motion (duration)", "react-spring", "CASpringAnimation",
        ] {
            XCTAssertTrue(out.contains(expected), "missing '\(expected)' in\n\(out)")
        }
    }

    func testJSONReportAndDialectWarnings() throws {
        let (code, out, err) = run(["spring", "Spring(mass: 2, stiffness: 100, damping: 40, allowOverDamping: true)", ".bouncy", "--json"])
        XCTAssertEqual(code, 0, err)
        let document = try JSONDecoder().decode(SpringReportDocument.self, from: Data(out.utf8))
        XCTAssertEqual(document.reports.count, 2)
        let heavy = document.reports[0]
        XCTAssertEqual(heavy.parameters?.mass, 2)
        XCTAssertEqual(heavy.parameters?.regime, "overDamped")
        let compose = try XCTUnwrap(heavy.dialects.first { $0.name == "Jetpack Compose" })
        XCTAssertNotNil(compose.warning)
        XCTAssertTrue(compose.code.contains("stiffness = 50f"), compose.code)
        let motion = try XCTUnwrap(heavy.dialects.first { $0.name == "Motion (duration)" })
        XCTAssertTrue(motion.warning?.contains("0.05…1") == true)
        XCTAssertNil(heavy.metrics?.peakTime)
        let bouncy = document.reports[1]
        XCTAssertEqual(try XCTUnwrap(bouncy.metrics?.overshootPercent), 100 * exp(-0.7 * Double.pi / (1 - 0.49).squareRoot()), accuracy: 1e-6)
        XCTAssertNil(bouncy.dialects.first { $0.name == "Jetpack Compose" }?.warning)
    }

    func testIntegratorDeviationMatchesSwiftUIsScheme() throws {
        let (code, out, err) = run([
            "spring", ".spring(response: 0.42, dampingFraction: 0.74)", "--to", "100",
            "--duration", "3", "--integrator", "fluid", "--json",
        ])
        XCTAssertEqual(code, 0, err)
        let report = try JSONDecoder().decode(SpringReportDocument.self, from: Data(out.utf8)).reports[0]
        XCTAssertEqual(try XCTUnwrap(report.integrator?.maximumDeviationPercent), 0.589, accuracy: 0.003)
    }

    func testTimingCurveSamplesAndFile() throws {
        let (code, out, _) = run(["spring", ".easeInOut(duration: 0.2)", "--to", "100", "--fps", "100", "--csv", "-"])
        XCTAssertEqual(code, 0)
        let rows = csvRows(out)
        XCTAssertEqual(rows.count, 21)
        XCTAssertEqual(rows[10][1], 50, accuracy: 1e-9)
        XCTAssertEqual(rows[20][1], 100)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("spring-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("s.csv").path
        let (code2, out2, _) = run(["spring", ".snappy", ".linear", "--csv", path])
        XCTAssertEqual(code2, 0)
        XCTAssertTrue(out2.contains("wrote"))
        let written = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertTrue(written.hasPrefix("spec,t,value,velocity\n1,0.0,0.0,0.0\n"))
        // .linear starts at full speed: 1 interval per 0.35 s.
        let linearFirst = try XCTUnwrap(written.split(separator: "\n").first { $0.hasPrefix("2,0.0,") })
        XCTAssertEqual(Double(linearFirst.split(separator: ",")[3])!, 1 / 0.35, accuracy: 1e-9)
    }
}
