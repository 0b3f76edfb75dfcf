import Foundation
import SwipeUI
import XCTest

/// `KeyframeTimeline.value(time:)` (Apple, `KeyframeTimeline`, `LinearKeyframe`,
/// `MoveKeyframe`, `CubicKeyframe`, `SpringKeyframe`), each expected value worked out by hand
/// from the keyframe's curve: linear p0 + (p1 − p0)·s; cubic Hermite
/// h00·p0 + h10·d·v0 + h01·p1 + h11·d·v1, which at s = ½ is ½p0 + ⅛d·v0 + ½p1 − ⅛d·v1;
/// a critically damped spring of response 0.5 s (ω = 4π rad/s) from p0 toward p1 with v0:
/// p1 − (p1 − p0)(1 + ωt)e^(−ωt) + v0·t·e^(−ωt).
final class KeyframeTimelineTests: XCTestCase {
    let critical = Spring(duration: 0.5, bounce: 0)

    func testLinearAndMoveKeyframes() {
        let linear = KeyframeTimeline(initialValue: 0.0) { LinearKeyframe(100.0, duration: 1) }
        XCTAssertEqual(linear.duration, 1)
        XCTAssertEqual(linear.value(time: 0.25), 25, accuracy: 1e-9)
        XCTAssertEqual(linear.value(progress: 0.5), 50, accuracy: 1e-9)
        XCTAssertEqual(linear.value(time: -1), 0, "before the start: the initial value")
        XCTAssertEqual(linear.value(time: 5), 100, "after the end: the end value")
        // A move takes no time: the linear keyframe after it starts from 50.
        let moved = KeyframeTimeline(initialValue: 0.0) {
            MoveKeyframe(50.0)
            LinearKeyframe(150.0, duration: 1)
        }
        XCTAssertEqual(moved.duration, 1)
        XCTAssertEqual(moved.value(time: 0), 50, accuracy: 1e-9)
        XCTAssertEqual(moved.value(time: 0.5), 100, accuracy: 1e-9)
    }

    /// Two cubic keyframes, 0 → 100 → 300 a second each: at the point between them the
    /// Catmull-Rom velocity (300 − 0) / 2 = 150 per second; 0 at both ends.
    /// At 0.5 s: ½·0 + ½·100 − ⅛·150 = 31.25; at 1.5 s: ½·100 + ⅛·150 + ½·300 = 218.75.
    func testAdjacentCubicKeyframesMakeACatmullRomSpline() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(100.0, duration: 1)
            CubicKeyframe(300.0, duration: 1)
        }
        XCTAssertEqual(timeline.value(time: 0.5), 31.25, accuracy: 1e-9)
        XCTAssertEqual(timeline.value(time: 1), 100, accuracy: 1e-9)
        XCTAssertEqual(timeline.value(time: 1.5), 218.75, accuracy: 1e-9)
        // Given velocities: 0 → 10 in 2 s from 5 per second to rest: ⅛·2·5 + ½·10 = 6.25.
        let given = KeyframeTimeline(initialValue: 0.0) { CubicKeyframe(10.0, duration: 2, startVelocity: 5, endVelocity: 0) }
        XCTAssertEqual(given.value(time: 1), 6.25, accuracy: 1e-9)
    }

    /// A cubic keyframe after a linear one starts at the linear one's end velocity (100 per
    /// second): 100 → 100 in 1 s, at 1.5 s ½·100 + ⅛·100 + ½·100 = 112.5. Before a linear one
    /// it ends at that one's start velocity ((300 − 100) / 1 = 200): at 0.5 s ½·100 − ⅛·200 = 25.
    func testCubicKeyframesTakeTheirNeighboursVelocities() {
        let afterLinear = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(100.0, duration: 1)
            CubicKeyframe(100.0, duration: 1)
        }
        XCTAssertEqual(afterLinear.value(time: 1.5), 112.5, accuracy: 1e-9)
        let beforeLinear = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(100.0, duration: 1)
            LinearKeyframe(300.0, duration: 1)
        }
        XCTAssertEqual(beforeLinear.value(time: 0.5), 25, accuracy: 1e-9)
        XCTAssertEqual(beforeLinear.value(time: 1.5), 200, accuracy: 1e-9)
    }

    /// 0 → 100 on the critically damped spring: at 0.25 s (ωt = π) 100 − 100(1 + π)e^(−π).
    /// After a linear keyframe ending at 100 per second, a spring to 100 starts with that
    /// velocity: at 0.25 s into it 100 + 100·0.25·e^(−π).
    func testSpringKeyframes() {
        let spring = KeyframeTimeline(initialValue: 0.0) { SpringKeyframe(100.0, duration: 1, spring: critical) }
        XCTAssertEqual(spring.value(time: 0.25), 100 - 100 * (1 + Double.pi) * exp(-Double.pi), accuracy: 1e-9)
        let carried = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(100.0, duration: 1)
            SpringKeyframe(100.0, duration: 1, spring: critical)
        }
        XCTAssertEqual(carried.value(time: 1.25), 100 + 25 * exp(-Double.pi), accuracy: 1e-9)
        // Without a duration, the spring's settling duration: at its end within 0.001 of the move.
        let settling = KeyframeTimeline(initialValue: 0.0) { SpringKeyframe(100.0, spring: critical) }
        XCTAssertGreaterThan(settling.duration, 0.5)
        XCTAssertEqual(settling.value(time: settling.duration), 100, accuracy: 0.1)
    }

    struct Values {
        var scale = 1.0
        var angle = Angle.zero
        var offset = CGSize.zero
    }

    /// Three tracks of different lengths: the timeline lasts as long as the longest, each
    /// track holds its end value after it ends; of two tracks of one property the last wins.
    func testTracksMoveTheirOwnPropertiesAndTheLastCompetingTrackWins() {
        let timeline = KeyframeTimeline(initialValue: Values()) {
            KeyframeTrack(\.scale) { LinearKeyframe(2.0, duration: 0.5) }
            KeyframeTrack(\.angle) { LinearKeyframe(.degrees(90), duration: 1) }
            KeyframeTrack(\.offset) { LinearKeyframe(CGSize(width: 100, height: -50), duration: 2) }
        }
        XCTAssertEqual(timeline.duration, 2)
        let quarter = timeline.value(time: 0.25), one = timeline.value(time: 1)
        XCTAssertEqual(quarter.scale, 1.5, accuracy: 1e-9)
        XCTAssertEqual(quarter.angle.degrees, 22.5, accuracy: 1e-9)
        XCTAssertEqual(quarter.offset.width, 12.5, accuracy: 1e-9)
        XCTAssertEqual(quarter.offset.height, -6.25, accuracy: 1e-9)
        XCTAssertEqual(one.scale, 2, accuracy: 1e-9)
        XCTAssertEqual(one.angle.degrees, 90, accuracy: 1e-9)
        XCTAssertEqual(one.offset.width, 50, accuracy: 1e-9)

        let competing = KeyframeTimeline(initialValue: Values()) {
            KeyframeTrack(\.scale) { LinearKeyframe(2.0, duration: 1) }
            KeyframeTrack(\.scale) { LinearKeyframe(3.0, duration: 1) }
        }
        XCTAssertEqual(competing.value(time: 0.5).scale, 2, accuracy: 1e-9, "1 → 3 half way, the last track's")
    }

    /// Loops and conditions in the builders; a value that is not a vector steps from keyframe to
    /// keyframe when each one's time is up.
    func testBuildersAndSteppedValues() {
        let looped = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                for step in 1...3 { LinearKeyframe(Double(step) * 10, duration: 1) }
                if isOn(false) { MoveKeyframe(0.0) }
            }
        }
        XCTAssertEqual(looped.duration, 3)
        XCTAssertEqual(looped.value(time: 2.5), 25, accuracy: 1e-9)
        let words = KeyframeTimeline(initialValue: "a") {
            LinearKeyframe("b", duration: 1)
            LinearKeyframe("c", duration: 1)
        }
        XCTAssertEqual([0.5, 1, 1.5, 2].map { words.value(time: $0) }, ["a", "b", "b", "c"])
    }

    private func isOn(_ flag: Bool) -> Bool { flag }
}
