import XCTest
import SwipeRaster

final class ClipIndependenceTests: XCTestCase {
    /// A shape's pixels inside a clip are the same whatever else the clip covers: coverage is
    /// computed against the canvas, not the clip's bounds.
    func testCoverageDoesNotDependOnClipBounds() throws {
        let shape = Path.roundedRect(Rect(x: -40, y: -50, width: 80, height: 100), cornerRadius: 12)
        let t = Transform.rotation(degrees: 11).concatenating(.translation(x: 60.3, y: 64.8))
        let gradient = Paint.linearGradient(LinearGradient(start: Point(0, -50), end: Point(0, 50), colors: [.black, .white]))
        func draw(clip: Rect?) throws -> Pixmap {
            let canvas = try Canvas(width: 128, height: 128)
            if let clip { try canvas.clip(to: .rect(clip)) }
            try canvas.fill(shape, paint: gradient, transform: t)
            return canvas.pixmap
        }
        let free = try draw(clip: nil)
        let wide = try draw(clip: Rect(x: 0, y: 0, width: 128, height: 128))
        let left = try draw(clip: Rect(x: 0, y: 0, width: 61, height: 128))
        let band = try draw(clip: Rect(x: 10, y: 30, width: 100, height: 20))
        XCTAssertEqual(free, wide)
        for y in 0..<128 {
            for x in 0..<128 {
                if x < 61 { XCTAssertEqual(left.pixel(x: x, y: y), free.pixel(x: x, y: y), "(\(x), \(y))") }
                if x >= 10, x < 110, y >= 30, y < 50 {
                    XCTAssertEqual(band.pixel(x: x, y: y), free.pixel(x: x, y: y), "(\(x), \(y))")
                }
            }
        }
    }
}
