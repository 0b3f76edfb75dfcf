import XCTest
import SwipeMotion

/// OpenSwiftUI's `FluidSpringAnimation.animate` written out literally, in its own terms (offset
/// travelled within the interval, stored force, a step clock that runs while it is behind the
/// evaluation time), as the independent reference the tests compare `FluidSpring` with.
private struct OSUIReference {
    var response: Double, dampingFraction: Double, blendDuration: Double
    var offset = 0.0, velocity = 0.0, force = 0.0
    /// Step clock in whole steps of 1/300 s since `startTime` (OSUI adds 1/300 each step).
    var stepClock = 0
    var startTime = 0.0, blendStart = 0.0, blendInterval = 0.0

    /// `animate(value: interval, time:)`; returns the offset.
    mutating func animate(interval: Double, time: Double) -> Double {
        var r = response
        if blendDuration > 0, blendInterval != 0 {
            let p = min(max((time - blendStart) / blendDuration, 0), 1)
            r = response + blendInterval * (1 - p * p * (3 - p * 2))
        }
        let stiffness = min(pow(2 * Double.pi / r, 2), 45000)
        let damping = -(2 * stiffness.squareRoot() * dampingFraction)
        while startTime + Double(stepClock) / 300 < time - 1e-12 {
            var halfForce = force / 600
            halfForce += velocity
            offset += halfForce / 300
            force = halfForce * damping + (interval - offset) * stiffness
            velocity = force / 600 + halfForce
            stepClock += 1
        }
        return offset
    }

    /// `shouldMerge`: keeps the force, takes velocity and offset, restarts the clock; a
    /// different response starts a blend from the previous response.
    mutating func merge(response newResponse: Double, dampingFraction newDamping: Double, blendDuration newBlend: Double, at time: Double) {
        if newResponse != response {
            blendInterval = response - newResponse
            blendStart = time
        }
        response = newResponse
        dampingFraction = newDamping
        blendDuration = newBlend
        startTime = time
        stepClock = 0
    }
}

final class FluidSpringTests: XCTestCase {
    /// Step 1 and 2 of a plain start worked by hand (response 0.5, ζ 1, 0 → 1): k = (2π/0.5)² =
    /// 157.913670…, c = 2√k = 25.132741…. Step 1: the stored force is 0, so vh = 0, x stays 0,
    /// F = k·1, v = F/600. Step 2: vh = v + F/600 = 2k/600, x = vh/300, F = k(1 − x) − c·vh,
    /// v = vh + F/600.
    func testFirstStepsByHand() {
        var run = FluidSpring<Double>(
            response: 0.5, dampingFraction: 1, from: 0, velocity: 0, to: 1, at: 0,
            interval: 1, evaluationRate: 300)
        let k = 157.91367041742973, c = 25.132741228718345
        run.advance(to: 1.0 / 300)
        XCTAssertEqual(run.value, 0)
        XCTAssertEqual(run.force, k, accuracy: 1e-9)
        XCTAssertEqual(run.velocity, k / 600, accuracy: 1e-12)
        run.advance(to: 2.0 / 300)
        let vh = 2 * k / 600, x = vh / 300, force = k * (1 - x) - c * vh
        XCTAssertEqual(run.value, x, accuracy: 1e-15)
        XCTAssertEqual(run.force, force, accuracy: 1e-9)
        XCTAssertEqual(run.velocity, vh + force / 600, accuracy: 1e-12)
        XCTAssertEqual(run.value, 0.0017545963379714415, accuracy: 1e-15)
        XCTAssertEqual(run.force, 144.40716, accuracy: 1e-4)
    }

    /// 10 steps (one per evaluation) of a plain start, then a merge with the same response during
    /// the blend a first merge started, then a merge with a different response: value, velocity
    /// and stored force equal OSUI's scheme run literally, step by step.
    func testMatchesOSUITraceAcrossMerges() {
        let rate = 300
        func time(_ j: Int) -> Double { Double(j) / Double(rate) }
        var reference = OSUIReference(response: 0.4, dampingFraction: 0.7, blendDuration: 0)
        var referenceInterval = 100.0, model = 100.0
        var run = FluidSpring<Double>(
            response: 0.4, dampingFraction: 0.7, from: 0, velocity: 0, to: 100, at: 0,
            interval: 100, evaluationRate: rate)
        func compare(_ j: Int, _ label: String) {
            let offset = reference.animate(interval: referenceInterval, time: time(j))
            run.advance(to: time(j))
            let presented = model - referenceInterval + offset
            XCTAssertEqual(run.value, presented, accuracy: 1e-9, "\(label) value at evaluation \(j)")
            XCTAssertEqual(run.velocity, reference.velocity, accuracy: 1e-9, "\(label) velocity at evaluation \(j)")
            XCTAssertEqual(run.force, reference.force, accuracy: 1e-7, "\(label) force at evaluation \(j)")
        }
        for j in 1...10 { compare(j, "plain start") }

        // A different response (an interactive spring 0.15 with blend 0.25 s) retargets to 160.
        referenceInterval += 60; model = 160
        reference.merge(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25, at: time(10))
        run = run.merged(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25, to: 160, at: time(10), interval: 160)
        XCTAssertEqual(run.blend, SpringBlend(interval: 0.4 - 0.15, start: time(10)))
        XCTAssertNotEqual(run.force, 0, "the stored force carries over")
        for j in 11...20 { compare(j, "different response") }

        // The same response again (the next drag sample) while the blend runs: it is left alone.
        referenceInterval += 15; model = 175
        reference.merge(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25, at: time(20))
        run = run.merged(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25, to: 175, at: time(20), interval: 175)
        XCTAssertEqual(run.blend, SpringBlend(interval: 0.25, start: time(10)), "same response keeps the running blend")
        let p: Double = 15.0 / 75  // 15 evaluations of the 0.25 s (75-evaluation) blend have passed
        let smoothstep: Double = p * p * (3 - 2 * p)
        XCTAssertEqual(run.response(at: time(25)), 0.15 + 0.25 * (1 - smoothstep), accuracy: 1e-12)
        for j in 21...30 { compare(j, "same response during the blend") }
    }

    /// The response is evaluated once per evaluation and steps run while the step clock is behind:
    /// at 60 Hz each evaluation runs 5 steps with one k; at 120 Hz, ⌈2.5·j⌉ steps by evaluation j.
    func testEvaluationGridDecidesSteps() {
        let at60 = FluidSpring<Double>(response: 0.3, dampingFraction: 0.8, from: 0, velocity: 0, to: 1, at: 0, interval: 1)
        XCTAssertEqual((0...4).map(at60.stepCount(afterEvaluation:)), [0, 5, 10, 15, 20])
        let at120 = FluidSpring<Double>(
            response: 0.3, dampingFraction: 0.8, from: 0, velocity: 0, to: 1, at: 0, interval: 1,
            evaluationRate: 120)
        XCTAssertEqual((0...4).map(at120.stepCount(afterEvaluation:)), [0, 3, 5, 8, 10])
        // A blended spring at 60 Hz equals the OSUI scheme evaluated at 60 Hz (5 steps per k).
        var reference = OSUIReference(response: 0.2, dampingFraction: 0.9, blendDuration: 0.3)
        reference.blendInterval = 0.3
        var run = FluidSpring<Double>(
            response: 0.2, dampingFraction: 0.9, blendDuration: 0.3, from: 0, velocity: 0, to: 50,
            at: 0, interval: 50, blend: SpringBlend(interval: 0.3, start: 0))
        for j in 1...30 {
            let offset = reference.animate(interval: 50, time: Double(j) / 60)
            run.advance(to: Double(j) / 60)
            XCTAssertEqual(run.value, offset, accuracy: 1e-9)
        }
    }

    /// Largest |stepped − closed form| over the 60 Hz display frames of 0 → 1 for 3 s.
    func deviation(response: Double, dampingFraction: Double, stepsPerSecond: Int) -> Double {
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

    /// The figures quoted in docs/scenes.md and FluidSpring's documentation.
    func testDeviationFromTheClosedForm() {
        XCTAssertEqual(deviation(response: 0.42, dampingFraction: 0.74, stepsPerSecond: 300), 5.89e-3, accuracy: 5e-6)
        XCTAssertEqual(deviation(response: 0.42, dampingFraction: 0.74, stepsPerSecond: 3000), 5.73e-4, accuracy: 5e-7)
        XCTAssertEqual(deviation(response: 0.15, dampingFraction: 0.86, stepsPerSecond: 300), 1.454e-2, accuracy: 5e-6)
    }

    /// The motion does not depend on when or how often it is read: evaluations are on the
    /// spring's own display grid, counted from its start.
    func testSamplingDoesNotChangeTheMotion() {
        var sampledOften = FluidSpring<Double>(
            response: 0.3, dampingFraction: 0.7, from: 0, velocity: 0, to: 50, at: 1.25, interval: 50)
        var sampledOnce = sampledOften
        var t = 1.25
        while t < 1.75 {
            t += 1.0 / 97  // an awkward sampling rate, accumulated on purpose
            sampledOften.advance(to: t)
        }
        sampledOften.advance(to: 1.75)
        sampledOnce.advance(to: 1.75)
        XCTAssertEqual(sampledOften.evaluations, 30)
        XCTAssertEqual(sampledOften.steps, 150)
        XCTAssertEqual(sampledOften.value, sampledOnce.value)
        XCTAssertEqual(sampledOften.velocity, sampledOnce.velocity)
        // Between display frames the value is the latest frame's.
        var between = sampledOnce
        between.advance(to: 1.75 + 0.5 / 60)
        XCTAssertEqual(between.value, sampledOnce.value)
        // An earlier time recomputes from the start.
        var back = sampledOnce
        back.advance(to: 1.5)
        var fresh = FluidSpring<Double>(
            response: 0.3, dampingFraction: 0.7, from: 0, velocity: 0, to: 50, at: 1.25, interval: 50)
        fresh.advance(to: 1.5)
        XCTAssertEqual(back.value, fresh.value)
    }

    func testFinishRuleAndStiffnessCap() throws {
        var run = FluidSpring<Double>(response: 0.5, dampingFraction: 1, from: 0, velocity: 0, to: 100, at: 0, interval: 100)
        run.runToFinish(maximumSteps: 300 * 60)
        let finish = try XCTUnwrap(run.finishTime)
        XCTAssertEqual(run.value, 100)
        XCTAssertEqual(run.velocity, 0)
        // One display frame earlier the rule did not hold.
        var before = FluidSpring<Double>(response: 0.5, dampingFraction: 1, from: 0, velocity: 0, to: 100, at: 0, interval: 100)
        before.advance(to: finish - 1.0 / 60)
        XCTAssertFalse(before.isFinished)
        let moving = max(abs(before.velocity), abs(before.force)) > 0.06
        XCTAssertTrue(moving || abs(100 - before.value) > 1)
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
            interval: 1, blend: SpringBlend(interval: 0.6, start: 2))
        XCTAssertEqual(run.response(at: 2), 0.8, accuracy: 1e-15)
        XCTAssertEqual(run.response(at: 2.25), 0.2 + 0.6 * 0.5, accuracy: 1e-15)
        let p = 0.1 / 0.5
        let expected = 0.2 + 0.6 * (1 - p * p * (3 - 2 * p))
        XCTAssertEqual(run.response(at: 2.1), expected, accuracy: 1e-15)
        XCTAssertEqual(run.response(at: 2.5), 0.2)
        XCTAssertEqual(run.response(at: 9), 0.2)
    }
}
