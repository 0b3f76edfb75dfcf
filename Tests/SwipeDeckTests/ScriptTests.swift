@testable import SwipeDeck
import SwipeMotion
import SwipeRaster
import XCTest

final class ScriptTests: XCTestCase {
    /// Touch samples are at t0 + k / rate (exact ticks, not summed floating point) and the last
    /// lands on the step's end; a second drag continues from where the finger is.
    func testDragSamplesAtTheTouchRate() throws {
        let timeline = try TouchTimeline.expand([
            .drag(translation: Point(100, 0), duration: 0.1, easing: .linear, from: Point(10, 20)),
            .drag(translation: Point(100, 50), duration: 0.05, easing: .linear, from: nil),
            .release,
        ], touchRate: 120, defaultTouchPoint: .zero)
        XCTAssertEqual(timeline.events.first, .down(TouchTimeline.Touch(time: .zero, location: Point(10, 20))))
        let moves = timeline.events.compactMap { event -> TouchTimeline.Touch? in
            if case .move(let sample) = event { return sample }
            return nil
        }
        XCTAssertEqual(moves.count, 12 + 6)
        XCTAssertEqual(moves[0].time, ScriptTime.periods(1, rate: 120))
        XCTAssertEqual(moves[11].time, ScriptTime(seconds: 0.1))
        XCTAssertEqual(moves[11].time.ticks, 12_000_000_000)
        XCTAssertEqual(moves[11].location, Point(110, 20))
        XCTAssertEqual(moves[17].location, Point(110, 70))
        // 0.1 + 0.05 is exactly 0.15 s here (in Double it is 0.15000000000000002).
        XCTAssertEqual(timeline.events.last, .up(TouchTimeline.Touch(time: ScriptTime(seconds: 0.15), location: Point(110, 70))))
        XCTAssertEqual(timeline.length, ScriptTime(ticks: 18_000_000_000))
    }

    /// A fling ends with 0.1 s at exactly the requested velocity, so SwipeMotion's drag tracker
    /// (the slope over the last 0.1 s) reports it, and the predicted end follows from it.
    func testFlingEndsAtTheRequestedVelocity() throws {
        let timeline = try TouchTimeline.expand([
            .fling(translation: Point(60, 0), duration: 0.2, velocity: Point(900, 0), from: Point(0, 0)),
        ], touchRate: 120, defaultTouchPoint: .zero)
        var tracker = DragTracker(minimumDistance: 10)
        var last: DragValue?
        var samples: [(time: Double, location: Point)] = []
        for event in timeline.events {
            switch event {
            case .down(let s), .move(let s), .up(let s):
                samples.append((s.time.seconds, s.location))
                if let value = tracker.update(time: s.time.seconds, x: s.location.x, y: s.location.y) { last = value }
            case .tap: break
            }
        }
        let n = samples.count
        let finalSlope = (samples[n - 1].location.x - samples[n - 3].location.x) / (samples[n - 1].time - samples[n - 3].time)
        XCTAssertEqual(finalSlope, 900, accuracy: 1e-6)
        XCTAssertEqual(samples[n - 1].location.x, 60, accuracy: 1e-9)
        let value = try XCTUnwrap(last)
        XCTAssertEqual(value.velocity.x, 900, accuracy: 1e-6)
        XCTAssertEqual(value.predictedEndTranslation.x, 60 + 0.25 * 900, accuracy: 1e-6)
    }

    func testFrameSelection() throws {
        XCTAssertEqual(try FrameSelection("0..3,10,::50").indices(frameCount: 120), [0, 1, 2, 3, 10, 50, 100])
        XCTAssertEqual(try FrameSelection("100:").indices(frameCount: 103), [100, 101, 102])
        XCTAssertEqual(try FrameSelection("5:20:5").indices(frameCount: 100), [5, 10, 15])
        XCTAssertThrowsError(try FrameSelection("3..1"))
        XCTAssertThrowsError(try FrameSelection("::0"))
        XCTAssertThrowsError(try FrameSelection("a"))
        XCTAssertThrowsError(try FrameSelection("1,,2"))
        XCTAssertThrowsError(try FrameSelection("0..500").indices(frameCount: 100)) {
            XCTAssertTrue("\($0)".contains("the scene has 100 frames"))
        }
    }

    func testContactSheetSamplesIncludeFirstAndLast() {
        XCTAssertEqual(ContactSheet.sampleIndices(frameCount: 227).first, 0)
        XCTAssertEqual(ContactSheet.sampleIndices(frameCount: 227).last, 226)
        XCTAssertEqual(ContactSheet.sampleIndices(frameCount: 227).count, 12)
        XCTAssertEqual(ContactSheet.sampleIndices(frameCount: 5), [0, 1, 2, 3, 4])
        XCTAssertEqual(ContactSheet.sampleIndices(frameCount: 1), [0])
    }
}
