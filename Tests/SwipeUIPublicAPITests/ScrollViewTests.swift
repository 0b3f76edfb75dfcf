import Foundation
import SwipeUI
import XCTest

/// `ScrollView` as a user drives it: content follows a drag 1:1 after the touch slop, a fling
/// decelerates by UIScrollView's 0.998 per millisecond, a pull past the edge rubber-bands and
/// springs back, and a card's horizontal drag inside a vertical scroll view gets the
/// mostly-horizontal drags. Expected values are computed here from the published formulas.
final class ScrollViewTests: XCTestCase {
    /// Twenty 100 pt rows (2 000 pt) in a full-screen vertical scroll view: on the default
    /// 390 × 844 canvas with a 47/34 pt safe area the scroll view is 390 × 763 at y 47, so the
    /// largest offset is 2 000 − 763 = 1 237 and the visible height (under the bars too) 844.
    struct Feed: View {
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<20, id: \.self) { i in
                        Color(hue: Double(i) / 20, saturation: 0.6, brightness: 0.9)
                            .frame(height: 100)
                            .overlay { Text("Row \(i)").font(.title) }
                            .accessibilityIdentifier("row\(i)")
                    }
                }
            }
        }
    }

    static let safeTop = 47.0
    static let slop = 10.0

    /// Every frame's motion, none drawn (the tests below read where views are).
    func motion<V: View>(_ view: V, _ script: [TouchStep]) throws -> [Frame] {
        var frames: [Frame] = []
        try Simulation(view, script: script).run(drawing: { _ in false }) { frames.append($0) }
        return frames
    }

    /// The top of row 0 on the canvas in each frame.
    func rowTops(_ frames: [Frame], row: Int = 0) throws -> [Double] {
        try frames.map { frame in
            let view = try XCTUnwrap(frame.identifiedViews.first { $0.identifier == "row\(row)" })
            return view.transform[5]
        }
    }

    func testADragScrollsByItsTranslationMinusTheSlop() throws {
        let script: [TouchStep] = [.drag(to: CGSize(width: 0, height: -200), duration: 0.5, easing: .linear, from: CGPoint(x: 195, y: 600)), .wait(0.2)]
        let frames = try motion(Feed(), script)
        let tops = try rowTops(frames)
        XCTAssertEqual(tops[0], Self.safeTop)
        // Finger held 200 pt up: the content moved 200 − 10 up.
        XCTAssertEqual(tops.last!, Self.safeTop - (200 - Self.slop), accuracy: 1e-9)
        // Row 5 moves with it (the whole content scrolls, not one view).
        XCTAssertEqual(try rowTops(frames, row: 5).last!, Self.safeTop + 500 - 190, accuracy: 1e-9)
        // It never moved down, and it moved only once the finger passed the slop.
        XCTAssertTrue(zip(tops, tops.dropFirst()).allSatisfy { $1 <= $0 })
        XCTAssertEqual(tops[1], Self.safeTop, "the first frames are inside the slop")
    }

    func testAFlingDeceleratesByTheNormalRateFrameByFrame() throws {
        // The finger lifts at 0.3 s moving up at exactly 1 500 pt/s, 300 pt from touch-down.
        let script: [TouchStep] = [
            .fling(to: CGSize(width: 0, height: -300), duration: 0.3, velocity: CGSize(width: 0, height: -1500), from: CGPoint(x: 195, y: 700)), .wait(1.5),
        ]
        let frames = try motion(Feed(), script)
        let tops = try rowTops(frames)
        let released = 300 - Self.slop, velocity = 1500.0, rate = 0.998
        var checked = 0
        for (frame, top) in zip(frames, tops) where frame.time >= 0.3 {
            let ms = 1000 * (frame.time - 0.3)
            // x(t) = x₀ + v₀/1000 · (r^ms − 1)/ln r
            let offset = released + velocity / 1000 * (pow(rate, ms) - 1) / log(rate)
            XCTAssertEqual(top, Self.safeTop - offset, accuracy: 1e-6, "t = \(frame.time)")
            checked += 1
        }
        XCTAssertGreaterThan(checked, 80)
        // Still short of its limit x₀ − v₀/(1000 ln r) ≈ 290 + 749, by v₀·r^ms/(1000·|ln r|).
        let limit = released - velocity / 1000 / log(rate), ms = 1000 * (frames.last!.time - 0.3)
        XCTAssertEqual(limit - (Self.safeTop - tops.last!), velocity * pow(rate, ms) / 1000 / -log(rate), accuracy: 1e-6)
    }

    func testAPullPastTheTopRubberBandsAndSpringsBack() throws {
        let script: [TouchStep] = [
            .drag(to: CGSize(width: 0, height: 300), duration: 0.5, easing: .linear, from: CGPoint(x: 195, y: 200)), .wait(0.2), .release, .wait(1.5),
        ]
        let frames = try motion(Feed(), script)
        let tops = try rowTops(frames)
        // 290 pt of pull past the edge are drawn (1 − 1/(x·c/d + 1))·d with c 0.55, d 844.
        let d = 844.0, pulled = 300 - Self.slop
        let banded = (1 - 1 / (pulled * 0.55 / d + 1)) * d
        let held = try XCTUnwrap(Array(zip(frames, tops)).last { $0.0.time <= 0.7 }?.1)
        XCTAssertEqual(held, Self.safeTop + banded, accuracy: 1e-9)
        XCTAssertLessThan(banded, pulled)
        XCTAssertTrue(tops.allSatisfy { $0 <= Self.safeTop + banded + 1e-9 }, "the band bounds the pull")
        // Released at 0.7 s with no velocity: a critically damped spring, ω = 10, back to 0.
        for (frame, top) in zip(frames, tops) where frame.time >= 0.7 {
            let s = frame.time - 0.7
            let displacement = banded * (1 + 10 * s) * exp(-10 * s)
            XCTAssertEqual(top, Self.safeTop + displacement, accuracy: 1e-6, "t = \(frame.time)")
        }
        XCTAssertEqual(tops.last!, Self.safeTop, accuracy: 0.01)
    }

    func testAFlingThatReachesTheEndBouncesPastItAndBack() throws {
        // 4 000 pt/s from offset 590 would travel ≈ 1 998 pt, past the largest offset 1 237.
        let script: [TouchStep] = [
            .fling(to: CGSize(width: 0, height: -600), duration: 0.3, velocity: CGSize(width: 0, height: -4000), from: CGPoint(x: 195, y: 700)), .wait(2.5),
        ]
        let frames = try motion(Feed(), script)
        let offsets = try rowTops(frames).map { Self.safeTop - $0 }
        let end = 2000 - 763.0, rate = 0.998
        // Until the crossing, the deceleration formula.
        let crossing = log(1 + (end - 590) * 1000 * log(rate) / 4000) / log(rate) / 1000
        for (frame, offset) in zip(frames, offsets) where frame.time >= 0.3 && frame.time - 0.3 < crossing {
            XCTAssertEqual(offset, 590 + 4000 / 1000 * (pow(rate, 1000 * (frame.time - 0.3)) - 1) / log(rate), accuracy: 1e-6)
        }
        XCTAssertGreaterThan(zip(frames, offsets).filter { $0.0.time >= 0.3 && $0.0.time - 0.3 < crossing }.count, 10)
        let overshoot = offsets.max()! - end
        XCTAssertGreaterThan(overshoot, 5, "it bounces past the end")
        XCTAssertLessThan(overshoot, 844, "by less than the visible height")
        XCTAssertEqual(offsets.last!, end, accuracy: 0.01, "and settles at the end")
    }

    /// A short scroll view over a tappable background, with a button inside.
    final class Taps { var background = 0, button = 0 }
    struct ShortList: View {
        let taps: Taps
        var body: some View {
            ZStack {
                Color.gray.onTapGesture { taps.background += 1 }
                ScrollView {
                    VStack(spacing: 0) {
                        Button("Like") { taps.button += 1 }.frame(height: 100)
                        Color.orange.frame(height: 900)
                    }
                }
                .frame(height: 200)
            }
        }
    }

    func testTapsReachAButtonInsideAndContentOutsideTheVisibleAreaIsNotHit() throws {
        let taps = Taps()
        // The button's centre: the 200 pt scroll view is centred in the safe area (y 328.5…528.5).
        _ = try motion(ShortList(taps: taps), [.tap(at: CGPoint(x: 195, y: 378.5)), .wait(0.1)])
        XCTAssertEqual([taps.button, taps.background], [1, 0])
        // Below the scroll view the orange content is clipped away: the background gets the tap.
        _ = try motion(ShortList(taps: taps), [.tap(at: CGPoint(x: 195, y: 600)), .wait(0.1)])
        XCTAssertEqual([taps.button, taps.background], [1, 1])
        _ = try motion(ShortList(taps: taps), [.tapButton("Like"), .wait(0.1)])
        XCTAssertEqual(taps.button, 2)
    }

    /// A card with a horizontal drag inside a vertical scroll view.
    final class Drags { var card: [CGFloat] = [] }
    struct CardInFeed: View {
        let drags: Drags
        var disabled = false
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    Color.indigo.frame(width: 300, height: 400)
                        .gesture(DragGesture().onChanged { drags.card.append($0.translation.width) })
                        .accessibilityIdentifier("row0")
                    Color.mint.frame(height: 1200)
                }
            }
            .scrollDisabled(disabled)
        }
    }

    func testEachDragGoesToTheScrollViewOrTheCardByItsDirection() throws {
        // Mostly horizontal: the card's drag, the content stays.
        var drags = Drags()
        var frames = try motion(
            CardInFeed(drags: drags), [.drag(to: CGSize(width: 150, height: 40), duration: 0.4, from: CGPoint(x: 195, y: 250)), .wait(0.1), .release])
        XCTAssertFalse(drags.card.isEmpty)
        XCTAssertEqual(drags.card.last!, 150, accuracy: 1e-9)
        XCTAssertEqual(Set(try rowTops(frames)), [Self.safeTop])
        // Mostly vertical: the scroll view, the card's drag never runs.
        drags = Drags()
        frames = try motion(CardInFeed(drags: drags), [.drag(to: CGSize(width: 40, height: -150), duration: 0.4, from: CGPoint(x: 195, y: 300)), .wait(0.1)])
        XCTAssertEqual(drags.card, [])
        XCTAssertLessThan(try rowTops(frames).last!, Self.safeTop - 100)
        // `.scrollDisabled(true)`: the same vertical drag goes to the card.
        drags = Drags()
        frames = try motion(
            CardInFeed(drags: drags, disabled: true), [.drag(to: CGSize(width: 40, height: -150), duration: 0.4, from: CGPoint(x: 195, y: 300)), .wait(0.1)])
        XCTAssertFalse(drags.card.isEmpty)
        XCTAssertEqual(Set(try rowTops(frames)), [Self.safeTop])
    }

    /// A matches row: `ScrollView(.horizontal) { LazyHStack { … } }` scrolls sideways only.
    struct Matches: View {
        var body: some View {
            ScrollView(.horizontal, showsIndicators: false) {
                LazyHStack(spacing: 12) {
                    ForEach(0..<8, id: \.self) { i in
                        RoundedRectangle(cornerRadius: 16).fill(Color(hue: Double(i) / 8, saturation: 0.5, brightness: 0.9))
                            .frame(width: 120, height: 160)
                            .accessibilityIdentifier("match\(i)")
                    }
                }
            }
        }
    }

    func testAHorizontalScrollViewScrollsSidewaysAndIgnoresVerticalDrags() throws {
        func firstCardX(_ script: [TouchStep]) throws -> (first: Double, last: Double, y: Set<Double>) {
            let frames = try motion(Matches(), script)
            let xs = try frames.map { try XCTUnwrap($0.identifiedViews.first { $0.identifier == "match0" }).transform[4] }
            let ys = try frames.map { try XCTUnwrap($0.identifiedViews.first { $0.identifier == "match0" }).transform[5] }
            return (xs.first!, xs.last!, Set(ys))
        }
        let sideways = try firstCardX([.drag(to: CGSize(width: -200, height: 0), duration: 0.5, easing: .linear, from: CGPoint(x: 300, y: 422)), .wait(0.1)])
        XCTAssertEqual(sideways.first, 0)
        XCTAssertEqual(sideways.last, -190, accuracy: 1e-9)
        XCTAssertEqual(sideways.y.count, 1)
        let upwards = try firstCardX([.drag(to: CGSize(width: 0, height: -200), duration: 0.5, from: CGPoint(x: 300, y: 422)), .wait(0.1)])
        XCTAssertEqual(upwards.last, 0)
        XCTAssertEqual(upwards.y.count, 1)
    }

    func testScrollingIsDeterministic() throws {
        let script: [TouchStep] = [
            .fling(to: CGSize(width: 0, height: -250), duration: 0.3, velocity: CGSize(width: 0, height: -2000), from: CGPoint(x: 195, y: 700)), .wait(0.8),
        ]
        func drawn() throws -> [Frame] {
            var frames: [Frame] = []
            try Simulation(Feed(), script: script).run(drawing: { $0 % 6 == 0 }) { if $0.isDrawn { frames.append($0) } }
            return frames
        }
        let a = try drawn(), b = try drawn()
        XCTAssertGreaterThan(a.count, 10)
        XCTAssertEqual(a.count, b.count)
        for (x, y) in zip(a, b) { XCTAssertEqual(x.premultipliedRGBA, y.premultipliedRGBA, "frame \(x.index)") }
    }

    /// Writes the frames of a fling for a person to look at (`SWIPESIM_SCROLL_FRAMES=DIR`).
    func testWriteFramesForInspection() throws {
        guard let directory = ProcessInfo.processInfo.environment["SWIPESIM_SCROLL_FRAMES"] else { throw XCTSkip("set SWIPESIM_SCROLL_FRAMES to write frames") }
        let script: [TouchStep] = [
            .fling(to: CGSize(width: 0, height: -250), duration: 0.3, velocity: CGSize(width: 0, height: -2000), from: CGPoint(x: 195, y: 700)), .wait(0.8),
        ]
        try Simulation(Feed(), script: script).writePNGs(to: directory + "/feed")
        try Simulation(Matches(), script: [.drag(to: CGSize(width: -200, height: 0), duration: 0.5, from: CGPoint(x: 300, y: 422)), .release, .wait(0.5)])
            .writePNGs(to: directory + "/matches")
        try Simulation(Feed(), script: [.drag(to: CGSize(width: 0, height: 300), duration: 0.5, from: CGPoint(x: 195, y: 200)), .release, .wait(0.6)])
            .writePNGs(to: directory + "/pull")
    }
}
