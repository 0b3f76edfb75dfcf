import SwipeUI
import XCTest

/// A gesture reports each update's location in its view's space as the view is at that update
/// (OpenSwiftUI `Event/Gesture/EventListenerPhase.swift` converts every event with the
/// responder's current geometry); its start location stays where touch-down put it.
final class GestureLocationTests: XCTestCase {
    final class Log { var locations: [CGPoint] = [], starts: [CGPoint] = [] }

    /// A 100-point square at the canvas centre that doubles in size (about its centre) once
    /// the finger has moved, its drag gesture inside the scale.
    struct Growing: View {
        let log: Log
        @State var grown = false
        var body: some View {
            Color.blue.frame(width: 100, height: 100)
                .gesture(
                    DragGesture(minimumDistance: 0).onChanged { value in
                        log.locations.append(value.location)
                        log.starts.append(value.startLocation)
                        grown = value.translation.width > 0
                    }
                )
                .scaleEffect(grown ? 2 : 1)
        }
    }

    func testLocationsFollowTheViewsScaleAtEachUpdate() throws {
        let log = Log()
        var options = SimulationOptions.smallTestCanvas
        options.touchRate = 60
        // The 240 × 400 canvas centres the square at (120, 200): local (50, 50).
        let script: [TouchStep] = [
            .path(
                [
                    TouchSample(time: 0, location: CGPoint(x: 130, y: 200)),
                    TouchSample(time: 0.1, location: CGPoint(x: 140, y: 200)),
                    TouchSample(time: 0.2, location: CGPoint(x: 160, y: 210)),
                ], release: false),
            .wait(0.1),
        ]
        _ = try Simulation(Growing(log: log), script: script, options: options).frames()
        let start = try XCTUnwrap(log.starts.first), last = try XCTUnwrap(log.locations.last)
        // Touch-down at scale 1: 10 points right of the centre is local (60, 50).
        XCTAssertEqual(start.x, 60, accuracy: 1e-9)
        XCTAssertEqual(start.y, 50, accuracy: 1e-9)
        // Scaled by 2 about the centre: (160, 210) is (40, 10) from it, local (50 + 20, 50 + 5);
        // converted at touch-down's scale it would read (100, 60).
        XCTAssertEqual(last.x, 70, accuracy: 1e-9)
        XCTAssertEqual(last.y, 55, accuracy: 1e-9)
        XCTAssertEqual(log.starts.last?.x ?? 0, 60, accuracy: 1e-9, "the start location stays where touch-down put it")
    }
}
