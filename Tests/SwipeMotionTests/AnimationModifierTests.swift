import XCTest
import SwipeMotion

/// `delay`, `speed`, `repeatCount` and `repeatForever` on one property, read on the 60 Hz
/// display clock (frame j at j / 60 s), against values worked out by hand from SwiftUI's rules
/// (OpenSwiftUI `DelayAnimation`, `SpeedAnimation`, `RepeatAnimation`, `BezierAnimation`).
final class AnimationModifierTests: XCTestCase {
    func frame(_ j: Int) -> Double { Double(j) / 60 }

    func testADelayHoldsTheStartThenRunsTheCurve() {
        var p = AnimatedProperty(0.0)
        p.set(100, animation: .linear(duration: 1).delay(0.5), at: 0)
        XCTAssertEqual(p.value(at: frame(15)), 0, "still waiting at 0.25 s")
        XCTAssertEqual(p.value(at: frame(30)), 0, "starts at 0.5 s")
        XCTAssertEqual(p.value(at: frame(45)), 25, accuracy: 1e-9)
        XCTAssertEqual(p.value(at: frame(90)), 100, accuracy: 1e-9, "its end at 1.5 s")
        XCTAssertTrue(p.isAnimating(at: frame(90)), "a curve ends once the time is past its duration")
        XCTAssertFalse(p.isAnimating(at: frame(91)))
        XCTAssertEqual(p.value(at: frame(91)), 100)
    }

    func testSpeedScalesTheCurvesTime() {
        var p = AnimatedProperty(0.0)
        p.set(100, animation: .linear(duration: 1).speed(2), at: 0)
        XCTAssertEqual(p.value(at: frame(15)), 50, accuracy: 1e-9)
        XCTAssertEqual(p.value(at: frame(30)), 100, accuracy: 1e-9)
        XCTAssertFalse(p.isAnimating(at: frame(31)))
        var slow = AnimatedProperty(0.0)
        slow.set(100, animation: .easeIn(duration: 0.25).speed(0.25), at: 0)
        XCTAssertEqual(slow.value(at: frame(30)), 100 * UnitCurve.easeIn.value(at: 0.5), accuracy: 1e-9)
    }

    /// linear 0.5 s, 0 → 10, three runs with autoreverse: a run ends at the first frame past its
    /// end (31 frames a run), which shows the run's end value; the next run starts there.
    func testRepeatCountWithAutoreverseRunsForwardBackForward() {
        var p = AnimatedProperty(0.0)
        p.set(10, animation: .linear(duration: 0.5).repeatCount(3, autoreverses: true), at: 0)
        let expected: [(Int, Double)] = [
            (0, 0), (15, 5), (30, 10), (31, 10),  // run 0, then the frame it ends on
            (32, 10 - 10.0 / 30), (46, 5), (61, 0), (62, 0),  // run 1 backwards from frame 31
            (63, 10.0 / 30), (77, 5), (92, 10),  // run 2 from frame 62
        ]
        for (j, value) in expected {
            XCTAssertEqual(p.value(at: frame(j)), value, accuracy: 1e-9, "frame \(j)")
        }
        XCTAssertTrue(p.isAnimating(at: frame(92)))
        XCTAssertFalse(p.isAnimating(at: frame(93)), "three runs, then the model value")
        XCTAssertEqual(p.value(at: frame(93)), 10)
    }

    func testAnEvenRepeatCountWithAutoreverseEndsWithAJumpToTheModelValue() {
        var p = AnimatedProperty(0.0)
        p.set(10, animation: .linear(duration: 0.5).repeatCount(2, autoreverses: true), at: 0)
        XCTAssertEqual(p.value(at: frame(61)), 0, accuracy: 1e-9, "back at the start after two runs")
        XCTAssertEqual(p.value(at: frame(62)), 10, "then the animation ends and the model value shows")
        XCTAssertFalse(p.isAnimating(at: frame(62)))
    }

    func testRepeatForeverWithoutAutoreverseRestartsFromTheStart() {
        var p = AnimatedProperty(0.0)
        p.set(10, animation: .linear(duration: 0.5).repeatForever(autoreverses: false), at: 0)
        XCTAssertEqual(p.value(at: frame(31)), 10, "the frame a run ends on shows its end")
        XCTAssertEqual(p.value(at: frame(32)), 10.0 / 30, accuracy: 1e-9, "the next run starts from the start")
        // Run n starts at frame 31·n; frame 31·100 + 15 is half-way through run 100.
        XCTAssertEqual(p.value(at: frame(3115)), 5, accuracy: 1e-9)
        XCTAssertTrue(p.isAnimating(at: 600))
    }

    func testADelayedFluidSpringIsTheSameSpringStartedLater() {
        var delayed = AnimatedProperty(0.0)
        delayed.set(100, animation: .spring(response: 0.4, dampingFraction: 0.7).delay(0.25), at: 0)
        var later = AnimatedProperty(0.0)
        later.set(0, animation: nil, at: 0)
        var started = false
        for j in 0...120 {
            if j == 15 { later.set(100, animation: .spring(response: 0.4, dampingFraction: 0.7), at: frame(j)); started = true }
            let expected = started ? later.value(at: frame(j)) : 0
            XCTAssertEqual(delayed.value(at: frame(j)), expected, accuracy: 1e-9, "frame \(j)")
        }
        XCTAssertEqual(delayed.isAnimating(at: frame(120)), later.isAnimating(at: frame(120)))
    }

    /// speed 2 at 60 Hz runs ten 1/300 s steps a frame: the spring a 30 Hz display clock runs.
    func testAFasterFluidSpringStepsAheadOfTheDisplayClock() {
        var fast = AnimatedProperty(0.0)
        fast.set(100, animation: .spring(response: 0.5, dampingFraction: 0.6).speed(2), at: 0)
        var reference = FluidSpring<Double>(
            response: 0.5, dampingFraction: 0.6, from: 0, velocity: 0, to: 100,
            at: 0, interval: 100, evaluationRate: 30)
        for j in 1...40 {
            reference.advance(to: Double(j) / 30)
            XCTAssertEqual(fast.value(at: frame(j)), reference.isFinished ? 100 : reference.value, accuracy: 1e-9, "frame \(j)")
        }
    }

    func testOnlyTheSameModifiersOverAFluidSpringMerge() {
        var p = AnimatedProperty(0.0)
        p.set(100, animation: .spring(response: 0.3, dampingFraction: 1).delay(0.2), at: 0)
        p.set(150, animation: .spring(response: 0.5, dampingFraction: 0.8).delay(0.2), at: frame(20))
        XCTAssertEqual(p.runningAnimationCount, 1, "same delay over a fluid spring: merged")
        p.set(200, animation: .spring(response: 0.5, dampingFraction: 0.8).delay(0.3), at: frame(30))
        XCTAssertEqual(p.runningAnimationCount, 2, "another delay combines on top")

        var curves = AnimatedProperty(0.0)
        curves.set(100, animation: .easeIn(duration: 1).delay(0.2), at: 0)
        curves.set(150, animation: .easeIn(duration: 1).delay(0.2), at: frame(20))
        XCTAssertEqual(curves.runningAnimationCount, 2, "curves never merge")
    }

    func testAMergedDelayedSpringContinuesWithoutAJump() {
        var p = AnimatedProperty(0.0)
        p.set(100, animation: .spring(response: 0.3, dampingFraction: 1).delay(0.1), at: 0)
        let before = p.value(at: frame(20))
        p.set(150, animation: .spring(response: 0.5, dampingFraction: 0.8).delay(0.1), at: frame(20))
        XCTAssertEqual(p.value(at: frame(20)), before, "the merge keeps the presented value")
        XCTAssertGreaterThan(p.value(at: frame(21)), before, "and keeps moving, now toward 150")
        var last = 0.0
        for j in 21...240 { last = p.value(at: frame(j)) }
        XCTAssertEqual(last, 150)
    }

    /// A delayed change on top of a running spring waits: until its delay is over, the property
    /// shows what the spring alone shows (it moves toward its own target from the spring's output).
    func testADelayedCurveCombinesOnTopOfARunningSpring() {
        var combined = AnimatedProperty(0.0)
        var alone = AnimatedProperty(0.0)
        combined.set(100, animation: .spring(response: 0.4, dampingFraction: 0.8), at: 0)
        alone.set(100, animation: .spring(response: 0.4, dampingFraction: 0.8), at: 0)
        combined.set(200, animation: .linear(duration: 1).delay(0.5), at: frame(12))
        for j in 12...42 {
            XCTAssertEqual(combined.value(at: frame(j)), alone.value(at: frame(j)), accuracy: 1e-9, "frame \(j)")
        }
        // Half-way through the curve (0.7 + 0.5 s) it is half-way from the spring's output to 200.
        let below = alone.value(at: frame(72))
        XCTAssertEqual(combined.value(at: frame(72)), below + (200 - below) * 0.5, accuracy: 1e-9)
        XCTAssertEqual(combined.value(at: frame(200)), 200)
    }

    /// A plain spring replacing a delayed spring starts from its presented value.
    func testAPlainSpringReplacesADelayedSpringContinuously() {
        var p = AnimatedProperty(0.0)
        p.set(100, animation: .spring(response: 0.4, dampingFraction: 0.8).delay(0.1), at: 0)
        let before = p.value(at: frame(18))
        p.set(0, animation: .spring(response: 0.4, dampingFraction: 0.8), at: frame(18))
        XCTAssertEqual(p.runningAnimationCount, 1)
        XCTAssertEqual(p.value(at: frame(18)), before)
        XCTAssertLessThan(abs(p.value(at: frame(19)) - before), 5, "no jump at the retarget")
    }

    func testHostileModifierValuesNeitherCrashNorHang() {
        for animation: Animation in [
            .spring().speed(.infinity), .spring().speed(.nan), .spring().speed(-1), .spring().speed(0),
            .spring().delay(.nan), .spring().delay(-5), .spring().delay(1e300),
            .linear(duration: 0).repeatForever(), .spring().repeatCount(-3), .easeIn.speed(.nan).repeatForever(),
            .interpolatingSpring(stiffness: 100, damping: 10).speed(1e12).repeatForever(),
        ] {
            var p = AnimatedProperty(0.0)
            p.set(10, animation: animation, at: 0)
            for j in stride(from: 0, through: 600, by: 7) {
                XCTAssertTrue(p.value(at: frame(j)).isFinite, "\(animation) at frame \(j)")
            }
        }
    }
}
