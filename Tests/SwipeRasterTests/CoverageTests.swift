import SwipeMath
import XCTest
import SwipeRaster

/// Coverage against analytic truths.
final class CoverageTests: XCTestCase {
    /// Sum of alpha / 255 over the pixmap, in pixels.
    func coveredArea(_ p: Pixmap) -> Double {
        var sum = 0
        var i = 3
        while i < p.bytes.count { sum += Int(p.bytes[i]); i += 4 }
        return Double(sum) / 255
    }

    func draw(_ path: Path, size: Int = 128, transform: Transform = .identity, rule: FillRule = .nonZero) throws -> Pixmap {
        let canvas = try Canvas(width: size, height: size)
        try canvas.fill(path, color: .black, transform: transform, fillRule: rule)
        return canvas.pixmap
    }

    func testCircleAreaWithinHalfPercent() throws {
        let r = 40.3
        let p = try draw(.circle(center: Point(64.2, 63.7), radius: r))
        let expected = Double.pi * r * r
        XCTAssertEqual(coveredArea(p), expected, accuracy: expected * 0.005)
    }

    func testRotatedSquareArea() throws {
        let square = Path.rect(Rect(x: -30, y: -30, width: 60, height: 60))
        let t = Transform.rotation(degrees: 27).concatenating(.translation(x: 64.3, y: 63.9))
        let p = try draw(square, transform: t)
        XCTAssertEqual(coveredArea(p), 3600, accuracy: 3600 * 0.005)
    }

    func testRoundedRectArea() throws {
        let r = 12.0
        let rect = Rect(x: 10.5, y: 20.25, width: 100, height: 70)
        let p = try draw(.roundedRect(rect, cornerRadius: r, style: .circular))
        let expected = 100 * 70 - (4 - Double.pi) * r * r
        XCTAssertEqual(coveredArea(p), expected, accuracy: expected * 0.005)
    }

    func testHalfCoveredPixelIs127Or128() throws {
        let p = try draw(.rect(Rect(x: 10, y: 10, width: 20.5, height: 20)))
        let alpha = p.pixel(x: 30, y: 15)! >> 24
        XCTAssertTrue(alpha == 127 || alpha == 128, "alpha \(alpha)")
        XCTAssertEqual(p.pixel(x: 29, y: 15)! >> 24, 255)
        XCTAssertEqual(p.pixel(x: 31, y: 15)! >> 24, 0)
    }

    func testIntegerAlignedOpaqueRectIsExact() throws {
        let color = try Color(hex: "#3478F6")
        let canvas = try Canvas(width: 64, height: 48)
        try canvas.fill(.rect(Rect(x: 8, y: 5, width: 40, height: 30)), color: color)
        let p = canvas.pixmap
        for y in 0..<48 {
            for x in 0..<64 {
                let inside = x >= 8 && x < 48 && y >= 5 && y < 35
                XCTAssertEqual(p.pixel(x: x, y: y)!, inside ? color.premultiplied : 0, "(\(x), \(y))")
            }
        }
    }

    /// A five-pointed star drawn in one stroke: the pentagon in the middle has winding 2.
    func testNonZeroAndEvenOddOnStar() throws {
        var star = Path()
        for k in 0..<5 {
            let (s, c) = DeterministicMath.sinCos(degrees: -90 + Double(k) * 144)
            let p = Point(64 + 50 * c, 64 + 50 * s)
            if k == 0 { star.move(to: p) } else { star.line(to: p) }
        }
        star.close()
        let nonZero = try draw(star, rule: .nonZero)
        let evenOdd = try draw(star, rule: .evenOdd)
        XCTAssertEqual(nonZero.pixel(x: 64, y: 64)! >> 24, 255)
        XCTAssertEqual(evenOdd.pixel(x: 64, y: 64)! >> 24, 0)
        // A point inside a tip is covered by both rules.
        XCTAssertEqual(nonZero.pixel(x: 64, y: 22)! >> 24, 255)
        XCTAssertEqual(evenOdd.pixel(x: 64, y: 22)! >> 24, 255)
        // Star area: the even-odd picture lacks the inner pentagon.
        let rInner = 50 * DeterministicMath.sinCos(degrees: 18).sin / DeterministicMath.sinCos(degrees: 54).sin
        let pentagon = 2.5 * rInner * rInner * DeterministicMath.sinCos(degrees: 72).sin
        XCTAssertEqual(coveredArea(nonZero) - coveredArea(evenOdd), pentagon, accuracy: pentagon * 0.01)
    }

    func testShapesOutsideThePixmapAreClipped() throws {
        let p = try draw(.rect(Rect(x: -1000, y: -50, width: 1064, height: 5000)), size: 128)
        XCTAssertEqual(p.pixel(x: 0, y: 0)! >> 24, 255)
        XCTAssertEqual(p.pixel(x: 63, y: 127)! >> 24, 255)
        XCTAssertEqual(p.pixel(x: 64, y: 127)! >> 24, 0)
        XCTAssertEqual(coveredArea(p), 64 * 128, accuracy: 0.001)
    }
}
