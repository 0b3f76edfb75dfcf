import XCTest
import SwipeRaster

final class TransformTests: XCTestCase {
    func testConcatenationAppliesLeftFirst() {
        let t = Transform.scale(2).concatenating(.translation(x: 10, y: 5))
        XCTAssertEqual(t.apply(Point(1, 1)), Point(12, 7))
        let u = Transform.translation(x: 10, y: 5).concatenating(.scale(2))
        XCTAssertEqual(u.apply(Point(1, 1)), Point(22, 12))
    }

    func testInverseUndoesTransform() throws {
        let t = Transform.rotation(degrees: 37).concatenating(.scale(x: 1.5, y: 0.75)).concatenating(.translation(x: -4, y: 9))
        let back = try t.inverted()
        for p in [Point(0, 0), Point(3, -7), Point(100, 250)] {
            let q = back.apply(t.apply(p))
            XCTAssertEqual(q.x, p.x, accuracy: 1e-12)
            XCTAssertEqual(q.y, p.y, accuracy: 1e-12)
        }
        XCTAssertEqual(t.determinant, 1.5 * 0.75, accuracy: 1e-12)
        XCTAssertThrowsError(try Transform(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0).inverted())
        XCTAssertThrowsError(try Transform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0).inverted())
    }

    func testRotationAboutAnchorKeepsAnchor() {
        let t = Transform.rotation(degrees: 33, about: Point(50, 40))
        let p = t.apply(Point(50, 40))
        XCTAssertEqual(p.x, 50, accuracy: 1e-12)
        XCTAssertEqual(p.y, 40, accuracy: 1e-12)
    }

    func testScaleFactors() {
        let t = Transform.rotation(degrees: 20).concatenating(.scale(x: 3, y: 2))
        XCTAssertEqual(t.maximumScale, 3, accuracy: 1e-9)
        XCTAssertEqual(t.minimumScale, 2, accuracy: 1e-9)
    }

    func testColorHelpers() throws {
        XCTAssertEqual(Color.white.withOpacity(0.5).alpha, 128)
        XCTAssertEqual(Color(red: 1.0, green: 0.5, blue: 0, opacity: 1), Color(red: 255, green: 128, blue: 0, alpha: 255))
        XCTAssertEqual(Color(red: 200, green: 100, blue: 50, alpha: 128).premultiplied, 100 | 50 << 8 | 25 << 16 | 128 << 24)
        var p = try Pixmap(width: 3, height: 2)
        p.clear(try Color(hex: "#FF3B3080"))
        XCTAssertEqual(p.pixel(x: 2, y: 1), try Color(hex: "#FF3B3080").premultiplied)
    }
}
