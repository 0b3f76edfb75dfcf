import Foundation
import SwipeUI
import XCTest

/// iOS's scroll indicator as drawn: a 2.5 pt black bar at 35 % opacity, 2.5 pt in from the
/// trailing edge, as long as track × visible / content (at least 37 pt), placed by the offset's
/// fraction of its range; shown while the content moves, faded out over 0.33 s (ease-in-out)
/// once it stops; hidden with `.scrollIndicators(.hidden)` or when the content fits. Expected
/// rectangles and grey levels are computed here from those metrics; frames are drawn at 2×.
final class ScrollIndicatorTests: XCTestCase {
    static let safeTop = 47.0, visible = 763.0, content = 2000.0, scale = 2.0

    struct Drawn {
        var offset: Double
        var pixels: FramePixels
    }

    func frames<V: View>(_ view: V, duration: Double = 1) throws -> [Double: Drawn] {
        var options = SimulationOptions()
        options.scale = Self.scale
        options.duration = duration
        var result: [Double: Drawn] = [:]
        try Simulation(view, options: options).run { frame in
            let column = try XCTUnwrap(frame.identifiedViews.first { $0.identifier == "column" })
            result[frame.time] = Drawn(offset: Self.safeTop - column.transform[5], pixels: FramePixels(frame))
        }
        return result
    }

    /// The grey a fully covered pixel of the bar shows over white at `fade` (0…1).
    static func grey(fade: Double) -> Double { 255 * (1 - 0.35 * fade) }

    /// The bar's top and bottom (canvas points) for `offset`.
    static func bar(offset: Double) -> (top: Double, bottom: Double) {
        let track = visible - 5, range = content - visible
        let length = max(track * visible / content, 37)
        let start = 2.5 + offset / range * (track - length)
        return (safeTop + start, safeTop + start + length)
    }

    /// Pixel (x, y) in points → the pixel whose centre is there, at 2×.
    static func level(_ d: Drawn, x: Double, y: Double) -> Double {
        Double(d.pixels[Int(x * scale), Int(y * scale)][0])
    }

    func testTheBarShowsWhileMovingThenFadesOut() throws {
        struct Deck: View {
            var body: some View {
                ScrollViewReader { proxy in
                    ScrollView {
                        VStack(spacing: 0) {
                            ForEach(0..<20, id: \.self) { i in Color.white.frame(height: 100).id(i) }
                        }
                        .accessibilityIdentifier("column")
                    }
                    .onAppear { withAnimation(.easeInOut(duration: 0.4)) { proxy.scrollTo(10, anchor: .top) } }
                }
            }
        }
        let drawn = try frames(Deck())
        let times = drawn.keys.sorted()
        // Moving at 0.2 s: the bar is at full opacity where the offset puts it.
        let moving = try XCTUnwrap(drawn[times.first { $0 >= 0.2 }!])
        XCTAssertGreaterThan(moving.offset, 100)
        XCTAssertLessThan(moving.offset, 900)
        let (top, bottom) = Self.bar(offset: moving.offset)
        let x = 390 - 2.5 - 1.25
        XCTAssertEqual(Self.level(moving, x: x, y: (top + bottom) / 2), Self.grey(fade: 1), accuracy: 2)
        XCTAssertEqual(Self.level(moving, x: x, y: top + 1), Self.grey(fade: 1), accuracy: 2)
        XCTAssertEqual(Self.level(moving, x: x, y: bottom - 1), Self.grey(fade: 1), accuracy: 2)
        XCTAssertEqual(Self.level(moving, x: x, y: top - 1), 255, "above the bar")
        XCTAssertEqual(Self.level(moving, x: x, y: bottom + 1), 255, "below the bar")
        XCTAssertEqual(Self.level(moving, x: 390 - 5 - 1, y: (top + bottom) / 2), 255, "left of the bar")
        XCTAssertEqual(Self.level(moving, x: 390 - 1, y: (top + bottom) / 2), 255, "right of the bar: 2.5 pt in")

        // At rest from 0.4 s (the curve's end): fading with UIView's ease-in-out over 0.33 s.
        let endBar = Self.bar(offset: 1000)
        for time in times where time >= 0.4 {
            let d = try XCTUnwrap(drawn[time])
            XCTAssertEqual(d.offset, 1000, accuracy: 1e-9)
            let progress = (time - 0.4) / 0.33
            let fade = progress >= 1 ? 0 : 1 - UnitCurve.easeInOut.value(at: progress)
            XCTAssertEqual(Self.level(d, x: x, y: (endBar.top + endBar.bottom) / 2), Self.grey(fade: fade), accuracy: 2, "t = \(time)")
        }
        let middle = try XCTUnwrap(drawn[times.first { $0 >= 0.4 + 0.165 }!])
        let level = Self.level(middle, x: x, y: (endBar.top + endBar.bottom) / 2)
        XCTAssertTrue(level > Self.grey(fade: 1) + 10 && level < 245, "half way through the fade: \(level)")
        // The scroll starts in frame 0's transaction: the bar shows at once, at the top.
        let first = try XCTUnwrap(drawn[0])
        XCTAssertEqual(first.offset, 0)
        XCTAssertEqual(Self.level(first, x: x, y: Self.bar(offset: 0).top + 1), Self.grey(fade: 1), accuracy: 2)
        XCTAssertEqual(Self.level(first, x: x, y: Self.bar(offset: 0).top - 1), 255)
    }

    /// Pulled 190 pt past the top (a 200 pt drag less the slop, rubber-banded), the bar stays at
    /// the top of its track and shrinks by the distance the content is drawn past the edge.
    func testTheBarShrinksUnderTheRubberBand() throws {
        struct Deck: View {
            var body: some View {
                ScrollView {
                    VStack(spacing: 0) { ForEach(0..<20, id: \.self) { _ in Color.white.frame(height: 100) } }
                        .accessibilityIdentifier("column")
                }
            }
        }
        var options = SimulationOptions()
        options.scale = Self.scale
        var last: Drawn?
        try Simulation(
            Deck(), script: [.drag(to: CGSize(width: 0, height: 200), duration: 0.5, easing: .linear, from: CGPoint(x: 195, y: 300)), .wait(0.2)],
            options: options
        )
        .run(drawing: { $0 == 41 }) { frame in
            guard frame.isDrawn else { return }
            let column = try XCTUnwrap(frame.identifiedViews.first { $0.identifier == "column" })
            last = Drawn(offset: Self.safeTop - column.transform[5], pixels: FramePixels(frame))
        }
        let d = try XCTUnwrap(last)
        let pull: Double = 190, height: Double = 844
        let banded: Double = (1 - 1 / (pull * 0.55 / height + 1)) * height
        XCTAssertEqual(d.offset, -banded, accuracy: 1e-9)
        let track = Self.visible - 5
        let length = max(track * Self.visible / Self.content - banded, 8)
        XCTAssertLessThan(length, 200, "it did shrink")
        let x = 390 - 2.5 - 1.25, top = Self.safeTop + 2.5
        XCTAssertEqual(Self.level(d, x: x, y: top + 1), Self.grey(fade: 1), accuracy: 2)
        XCTAssertEqual(Self.level(d, x: x, y: top + length - 1), Self.grey(fade: 1), accuracy: 2)
        XCTAssertEqual(Self.level(d, x: x, y: top + length + 1), 255, "the bar ends \(length) pt down")
        XCTAssertEqual(Self.level(d, x: x, y: top - 1), 255)
    }

    func testHiddenIndicatorsAndContentThatFitsDrawNoBar() throws {
        struct Deck: View {
            var hides: Bool
            var length: Int
            var body: some View {
                ScrollViewReader { proxy in
                    ScrollView {
                        VStack(spacing: 0) {
                            ForEach(0..<length, id: \.self) { i in Color.white.frame(height: 100).id(i) }
                        }
                        .accessibilityIdentifier("column")
                    }
                    .scrollIndicators(hides ? .hidden : .automatic)
                    .onAppear { withAnimation(.easeInOut(duration: 0.4)) { proxy.scrollTo(length - 1, anchor: .top) } }
                }
            }
        }
        let x = 390 - 2.5 - 1.25
        for (hides, length) in [(true, 20), (false, 7)] {
            let drawn = try frames(Deck(hides: hides, length: length), duration: 0.5)
            for (time, d) in drawn {
                for y in stride(from: 50.0, to: 800, by: 7) {
                    XCTAssertEqual(Self.level(d, x: x, y: y), 255, "hides \(hides), \(length) rows, t = \(time), y = \(y)")
                }
            }
            if hides { XCTAssertEqual(drawn[drawn.keys.max()!]!.offset, 1237, accuracy: 1e-9, "it did scroll") }
        }
    }
}
