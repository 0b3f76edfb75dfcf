import XCTest
import SwipeRaster

/// The sweep stops cell work after a row's last edge: the rest of the row must still come out
/// as before — empty for a closed shape, full when the shape runs past the right edge.
final class RasterizerTailTests: XCTestCase {
    func testRowAfterLastEdge() throws {
        let canvas = try Canvas(width: 300, height: 8)
        // A small square far from the right edge, and a band running off the right edge.
        try canvas.fill(.rect(Rect(x: 2.5, y: 0, width: 8, height: 4)), color: .black)
        try canvas.fill(.rect(Rect(x: 130.5, y: 4, width: 400, height: 4)), color: .black)
        func alpha(_ x: Int, _ y: Int) -> UInt32 { canvas.pixmap.pixel(x: x, y: y)! >> 24 }
        XCTAssertEqual(alpha(2, 1), 128)
        XCTAssertEqual(alpha(5, 1), 255)
        XCTAssertEqual(alpha(10, 1), 128)
        for x in [11, 64, 128, 200, 299] { XCTAssertEqual(alpha(x, 1), 0, "x \(x)") }
        XCTAssertEqual(alpha(129, 5), 0)
        XCTAssertEqual(alpha(130, 5), 128)
        for x in [131, 192, 256, 299] { XCTAssertEqual(alpha(x, 5), 255, "x \(x)") }
    }
}
