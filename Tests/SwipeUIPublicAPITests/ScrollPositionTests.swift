import Foundation
import SwipeUI
import XCTest

/// `.scrollPosition(id:)` with `.scrollTargetLayout()` and `.scrollTargetBehavior(.viewAligned)`
/// on a card carousel: a fling settles on the card nearest the deceleration's natural end (one
/// card per swipe under the default limit), carried there by the bounce spring (ω = 10/s), and
/// the binding then holds that card's id; setting the binding scrolls there, animated.
final class ScrollPositionTests: XCTestCase {
    /// Eight 300 pt cards 10 pt apart: card k's leading edge is at 310·k, the content 2 470 pt
    /// wide, the largest offset 2 470 − 390 = 2 080.
    struct Carousel: View {
        var limit: ViewAlignedScrollTargetBehavior.LimitBehavior = .automatic
        @State private var current: Int?
        var body: some View {
            VStack(spacing: 0) {
                ScrollView(.horizontal) {
                    LazyHStack(spacing: 10) {
                        ForEach(0..<8, id: \.self) { i in
                            RoundedRectangle(cornerRadius: 20).fill(Color(hue: Double(i) / 8, saturation: 0.5, brightness: 0.9))
                                .frame(width: 300, height: 400)
                                .accessibilityIdentifier("card\(i)")
                        }
                    }
                    .scrollTargetLayout()
                }
                .scrollTargetBehavior(.viewAligned(limitBehavior: limit))
                .scrollPosition(id: $current)
                Text("current \(current.map(String.init) ?? "none")").accessibilityIdentifier("current \(current.map(String.init) ?? "none")")
                Button("Go") { withAnimation(.easeInOut(duration: 0.4)) { current = 5 } }
            }
        }
    }

    struct Sample {
        var time: Double
        var offset: Double
        var current: String
    }

    func samples(_ view: Carousel, _ script: [TouchStep]) throws -> [Sample] {
        var result: [Sample] = []
        try Simulation(view, script: script).run(drawing: { _ in false }) { frame in
            // The first card built (the lazy stack builds only the cards in view and 100 pt
            // beyond): card k's leading edge is 310·k into the content.
            let card = try XCTUnwrap(frame.identifiedViews.first { $0.identifier.hasPrefix("card") })
            let k = try XCTUnwrap(Double(card.identifier.dropFirst(4)))
            let label = try XCTUnwrap(frame.identifiedViews.first { $0.identifier.hasPrefix("current ") })
            result.append(Sample(time: frame.time, offset: 310 * k - card.transform[4], current: String(label.identifier.dropFirst(8))))
        }
        return result
    }

    /// The scroll view's vertical middle on the canvas (the column is centred in the safe area).
    func cardRowY() throws -> Double {
        var y = 0.0
        try Simulation(Carousel()).run(drawing: { _ in false }) { frame in
            let card = try XCTUnwrap(frame.identifiedViews.first { $0.identifier == "card0" })
            y = card.transform[5] + 200
        }
        return y
    }

    /// Lifts at 0.3 s, 110 pt in, moving 1 500 pt/s: the natural end is
    /// 110 + 1 500 · (−1 / (1000 · ln 0.998)) ≈ 859 pt, nearest card 3 (930).
    func fling(_ limit: ViewAlignedScrollTargetBehavior.LimitBehavior) throws -> [Sample] {
        let y = try cardRowY()
        return try samples(
            Carousel(limit: limit),
            [.fling(to: CGSize(width: -100, height: 0), duration: 0.3, velocity: CGSize(width: -1500, height: 0), from: CGPoint(x: 300, y: y)), .wait(1.5)])
    }

    func check(_ frames: [Sample], settlesOn card: Int) throws {
        let target = 310.0 * Double(card)
        let start = try XCTUnwrap(frames.first { $0.time == 0.3 }).offset
        // The scripted fling's path (a Hermite curve ending at 1 500 pt/s) first swings right,
        // so the content is rubber-banded, then caught: it lifts 110 pt in.
        XCTAssertEqual(start, 110, accuracy: 1e-9)
        let x0 = start - target, v0 = 1500.0
        var checked = 0
        for frame in frames where frame.time >= 0.3 {
            let s = frame.time - 0.3
            XCTAssertEqual(frame.offset, target + (x0 + (v0 + 10 * x0) * s) * exp(-10 * s), accuracy: 1e-6, "t = \(frame.time)")
            checked += 1
        }
        XCTAssertGreaterThan(checked, 80)
        XCTAssertEqual(frames.last!.offset, target, accuracy: 0.01)
        XCTAssertEqual(frames.last!.current, "\(card)", "the binding holds the aligned card")
        XCTAssertEqual(frames.first!.current, "none", "nothing is written before the content scrolls")
    }

    func testAFlingSettlesOnTheNearestCardWithoutALimit() throws {
        let natural = 110 - 1500 / (1000 * log(0.998))
        XCTAssertEqual((natural / 310).rounded(), 3)
        let frames = try fling(.never)
        try check(frames, settlesOn: 3)
        // The binding followed the scroll: every card on the way was reported, in order.
        var seen: [String] = []
        for frame in frames where seen.last != frame.current { seen.append(frame.current) }
        XCTAssertEqual(seen, ["none", "0", "1", "2", "3"])
    }

    /// Apple: `.automatic` limits a horizontal scroll view in a compact horizontal size class
    /// (an iPhone in portrait).
    func testTheAutomaticLimitTurnsOneCardPerSwipeOnAPhone() throws {
        try check(try fling(.automatic), settlesOn: 1)
        try check(try fling(.always), settlesOn: 1)
        try check(try fling(.alwaysByOne), settlesOn: 1)
    }

    /// "Go" sets the binding to 5 in `withAnimation(.easeInOut(duration: 0.4))`: card 5's leading
    /// edge (1 550) comes to the leading edge on SwipeMotion's curve, and the binding keeps 5.
    func testSettingTheBindingScrollsThereAnimated() throws {
        let frames = try samples(Carousel(), [.wait(0.1), .tapButton("Go"), .wait(0.6)])
        let tap = try XCTUnwrap(frames.first { $0.time >= 0.1 }).time
        var curve = AnimatedProperty(Vector2(x: 0, y: 0), displayRate: 60)
        curve.set(Vector2(x: 1550, y: 0), animation: .easeInOut(duration: 0.4), at: tap)
        var between = 0
        for frame in frames where frame.time >= tap {
            XCTAssertEqual(frame.offset, curve.value(at: frame.time).x, accuracy: 1e-9, "t = \(frame.time)")
            if frame.offset > 1 && frame.offset < 1549 { between += 1 }
            XCTAssertEqual(frame.current, "5", "t = \(frame.time)")
        }
        XCTAssertGreaterThan(between, 15, "animated, not a jump")
        XCTAssertEqual(frames.last!.offset, 1550, accuracy: 1e-9)
    }

    /// A fling, a binding write and the indicators fading draw the same bytes on every run.
    func testTheSameFlingDrawsTheSameBytesEveryRun() throws {
        let y = try cardRowY()
        let script: [TouchStep] = [
            .fling(to: CGSize(width: -100, height: 0), duration: 0.3, velocity: CGSize(width: -1500, height: 0), from: CGPoint(x: 300, y: y)), .wait(0.5),
            .tapButton("Go"), .wait(0.6),
        ]
        func run() throws -> [[UInt8]] {
            var bytes: [[UInt8]] = []
            try Simulation(Carousel(), script: script).run(drawing: { $0 % 9 == 0 }) { frame in
                if frame.isDrawn { bytes.append(frame.premultipliedRGBA) }
            }
            return bytes
        }
        let first = try run(), second = try run()
        XCTAssertGreaterThan(first.count, 8)
        XCTAssertTrue(first == second, "the frames differ between runs")
        XCTAssertNotEqual(first[1], first[first.count - 1], "the frames show motion")
    }

    /// Writes a fling for a person to look at (`SWIPESIM_SCROLL_FRAMES=DIR`).
    func testWriteFramesForInspection() throws {
        guard let directory = ProcessInfo.processInfo.environment["SWIPESIM_SCROLL_FRAMES"] else { throw XCTSkip("set SWIPESIM_SCROLL_FRAMES to write frames") }
        let y = try cardRowY()
        try Simulation(
            Carousel(limit: .never),
            script: [
                .fling(to: CGSize(width: -100, height: 0), duration: 0.3, velocity: CGSize(width: -1500, height: 0), from: CGPoint(x: 300, y: y)), .wait(1.2),
            ]
        )
        .writePNGs(to: directory + "/viewaligned")
    }
}
