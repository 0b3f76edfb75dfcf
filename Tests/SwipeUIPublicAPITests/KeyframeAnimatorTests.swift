import Foundation
import SwipeUI
import XCTest

/// `keyframeAnimator` on the virtual clock (Apple, `KeyframeAnimator`): a 50 pt dot offset by
/// the keyframes' value, at 60 fps (frame n at n/60 s), each keyframe a linear move so the
/// expected offsets are (elapsed time / duration) × distance.
final class KeyframeAnimatorTests: XCTestCase {
    func options(duration: Double) -> SimulationOptions {
        var options = SimulationOptions()
        options.canvasSize = CGSize(width: 300, height: 300)
        options.safeArea = EdgeInsets()
        options.duration = duration
        return options
    }

    func xs<V: View>(_ view: V, duration: Double) throws -> (x: [Double], warnings: [String]) {
        let simulation = try Simulation(view, options: options(duration: duration))
        let x = try simulation.frames().map { try XCTUnwrap($0.identifiedViews.first { $0.identifier == "dot" }).transform[4] - 125 }
        return (x, simulation.warnings)
    }

    var dot: some View { Color.red.frame(width: 50, height: 50).accessibilityIdentifier("dot") }

    /// A trigger that changes at 0.5 s and at 2 s (a task sleeping on the virtual clock).
    struct Triggered: View {
        @State private var taps = 0
        var body: some View {
            Color.red.frame(width: 50, height: 50).accessibilityIdentifier("dot")
                .keyframeAnimator(initialValue: 0.0, trigger: taps) { content, x in
                    content.offset(x: x)
                } keyframes: { x in
                    LinearKeyframe(x + 100, duration: 1)
                }
                .task {
                    try? await Task.sleep(for: .seconds(0.5))
                    taps += 1
                    try? await Task.sleep(for: .seconds(1.5))
                    taps += 1
                }
        }
    }

    /// At rest at the initial value until the trigger changes; each play moves 100 pt in 1 s
    /// from where the last one ended ("the end value of the previous keyframe animation").
    func testATriggerPlaysTheKeyframesOnceFromTheLastEndValue() throws {
        let (x, warnings) = try xs(Triggered(), duration: 3.5)
        XCTAssertEqual(x[0], 0)
        XCTAssertEqual(x[30], 0, accuracy: 1e-9, "0.5 s: the first play starts")
        XCTAssertEqual(x[45], 25, accuracy: 1e-9)
        XCTAssertEqual(x[60], 50, accuracy: 1e-9)
        XCTAssertEqual(x[90], 100, accuracy: 1e-9)
        XCTAssertEqual(x[110], 100, accuracy: 1e-9, "at rest at the end value")
        XCTAssertEqual(x[150], 150, accuracy: 1e-9, "2 s: the second play, from 100")
        XCTAssertEqual(x[200], 200, accuracy: 1e-9)
        XCTAssertTrue(warnings.isEmpty, "\(warnings)")
    }

    /// Repeating from its appearance: 0 → 100 in 1 s, then a move back to 0, over and over.
    func testRepeatingKeyframesLoop() throws {
        let looping = dot.keyframeAnimator(initialValue: 0.0) { content, x in
            content.offset(x: x)
        } keyframes: { _ in
            LinearKeyframe(100.0, duration: 1)
            MoveKeyframe(0.0)
        }
        let (x, _) = try xs(looping, duration: 2.5)
        XCTAssertEqual(x[15], 25, accuracy: 1e-9)
        XCTAssertEqual(x[54], 90, accuracy: 1e-9)
        XCTAssertEqual(x[60], 0, accuracy: 1e-9, "1 s: the second loop starts")
        XCTAssertEqual(x[75], 25, accuracy: 1e-9)
        XCTAssertEqual(x[135], 25, accuracy: 1e-9)
    }

    /// Each loop's keyframes get the end value of the loop before: 100 more each second.
    func testEachLoopStartsFromTheLastEndValue() throws {
        let climbing = dot.keyframeAnimator(initialValue: 0.0) { content, x in
            content.offset(x: x)
        } keyframes: { x in
            LinearKeyframe(x + 100, duration: 1)
        }
        let (x, _) = try xs(climbing, duration: 1.6)
        XCTAssertEqual(x[30], 50, accuracy: 1e-9)
        XCTAssertEqual(x[90], 150, accuracy: 1e-9)
    }

    /// Not repeating: "the value at the beginning of the keyframe timeline" (the initial value).
    func testNotRepeatingDrawsTheStartOfTheTimeline() throws {
        let still = dot.keyframeAnimator(initialValue: 30.0, repeating: false) { content, x in
            content.offset(x: x)
        } keyframes: { _ in
            LinearKeyframe(100.0, duration: 0.5)
            SpringKeyframe(0.0, spring: .bouncy)
        }
        let (x, warnings) = try xs(still, duration: 0.5)
        XCTAssertEqual(x.min(), 30)
        XCTAssertEqual(x.max(), 30)
        XCTAssertTrue(warnings.isEmpty, "\(warnings)")
    }
}
