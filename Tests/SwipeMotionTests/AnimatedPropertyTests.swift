import XCTest
import SwipeMotion

final class AnimatedPropertyTests: XCTestCase {
    func testNilAnimationJumpsAndSameTargetIsIgnored() {
        var p = AnimatedProperty(0.0)
        p.set(10, animation: nil, at: 1)
        XCTAssertEqual(p.value(at: 1), 10)
        XCTAssertFalse(p.isAnimating(at: 1))
        p.set(20, animation: .spring(), at: 2)
        XCTAssertTrue(p.isAnimating(at: 2.1))
        let before = p.value(at: 2.2)
        p.set(20, animation: .easeIn(duration: 5), at: 2.2)  // no change, no new animation
        XCTAssertEqual(p.runningAnimationCount, 1)
        XCTAssertEqual(p.value(at: 2.2), before)
    }

    func testFluidSpringMatchesTheStandaloneIntegrator() {
        var p = AnimatedProperty(0.0)
        p.set(100, animation: .spring(response: 0.42, dampingFraction: 0.74), at: 0.5)
        var run = FluidSpring<Double>(response: 0.42, dampingFraction: 0.74, from: 0, velocity: 0, to: 100, at: 0.5, interval: 100)
        for frame in 30...120 {
            let t = Double(frame) / 60
            run.advance(to: t)
            XCTAssertEqual(p.value(at: t), run.isFinished ? 100 : run.value)
        }
    }

    func testRetargetingKeepsValueAndVelocityContinuous() {
        var p = AnimatedProperty(0.0)
        p.set(100, animation: .spring(response: 0.4, dampingFraction: 0.7), at: 0)
        let t = 0.2
        let value = p.value(at: t)
        let velocity = p.velocity(at: t)
        XCTAssertGreaterThan(velocity, 100)
        p.set(-50, animation: .snappy(duration: 0.3), at: t)
        // Kept relative to the new target, the value round-trips through one subtraction.
        XCTAssertEqual(p.value(at: t), value, accuracy: 1e-12)
        XCTAssertEqual(p.velocity(at: t), velocity)
        // One display frame later it has moved on from that value with that velocity and the
        // first spring's stored force (a merge keeps it).
        var first = FluidSpring<Double>(response: 0.4, dampingFraction: 0.7, from: 0, velocity: 0, to: 100, at: 0, interval: 100)
        first.advance(to: t)
        XCTAssertNotEqual(first.force, 0)
        var manual = FluidSpring<Double>(
            response: 0.3, dampingFraction: 0.85, from: value, velocity: velocity, force: first.force, to: -50, at: t,
            interval: -50)
        manual.advance(to: t + 1.0 / 60)
        XCTAssertEqual(p.value(at: t + 1.0 / 60), manual.value, accuracy: 1e-9)
        // Eventually at the new target exactly.
        XCTAssertEqual(p.value(at: 5), -50)
        XCTAssertFalse(p.isAnimating(at: 5))
    }

    func testBlendDurationBlendsTheResponse() {
        var blended = AnimatedProperty(0.0)
        blended.set(100, animation: .spring(response: 0.8, dampingFraction: 1), at: 0)
        blended.set(0, animation: .spring(response: 0.2, dampingFraction: 1, blendDuration: 1), at: 0.1)
        var abrupt = AnimatedProperty(0.0)
        abrupt.set(100, animation: .spring(response: 0.8, dampingFraction: 1), at: 0)
        abrupt.set(0, animation: .spring(response: 0.2, dampingFraction: 1), at: 0.1)
        // Same start; the blended one responds more slowly at first (response still near 0.8).
        XCTAssertEqual(blended.value(at: 0.1), abrupt.value(at: 0.1))
        XCTAssertGreaterThan(blended.value(at: 0.2), abrupt.value(at: 0.2))
    }

    func testCurvesCombineEntryByEntry() {
        let spring = Spring(mass: 1, stiffness: 180, damping: 12)
        var p = AnimatedProperty(0.0)
        p.set(100, animation: .interpolatingSpring(stiffness: 180, damping: 12), at: 0)
        p.set(-40, animation: .easeInOut(duration: 0.5), at: 0.2)
        XCTAssertEqual(p.runningAnimationCount, 2)
        for t in stride(from: 0.2, through: 0.69, by: 0.05) {
            let out0 = 0 + (100 - 0) * spring.value(target: 1, time: t)
            let out1 = out0 + (-40 - out0) * UnitCurve.easeInOut.value(at: (t - 0.2) / 0.5)
            XCTAssertEqual(p.value(at: t), out1, accuracy: 1e-9, "t = \(t)")
        }
        // After the newest entry finishes, it contributes its target exactly and the rest drop.
        XCTAssertEqual(p.value(at: 0.75), -40)
        XCTAssertFalse(p.isAnimating(at: 0.75))
    }

    func testInterpolatingSpringsCombine() {
        let a = Spring(mass: 1, stiffness: 180, damping: 100, allowOverDamping: true)
        let b = Spring(duration: 0.3, bounce: 0.2)
        var p = AnimatedProperty(0.0)
        p.set(200, animation: .interpolatingSpring(stiffness: 180, damping: 100), at: 1)
        p.set(-80, animation: .interpolatingSpring(b, initialVelocity: 0.5), at: 1.1)
        for t in stride(from: 1.1, through: 1.6, by: 0.025) {
            let out0 = 0 + (200 - 0) * a.value(target: 1, time: t - 1)
            let out1 = out0 + (-80 - out0) * b.value(target: 1, initialVelocity: 0.5, time: t - 1.1)
            XCTAssertEqual(p.value(at: t), out1, accuracy: 1e-9, "t = \(t)")
        }
    }

    func testASpringAfterABezierStartsAtRest() {
        var p = AnimatedProperty(0.0)
        p.set(100, animation: .linear(duration: 1), at: 0)
        XCTAssertEqual(p.velocity(at: 0.5), 0)
        p.set(0, animation: .spring(), at: 0.5)
        XCTAssertEqual(p.value(at: 0.5), 50, accuracy: 1e-9)
        XCTAssertEqual(p.velocity(at: 0.5), 0)
    }

    func testTrackedVelocityFeedsTheNextSpring() {
        var p = AnimatedProperty(0.0)
        p.track(1, at: 1)
        p.track(2, at: 2)
        p.track(4, at: 3)
        XCTAssertEqual(p.velocity(at: 3), 1.25)
        XCTAssertEqual(p.value(at: 3), 4)
        p.set(0, animation: .spring(response: 0.3, dampingFraction: 0.8), at: 3)
        XCTAssertEqual(p.velocity(at: 3), 1.25)
        // Decay: 10 ms later the sampler reports 1.25 × 0.998^10.
        var q = AnimatedProperty(0.0)
        q.track(1, at: 1)
        q.track(2, at: 2)
        q.track(4, at: 3)
        XCTAssertEqual(q.velocity(at: 3.01), 1.25 * pow(0.998, 10), accuracy: 1e-12)
        XCTAssertEqual(q.velocity(at: 5.5), 0)  // more than 2 s after the last sample
    }

    func testGestureDrivenInteractiveSpringKeepsFollowing() {
        var p = AnimatedProperty(Vector2.zero)
        // One drag update per display frame (SwipeMotion README, "Gestures and the display clock"), each a merge.
        for i in 1...15 {
            let t = Double(i) / 60
            p.set(Vector2(x: Double(i) * 8, y: Double(i) * 2), animation: .interactiveSpring(), at: t)
        }
        let lagging = p.value(at: 0.25)
        XCTAssertLessThan(lagging.x, 120)
        XCTAssertGreaterThan(lagging.x, 60)
        XCTAssertEqual(p.value(at: 3), Vector2(x: 120, y: 30))
    }

    func testVectorsShareOneFinishRule() {
        var p = AnimatedProperty(Vector2.zero)
        p.set(Vector2(x: 300, y: 0.5), animation: .spring(response: 0.3, dampingFraction: 1), at: 0)
        var finishedAt: Double?
        for frame in 1...600 where finishedAt == nil {
            let t = Double(frame) / 60
            if !p.isAnimating(at: t) { finishedAt = t }
        }
        // y alone (interval 0.5) would finish far earlier; both components end together.
        var y = AnimatedProperty(0.0)
        y.set(0.5, animation: .spring(response: 0.3, dampingFraction: 1), at: 0)
        var yFinished: Double?
        for frame in 1...600 where yFinished == nil {
            let t = Double(frame) / 60
            if !y.isAnimating(at: t) { yFinished = t }
        }
        XCTAssertGreaterThan(try XCTUnwrap(finishedAt), try XCTUnwrap(yFinished))
        XCTAssertEqual(p.value(at: 10), Vector2(x: 300, y: 0.5))
    }

    /// SwiftUI presents model − (interval − offset): a non-animated change while a spring runs
    /// moves the presented value by the same amount and the spring's remaining motion goes on.
    func testNonAnimatedChangesRideOnRunningAnimations() {
        var p = AnimatedProperty(0.0)
        p.set(100, animation: .spring(response: 0.5, dampingFraction: 1), at: 0)
        let before = p.value(at: 0.2)
        let velocity = p.velocity(at: 0.2)
        p.set(130, animation: nil, at: 0.2)
        XCTAssertEqual(p.value(at: 0.2), before + 30, accuracy: 1e-9)
        XCTAssertEqual(p.velocity(at: 0.2), velocity, accuracy: 1e-9)
        XCTAssertTrue(p.isAnimating(at: 0.3))
        // Same remaining motion as without the jump, 30 higher.
        var unjumped = AnimatedProperty(0.0)
        unjumped.set(100, animation: .spring(response: 0.5, dampingFraction: 1), at: 0)
        XCTAssertEqual(p.value(at: 0.4), unjumped.value(at: 0.4) + 30, accuracy: 1e-9)
        XCTAssertEqual(p.value(at: 5), 130)

        // Tracking while a curve runs: the same, and the velocity adds the finger's.
        var q = AnimatedProperty(0.0)
        q.set(10, animation: .linear(duration: 1), at: 0)
        q.track(20, at: 0.5)
        XCTAssertEqual(q.value(at: 0.5), 20 - (10 - 5), accuracy: 1e-9)  // model − what is still to come
        q.track(30, at: 0.6)
        XCTAssertEqual(q.value(at: 0.6), 30 - (10 - 6), accuracy: 1e-9)
        XCTAssertEqual(q.velocity(at: 0.6), 100, accuracy: 1e-9)  // Bézier reports none; finger 10/0.1 s
        XCTAssertEqual(q.value(at: 1.5), 30)

        // reset(to:at:) is a new identity: nothing keeps running.
        var r = AnimatedProperty(0.0)
        r.set(100, animation: .bouncy, at: 0)
        r.reset(to: -5, at: 0.1)
        XCTAssertEqual(r.value(at: 0.1), -5)
        XCTAssertFalse(r.isAnimating(at: 0.1))
    }

    func testReleaseSpringStartsWithFingerVelocity() {
        var p = AnimatedProperty(Vector2.zero)
        for i in 0...12 {
            let t = Double(i) / 120
            p.track(Vector2(x: 800 * t, y: 0), at: t)
        }
        p.set(.zero, animation: .spring(response: 0.42, dampingFraction: 0.74), at: 0.1)
        XCTAssertEqual(p.velocity(at: 0.1).x, 800, accuracy: 1e-9)
        XCTAssertEqual(p.value(at: 0.1).x, 80, accuracy: 1e-9)
        // Keeps moving outwards first, then returns.
        XCTAssertGreaterThan(p.value(at: 0.1 + 1.0 / 60).x, 80)
        XCTAssertEqual(p.value(at: 4), .zero)
    }
}
