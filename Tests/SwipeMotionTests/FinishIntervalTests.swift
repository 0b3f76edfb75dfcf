import SwipeMotion
import XCTest

/// The fluid spring's 1 % finish test is measured against OpenSwiftUI's `AnimatorState.interval`:
/// the sum of every change merged into the running animator state, velocity-tracked gesture
/// changes included (`combine`: `interval += newInterval`). Public API only.
final class FinishIntervalTests: XCTestCase {
    /// The first display frame (index from `start`) at which `property` no longer animates.
    func finishFrame(_ property: inout AnimatedProperty<Double>, start: Double) -> Int? {
        for j in 1...1200 where !property.isAnimating(at: start + Double(j) / 60) { return j }
        return nil
    }

    /// The evaluation at which a lone spring from `from` (velocity `velocity`) to `to` finishes
    /// when its tolerance is 1 % of `interval`.
    func referenceFinish(from: Double, velocity: Double, to: Double, interval: Double) -> Int? {
        var spring = FluidSpring<Double>(
            response: 0.3, dampingFraction: 0.8, from: from, velocity: velocity, to: to,
            at: 0, interval: interval)
        spring.runToFinish(maximumSteps: 100_000)
        return spring.finishedAtEvaluation
    }

    /// A card's scale grows with the drag (tracked: 0.95 → 0.97 at 0 s, → 0.99 at 0.1 s) and
    /// springs to 1 on release at 0.1 s. The animator state holds all three changes, so the
    /// interval is 0.02 + 0.02 + 0.01 = 0.05 and the spring may stop within 0.0005 of 1; the
    /// distance from the value presented at the release (0.01) would allow only 0.0001 and
    /// finish later. The spring starts from 0.99 with the finger's 0.2 /s
    /// ((0.99 − 0.97) / 0.1 s, no decay at the release's own time).
    func testTrackedChangesCountInTheSpringsFinishInterval() throws {
        var scale = AnimatedProperty(0.95)
        scale.track(0.97, at: 0)
        scale.track(0.99, at: 0.1)
        scale.set(1, animation: .spring(response: 0.3, dampingFraction: 0.8), at: 0.1)
        XCTAssertEqual(scale.velocity(at: 0.1), 0.2, accuracy: 1e-12)
        let interval = (0.97 - 0.95) + (0.99 - 0.97) + (1 - 0.99)
        let expected = try XCTUnwrap(referenceFinish(from: 0.99, velocity: (0.99 - 0.97) / 0.1, to: 1, interval: interval))
        let lastSetOnly = try XCTUnwrap(referenceFinish(from: 0.99, velocity: (0.99 - 0.97) / 0.1, to: 1, interval: 1 - 0.99))
        XCTAssertLessThan(expected, lastSetOnly, "the example tells the two rules apart")
        XCTAssertEqual(finishFrame(&scale, start: 0.1), expected)
        XCTAssertEqual(scale.value(at: 0.1 + Double(expected) / 60), 1, "a finished spring presents its target exactly")
    }

    /// Tracking that stopped more than 2 s before (`VelocitySampler.cutoff`) ended its animator
    /// state: the release spring's interval is its own change alone, as for an untracked value.
    func testAnEndedTrackingStateDoesNotCount() throws {
        var scale = AnimatedProperty(0.95)
        scale.track(0.97, at: 0)
        scale.track(0.99, at: 0.1)
        scale.set(1, animation: .spring(response: 0.3, dampingFraction: 0.8), at: 2.5)
        let expected = try XCTUnwrap(referenceFinish(from: 0.99, velocity: 0, to: 1, interval: 1 - 0.99))
        XCTAssertEqual(finishFrame(&scale, start: 2.5), expected)
    }

    /// Animated merges add up too: 0 → 0.03 and, 0.1 s later, → 0.04 make an interval of 0.04.
    func testEveryMergeAddsItsChange() throws {
        var value = AnimatedProperty(0.0)
        value.set(0.03, animation: .spring(response: 0.3, dampingFraction: 0.8), at: 0)
        value.set(0.04, animation: .spring(response: 0.3, dampingFraction: 0.8), at: 0.1)
        var first = FluidSpring<Double>(response: 0.3, dampingFraction: 0.8, from: 0, velocity: 0, to: 0.03, at: 0, interval: 0.03)
        var merged = first.merged(response: 0.3, dampingFraction: 0.8, blendDuration: 0, to: 0.04, at: 0.1, interval: 0.03 + (0.04 - 0.03))
        merged.runToFinish(maximumSteps: 100_000)
        let expected = try XCTUnwrap(merged.finishedAtEvaluation)
        XCTAssertEqual(finishFrame(&value, start: 0.1), expected)
    }
}
