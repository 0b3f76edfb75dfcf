import XCTest
import SwipeMotion

final class DragTrackerTests: XCTestCase {
    func testMinimumDistanceAndFields() {
        var tracker = DragTracker()
        XCTAssertNil(tracker.update(time: 0, x: 100, y: 200))
        XCTAssertNil(tracker.update(time: 0.01, x: 106, y: 200))
        XCTAssertNil(tracker.update(time: 0.02, x: 106, y: 207.9))  // 9.99 pt away
        let value = try! XCTUnwrap(tracker.update(time: 0.03, x: 110, y: 200))
        XCTAssertEqual(value.startLocation, Vector2(x: 100, y: 200))
        XCTAssertEqual(value.location, Vector2(x: 110, y: 200))
        XCTAssertEqual(value.translation, Vector2(x: 10, y: 0))
        // Velocity over the 0.1 s window: from the first sample (0 s) to now (0.03 s).
        XCTAssertEqual(value.velocity.x, 10 / 0.03, accuracy: 1e-9)
        XCTAssertEqual(value.predictedEndTranslation.x, 10 + 0.25 * value.velocity.x, accuracy: 1e-12)
        XCTAssertEqual(value.predictedEndLocation.x, 110 + 0.25 * value.velocity.x, accuracy: 1e-12)
    }

    func testSteadyDragVelocityAndWindow() {
        var tracker = DragTracker(minimumDistance: 0)
        var last: DragValue?
        for i in 0...60 {
            let t = Double(i) / 120
            last = tracker.update(time: t, x: 500 * t, y: -200 * t * t)
        }
        let v = try! XCTUnwrap(last)
        XCTAssertEqual(v.velocity.x, 500, accuracy: 1e-9)
        // y = −200 t²: the window slope over [0.4, 0.5] is −200 × 0.9 = −180.
        XCTAssertEqual(v.velocity.y, -180, accuracy: 1e-9)
        XCTAssertEqual(v.predictedEndTranslation.x, 250 + 125, accuracy: 1e-9)
    }

    func testEndReturnsTheLastValueOnlyWhenRecognised() {
        var tracker = DragTracker()
        _ = tracker.update(time: 0, x: 0, y: 0)
        _ = tracker.update(time: 0.1, x: 3, y: 0)
        XCTAssertNil(tracker.end())
        _ = tracker.update(time: 1, x: 0, y: 0)
        _ = tracker.update(time: 1.1, x: 30, y: 0)
        let ended = try! XCTUnwrap(tracker.end())
        XCTAssertEqual(ended.translation, Vector2(x: 30, y: 0))
        XCTAssertNil(tracker.startLocation)
    }
}
