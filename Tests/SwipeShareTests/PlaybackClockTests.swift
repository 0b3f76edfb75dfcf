import SwipeShare
import XCTest

final class PlaybackClockTests: XCTestCase {
    func testTimesAreExactFractions() throws {
        let clock = try PlaybackClock(fps: 60)
        XCTAssertEqual(clock.time(ofFrame: 90), Fraction(3, 2))
        XCTAssertEqual(clock.duration(from: 4, to: 5), Fraction(1, 60))
        let slow = try PlaybackClock(fps: 60, speed: Fraction(decimal: "0.25")!)
        XCTAssertEqual(slow.duration(from: 0, to: 1), Fraction(1, 15), "four times slower: 1/60 s becomes 1/15 s")
        XCTAssertEqual(slow.time(ofFrame: 60), Fraction(4, 1))
    }

    func testDecimalSpeedsParseExactly() {
        XCTAssertEqual(Fraction(decimal: "0.25"), Fraction(1, 4))
        XCTAssertEqual(Fraction(decimal: "2"), Fraction(2, 1))
        XCTAssertEqual(Fraction(decimal: "1.5"), Fraction(3, 2))
        XCTAssertEqual(Fraction(decimal: ".5"), Fraction(1, 2))
        for bad in ["", ".", "-1", "1e3", "0x10", "1.2.3", "abc", "1.0000001"] {
            XCTAssertNil(Fraction(decimal: bad), bad)
        }
        XCTAssertThrowsError(try PlaybackClock(fps: 60, speed: Fraction(0, 1)))
        XCTAssertThrowsError(try PlaybackClock(fps: 60, speed: Fraction(11, 1)))
        XCTAssertThrowsError(try PlaybackClock(fps: 0))
    }

    /// Centisecond delays at 60 fps (1.666… cs a frame) are differences of rounded exact
    /// times: every frame starts within half a centisecond of its exact time, for ever.
    func testRoundedDelaysNeverDrift() throws {
        for (fps, speed) in [(60, Fraction(1, 1)), (24, Fraction(1, 1)), (120, Fraction(1, 4)), (240, Fraction(7, 3))] {
            let clock = try PlaybackClock(fps: fps, speed: speed)
            var total = 0
            for frame in 0..<36_000 {
                total += clock.roundedDuration(from: frame, to: frame + 1, unitsPerSecond: 100)
                // |total − exact| < 1/2 cs, checked in integers: |2·fps·num·total − 200·(n+1)·den| ≤ fps·num.
                let scaled = 2 * fps * speed.numerator * total - 200 * (frame + 1) * speed.denominator
                XCTAssertLessThanOrEqual(abs(scaled), fps * speed.numerator, "fps \(fps), speed \(speed), frame \(frame)")
            }
        }
    }
}
