import SwipeMotion
import SwipeRaster
import SwipeTuning
import XCTest

/// `SpringPlot.Options.frameRates` (`--fps 30,60,120,240 --plot`): rings at every frame, a
/// filled disc at the highest frame each rate shows, and one legend entry per rate and series.
final class FrameRateMarkerTests: XCTestCase {
    func plot(rates: [Int], scale: Double = 2) throws -> SpringPlot {
        var options = SpringPlot.Options()
        options.scale = scale
        options.frameRates = rates
        return try SpringPlot(series: [try SpringPlot.Series(parsing: ".spring(response: 0.2, dampingFraction: 0.3)")], options: options)
    }

    func testEveryFrameIsARingAndTheHighestFrameIsFilled() throws {
        let rates = [240, 30, 60, 120, 30]  // any order, repeats ignored
        let marked = try plot(rates: rates)
        let plain = try plot(rates: [])
        let withMarkers = try marked.render(), without = try plain.render()
        let panel = marked.layout.panels[0]
        let color = PlotStyle.color(forSeries: 0).premultiplied
        let series = marked.series[0], metrics = marked.metrics[0]
        XCTAssertEqual(marked.sortedFrameRates, [30, 60, 120, 240])

        // A 30 fps frame on a steep stretch (frame 2, t = 1/15 s): the ring's rim sits one radius
        // beside the curve, where the plain plot has no ink; its centre stays hollow-ish (the curve).
        let radius = marked.frameMarkerRadius(rank: 0)
        XCTAssertEqual(radius, 10, "5 pt at 2×")
        let t = 2.0 / 30, center = (x: panel.px(t), y: panel.py(series.value(at: t)))
        let rim = (x: Int(center.x - radius + 1), y: Int(center.y))
        XCTAssertEqual(withMarkers.pixel(x: rim.x, y: rim.y), color, "ring rim")
        XCTAssertNotEqual(without.pixel(x: rim.x, y: rim.y), color, "no ring without --fps")

        // The highest frame 30 fps shows is a disc: filled half a radius above and below its centre.
        let shown = try XCTUnwrap(FrameRateComparison(series: series, metrics: metrics, fps: 30).sampledPeak)
        XCTAssertLessThanOrEqual(shown.value, try XCTUnwrap(metrics.peak).value)
        let peak = (x: Int(panel.px(Double(shown.frame) / 30)), y: panel.py(shown.value))
        for dy in [-radius / 2, radius / 2] {
            XCTAssertEqual(withMarkers.pixel(x: peak.x, y: Int(peak.y + dy)), color, "disc at dy \(dy)")
        }

        // One legend entry per rate after the series' own; it names the frame and the shortfall.
        let entries = marked.layout.legendEntries
        XCTAssertEqual(entries.count, 1 + 4)
        XCTAssertEqual(entries.compactMap(\.frameRateRank), [0, 1, 2, 3])
        XCTAssertTrue(entries[1].label.hasPrefix("30 fps"), entries[1].label)
        XCTAssertTrue(entries[1].detail.contains("at frame \(shown.frame),"), entries[1].detail)
        XCTAssertEqual(plain.layout.legendEntries.count, 1)
    }

    func testSeveralSeriesGetAnEntryPerRateAndSeries() throws {
        var options = SpringPlot.Options()
        options.frameRates = [30, 60]
        let plot = try SpringPlot(series: [try SpringPlot.Series(parsing: ".bouncy"), try SpringPlot.Series(parsing: ".snappy")], options: options)
        XCTAssertEqual(
            plot.layout.legendEntries.map(\.label),
            [
                ".bouncy", ".snappy",
                "30 fps (○ its frames) · .bouncy", "30 fps (○ its frames) · .snappy",
                "60 fps (○ its frames) · .bouncy", "60 fps (○ its frames) · .snappy",
            ])
        XCTAssertEqual(try plot.png(), try plot.png())
    }
}
