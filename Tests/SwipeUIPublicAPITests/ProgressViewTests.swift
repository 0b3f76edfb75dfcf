import Foundation
import SwipeUI
import XCTest

/// `ProgressView` through the public API: a bar filled to its fraction in the tint colour
/// over the system-fill track, and a spinner that turns once a second on the virtual clock.
final class ProgressViewTests: XCTestCase {
    func options(duration: Double) -> SimulationOptions {
        var options = SimulationOptions()
        options.canvasSize = CGSize(width: 240, height: 100)
        options.safeArea = EdgeInsets()
        options.duration = duration
        return options
    }

    func pixel(_ frame: Frame, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * frame.width + x) * 4
        return Array(frame.premultipliedRGBA[i..<i + 4])
    }

    func testABarIsFilledToItsFractionInTheTint() throws {
        let view = ProgressView(value: 3, total: 12).tint(.pink).frame(width: 200)
        let frame = try XCTUnwrap(Simulation(view, options: options(duration: 0)).frames().first)
        // The 200 × 4 pt bar is centred: x 20…220, y 48…52; a quarter is filled.
        XCTAssertEqual(pixel(frame, 40, 50), [255, 45, 85, 255], "the fill is the tint (iOS pink)")
        let track = pixel(frame, 150, 50)
        XCTAssertTrue(track[0] == track[1] && track[0] < 255 && track[0] > 200, "the track is a light grey: \(track)")
        XCTAssertEqual(pixel(frame, 150, 45), [255, 255, 255, 255], "nothing above the 4 pt bar")
    }

    func testTheSpinnerTurnsOnceASecond() throws {
        let frames = try Simulation(ProgressView(), options: options(duration: 1)).frames()
        func rotation(_ frame: Frame) -> Double? {
            frame.screenValues.first { $0.name.hasSuffix("rotationEffect") && $0.components.count == 1 }?.components.first
        }
        XCTAssertEqual(try XCTUnwrap(rotation(frames[15])), 90, accuracy: 1e-6)
        XCTAssertEqual(try XCTUnwrap(rotation(frames[30])), 180, accuracy: 1e-6)
        XCTAssertNotEqual(frames[0].premultipliedRGBA, frames[4].premultipliedRGBA)
        let again = try Simulation(ProgressView(), options: options(duration: 1)).frames()
        XCTAssertEqual(frames.map(\.premultipliedRGBA), again.map(\.premultipliedRGBA))
    }
}
