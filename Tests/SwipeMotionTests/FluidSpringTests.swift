import XCTest
@testable import SwipeMotion

final class FluidSpringTests: XCTestCase {
    /// Largest |stepped − closed form| over 60 fps samples of 0 → 1 for 3 s.
    func deviation(response: Double, dampingFraction: Double, stepsPerSecond: Double) -> Double {
        var run = FluidSpring<Double>(
            response: response, dampingFraction: dampingFraction, from: 0, velocity: 0, to: 1, at: 0,
            interval: 1, stepsPerSecond: stepsPerSecond)
        let spring = Spring(response: response, dampingRatio: dampingFraction)
        var worst = 0.0
        for frame in 0...180 {
            let t = Double(frame) / 60
            run.advance(to: t)
            if run.isFinished { break }
            worst = max(worst, abs(run.value - spring.value(target: 1, time: t)))
        }
        return worst
    }

    func testReproducesSwiftUIsFirstOrderScheme() {
        XCTAssertEqual(deviation(response: 0.42, dampingFraction: 0.74, stepsPerSecond: 300), 3.64e-3, accuracy: 3e-5)
        XCTAssertEqual(deviation(response: 0.42, dampingFraction: 0.74, stepsPerSecond: 3000), 3.48e-4, accuracy: 3e-5)
        XCTAssertEqual(deviation(response: 0.15, dampingFraction: 0.86, stepsPerSecond: 300), 1.10e-2, accuracy: 3e-5)
    }

    func testStepsAreCountedFromTheStartNotAccumulated() {
        var sampledOften = FluidSpring<Double>(
            response: 0.3, dampingFraction: 0.7, from: 0, velocity: 0, to: 50, at: 1.25, interval: 50)
        var sampledOnce = sampledOften
        var t = 1.25
        while t < 1.75 {
            t += 1.0 / 97  // an awkward frame rate, accumulated on purpose
            sampledOften.advance(to: t)
        }
        sampledOften.advance(to: 1.75)
        sampledOnce.advance(to: 1.75)
        XCTAssertEqual(sampledOften.steps, 150)
        XCTAssertEqual(sampledOften.value, sampledOnce.value)
        XCTAssertEqual(sampledOften.velocity, sampledOnce.velocity)
        // An earlier time recomputes from the start.
        var back = sampledOnce
        back.advance(to: 1.5)
        var fresh = FluidSpring<Double>(
            response: 0.3, dampingFraction: 0.7, from: 0, velocity: 0, to: 50, at: 1.25, interval: 50)
        fresh.advance(to: 1.5)
        XCTAssertEqual(back.value, fresh.value)
    }

    func testFinishRuleAndStiffnessCap() {
        var run = FluidSpring<Double>(response: 0.5, dampingFraction: 1, from: 0, velocity: 0, to: 100, at: 0, interval: 100)
        run.runToFinish(maximumSteps: 300 * 60)
        let finish = try! XCTUnwrap(run.finishTime)
        XCTAssertEqual(run.value, 100)
        XCTAssertEqual(run.velocity, 0)
        // Just before finishing, the rule did not hold: check by re-running one step less.
        var before = FluidSpring<Double>(response: 0.5, dampingFraction: 1, from: 0, velocity: 0, to: 100, at: 0, interval: 100)
        before.advance(to: finish - 1.5 / 300)
        XCTAssertFalse(before.isFinished)
        XCTAssertGreaterThan(max(abs(before.velocity), abs(before.acceleration), abs(100 - before.value) > 1 ? 1 : 0), 0.06 - 1e-12)
        // Angles: the same motion in radians ×128 finishes later (thresholds are in animatable units).
        var angle = FluidSpring<Double>(response: 0.5, dampingFraction: 1, from: 0, velocity: 0, to: 1, at: 0, interval: 1, unitScale: 128)
        var plain = FluidSpring<Double>(response: 0.5, dampingFraction: 1, from: 0, velocity: 0, to: 1, at: 0, interval: 1)
        angle.runToFinish(maximumSteps: 30_000)
        plain.runToFinish(maximumSteps: 30_000)
        XCTAssertGreaterThan(try XCTUnwrap(angle.finishTime), try XCTUnwrap(plain.finishTime))
        // response → 0 is capped at k = 45 000 and stays finite.
        var stiff = FluidSpring<Double>(response: 0.001, dampingFraction: 1, from: 0, velocity: 0, to: 1, at: 0, interval: 1)
        stiff.advance(to: 0.2)
        XCTAssertTrue(stiff.value.isFinite)
    }

    func testBlendFollowsSmoothstep() {
        let run = FluidSpring<Double>(
            response: 0.2, dampingFraction: 0.8, blendDuration: 0.5, from: 0, velocity: 0, to: 1, at: 2,
            interval: 1, blendInterval: 0.6)
        XCTAssertEqual(run.response(at: 2), 0.8, accuracy: 1e-15)
        XCTAssertEqual(run.response(at: 2.25), 0.2 + 0.6 * 0.5, accuracy: 1e-15)
        let p = 0.1 / 0.5
        XCTAssertEqual(run.response(at: 2.1), 0.2 + 0.6 * (1 - p * p * (3 - 2 * p)), accuracy: 1e-15)
        XCTAssertEqual(run.response(at: 2.5), 0.2)
        XCTAssertEqual(run.response(at: 9), 0.2)
    }
}
