import Foundation
import SwipeUI
import XCTest

/// `SpatialTapGesture` and `onTapGesture { location in … }`: the tap's location in the view's
/// own space.
final class SpatialTapGestureTests: XCTestCase {
    final class Log { var locations: [CGPoint] = [] }

    func testATapReportsWhereItLandedInTheView() throws {
        // The 300-pt-high stack is centred on 390 × 844 with no safe area: the 200 × 200 view
        // sits at (95, 272), so a tap at (145, 322) is (50, 50) in it; the 200 × 100 view
        // below sits at (95, 472), so a tap at (105, 502) is (10, 30) in it.
        let log = Log()
        var options = SimulationOptions()
        options.canvasSize = CGSize(width: 390, height: 844)
        options.safeArea = EdgeInsets()
        options.duration = 1
        let deck = VStack(spacing: 0) {
            Color.red.frame(width: 200, height: 200)
                .gesture(SpatialTapGesture().onEnded { log.locations.append($0.location) })
            Color.blue.frame(width: 200, height: 100)
                .onTapGesture { location in log.locations.append(location) }
        }
        _ = try Simulation(
            deck, script: [.tap(at: CGPoint(x: 145, y: 322)), .wait(0.3), .tap(at: CGPoint(x: 105, y: 502))],
            options: options
        ).frames()
        XCTAssertEqual(log.locations, [CGPoint(x: 50, y: 50), CGPoint(x: 10, y: 30)])
    }
}
