import Foundation
import SwipeUI
import XCTest

/// `phaseAnimator` through the public API: phases [0, 100] as an x offset, each move a
/// 0.5 s linear animation, at 60 fps (frame n at n/60 s).
final class PhaseAnimatorTests: XCTestCase {
    func options(duration: Double) -> SimulationOptions {
        var options = SimulationOptions()
        options.canvasSize = CGSize(width: 300, height: 300)
        options.safeArea = EdgeInsets()
        options.duration = duration
        return options
    }

    func xs(_ frames: [Frame]) throws -> [Double] {
        try frames.map { try XCTUnwrap($0.identifiedViews.first { $0.identifier == "dot" }).transform[4] - 125 }
    }

    func testWithoutATriggerThePhasesCycle() throws {
        let deck = Color.red.frame(width: 50, height: 50).accessibilityIdentifier("dot")
            .phaseAnimator([0.0, 100.0]) { content, x in
                content.offset(x: x)
            } animation: { _ in
                .linear(duration: 0.5)
            }
        let x = try xs(Simulation(deck, options: options(duration: 1.2)).frames())
        // On appearing it moves to the second phase: half way at 0.25 s, there at 0.5 s …
        XCTAssertEqual(x[0], 0, accuracy: 1e-9)
        XCTAssertEqual(x[15], 50, accuracy: 1e-9)
        XCTAssertEqual(x[30], 100, accuracy: 1e-9)
        // … then back toward the first phase, and on again: it never rests.
        XCTAssertLessThan(x[50], 100)
        XCTAssertGreaterThan(x[50], 0)
        // Each move takes 0.5 s, so within 1.2 s it reaches the first phase again (after about
        // 1 s) and is moving out once more by the end.
        let back = try XCTUnwrap(x.indices.dropFirst(31).first { x[$0] == 0 }, "\(x)")
        XCTAssertLessThanOrEqual(back, 62)
        XCTAssertGreaterThan(x[x.count - 1], 0)
    }

    struct Triggered: View {
        @State var taps = 0
        var body: some View {
            Color.red.frame(width: 50, height: 50).accessibilityIdentifier("dot")
                .phaseAnimator([0.0, 100.0], trigger: taps) { content, x in
                    content.offset(x: x)
                } animation: { _ in
                    .linear(duration: 0.5)
                }
                .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { taps += 1 } }
        }
    }

    func testATriggerRunsThroughThePhasesOnceAndReturnsToTheFirst() throws {
        let x = try xs(Simulation(Triggered(), options: options(duration: 1.5)).frames())
        // At rest until the trigger changes at 0.1 s (frame 6); then 0 → 100 in 0.5 s
        // (half way at frame 6 + 15), and back to 0, where it stays.
        XCTAssertEqual(x[5], 0, accuracy: 1e-9)
        XCTAssertEqual(x[21], 50, accuracy: 1e-9)
        XCTAssertEqual(x[36], 100, accuracy: 1e-9)
        XCTAssertGreaterThan(x[50], 0)
        XCTAssertEqual(x[84...].max() ?? -1, 0, accuracy: 1e-9, "back at the first phase, at rest")
    }
}
