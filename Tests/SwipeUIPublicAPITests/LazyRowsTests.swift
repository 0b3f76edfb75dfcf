import Foundation
import SwipeUI
import XCTest

/// A `ForEach` in a `LazyVStack` inside a `ScrollView` builds only the rows in view plus the
/// prefetch margin, as SwiftUI's lazy stacks do ("the stack view doesn't create items until
/// it needs to render them onscreen", Apple, `LazyVStack`); rows appear and disappear as the
/// content scrolls, and `scrollTo` reaches a row not built yet.
///
/// Geometry worked by hand: on the default 390 × 844 canvas (safe area 47 pt top, 34 pt
/// bottom) a full-screen scroll view is 390 × 763 at y 47 and shows its content under the bars
/// too, so at content offset o it shows content y in (o − 47, o + 797). Rows are 100 pt with no
/// spacing: row i spans 100i…100i + 100 and is visible when 100i + 100 > o − 47 and
/// 100i < o + 797. At o = 0 that is rows 0…7; the 100 pt margin builds row 8 too.
final class LazyRowsTests: XCTestCase {
    /// What the rows' `onAppear`/`onDisappear` saw, in order.
    final class Log {
        var events: [String] = []
    }

    struct Feed: View {
        let count: Int
        let log: Log
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<count, id: \.self) { i in
                        Color.blue.frame(height: 100)
                            .overlay { Text("Row \(i)") }
                            .accessibilityIdentifier("row\(i)")
                            .onAppear { log.events.append("+\(i)") }
                            .onDisappear { log.events.append("-\(i)") }
                    }
                }
            }
        }
    }

    func frames<V: View>(_ view: V, script: [TouchStep] = [], duration: Double? = 0) throws -> [Frame] {
        var options = SimulationOptions()
        options.duration = duration
        var frames: [Frame] = []
        try Simulation(view, script: script, options: options).run(drawing: { _ in false }) { frames.append($0) }
        return frames
    }

    /// The identified rows of a frame by index: their top on the canvas and their label.
    func rows(_ frame: Frame) -> [Int: (top: Double, label: String?)] {
        var rows: [Int: (top: Double, label: String?)] = [:]
        for view in frame.identifiedViews where view.identifier.hasPrefix("row") {
            rows[Int(view.identifier.dropFirst(3))!] = (view.transform[5], view.label)
        }
        return rows
    }

    func checkFirstScreen(count: Int) throws {
        let log = Log()
        let frame = try XCTUnwrap(try frames(Feed(count: count, log: log)).first)
        let rows = rows(frame)
        XCTAssertEqual(rows.keys.sorted(), Array(0...8), "rows 0…7 in view and row 8 in the margin are built; no other")
        for i in 0...8 {
            XCTAssertEqual(rows[i]?.top, 47 + 100 * Double(i), "row \(i)")
            XCTAssertEqual(rows[i]?.label, "Row \(i)")
        }
        XCTAssertEqual(log.events, (0...7).map { "+\($0)" }, "row 8 is built ahead but has not appeared; a far row never ran")
    }

    func testAHundredThousandRowsBuildOnlyTheFirstScreen() throws {
        try checkFirstScreen(count: 100_000)
    }

    /// The lazy budget itself: ten million rows cost no more than a screenful.
    func testTenMillionRowsBuildOnlyTheFirstScreen() throws {
        try checkFirstScreen(count: 10_000_000)
    }

    /// Dragging the content up 250 pt (offset 240 after the 10 pt slop): row 8 appears once
    /// o > 3, row 9 once o > 103, row 0 leaves once o ≥ 147, row 10 appears once o > 203.
    func testRowsAppearAndDisappearAsADragScrollsThem() throws {
        let log = Log()
        let script: [TouchStep] = [.drag(to: CGSize(width: 0, height: -250), duration: 0.5, easing: .linear, from: CGPoint(x: 195, y: 600)), .wait(0.1)]
        let frames = try frames(Feed(count: 100_000, log: log), script: script, duration: nil)
        XCTAssertEqual(log.events, (0...7).map { "+\($0)" } + ["+8", "+9", "-0", "+10"])
        let last = rows(try XCTUnwrap(frames.last))
        XCTAssertEqual(last[10]?.top, 47 + 1000 - 240)
        XCTAssertEqual(last[1]?.top, 47 + 100 - 240)
        XCTAssertEqual(Set(last.keys), Set(0...11), "rows 0 and 11 are in the margin (o − 147 … o + 897): built, not shown")
    }

    struct Jump: View {
        let log: Log
        var body: some View {
            ScrollViewReader { proxy in
                Feed(count: 100_000, log: log)
                    .onAppear { proxy.scrollTo(50_000, anchor: .top) }
            }
        }
    }

    /// `scrollTo` a row 5 000 000 pt down that no layout has built: the content jumps to its
    /// estimated place (rows measured 100 pt, so exactly there), and the next frame builds it.
    func testScrollToReachesARowNotBuiltYet() throws {
        let log = Log()
        let frames = try frames(Jump(log: log), duration: 0.1)
        let last = rows(try XCTUnwrap(frames.last))
        XCTAssertEqual(last[50_000]?.top, 47, "anchor .top: the row's top at the scroll view's top")
        XCTAssertEqual(last[50_000]?.label, "Row 50000")
        XCTAssertEqual(last[50_007]?.top, 47 + 700)
        XCTAssertNil(last[0])
        XCTAssertTrue(log.events.contains("+50000"))
        XCTAssertTrue(log.events.contains("-0"))
        XCTAssertFalse(log.events.contains("+100"), "the rows between were never built")
    }

    struct Uneven: View {
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<1000, id: \.self) { i in
                        Color.red.frame(height: i % 2 == 0 ? 50 : 100).accessibilityIdentifier("row\(i)")
                    }
                }
            }
        }
    }

    /// Rows of 50 and 100 pt in turn: the estimate from row 0 (50 pt) is wrong for odd rows, so
    /// the rows built are measured and laid out again at their own heights — row i's top is
    /// 75i for an even i and 75i − 25 for an odd one (content points). 11 rows reach y 797.
    func testRowsOfDifferentHeightsArePlacedAtTheirMeasuredHeights() throws {
        let frame = try XCTUnwrap(try frames(Uneven()).first)
        let rows = rows(frame)
        for i in 0..<11 {
            XCTAssertEqual(rows[i]?.top, 47 + 75 * Double(i) - (i % 2 == 1 ? 25 : 0), "row \(i)")
        }
        XCTAssertNil(rows[40])
    }

    /// Rows 0…99 are 50 pt, the others 100 pt; the first screen measures rows 0…17, so rows
    /// far down are estimated at 50 pt until built.
    struct TallerBelow: View {
        var body: some View {
            ScrollViewReader { proxy in
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<1000, id: \.self) { i in
                            Color.red.frame(height: i < 100 ? 50 : 100).accessibilityIdentifier("row\(i)")
                        }
                    }
                }
                .onAppear { proxy.scrollTo(500, anchor: .top) }
            }
        }
    }

    /// After a jump to row 500, a drag down builds the rows above it, which were estimated
    /// (the mean of the rows measured, less than 100) and measure 100 pt: the offset moves with
    /// them, so the rows on screen follow the finger exactly — row 500 ends 200 − 10 (slop) pt
    /// lower.
    func testRowsMeasuredAboveTheViewDoNotMoveWhatIsInView() throws {
        let script: [TouchStep] = [
            .wait(0.1), .drag(to: CGSize(width: 0, height: 200), duration: 0.5, easing: .linear, from: CGPoint(x: 195, y: 300)), .wait(0.1),
        ]
        let frames = try frames(TallerBelow(), script: script, duration: nil)
        // The finger moves 400 pt/s from 0.1 s to 0.6 s; the content follows once past the slop.
        for frame in frames where frame.time > 0 {
            let moved = max(0, 400 * (min(frame.time, 0.6) - 0.1) - 10)
            XCTAssertEqual(try XCTUnwrap(rows(frame)[500]?.top), 47 + moved, accuracy: 1e-6, "t = \(frame.time)")
        }
        XCTAssertEqual(rows(try XCTUnwrap(frames.last))[500]?.top, 47 + 190)
        XCTAssertNotNil(rows(try XCTUnwrap(frames.last))[497], "rows above were built as they came into view")
    }

    struct Header: View {
        var body: some View {
            ScrollView {
                LazyVStack {
                    Color.gray.frame(height: 2000)
                    ForEach(0..<100_000, id: \.self) { i in Text("Row \(i)").frame(height: 100) }
                }
            }
        }
    }

    /// Scrolling that brings no row into view or out of it lays nothing out: a 2 000 pt header
    /// above the rows, dragged 300 pt (offset 290: content 243…1 087 in view, 143…1 187 built),
    /// evaluates no body after the first frame.
    func testScrollingThatShowsNoOtherRowEvaluatesNoBody() throws {
        let script: [TouchStep] = [
            .drag(to: CGSize(width: 0, height: -300), duration: 0.5, easing: .linear, from: CGPoint(x: 195, y: 700)), .release, .wait(0.1),
        ]
        let run = try SimulationRun(Simulation(Header(), script: script))
        _ = try run.next(recording: false)
        let first = run.timings.bodyEvaluations
        var frames = 1
        while try run.next(recording: false) != nil { frames += 1 }
        XCTAssertGreaterThan(frames, 30)
        XCTAssertEqual(run.timings.bodyEvaluations, first)
    }

    struct Texts: View {
        let lazy: Bool
        var body: some View {
            ScrollView {
                if lazy {
                    LazyVStack(alignment: .leading) { rows }
                } else {
                    VStack(alignment: .leading) { rows }
                }
            }
        }
        var rows: some View {
            ForEach(0..<12, id: \.self) { i in
                Text(String(repeating: "Swipe right to like ", count: 1 + i % 4))
                    .font(i % 3 == 0 ? .title : .body)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .accessibilityIdentifier("row\(i)")
            }
        }
    }

    /// A short lazy stack is laid out as the eager rules lay it out, to the bit: rows of text of
    /// one to four lines, in two fonts, placed where a `VStack` of full-width rows places them.
    func testAShortLazyStackPlacesItsRowsAsAnEagerStack() throws {
        func placements(_ lazy: Bool) throws -> [String: [Double]] {
            let frame = try XCTUnwrap(try frames(Texts(lazy: lazy)).first)
            return Dictionary(uniqueKeysWithValues: frame.identifiedViews.map { ($0.identifier, $0.transform + [$0.size.width, $0.size.height]) })
        }
        let lazy = try placements(true), eager = try placements(false)
        XCTAssertEqual(lazy.count, 12, "all twelve rows fit in view and the margin")
        XCTAssertEqual(lazy, eager)
    }

    struct Strip: View {
        var body: some View {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 0) {
                    ForEach(0..<100_000, id: \.self) { i in
                        Color.green.frame(width: 100, height: 50).accessibilityIdentifier("row\(i)")
                    }
                }
            }
        }
    }

    /// `LazyHStack` turned a quarter: a horizontal scroll view across the 390 pt canvas shows
    /// columns 0…3 (column 3 spans 300…400) and builds column 4 in the margin (to 490).
    func testALazyHStackBuildsTheColumnsInViewPlusTheMargin() throws {
        let frame = try XCTUnwrap(try frames(Strip()).first)
        let columns = frame.identifiedViews.filter { $0.identifier.hasPrefix("row") }
        XCTAssertEqual(columns.map(\.identifier), (0...4).map { "row\($0)" })
        XCTAssertEqual(columns.map { $0.transform[4] }, [0, 100, 200, 300, 400])
    }

    struct TapRow: View {
        let i: Int
        @State private var taps = 0
        var body: some View {
            Button {
                taps += 1
            } label: {
                Text("Row \(i) taps \(taps)").frame(maxWidth: .infinity, minHeight: 100)
            }
            .accessibilityIdentifier("row\(i)")
        }
    }

    struct TapFeed: View {
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0) { ForEach(0..<1000, id: \.self) { TapRow(i: $0) } }
            }
        }
    }

    /// A row's `@State` outlives its leaving the rows built, as SwiftUI's lazy stacks keep the
    /// views they made: row 0 is tapped, dragged 590 pt up (at offset 590 the build span starts
    /// at 443, past row 0's end at 100, so it is not built) and back down, and still counts 1.
    func testARowScrolledAwayAndBackKeepsItsState() throws {
        let script: [TouchStep] = [
            .tap(at: CGPoint(x: 195, y: 97)), .wait(0.1),
            .drag(to: CGSize(width: 0, height: -600), duration: 0.6, easing: .linear, from: CGPoint(x: 195, y: 750)), .wait(0.3), .release,
            .drag(to: CGSize(width: 0, height: 600), duration: 0.6, easing: .linear, from: CGPoint(x: 195, y: 150)), .wait(0.3), .release, .wait(0.3),
        ]
        let frames = try frames(TapFeed(), script: script, duration: nil)
        let tapped = try XCTUnwrap(frames.first { $0.time >= 0.2 })
        XCTAssertEqual(rows(tapped)[0]?.label, "Row 0 taps 1")
        XCTAssertTrue(frames.contains { rows($0)[0] == nil }, "row 0 left the rows built")
        let last = rows(try XCTUnwrap(frames.last))
        XCTAssertEqual(last[0]?.top, 47)
        XCTAssertEqual(last[0]?.label, "Row 0 taps 1")
        XCTAssertEqual(last[1]?.label, "Row 1 taps 0")
    }
}
