import SwipeUI
import XCTest

/// `Animation.logicallyComplete(after:)` (iOS 17; Apple: "causes the animation to report logical
/// completion after the specified duration, if it has not already logically completed"; "the
/// indicated duration will not cause the animation to continue running after the base animation
/// has fully completed"). A tap at display frame 6 (0.1 s) starts the animation; a completion runs
/// after the display frame that presents the animations complete, so what it changes shows from the
/// next frame on (`AnimationCompletionTests`: a 0.25 s curve started at frame 6 ends at frame 21,
/// and its completion's change shows at frame 22).
final class LogicallyCompleteAfterTests: XCTestCase {
    struct Mover: View {
        let animation: Animation
        let criteria: AnimationCompletionCriteria
        @State private var offset: CGFloat = 0
        @State private var isComplete = false
        var body: some View {
            VStack {
                Text(isComplete ? "complete" : "running").accessibilityIdentifier("state")
                Color.blue.frame(width: 100, height: 100)
                    .accessibilityIdentifier("card")
                    .offset(x: offset)
                    .onTapGesture {
                        withAnimation(animation, completionCriteria: criteria) {
                            offset = 200
                        } completion: {
                            isComplete = true
                        }
                    }
            }
        }
    }

    /// The first frame that shows the completion's change, and the card's offset at each frame.
    private func run(_ animation: Animation, _ criteria: AnimationCompletionCriteria = .logicallyComplete) throws -> (completion: Int?, offsets: [Double]) {
        let frames = try Simulation(
            Mover(animation: animation, criteria: criteria), script: [.wait(0.1), .tap(at: CGPoint(x: 195, y: 440)), .wait(1.5)]
        ).frames()
        let offsets = frames.map { frame in
            frame.identifiedViews.first { $0.identifier == "card" }?.values.first { $0.name.hasSuffix("offset") }?.components.first ?? .nan
        }
        let completion = frames.firstIndex { $0.identifiedViews.first { $0.identifier == "state" }?.label == "complete" }
        return (completion, offsets)
    }

    func testATimingCurveCompletesLogicallyAtTheGivenDuration() throws {
        // Started at 0.1 s; logically complete at 0.1 + 0.25 = 0.35 s, frame 21; its change shows at frame 22.
        XCTAssertEqual(try run(.linear(duration: 1).logicallyComplete(after: 0.25)).completion, 22)
    }

    func testASpringCompletesAtTheEarlierOfItsResponseAndTheDuration() throws {
        // Response 0.5 s: logically complete at 0.3 s (frame 18) with after: 0.2; with after: 0.9,
        // at its own 0.6 s (frame 36), "if it has not already logically completed"; each shows a frame later.
        XCTAssertEqual(try run(.spring(response: 0.5, dampingFraction: 0.8).logicallyComplete(after: 0.2)).completion, 19)
        XCTAssertEqual(try run(.spring(response: 0.5, dampingFraction: 0.8).logicallyComplete(after: 0.9)).completion, 37)
    }

    func testADurationBeyondTheEndCompletesWhenTheAnimationEnds() throws {
        // A 0.25 s curve ends at 0.35 s (frame 21), before 1 s: the change shows at frame 22.
        XCTAssertEqual(try run(.linear(duration: 0.25).logicallyComplete(after: 1)).completion, 22)
    }

    func testTheMotionIsTheBaseAnimationsAndRemovedIgnoresTheDuration() throws {
        let base = try run(.spring(response: 0.5, dampingFraction: 0.8))
        let early = try run(.spring(response: 0.5, dampingFraction: 0.8).logicallyComplete(after: 0.2))
        XCTAssertEqual(early.offsets, base.offsets)
        // `.removed` waits until the animation stops: a 0.5 s curve started at 0.1 s ends at frame 36; the change shows at 37.
        XCTAssertEqual(try run(.linear(duration: 0.5).logicallyComplete(after: 0.1), .removed).completion, 37)
    }
}
