import Foundation
import SwipeTuning  // only the public API: no @testable, no other SwipeSim module
import XCTest

/// What a user's test or playground does with SwipeTuning: a spring's report, a plot PNG and
/// a sweep CSV, through the public API alone.
final class PublicAPITests: XCTestCase {
    func testSpringReportMatchesTheClosedForm() throws {
        let report = try SpringReport(parsing: ".spring(response: 0.42, dampingFraction: 0.74)")
        let parameters = try XCTUnwrap(report.parameters)
        // k = (2π / response)² for unit mass; c = 2ζ√k.
        let stiffness = (2 * Double.pi / 0.42) * (2 * Double.pi / 0.42)
        XCTAssertEqual(parameters.stiffness, stiffness, accuracy: 1e-9)
        XCTAssertEqual(parameters.damping, 2 * 0.74 * stiffness.squareRoot(), accuracy: 1e-9)
        // From rest the overshoot is exp(−ζπ/√(1−ζ²)), at π/ωd.
        let metrics = try XCTUnwrap(report.metrics)
        let zeta = 0.74
        XCTAssertEqual(metrics.overshootPercent, 100 * exp(-zeta * Double.pi / (1 - zeta * zeta).squareRoot()), accuracy: 1e-6)
        let omegaD = stiffness.squareRoot() * (1 - zeta * zeta).squareRoot()
        XCTAssertEqual(try XCTUnwrap(metrics.peakTime), Double.pi / omegaD, accuracy: 1e-9)
        XCTAssertEqual(report.dialects.first?.name, "SwiftUI")
        XCTAssertTrue(report.textLines.contains { $0.hasPrefix("  overshoot      3.15 % at 0.312 s") }, "\(report.textLines)")
        // The JSON form (the text `--json` prints) round-trips through Codable.
        let json = try SpringReportDocument(reports: [report]).jsonText()
        XCTAssertTrue(json.hasPrefix("{\n  \"reports\": [\n    {\n"), json)
        XCTAssertEqual(try JSONDecoder().decode(SpringReportDocument.self, from: Data(json.utf8)).reports[0].metrics?.peakTime, metrics.peakTime)

        // The one metric engine, with the band as a parameter: a tighter band settles later.
        let curve = try XCTUnwrap(SpringPlot.Series(parsing: ".bouncy")).curve
        let loose = ResponseMetrics(curve: curve, from: 0, to: 1, initialVelocity: 0)
        let tight = ResponseMetrics(curve: curve, from: 0, to: 1, initialVelocity: 0, bandFraction: 0.001)
        XCTAssertLessThan(try XCTUnwrap(loose.settleTime), try XCTUnwrap(tight.settleTime))
        XCTAssertEqual(loose.peak?.time ?? 0, loose.peakTime ?? 1, accuracy: 1e-4)

        XCTAssertThrowsError(try SpringReport(parsing: ".spring(response: -1)")) { error in
            XCTAssertTrue("\(error)".contains("malformed spec at column"), "\(error)")
        }
    }

    func testPlotPNG() throws {
        var options = SpringPlot.Options()
        options.scale = 2
        options.title = "Value over time, 0 → 1"
        let plot = try SpringPlot(series: [try SpringPlot.Series(parsing: ".snappy"), try SpringPlot.Series(parsing: ".bouncy")], options: options)
        let png = try plot.png()
        XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // IHDR: width and height, big-endian, right after the chunk header.
        func word(_ at: Int) -> Int { png[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        XCTAssertEqual(word(16), plot.width)
        XCTAssertEqual(word(20), plot.height)
        XCTAssertEqual(plot.width, 1920)
        XCTAssertEqual(try plot.png(), png, "the same plot gives the same bytes")
    }
}
