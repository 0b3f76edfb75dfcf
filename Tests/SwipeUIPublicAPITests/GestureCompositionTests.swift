import Foundation
import SwipeUI
import XCTest

/// Gestures composed as decks compose them: `exclusively(before:)` (a tap flips the card, a
/// drag swipes it), `simultaneously(with:)` (a long press and a drag on one touch),
/// `.simultaneousGesture` (a parent's tap that a child's tap does not cancel) and
/// `.highPriorityGesture` (a parent's tap that wins over the child's). Every callback is logged
/// in order; each test states the log SwiftUI's rules give.
final class GestureCompositionTests: XCTestCase {
    /// What the gestures did, in order.
    final class Log {
        var events: [String] = []
        func add(_ event: String) { events.append(event) }
    }

    static let centre = CGPoint(x: 150, y: 200)

    func run<V: View>(_ view: V, _ script: [TouchStep]) throws {
        var options = SimulationOptions()
        options.canvasSize = CGSize(width: 300, height: 400)
        options.safeArea = EdgeInsets()
        options.settleTime = 0.1
        _ = try Simulation(view, script: script, options: options).frames()
    }

    static let swipe: [TouchStep] = [.drag(to: CGSize(width: 100, height: 0), duration: 0.3, from: centre), .release]

    func testExclusivelyTapBeforeDragTapsOnATapAndDragsOnADrag() throws {
        let tapLog = Log()
        try run(
            Color.indigo.frame(width: 200, height: 300).gesture(
                TapGesture().onEnded { tapLog.add("tap") }
                    .exclusively(before: DragGesture().onChanged { _ in tapLog.add("drag") })
                    .onEnded { value in
                        if case .first = value { tapLog.add("first") } else { tapLog.add("second") }
                    }), [.tap(at: Self.centre)])
        XCTAssertEqual(tapLog.events, ["tap", "first"])

        let dragLog = Log()
        try run(
            Color.indigo.frame(width: 200, height: 300).gesture(
                TapGesture().onEnded { dragLog.add("tap") }
                    .exclusively(before: DragGesture().onEnded { value in dragLog.add("dragEnded \(Int(value.translation.width.rounded()))") })
                    .onEnded { value in
                        if case .second(let drag) = value { dragLog.add("second \(Int(drag.translation.width.rounded()))") } else { dragLog.add("first") }
                    }), Self.swipe)
        XCTAssertEqual(dragLog.events, ["dragEnded 100", "second 100"])
    }

    /// With the drag first, a tap still taps: the drag fails when the finger lifts without
    /// having moved 10 pt, and only then does the tap's success count.
    func testExclusivelyDragBeforeTapTapsOnceTheDragHasFailed() throws {
        let log = Log()
        var changes = 0
        try run(
            Color.indigo.frame(width: 200, height: 300).gesture(
                DragGesture().onChanged { _ in changes += 1 }
                    .exclusively(before: TapGesture().onEnded { log.add("tap") })
                    .onEnded { value in
                        if case .second = value { log.add("second") } else { log.add("first") }
                    }), [.tap(at: Self.centre)])
        XCTAssertEqual(log.events, ["tap", "second"])
        XCTAssertEqual(changes, 0)
    }

    /// A long press of 0.2 s and a drag on the same touch: the press succeeds while the finger
    /// rests, the drag follows it afterwards, and the pair ends when the finger lifts, with both
    /// values.
    func testSimultaneouslyRunsBothPartsOnOneTouch() throws {
        let log = Log()
        let c = Self.centre
        let path: [TouchSample] = [
            TouchSample(time: 0, location: c), TouchSample(time: 0.3, location: c),
            TouchSample(time: 0.45, location: CGPoint(x: c.x + 50, y: c.y)),
            TouchSample(time: 0.6, location: CGPoint(x: c.x + 100, y: c.y)),
        ]
        try run(
            Color.indigo.frame(width: 200, height: 300).gesture(
                LongPressGesture(minimumDuration: 0.2).onEnded { _ in log.add("pressed") }
                    .simultaneously(with: DragGesture(minimumDistance: 0))
                    .onEnded { value in log.add("ended \(value.first == true) \(Int((value.second?.translation.width ?? -1).rounded()))") }),
            [.path(path)])
        XCTAssertEqual(log.events, ["pressed", "ended true 100"])
    }

    func testASimultaneousGestureOnTheParentRunsBesideTheChildsTap() throws {
        let log = Log()
        try run(
            ZStack {
                Color.indigo.frame(width: 100, height: 100).onTapGesture { log.add("child") }
            }
            .frame(width: 300, height: 400)
            .simultaneousGesture(TapGesture().onEnded { log.add("parent") }), [.tap(at: Self.centre)])
        XCTAssertEqual(log.events, ["child", "parent"])
    }

    func testAHighPriorityGestureOnTheParentWinsOverTheChilds() throws {
        let log = Log()
        try run(
            ZStack {
                Color.indigo.frame(width: 100, height: 100).onTapGesture { log.add("child") }
            }
            .frame(width: 300, height: 400)
            .highPriorityGesture(TapGesture().onEnded { log.add("parent") }), [.tap(at: Self.centre)])
        XCTAssertEqual(log.events, ["parent"])

        // With a plain `.gesture` the child's wins, as before.
        let plain = Log()
        try run(
            ZStack {
                Color.indigo.frame(width: 100, height: 100).onTapGesture { plain.add("child") }
            }
            .frame(width: 300, height: 400)
            .gesture(TapGesture().onEnded { plain.add("parent") }), [.tap(at: Self.centre)])
        XCTAssertEqual(plain.events, ["child"])
    }
}

/// `onTapGesture(count: 2)`, a double tap to like: the second tap within 0.35 s and 45 pt of
/// the first likes; a single tap, a slow second tap or a far one does not.
final class MultipleTapTests: XCTestCase {
    func likes(_ script: [TouchStep], count: Int = 2) throws -> Int {
        final class Counter { var likes = 0 }
        let counter = Counter()
        var options = SimulationOptions()
        options.canvasSize = CGSize(width: 300, height: 400)
        options.safeArea = EdgeInsets()
        options.settleTime = 0.1
        let view = Color.indigo.frame(width: 240, height: 320).onTapGesture(count: count) { counter.likes += 1 }
        _ = try Simulation(view, script: script, options: options).frames()
        return counter.likes
    }

    static let a = CGPoint(x: 150, y: 200)

    func testTwoQuickTapsLikeOnce() throws {
        XCTAssertEqual(try likes([.tap(at: Self.a), .wait(0.2), .tap(at: CGPoint(x: 160, y: 210))]), 1)
    }

    func testASingleTapASlowTapOrAFarTapDoesNotLike() throws {
        XCTAssertEqual(try likes([.tap(at: Self.a)]), 0)
        XCTAssertEqual(try likes([.tap(at: Self.a), .wait(0.5), .tap(at: Self.a)]), 0)
        XCTAssertEqual(try likes([.tap(at: Self.a), .wait(0.2), .tap(at: CGPoint(x: 150, y: 300))]), 0)
    }

    func testThreeQuickTapsLikeOnceAndFourTwice() throws {
        let tap = TouchStep.tap(at: Self.a), pause = TouchStep.wait(0.15)
        XCTAssertEqual(try likes([tap, pause, tap, pause, tap]), 1)
        XCTAssertEqual(try likes([tap, pause, tap, pause, tap, pause, tap]), 2)
        XCTAssertEqual(try likes([tap, pause, tap, pause, tap], count: 3), 1)
    }
}
