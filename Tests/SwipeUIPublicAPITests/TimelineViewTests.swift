import Foundation
import SwipeUI
import XCTest

/// `TimelineView` on the virtual clock (60 fps, frame n at n/60 s): the content is rebuilt at
/// the schedule's dates, `context.date` counting from the reference date.
final class TimelineViewTests: XCTestCase {
    func xs<S: TimelineSchedule>(_ schedule: S, duration: Double) throws -> [Double] {
        var options = SimulationOptions()
        options.canvasSize = CGSize(width: 300, height: 300)
        options.safeArea = EdgeInsets()
        options.duration = duration
        let deck = TimelineView(schedule) { context in
            Color.red.frame(width: 50, height: 50).accessibilityIdentifier("dot")
                .offset(x: context.date.timeIntervalSinceReferenceDate * 100)
        }
        return try Simulation(deck, options: options).frames().map {
            try XCTUnwrap($0.identifiedViews.first { $0.identifier == "dot" }).transform[4] - 125
        }
    }

    func testAPeriodicTimelineStepsAtItsDates() throws {
        // Every 0.25 s from 0: the date is the latest step not after the frame's time.
        let x = try xs(.periodic(from: Date(timeIntervalSinceReferenceDate: 0), by: 0.25), duration: 1)
        XCTAssertEqual(x[0], 0, accuracy: 1e-9)
        XCTAssertEqual(x[14], 0, accuracy: 1e-9)
        XCTAssertEqual(x[15], 25, accuracy: 1e-9)
        XCTAssertEqual(x[44], 50, accuracy: 1e-9)
        XCTAssertEqual(x[45], 75, accuracy: 1e-9)
    }

    func testAnAnimationTimelineFollowsEveryDisplayFrame() throws {
        let x = try xs(.animation, duration: 1)
        XCTAssertEqual(x[30], 50, accuracy: 1e-6)
        XCTAssertEqual(x[45], 75, accuracy: 1e-6)
    }

    func testAStartReadFromTheWallClockCountsFromTheSimulationsStart() throws {
        let x = try xs(.periodic(from: .now, by: 0.5), duration: 1)
        XCTAssertEqual(x[29], 0, accuracy: 1e-9)
        XCTAssertEqual(x[30], 50, accuracy: 1e-9)
    }
}
