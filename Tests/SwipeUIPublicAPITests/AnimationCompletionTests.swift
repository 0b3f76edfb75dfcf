import SwipeUI
import XCTest

/// `withAnimation(_:completionCriteria:_:completion:)`: the completion runs once, after the
/// display frame that presents the animations complete.
final class AnimationCompletionTests: XCTestCase {
    /// Records when completions run (display frame times, seconds).
    final class Log { var times: [Double] = [] }

    /// A card that a tap sends 300 pt right with `animation`; the completion removes it.
    struct FlyAway: View {
        let animation: Animation
        let criteria: AnimationCompletionCriteria
        let log: Log
        @State private var offset: CGFloat = 0
        @State private var isGone = false
        var body: some View {
            ZStack {
                if !isGone {
                    Color.blue.frame(width: 200, height: 300)
                        .accessibilityIdentifier("card")
                        .offset(x: offset)
                        .onTapGesture {
                            withAnimation(animation, completionCriteria: criteria) {
                                offset = 300
                            } completion: {
                                log.times.append(Double(SwipeUI.DispatchTime.now().uptimeNanoseconds) / 1e9)
                                isGone = true
                            }
                        }
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
    }

    /// The index of the first frame without the card, and the completion times.
    func run(_ animation: Animation, _ criteria: AnimationCompletionCriteria = .logicallyComplete) throws -> (gone: Int?, log: [Double]) {
        let log = Log()
        // The tap lands on display frame 6 (0.1 s at 60 Hz); output frames are display frames.
        let simulation = try Simulation(
            FlyAway(animation: animation, criteria: criteria, log: log),
            script: [.wait(0.1), .tap(at: CGPoint(x: 195, y: 422)), .wait(2)])
        let frames = try simulation.frames()
        return (frames.firstIndex { $0.identifiedViews.isEmpty }, log.times)
    }

    func testATimingCurveCompletesAfterTheFrameThatShowsItsEnd() throws {
        // 0.1 + 0.25 s = display frame 21 shows the end; the completion runs at frame 22.
        let (gone, log) = try run(.linear(duration: 0.25))
        XCTAssertEqual(gone, 22)
        XCTAssertEqual(log.count, 1, "exactly once")
    }

    func testASpringIsLogicallyCompleteAfterItsResponse() throws {
        // A fluid spring with response 0.5 s started at 0.1 s: logically complete at frame 36
        // (0.6 s), still moving; `.removed` waits until it settles.
        let logical = try run(.spring(response: 0.5, dampingFraction: 0.8))
        XCTAssertEqual(logical.gone, 37)
        let removed = try run(.spring(response: 0.5, dampingFraction: 0.8), .removed)
        XCTAssertGreaterThan(try XCTUnwrap(removed.gone), 37 + 6, "the spring's tail lasts beyond its response")
        XCTAssertEqual(removed.log.count, 1)
    }

    func testAnInterpolatingSpringIsLogicallyCompleteAfterOnePeriod() throws {
        // k = 100: one period 2π/10 = 0.628 s after 0.1 s is 0.728 s, presented by frame 44.
        XCTAssertEqual(try run(.interpolatingSpring(stiffness: 100, damping: 10)).gone, 45)
    }

    /// A completion whose body changes nothing runs at once, in the same display frame.
    struct Immediate: View {
        let log: Log
        var body: some View {
            Color.blue.onAppear {
                withAnimation {
                } completion: {
                    log.times.append(Double(SwipeUI.DispatchTime.now().uptimeNanoseconds) / 1e9)
                }
            }
        }
    }

    func testACompletionWithoutAnimationsRunsAtOnce() throws {
        let log = Log()
        _ = try Simulation(Immediate(log: log), script: [.wait(0.5)]).frames()
        XCTAssertEqual(log.times, [0], "at frame 0, where onAppear ran")
    }
}
