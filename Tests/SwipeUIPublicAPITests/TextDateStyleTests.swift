import Foundation
import SwipeUI
import XCTest

/// `Text(_:style:)` and `Text(timerInterval:…)` on the virtual clock, read from a frame's
/// identified text. "Now" is 1 January 2001 00:00 UTC plus the simulation's time; expected texts
/// follow Apple's examples for each style (Text.DateStyle: `.timer` "2:32", `.relative` "2 hours,
/// 23 minutes", `.offset` "+2 hours", `.date` "June 3, 2019", `.time` "11:23PM"; the timer
/// format's table in SystemFormatStyle.Timer: a 5-minute countdown reads 5:00, 4:00 after a
/// minute, 0:30 after 4 min 30 s, 0:00 at the end) in iOS's abbreviated unit names.
final class TextDateStyleTests: XCTestCase {
    /// The text of `text` at each whole second from 0 to `seconds`.
    func texts(_ text: Text, seconds: Int) throws -> [String] {
        var options = SimulationOptions()
        options.canvasSize = CGSize(width: 300, height: 100)
        options.fps = 1
        options.duration = Double(seconds)
        let frames = try Simulation(text.accessibilityIdentifier("t"), options: options).frames()
        return try frames.map { frame in try XCTUnwrap(frame.identifiedViews.first { $0.identifier == "t" }?.label) }
    }

    func at(_ seconds: Double) -> Date { Date(timeIntervalSinceReferenceDate: seconds) }

    /// Counting down to a date 5 s ahead, then up from it; redrawn each second with nothing
    /// else changing.
    func testTimerCountsToAndFromTheDate() throws {
        XCTAssertEqual(try texts(Text(at(5), style: .timer), seconds: 8), ["0:05", "0:04", "0:03", "0:02", "0:01", "0:00", "0:01", "0:02", "0:03"])
        // 1 h 2 min 5 s ahead: hours in front; 24 days 8 hours: hours, never days.
        XCTAssertEqual(try texts(Text(at(3725), style: .timer), seconds: 0), ["1:02:05"])
        XCTAssertEqual(try texts(Text(at(-(24 * 24 + 8) * 3600), style: .timer), seconds: 0), ["584:00:00"])
    }

    func testRelativeAndOffset() throws {
        XCTAssertEqual(try texts(Text(at(5), style: .relative), seconds: 0), ["5 sec"])
        XCTAssertEqual(try texts(Text(at(2 * 3600 + 23 * 60), style: .relative), seconds: 0), ["2 hr, 23 min"])
        XCTAssertEqual(try texts(Text(at(3600 + 5), style: .relative), seconds: 0), ["1 hr"], "the second unit is left out when zero")
        XCTAssertEqual(try texts(Text(at(-3 * 86_400 - 60), style: .relative), seconds: 0), ["3 days"])
        let offsets = try texts(Text(at(5), style: .offset), seconds: 10)
        XCTAssertEqual([offsets[0], offsets[5], offsets[10]], ["+5 sec", "0 sec", "-5 sec"])
        XCTAssertEqual(try texts(Text(at(2 * 3600 + 23 * 60), style: .offset), seconds: 0), ["+2 hr"])
    }

    /// June 3, 2019 at 23:23 UTC, and the virtual start (1 January 2001, 00:00).
    func testDateAndTime() throws {
        let june3 = at(581_296_980)
        XCTAssertEqual(try texts(Text(june3, style: .date), seconds: 0), ["June 3, 2019"])
        XCTAssertEqual(try texts(Text(june3, style: .time), seconds: 0), ["11:23 PM"])
        XCTAssertEqual(try texts(Text(at(5 * 60), style: .time), seconds: 0), ["12:05 AM"])
        XCTAssertEqual(try texts(Text(at(0), style: .date), seconds: 0), ["January 1, 2001"])
    }

    /// A 90 s countdown: 1:30 at the start, 1:00 after 30 s, 0:15 after 75 s, 0:00 at and after
    /// the end; counting up, paused, and past an hour without hours.
    func testTimerInterval() throws {
        let down = try texts(Text(timerInterval: at(0)...at(90)), seconds: 95)
        XCTAssertEqual([down[0], down[30], down[75], down[90], down[95]], ["1:30", "1:00", "0:15", "0:00", "0:00"])
        let up = try texts(Text(timerInterval: at(0)...at(90), countsDown: false), seconds: 40)
        XCTAssertEqual([up[0], up[40]], ["0:00", "0:40"])
        let paused = try texts(Text(timerInterval: at(0)...at(90), pauseTime: at(20)), seconds: 30)
        XCTAssertEqual([paused[10], paused[20], paused[30]], ["1:20", "1:10", "1:10"])
        XCTAssertEqual(try texts(Text(timerInterval: at(0)...at(7200), showsHours: false), seconds: 0), ["120:00"])
        XCTAssertEqual(try texts(Text(timerInterval: at(0)...at(7200)), seconds: 0), ["2:00:00"])
    }

    /// A date made from the wall clock (`Date()`) is counted from the simulation's start, so it
    /// reads the same on every run: 5:00 at the start, 4:57 three seconds later; 396 days ahead
    /// is, from 1 January 2001, 1 February 2002.
    func testWallClockDatesCountFromTheSimulationsStart() throws {
        let timer = try texts(Text(Date().addingTimeInterval(300), style: .timer), seconds: 3)
        XCTAssertEqual([timer[0], timer[3]], ["5:00", "4:57"])
        XCTAssertEqual(try texts(Text(Date().addingTimeInterval(396 * 86_400), style: .relative), seconds: 0), ["1 yr, 1 mth"])
        XCTAssertEqual(try texts(Text(Date().addingTimeInterval(-90), style: .offset), seconds: 0), ["-1 min"])
    }
}
