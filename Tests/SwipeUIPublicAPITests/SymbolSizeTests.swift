import SwipeUI
import XCTest

/// An SF Symbol beside text: its frame is 1.2 × the font's point size (the room iOS gives it),
/// and its ink is the size iOS draws — a circle symbol as wide as the point size (iOS 17:
/// `checkmark.circle.fill` at `.body`, 17 pt, is a 17 × 17 pt disc).
final class SymbolSizeTests: XCTestCase {
    /// The inked columns and rows (dark on white), in pixels, and the symbol's frame in points.
    func measure(_ font: Font, scale: Double = 3) throws -> (ink: (width: Int, height: Int), frame: CGSize) {
        var options = SimulationOptions()
        options.canvasSize = CGSize(width: 100, height: 100)
        options.safeArea = EdgeInsets()
        options.scale = scale
        options.duration = 0
        let frame = try XCTUnwrap(
            try Simulation(
                Image(systemName: "checkmark.circle.fill").font(font).foregroundStyle(.black).accessibilityIdentifier("symbol"),
                options: options
            ).frames().first)
        let pixels = FramePixels(frame)
        var xs: [Int] = [], ys: [Int] = []
        for y in 0..<pixels.height {
            for x in 0..<pixels.width where pixels[x, y][0] < 128 { xs.append(x); ys.append(y) }
        }
        let size = try XCTUnwrap(frame.identifiedViews.first).size
        return ((xs.max()! - xs.min()! + 1, ys.max()! - ys.min()! + 1), size)
    }

    func testACircleSymbolIsAsWideAsItsFontAndItsFrameKeepsTheRoomBesideText() throws {
        let body = try measure(.body)
        // 17 pt at 3 px a point: 51 px, give or take a pixel of anti-aliasing at the 50 % cut.
        XCTAssertEqual(Double(body.ink.width), 51, accuracy: 1.5)
        XCTAssertEqual(Double(body.ink.height), 51, accuracy: 1.5)
        // The frame: 1.2 × 17 = 20.4 pt, on the 1/3 pt pixel grid.
        XCTAssertEqual(Double(body.frame.width), 20.4, accuracy: 1.0 / 3)
        let title = try measure(.system(size: 30))
        XCTAssertEqual(Double(title.ink.width), 90, accuracy: 1.5)
    }
}
