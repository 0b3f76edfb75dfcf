import XCTest
import SwipeRaster

/// Rounded cards in both corner styles at 0°, 7° and 45°, with a gradient, on one image.
final class CardReferenceTests: XCTestCase {
    func testRoundedCards() throws {
        let canvas = try Canvas(width: 256, height: 200)
        canvas.clear(Color(red: 242, green: 242, blue: 247, alpha: 255))
        let card = Rect(x: -28, y: -40, width: 56, height: 80)
        for (row, style) in [CornerStyle.circular, .continuous].enumerated() {
            for (column, angle) in [0.0, 7.0, 45.0].enumerated() {
                let t = Transform.rotation(degrees: angle)
                    .concatenating(.translation(x: 45.5 + Double(column) * 78, y: 50.25 + Double(row) * 98))
                let gradient = LinearGradient(
                    start: Point(0, -40), end: Point(0, 40),
                    colors: [Color(red: 255, green: 45, blue: 85, alpha: 255), Color(red: 255, green: 149, blue: 0, alpha: 255)])
                try canvas.fill(
                    .roundedRect(card, cornerRadius: 16, style: style), paint: .linearGradient(gradient), transform: t)
            }
        }
        ReferenceImage.assertMatches(canvas.pixmap, "cards-corner-styles")
    }
}
