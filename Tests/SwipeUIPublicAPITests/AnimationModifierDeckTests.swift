import SwipeUI
import XCTest

/// Decks that use `Animation.delay`, `.speed`, `.repeatCount` and `.repeatForever` as tutorials
/// do: a "like" heart that pulses forever, cards that deal in one after another, a completion
/// after a delayed animation. Output frames are the 60 Hz display frames.
final class AnimationModifierDeckTests: XCTestCase {
    /// A heart that starts pulsing when it appears: scale 1 ↔ 1.25, 0.5 s each way.
    struct PulsingHeart: View {
        @State private var isPulsing = false
        var body: some View {
            Image(systemName: "heart.fill")
                .font(.system(size: 64))
                .foregroundStyle(.pink)
                .scaleEffect(isPulsing ? 1.25 : 1)
                .animation(.easeInOut(duration: 0.5).repeatForever(autoreverses: true), value: isPulsing)
                .accessibilityIdentifier("heart")
                .onAppear { isPulsing = true }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
    }

    func scale(_ frame: Frame, of identifier: String) throws -> Double {
        let view = try XCTUnwrap(frame.identifiedViews.first { $0.identifier == identifier })
        return try XCTUnwrap(view.values.first { $0.name.hasSuffix("scaleEffect") }, "\(view.values.map(\.name))").components[0]
    }

    func testAHeartPulsesForeverBackAndForth() throws {
        let frames = try Simulation(PulsingHeart(), script: [.wait(3)]).frames()
        let scales = try frames.map { try scale($0, of: "heart") }
        // Runs of 31 frames (30 frames of curve, then the frame past its end): forward from
        // frame 0, backward from frame 31, forward from frame 62, …
        let curve = UnitCurve.easeInOut
        for (j, expected) in [
            (0, 1.0), (15, 1 + 0.25 * curve.value(at: 0.5)), (30, 1.25), (31, 1.25),
            (46, 1.25 - 0.25 * curve.value(at: 0.5)), (61, 1), (62, 1), (77, 1 + 0.25 * curve.value(at: 0.5)),
        ] {
            XCTAssertEqual(scales[j], expected, accuracy: 1e-9, "frame \(j)")
        }
        XCTAssertNotEqual(scales[frames.count - 1], scales[frames.count - 8], "still pulsing at the end")
    }

    /// Cards deal in from below one after another: each card's offset animates with a delay of
    /// 0.1 s times its index.
    struct DealtDeck: View {
        @State private var isDealt = false
        var body: some View {
            ZStack {
                ForEach(0..<3, id: \.self) { index in
                    RoundedRectangle(cornerRadius: 16)
                        .fill(Color.blue)
                        .frame(width: 200, height: 280)
                        .accessibilityIdentifier("card-\(index)")
                        .offset(y: isDealt ? 0 : 600)
                        .animation(.easeOut(duration: 0.3).delay(Double(index) * 0.1), value: isDealt)
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .onAppear { isDealt = true }
        }
    }

    func offsetY(_ frame: Frame, of identifier: String) throws -> Double {
        let view = try XCTUnwrap(frame.identifiedViews.first { $0.identifier == identifier })
        return try XCTUnwrap(view.values.first { $0.name == "offset" }).components[1]
    }

    func testCardsDealInOneAfterAnother() throws {
        let frames = try Simulation(DealtDeck(), script: [.wait(1)]).frames()
        let curve = UnitCurve.easeOut
        for index in 0..<3 {
            let start = index * 6  // 0.1 s × index at 60 Hz
            XCTAssertEqual(try offsetY(frames[start], of: "card-\(index)"), 600, accuracy: 1e-9, "card \(index) waits")
            XCTAssertEqual(
                try offsetY(frames[start + 9], of: "card-\(index)"), 600 * (1 - curve.value(at: 0.5)), accuracy: 1e-9,
                "card \(index) half-way through its 0.3 s")
            XCTAssertEqual(try offsetY(frames[start + 18], of: "card-\(index)"), 0, accuracy: 1e-9, "card \(index) dealt")
        }
    }

    /// A completion waits for the delay plus the curve.
    final class Log { var times: [Double] = [] }
    struct DelayedFade: View {
        let animation: Animation
        let log: Log
        @State private var opacity = 1.0
        var body: some View {
            Color.blue.frame(width: 100, height: 100)
                .opacity(opacity)
                .onAppear {
                    withAnimation(animation) {
                        opacity = 0
                    } completion: {
                        log.times.append(Double(SwipeUI.DispatchTime.now().uptimeNanoseconds) / 1e9)
                    }
                }
        }
    }

    func testACompletionWaitsForTheDelayAndRunsAtTheScaledSpeed() throws {
        let delayed = Log()
        _ = try Simulation(DelayedFade(animation: .linear(duration: 0.3).delay(0.2), log: delayed), script: [.wait(1)]).frames()
        // Logically complete at 0.5 s: the completion runs after frame 30 presents that (its
        // effects show from frame 31).
        XCTAssertEqual(delayed.times.count, 1)
        XCTAssertEqual(try XCTUnwrap(delayed.times.first), 0.5, accuracy: 1e-9)
        let slow = Log()
        _ = try Simulation(DelayedFade(animation: .linear(duration: 0.3).speed(0.5), log: slow), script: [.wait(1)]).frames()
        XCTAssertEqual(try XCTUnwrap(slow.times.first), 0.6, accuracy: 1e-9, "0.3 s at half speed")
        let forever = Log()
        _ = try Simulation(DelayedFade(animation: .linear(duration: 0.3).repeatForever(), log: forever), script: [.wait(2)]).frames()
        XCTAssertEqual(forever.times, [], "an animation that repeats forever never completes")
    }
}
