import XCTest
import SwipeRaster

final class LayerTests: XCTestCase {
    /// Nested layers multiply their opacities and a reused layer buffer starts clean.
    func testNestedLayersAndReuse() throws {
        let canvas = try Canvas(width: 10, height: 10)
        canvas.clear(.white)
        for _ in 0..<2 {
            canvas.beginLayer(opacity: 0.5)
            canvas.beginLayer(opacity: 0.5)
            try canvas.fill(.rect(Rect(x: 0, y: 0, width: 5, height: 10)), color: .black)
            canvas.endLayer()
            canvas.endLayer()
        }
        // Black at 128/255 then 128/255 again: alpha round(128·128/255) = 64 per pass; two
        // passes over white: 255 → 191 → 143 (each pass: v·(255 − 64)/255, rounded).
        let once = Blend.div255(255 * (255 - 64))
        let twice = Blend.div255(once * (255 - 64))
        XCTAssertEqual(canvas.pixmap.pixel(x: 2, y: 5)! & 255, twice)
        XCTAssertEqual(canvas.pixmap.pixel(x: 7, y: 5), 0xFFFF_FFFF)
        canvas.beginLayer(opacity: 1)
        canvas.endLayer()
        XCTAssertEqual(canvas.pixmap.pixel(x: 7, y: 5), 0xFFFF_FFFF)
    }
}
