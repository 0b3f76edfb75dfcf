import XCTest
import SwipeRaster

final class GradientReferenceTests: XCTestCase {
    /// Multi-stop gradients: horizontal, diagonal on a turned card, with a transparent stop.
    func testGradientReference() throws {
        let canvas = try Canvas(width: 200, height: 120)
        canvas.clear(.white)
        let rainbow = LinearGradient(
            start: Point(10, 0), end: Point(190, 0),
            colors: [
                Color(red: 255, green: 59, blue: 48, alpha: 255), Color(red: 255, green: 204, blue: 0, alpha: 255),
                Color(red: 52, green: 199, blue: 89, alpha: 255), Color(red: 0, green: 122, blue: 255, alpha: 255),
                Color(red: 175, green: 82, blue: 222, alpha: 255),
            ])
        try canvas.fill(.rect(Rect(x: 10, y: 8, width: 180, height: 30)), paint: .linearGradient(rainbow))
        let diagonal = LinearGradient(
            start: Point(-40, -30), end: Point(40, 30),
            stops: [
                GradientStop(location: 0, color: Color(red: 88, green: 86, blue: 214, alpha: 255)),
                GradientStop(location: 0.7, color: Color(red: 255, green: 45, blue: 85, alpha: 255)),
                GradientStop(location: 1, color: Color(red: 255, green: 45, blue: 85, alpha: 0)),
            ])
        try canvas.fill(
            .roundedRect(Rect(x: -45, y: -30, width: 90, height: 60), cornerRadius: 12), paint: .linearGradient(diagonal),
            transform: Transform.rotation(degrees: 15).concatenating(.translation(x: 60, y: 80)))
        let vertical = LinearGradient(start: Point(0, 50), end: Point(0, 110), colors: [.black, .white])
        try canvas.fill(.circle(center: Point(150, 80), radius: 30), paint: .linearGradient(vertical))
        ReferenceImage.assertMatches(canvas.pixmap, "gradients")
    }
}
