import Foundation
import SwipeUI
import XCTest

/// `.transaction { }` (a badge that must not animate with its card, or animates its own way),
/// `.transaction(value:)`, and `.hidden()` (laid out, not drawn, not hit) through the public API.
final class TransactionAndHiddenTests: XCTestCase {
    func options(duration: Double) -> SimulationOptions {
        var options = SimulationOptions()
        options.canvasSize = CGSize(width: 300, height: 300)
        options.safeArea = EdgeInsets()
        options.duration = duration
        return options
    }

    /// Four squares moved 100 pt in one `withAnimation(.linear(duration: 0.5))` at 0.1 s: one
    /// plain, one whose transaction drops the animation, one that swaps in a 1 s linear
    /// animation, one gated on a value that does not change (so it inherits).
    struct Squares: View {
        @State var moved = false
        var body: some View {
            VStack(spacing: 0) {
                square("plain")
                square("none").transaction { $0.animation = nil }
                square("slow").transaction { $0.animation = .linear(duration: 1) }
                square("gated").transaction(value: 0) { $0.animation = nil }
            }
            .onAppear {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { withAnimation(.linear(duration: 0.5)) { moved = true } }
            }
        }

        func square(_ id: String) -> some View {
            Color.red.accessibilityIdentifier(id).frame(width: 50, height: 50).offset(x: moved ? 100 : 0)
        }
    }

    func testATransactionChangesTheAnimationInside() throws {
        let frames = try Simulation(Squares(), options: options(duration: 0.5)).frames()
        func x(_ id: String, _ frame: Int) throws -> Double {
            try XCTUnwrap(frames[frame].identifiedViews.first { $0.identifier == id }).transform[4]
        }
        // 0.25 s after the change (frame 6 + 15): half way at 0.5 s, there at once, a quarter
        // of the way at 1 s, half way when the gate's value did not change.
        let start = try x("plain", 0)
        XCTAssertEqual(try x("plain", 21) - start, 50, accuracy: 1e-9)
        XCTAssertEqual(try x("none", 21) - start, 100, accuracy: 1e-9)
        XCTAssertEqual(try x("slow", 21) - start, 25, accuracy: 1e-9)
        XCTAssertEqual(try x("gated", 21) - start, 50, accuracy: 1e-9)
        XCTAssertEqual(try x("none", 6) - start, 100, accuracy: 1e-9, "it jumps in the frame of the change")
    }

    func testAHiddenViewKeepsItsPlaceButIsNeitherDrawnNorHit() throws {
        final class Log { var taps: [String] = [] }
        let log = Log()
        let view = ZStack {
            Color.blue.onTapGesture { log.taps.append("behind") }
            HStack(spacing: 0) {
                Color.red.frame(width: 100, height: 100).onTapGesture { log.taps.append("hidden") }.hidden()
                Color.green.accessibilityIdentifier("next").frame(width: 100, height: 100)
            }
        }
        let frames = try Simulation(view, script: [.tap(at: CGPoint(x: 100, y: 150))], options: options(duration: 0.2)).frames()
        XCTAssertEqual(log.taps, ["behind"])
        let next = try XCTUnwrap(frames[0].identifiedViews.first { $0.identifier == "next" })
        XCTAssertEqual(next.transform[4], 150, "the hidden square still takes its 100 pt")
        let i = (150 * frames[0].width + 100) * 4
        XCTAssertEqual(Array(frames[0].premultipliedRGBA[i..<i + 4]), [0, 122, 255, 255], "the blue behind shows (iOS's systemBlue)")
    }
}
