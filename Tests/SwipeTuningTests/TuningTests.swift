import SwipeMath
import SwipeMotion
import SwipeRaster
import SwipeTestSupport
import SwipeTuning
import XCTest

final class TuningTests: XCTestCase {
    static let sixSpecs = [
        ".spring(response: 0.42, dampingFraction: 0.74)", ".snappy", ".bouncy",
        ".interpolatingSpring(stiffness: 180, damping: 12)", ".easeInOut(duration: 0.35)",
        "Spring(mass: 1, stiffness: 100, damping: 10)",
    ]

    func series(_ specs: [String]) throws -> [SpringPlot.Series] {
        try specs.map { SpringPlot.Series(label: $0, curve: ResponseCurve(try AnimationParser.parseSpec($0))) }
    }

    // MARK: - Numbers

    func testTableFormatsUseFourSignificantDigits() {
        XCTAssertEqual(TuningFormat.significant(157.92, digits: 4), "157.9")
        XCTAssertEqual(TuningFormat.significant(0.042104, digits: 3), "0.0421")
        XCTAssertEqual(TuningFormat.short(1.23456e-9), "1.235e-9")
        XCTAssertEqual(TuningFormat.short(0.0123456), "0.01235")
        XCTAssertEqual(TuningFormat.signedPercent(0.0832), "+8.3 %")
    }

    func testNiceScaleChoosesOneTwoFiveSteps() {
        let time = NiceScale(lower: 0, upper: 0.7, maximumTicks: 9)
        XCTAssertEqual(time.step, 0.1, accuracy: 1e-15)
        XCTAssertEqual(time.ticks.map { time.label($0) }, ["0.0", "0.1", "0.2", "0.3", "0.4", "0.5", "0.6", "0.7"])
        let value = NiceScale(lower: -0.066, upper: 1.28, maximumTicks: 9)
        XCTAssertEqual(value.step, 0.2, accuracy: 1e-15)
        XCTAssertEqual(value.ticks.map { value.label($0) }, ["0.0", "0.2", "0.4", "0.6", "0.8", "1.0", "1.2"])
        let quarter = NiceScale(lower: 0, upper: 1, maximumTicks: 5)
        XCTAssertEqual(quarter.ticks.map { quarter.label($0) }, ["0.00", "0.25", "0.50", "0.75", "1.00"])
        let large = NiceScale(lower: -3, upper: 2870, maximumTicks: 7)
        XCTAssertEqual(large.step, 500)
        XCTAssertEqual(large.label(2500), "2500")
        let tiny = NiceScale(lower: -3e-9, upper: 7e-9, maximumTicks: 6)
        XCTAssertEqual(tiny.step, 2e-9, accuracy: 1e-24)
        XCTAssertEqual(tiny.label(4e-9), "4e-9")
        XCTAssertEqual(tiny.label(0), "0")
    }

    // MARK: - Metrics against the closed form

    func testPeakAndSettleOfAnUnderdampedSpringMatchTheClosedForm() throws {
        let spring = Spring(response: 0.42, dampingRatio: 0.5)
        let m = ResponseMetrics(curve: .spring(spring), from: 0, to: 1, initialVelocity: 0)
        // From rest the first peak is at π/ωd with overshoot exp(−ζπ/√(1−ζ²)).
        let zeta = 0.5, omega = 2 * Double.pi / 0.42
        let omegaD = omega * (1 - zeta * zeta).squareRoot()
        let peak = try XCTUnwrap(m.peak)
        XCTAssertEqual(peak.time, Double.pi / omegaD, accuracy: 2e-4)
        XCTAssertEqual(m.overshoot, Foundation.exp(-zeta * Double.pi / (1 - zeta * zeta).squareRoot()), accuracy: 1e-6)
        // Settled: outside the band just before, inside at and after (checked densely).
        let settle = try XCTUnwrap(m.settleTime)
        XCTAssertGreaterThan(abs(spring.value(target: 1, time: settle - 0.0005) - 1), 0.01)
        for n in 0...2000 {
            XCTAssertLessThanOrEqual(abs(spring.value(target: 1, time: settle + Double(n) * 0.001) - 1), 0.01)
        }
    }

    func testCriticallyDampedAndTimingCurvesHaveNoPeak() {
        let critical = ResponseMetrics(curve: .spring(Spring(response: 0.5, dampingRatio: 1)), from: 0, to: 1, initialVelocity: 0)
        XCTAssertNil(critical.peak)
        XCTAssertEqual(critical.overshoot, 0)
        let curve = ResponseMetrics(curve: .timingCurve(.easeInOut, duration: 0.35), from: 10, to: -10, initialVelocity: 0)
        XCTAssertNil(curve.peak)
        XCTAssertEqual(curve.band, 0.2)
        XCTAssertLessThanOrEqual(curve.settleTime ?? 1, 0.35)
    }

    // MARK: - Pixels

    /// Axis lines where the layout puts them, and the curve's pixels at closed-form positions,
    /// at 1× and 2×.
    func testPlotPixelsSitWhereTheClosedFormSays() throws {
        for scale in [1.0, 2.0] {
            var options = SpringPlot.Options()
            options.scale = scale
            options.title = "test"
            let input = try series([".spring(response: 0.5, dampingFraction: 1)"])
            let plot = try SpringPlot(series: input, options: options)
            let pixmap = try plot.render()
            XCTAssertEqual(pixmap.width, Int(960 * scale))
            let panel = plot.layout.panels[0]
            let axis = PlotStyle.axis.premultiplied
            let line = Int(scale)
            // The value axis runs just left of the plotting area, the time axis just below it.
            for y in stride(from: Int(panel.rect.minY) + 3, to: Int(panel.rect.maxY), by: 37) {
                XCTAssertEqual(pixmap.pixel(x: Int(panel.rect.minX) - 1, y: y), axis, "value axis at y \(y), \(scale)×")
                XCTAssertEqual(pixmap.pixel(x: Int(panel.rect.minX) - 1 - line, y: y), PlotStyle.background.premultiplied)
            }
            for x in stride(from: Int(panel.rect.minX) + 40, to: Int(panel.rect.maxX), by: 53) {
                XCTAssertEqual(pixmap.pixel(x: x, y: Int(panel.rect.maxY)), axis, "time axis at x \(x), \(scale)×")
            }
            // Where the curve is nearly flat the pixel under its centre line is fully its colour.
            let color = PlotStyle.color(forSeries: 0).premultiplied
            let spring = Spring(response: 0.5, dampingRatio: 1)
            var checked = 0
            for t in stride(from: 0.30, through: panel.time.upper - 0.02, by: 0.01) {
                let x = panel.px(t), y = panel.py(spring.value(target: 1, time: t))
                let slope = abs(panel.py(spring.value(target: 1, time: t + 0.001)) - y) / abs(panel.px(t + 0.001) - x)
                let nearMarker = abs(t - (plot.metrics[0].settleTime ?? -1)) < 0.04
                let inLegend =
                    x >= plot.layout.legend.minX - 2 && x <= plot.layout.legend.maxX + 2 && y >= plot.layout.legend.minY - 2 && y <= plot.layout.legend.maxY + 2
                guard slope < 0.3, !nearMarker, !inLegend else { continue }
                XCTAssertEqual(pixmap.pixel(x: Int(x), y: Int(y)), color, "curve at t = \(t), \(scale)×")
                // and four stroke widths away, no curve
                XCTAssertNotEqual(pixmap.pixel(x: Int(x), y: Int(y + 9 * scale)), color)
                checked += 1
            }
            XCTAssertGreaterThan(checked, 10)
            // The steep start: the column through t = 0.05 holds the colour within a pixel of the closed form.
            let x = Int(panel.px(0.05)), y = panel.py(spring.value(target: 1, time: 0.05))
            let near = (Int(y) - 1...Int(y) + 1).contains { pixmap.pixel(x: x, y: $0) == color }
            XCTAssertTrue(near, "steep part at \(scale)×")
        }
    }

    /// The legend never covers a curve point or marker, and tick labels never touch each other,
    /// for 1, 3 and 6 springs at 1× and 2×.
    func testLabelsAndLegendNeverOverlap() throws {
        let fonts = try PlotFonts()
        for count in [1, 3, 6] {
            for scale in [1.0, 2.0] {
                var options = SpringPlot.Options()
                options.scale = scale
                options.velocityPanel = true
                let plot = try SpringPlot(series: try series(Array(Self.sixSpecs.prefix(count))), options: options)
                let legend = plot.layout.legend
                if plot.layout.legendInside {
                    for point in plot.layout.valueCurves.joined() {
                        XCTAssertFalse(
                            point.x > legend.minX && point.x < legend.maxX && point.y > legend.minY && point.y < legend.maxY,
                            "legend covers the curve at \(point), \(count) springs \(scale)×")
                    }
                    XCTAssertGreaterThanOrEqual(legend.minX, plot.layout.panels[0].rect.minX)
                    XCTAssertLessThanOrEqual(legend.maxY, plot.layout.panels[0].rect.maxY)
                } else {
                    XCTAssertGreaterThan(legend.minY, plot.layout.panels.last!.rect.maxY)
                    XCTAssertLessThanOrEqual(legend.maxY, Double(plot.layout.height))
                }
                for panel in plot.layout.panels {
                    let timeTicks = panel.time.ticks
                    for (a, b) in zip(timeTicks, timeTicks.dropFirst()) {
                        let wa = try TextLayout(panel.time.label(a), font: fonts.regular, size: PlotStyle.tickSize * scale).width
                        let wb = try TextLayout(panel.time.label(b), font: fonts.regular, size: PlotStyle.tickSize * scale).width
                        XCTAssertGreaterThan(panel.px(b) - panel.px(a), (wa + wb) / 2 + 4 * scale)
                    }
                    let valueTicks = panel.y.ticks
                    for (a, b) in zip(valueTicks, valueTicks.dropFirst()) {
                        XCTAssertGreaterThan(panel.py(a) - panel.py(b), PlotStyle.tickSize * scale * 1.5)
                    }
                }
                // Panels never overlap each other.
                for (a, b) in zip(plot.layout.panels, plot.layout.panels.dropFirst()) {
                    XCTAssertGreaterThan(b.rect.minY, a.rect.maxY + 20 * scale)
                }
            }
        }
    }

    func testPlotIsDeterministic() throws {
        let input = try series(Array(Self.sixSpecs.prefix(3)))
        let a = try SpringPlot(series: input).render()
        let b = try SpringPlot(series: input).render()
        XCTAssertEqual(a, b)
    }

    // MARK: - Integrators

    func testIntegratorDeviations() throws {
        let spring = Spring(response: 0.42, dampingRatio: 0.74)
        let closed = try SteppedIntegrator.closed.deviation(spring: spring, from: 0, to: 1, initialVelocity: 0, step: 1.0 / 300, duration: 1)
        XCTAssertEqual(closed.maximum, 0)
        let rk4 = try SteppedIntegrator.rk4.deviation(spring: spring, from: 0, to: 1, initialVelocity: 0, step: 1.0 / 300, duration: 1)
        XCTAssertLessThan(rk4.maximum, 1e-6)
        XCTAssertGreaterThan(rk4.maximum, 0)
        // Semi-implicit Euler is first order: halving the step roughly halves the error.
        let coarse = try SteppedIntegrator.euler.deviation(spring: spring, from: 0, to: 1, initialVelocity: 0, step: 0.004, duration: 1)
        let fine = try SteppedIntegrator.euler.deviation(spring: spring, from: 0, to: 1, initialVelocity: 0, step: 0.002, duration: 1)
        XCTAssertEqual(coarse.maximum / fine.maximum, 2, accuracy: 0.15)
        // SwiftUI's fluid scheme strays about 0.6 % of the interval here (FluidSpringTests measures it).
        let fluid = try SteppedIntegrator.fluid.deviation(spring: spring, from: 0, to: 1, initialVelocity: 0, step: 0.01, duration: 1)
        XCTAssertEqual(fluid.step, 1.0 / 300)
        XCTAssertGreaterThan(fluid.maximum, 0.002)
        XCTAssertLessThan(fluid.maximum, 0.012)
        // Step times are n·h exactly.
        XCTAssertEqual(fine.points[250].time, 250 * 0.002)
        XCTAssertThrowsError(try SteppedIntegrator.rk4.run(spring: spring, from: 0, to: 1, initialVelocity: 0, step: 1e-5, duration: 100))
    }

    // MARK: - Frame rates and matches

    func testFrameSamplingNeverShowsMoreThanThePeakAndSettlesOnAFrame() throws {
        let input = try series([".bouncy"])[0]
        let m = ResponseMetrics(curve: input.curve, from: 0, to: 1, initialVelocity: 0)
        let peak = try XCTUnwrap(m.peak)
        let settle = try XCTUnwrap(m.settleTime)
        for fps in [30, 60, 120, 240, 1000] {
            let c = FrameRateComparison(series: input, metrics: m, fps: fps)
            let sampled = try XCTUnwrap(c.sampledPeak)
            XCTAssertLessThanOrEqual(sampled.value, peak.value + 1e-12)
            XCTAssertLessThanOrEqual(abs(Double(sampled.frame) / Double(fps) - peak.time), 0.5 / Double(fps) + 1e-3)
            let frame = try XCTUnwrap(c.settleFrame)
            XCTAssertGreaterThanOrEqual(Double(frame) / Double(fps), settle - 0.0006)
            XCTAssertLessThanOrEqual(Double(frame) / Double(fps), settle + 1 / Double(fps))
        }
        XCTAssertEqual(try FrameRateComparison.parseRates("30, 60,120,60"), [30, 60, 120])
        XCTAssertThrowsError(try FrameRateComparison.parseRates("30,abc"))
        XCTAssertThrowsError(try FrameRateComparison.parseRates("0"))
    }

    func testMatchFindsTheExactPresetFirst() throws {
        let snappy = try series([".snappy"])[0].curve
        let nearest = SpringMatch.nearest(to: snappy)
        XCTAssertEqual(nearest.count, 5)
        XCTAssertEqual(nearest[0].known.name, ".snappy")
        XCTAssertEqual(nearest[0].distance, 0)
        XCTAssertGreaterThan(nearest[1].distance, 0)
        XCTAssertEqual(nearest.map(\.distance), nearest.map(\.distance).sorted())

        let wobbly = SpringMatch.nearest(to: .spring(Spring(mass: 1, stiffness: 180, damping: 12)))
        XCTAssertEqual(wobbly[0].known.tool, "react-spring")
        XCTAssertTrue(wobbly[0].known.name.hasPrefix("config.wobbly"))
        XCTAssertEqual(wobbly[0].distance, 0)

        let motion = SpringMatch.nearest(to: .spring(Spring(mass: 1, stiffness: 100, damping: 10)))
        XCTAssertEqual(motion[0].known.tool, "Motion")
        // Android's table is every stiffness × ratio constant.
        XCTAssertEqual(KnownSprings.android.count, 16)
        XCTAssertEqual(KnownSprings.android[5].spring.dampingRatio, 0.5, accuracy: 1e-12)
    }
}
