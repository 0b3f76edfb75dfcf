import XCTest
import SwipeMotion
import SwipeTuning

/// The analytic side of `ResponseMetrics` (extrema, Apple's settling duration, fluid finish).
final class ResponseMetricsAnalyticTests: XCTestCase {
    func testOvershootMatchesTheTextbookFormula() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        let a = ResponseMetrics(curve: .spring(spring), from: 10, to: 110, initialVelocity: 0)
        let lambda = spring.decayRate, wd = spring.dampedAngularFrequency
        XCTAssertEqual(a.overshootPercent, 100 * exp(-lambda * Double.pi / wd), accuracy: 1e-7)
        XCTAssertEqual(try XCTUnwrap(a.peakTime), Double.pi / wd, accuracy: 1e-9)
        // Peaks past the target: e^(−λ·2πn/ωd)·… above 1 %: 2.5 %, then 0.01 %.
        XCTAssertEqual(a.overshootsAboveOnePercent, 1)
        XCTAssertGreaterThan(
            ResponseMetrics(curve: .spring(Spring(duration: 0.5, bounce: 0.8)), from: 0, to: 1, initialVelocity: 0).overshootsAboveOnePercent, 3)
        XCTAssertEqual(ResponseMetrics(curve: .spring(Spring(duration: 0.5, bounce: 0)), from: 0, to: 1, initialVelocity: 0).overshoots, [])
    }

    func testFluidFinishTimeAndSettlingWithVelocity() {
        let a = ResponseMetrics(curve: .spring(Spring(response: 0.42, dampingRatio: 0.74)), from: 0, to: 100, initialVelocity: 0)
        XCTAssertEqual(try XCTUnwrap(a.fluidFinishTime()), 1.0, accuracy: 1e-9)
        XCTAssertEqual(a.settlingDuration, Spring(response: 0.42, dampingRatio: 0.74).settlingDuration)
        // A critically damped spring thrown away from its target settles later than from rest,
        // and stays within ε afterwards.
        let critical = Spring(duration: 0.4, bounce: 0)
        let thrown = critical.settlingDuration(initialVelocity: -5)
        XCTAssertGreaterThan(thrown, critical.settlingDuration)
        for i in 0...200 {
            let t = thrown + Double(i) * 0.01
            XCTAssertLessThanOrEqual(abs(1 - critical.value(target: 1, initialVelocity: -5, time: t)), 0.001 + 1e-12)
        }
        XCTAssertGreaterThan(abs(1 - critical.value(target: 1, initialVelocity: -5, time: thrown - 1e-3)), 0.001)
    }
}
