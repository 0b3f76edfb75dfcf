import Foundation
import SwipeUI
import XCTest

/// `ScrollViewReader` / `ScrollViewProxy.scrollTo(_:anchor:)` as a deck calls it: from a button,
/// `onAppear`, `.task` and a gesture's `onEnded`; with each anchor the target lands where
/// Apple's rule puts it (computed here), clamped to the content; under `withAnimation` the offset
/// follows SwipeMotion's animator frame by frame; a touch stops it.
final class ScrollViewReaderTests: XCTestCase {
    /// Twenty 100 pt rows in a scroll view filling the safe area (390 × 763 at y 47 on the
    /// default canvas): the largest offset is 2 000 − 763 = 1 237.
    static let safeTop = 47.0, visible = 763.0, maximumOffset = 1237.0, rowHeight = 100.0

    struct Rows: View {
        var body: some View {
            VStack(spacing: 0) {
                ForEach(0..<20, id: \.self) { i in
                    Color(hue: Double(i) / 20, saturation: 0.6, brightness: 0.9)
                        .frame(height: 100)
                        .accessibilityIdentifier("row\(i)")
                }
            }
        }
    }

    /// Each tap on "Next" scrolls to the next of `steps` (without animation: a jump).
    struct Stepper: View {
        let steps: [(row: Int, anchor: UnitPoint?)]
        @State private var step = 0
        var body: some View {
            ScrollViewReader { proxy in
                ZStack(alignment: .bottom) {
                    ScrollView { Rows() }
                    Button("Next") {
                        guard step < steps.count else { return }
                        proxy.scrollTo(steps[step].row, anchor: steps[step].anchor)
                        step += 1
                    }
                }
            }
        }
    }

    /// The offset Apple's rule gives for `row` (see `ScrollViewProxy.scrollTo`), from `current`.
    static func expectedOffset(row: Int, anchor: UnitPoint?, from current: Double) -> Double {
        let low = Double(row) * rowHeight, high = low + rowHeight
        let offset: Double
        if let anchor {
            offset = low + anchor.y * rowHeight - anchor.y * visible
        } else if low < current {
            offset = low
        } else if high > current + visible {
            offset = high - visible
        } else {
            offset = current
        }
        return min(max(offset, 0), maximumOffset)
    }

    /// The content offset in each frame (row 0's distance above the scroll view's top).
    func offsets<V: View>(_ view: V, _ script: [TouchStep], duration: Double? = nil) throws -> [(time: Double, offset: Double)] {
        var options = SimulationOptions()
        options.duration = duration
        var result: [(Double, Double)] = []
        try Simulation(view, script: script, options: options).run(drawing: { _ in false }) { frame in
            let row = try XCTUnwrap(frame.identifiedViews.first { $0.identifier == "row0" })
            result.append((frame.time, Self.safeTop - row.transform[5]))
        }
        return result
    }

    func testEachAnchorPutsTheRowWhereTheRuleSaysAndClampsToTheContent() throws {
        let steps: [(row: Int, anchor: UnitPoint?)] = [
            (5, .top), (5, .center), (5, .bottom), (15, .bottom), (19, .top), (0, .top),
            (12, nil), (3, nil), (8, nil), (2, UnitPoint(x: 0.5, y: 0.25)),
        ]
        var script: [TouchStep] = []
        for _ in steps { script += [.tapButton("Next"), .wait(0.3)] }
        let frames = try offsets(Stepper(steps: steps), script)
        var current = 0.0
        var checked = Set<Double>()
        for (k, step) in steps.enumerated() {
            let expected = Self.expectedOffset(row: step.row, anchor: step.anchor, from: current)
            // Just before the next tap (at (k + 1) · 0.3 s): this step's jump has happened.
            let next = Double(k + 1) * 0.3
            let frame = try XCTUnwrap(frames.last { $0.time < next - 1e-9 }, "step \(k)")
            XCTAssertGreaterThan(frame.time, next - 0.05)
            XCTAssertEqual(frame.offset, expected, accuracy: 1e-9, "step \(k): row \(step.row) anchor \(String(describing: step.anchor))")
            checked.insert(expected)
            current = expected
        }
        XCTAssertTrue(checked.contains(0) && checked.contains(Self.maximumOffset), "both clamps were exercised")
        XCTAssertEqual(checked.count, 8, "distinct offsets: the steps really moved")
    }

    /// `withAnimation(.spring(response: 0.6, dampingFraction: 0.7)) { proxy.scrollTo(10, anchor: .top) }`
    /// from `onAppear`: the offset is SwipeMotion's fluid spring from 0 to 1 000, evaluated at
    /// every display frame from the transaction at t = 0.
    func testAnAnimatedScrollFollowsTheSpringFrameByFrame() throws {
        struct Deck: View {
            var body: some View {
                ScrollViewReader { proxy in
                    ScrollView { Rows() }
                        .onAppear { withAnimation(.spring(response: 0.6, dampingFraction: 0.7)) { proxy.scrollTo(10, anchor: .top) } }
                }
            }
        }
        let frames = try offsets(Deck(), [], duration: 1.5)
        var spring = AnimatedProperty(Vector2(x: 0, y: 0), displayRate: 60)
        spring.set(Vector2(x: 0, y: 1000), animation: .spring(response: 0.6, dampingFraction: 0.7), at: 0)
        var overshot = false
        for frame in frames {
            let expected = spring.value(at: frame.time).y
            XCTAssertEqual(frame.offset, expected, accuracy: 1e-9, "t = \(frame.time)")
            if frame.offset > 1000.5 { overshot = true }
        }
        XCTAssertTrue(overshot, "ζ = 0.7 overshoots: the spring, not a jump or a curve")
        XCTAssertEqual(frames.last!.offset, 1000, accuracy: 0.5)
        XCTAssertGreaterThan(frames.count, 80)
    }

    /// The same call from `.task`, a gesture's `onEnded`, and a button inside the scroll view.
    func testScrollToWorksFromATaskAGestureEndAndAButtonInTheContent() throws {
        struct FromTask: View {
            var body: some View {
                ScrollViewReader { proxy in
                    ScrollView { Rows() }.task { proxy.scrollTo(7, anchor: .top) }
                }
            }
        }
        XCTAssertEqual(try offsets(FromTask(), [], duration: 0.2).last!.offset, 700, accuracy: 1e-9)

        struct FromGesture: View {
            var body: some View {
                ScrollViewReader { proxy in
                    VStack(spacing: 0) {
                        Color.gray.frame(height: 100)
                            .gesture(DragGesture().onEnded { _ in proxy.scrollTo(19) })
                        ScrollView { Rows() }
                    }
                }
            }
        }
        // The scroll view is 663 pt tall below the 100 pt handle: nil anchor brings row 19's
        // bottom (2 000) to the visible bottom, offset 2 000 − 663 = 1 337 (its largest).
        let gesture = try offsets(FromGesture(), [.drag(to: CGSize(width: 80, height: 0), duration: 0.3, from: CGPoint(x: 100, y: 97)), .release, .wait(0.2)])
        XCTAssertEqual(gesture.first!.offset, -100, "row 0 starts below the handle")
        XCTAssertEqual(gesture.last!.offset, 2000 - 663 - 100, accuracy: 1e-9)

        struct FromContent: View {
            var body: some View {
                ScrollViewReader { proxy in
                    ScrollView {
                        Button("Down") { proxy.scrollTo(4, anchor: .center) }
                        Rows()
                    }
                }
            }
        }
        let frames = try offsets(FromContent(), [.wait(0.1), .tapButton("Down"), .wait(0.2)])
        // Row 0 starts below the button and the 8 pt stack spacing; row 4's centre then meets
        // the visible area's centre.
        let rowsTop = -frames.first!.offset
        XCTAssertGreaterThan(rowsTop, 18)
        let expected = rowsTop + 400 + 50 - Self.visible / 2
        XCTAssertEqual(frames.last!.offset + rowsTop, expected, accuracy: 1e-9)
    }

    /// A 2 s linear scroll from `onAppear` stopped by a touch at 0.5 s stays where the touch
    /// caught it.
    func testATouchStopsAnAnimatedScroll() throws {
        struct Deck: View {
            var body: some View {
                ScrollViewReader { proxy in
                    ScrollView { Rows() }
                        .onAppear { withAnimation(.linear(duration: 2)) { proxy.scrollTo(10, anchor: .top) } }
                }
            }
        }
        let frames = try offsets(Deck(), [.wait(0.5), .tap(at: CGPoint(x: 195, y: 400)), .wait(1)])
        let caught = try XCTUnwrap(frames.first { $0.time >= 0.5 })
        XCTAssertEqual(caught.offset, 1000 * caught.time / 2, accuracy: 1e-6, "linear until the touch")
        for frame in frames where frame.time < caught.time {
            XCTAssertEqual(frame.offset, 1000 * frame.time / 2, accuracy: 1e-6, "t = \(frame.time)")
        }
        for frame in frames where frame.time >= caught.time {
            XCTAssertEqual(frame.offset, caught.offset, "t = \(frame.time): held where the touch caught it")
        }
        XCTAssertGreaterThan(frames.last!.time, 1.4)
    }

    /// Writes a jump and an animated scroll for a person to look at (`SWIPESIM_SCROLL_FRAMES=DIR`).
    func testWriteFramesForInspection() throws {
        guard let directory = ProcessInfo.processInfo.environment["SWIPESIM_SCROLL_FRAMES"] else { throw XCTSkip("set SWIPESIM_SCROLL_FRAMES to write frames") }
        struct Deck: View {
            var body: some View {
                ScrollViewReader { proxy in
                    ScrollView { Rows() }
                        .onAppear { withAnimation(.snappy) { proxy.scrollTo(12, anchor: .center) } }
                }
            }
        }
        var options = SimulationOptions()
        options.duration = 0.8
        try Simulation(Deck(), options: options).writePNGs(to: directory + "/scrollto")
    }
}
