import XCTest
import SwipeRaster

final class PaintTests: XCTestCase {
    /// Every (value, alpha) pair of one channel: source-over onto an opaque background equals
    /// round(v + d·(255 − a)/255) computed in exact rational arithmetic.
    func testSourceOverExactRoundingForAllPairs() {
        for alpha in 0...255 {
            for value in 0...255 {
                let a = UInt32(alpha), v = UInt32(min(value, alpha))
                for d: UInt32 in [0, 1, 77, 128, 200, 255] {
                    let source = v | v << 8 | v << 16 | a << 24
                    let destination = d | d << 8 | d << 16 | 255 << 24
                    let result = Blend.sourceOver(source, destination)
                    // round(d·(255−a)/255) with ties up, in integers: floor((2·d·(255−a) + 255) / 510).
                    let expected = v + (2 * d * (255 - a) + 255) / 510
                    XCTAssertEqual(result & 255, expected, "v \(v) a \(a) d \(d)")
                    XCTAssertEqual(result >> 24, 255)
                }
                // And scaling by coverage, the other product on the path.
                let scaled = Blend.scale(UInt32(value), by: UInt32(alpha))
                XCTAssertEqual(scaled, (2 * UInt32(value) * UInt32(alpha) + 255) / 510, "scale \(value)·\(alpha)")
            }
        }
    }

    func testGradientEndColoursAreExact() throws {
        let first = Color(red: 12, green: 200, blue: 99, alpha: 255)
        let last = Color(red: 250, green: 3, blue: 140, alpha: 255)
        let canvas = try Canvas(width: 100, height: 4)
        let gradient = LinearGradient(
            start: Point(10, 0), end: Point(90, 0),
            stops: [
                GradientStop(location: 0, color: first), GradientStop(location: 0.3, color: .white),
                GradientStop(location: 1, color: last),
            ])
        try canvas.fill(.rect(Rect(x: 0, y: 0, width: 100, height: 4)), paint: .linearGradient(gradient))
        for x in 0..<10 { XCTAssertEqual(canvas.pixmap.pixel(x: x, y: 1), first.premultiplied) }
        for x in 90..<100 { XCTAssertEqual(canvas.pixmap.pixel(x: x, y: 1), last.premultiplied) }
        // Monotone red channel from white to last past the middle stop.
        XCTAssertEqual(canvas.pixmap.pixel(x: 34, y: 1)! & 255, 255)
    }

    func testImageWithIdentityTransformReproducesSource() throws {
        var bytes: [UInt8] = []
        for y in 0..<37 {
            for x in 0..<53 {
                let a = UInt8((x * 7 + y * 3) % 256)
                let r = UInt8((x * 31) % 256), g = UInt8((y * 17) % 256), b = UInt8((x * y) % 256)
                bytes += [r, g, b, a]
            }
        }
        let source = try Pixmap(width: 53, height: 37, straightBytes: bytes)
        let canvas = try Canvas(width: 53, height: 37)
        try canvas.fill(
            .rect(Rect(x: 0, y: 0, width: 53, height: 37)), paint: .image(ImagePattern(source), transform: .identity))
        XCTAssertEqual(canvas.pixmap.bytes, source.bytes)
    }

    func testLayerOpacityCompositesGroupOnce() throws {
        let canvas = try Canvas(width: 20, height: 10)
        canvas.clear(.white)
        canvas.beginLayer(opacity: 0.5)
        try canvas.fill(.rect(Rect(x: 0, y: 0, width: 15, height: 10)), color: .black)
        try canvas.fill(.rect(Rect(x: 5, y: 0, width: 15, height: 10)), color: .black)
        canvas.endLayer()
        // Black at 50 % (alpha 128) over white, the same in the overlap: 255 − 128 = 127.
        for x in [2, 10, 17] { XCTAssertEqual(canvas.pixmap.pixel(x: x, y: 5), 0xFF7F_7F7F) }
    }

    func testClipToPathAndRestore() throws {
        let canvas = try Canvas(width: 40, height: 40)
        canvas.save()
        try canvas.clip(to: .rect(Rect(x: 10, y: 10, width: 20, height: 20)))
        try canvas.fill(.rect(Rect(x: 0, y: 0, width: 40, height: 40)), color: .black)
        canvas.restore()
        XCTAssertEqual(canvas.pixmap.pixel(x: 9, y: 15)! >> 24, 0)
        XCTAssertEqual(canvas.pixmap.pixel(x: 10, y: 15)! >> 24, 255)
        XCTAssertEqual(canvas.pixmap.pixel(x: 29, y: 29)! >> 24, 255)
        XCTAssertEqual(canvas.pixmap.pixel(x: 30, y: 29)! >> 24, 0)
        try canvas.fill(.rect(Rect(x: 0, y: 0, width: 5, height: 5)), color: .black)
        XCTAssertEqual(canvas.pixmap.pixel(x: 2, y: 2)! >> 24, 255)
    }

    func testNonInvertibleTransformThrows() {
        XCTAssertThrowsError(try Transform.scale(x: 0, y: 1).inverted()) { error in
            XCTAssertTrue("\(error)".contains("not invertible"))
        }
    }

    func testRotationIsClockwiseAndExactAtRightAngles() {
        let p = Transform.rotation(degrees: 90).apply(Point(1, 0))
        XCTAssertEqual(p, Point(0, 1))
        let q = Transform.rotation(degrees: -270).apply(Point(0, 1))
        XCTAssertEqual(q, Point(-1, 0))
    }
}
