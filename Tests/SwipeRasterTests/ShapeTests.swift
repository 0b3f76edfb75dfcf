import XCTest
import SwipeRaster

final class ShapeTests: XCTestCase {
    func coveredArea(_ path: Path, size: Int = 160) throws -> Double {
        let canvas = try Canvas(width: size, height: size)
        try canvas.fill(path, color: .black)
        var sum = 0
        var i = 3
        while i < canvas.pixmap.bytes.count { sum += Int(canvas.pixmap.bytes[i]); i += 4 }
        return Double(sum) / 255
    }

    func testRectStrokeOutlineArea() throws {
        let r = Rect(x: 20.3, y: 30.6, width: 100, height: 60)
        let ring = Shape.rect(r).strokeOutline(lineWidth: 6)
        let expected = 106.0 * 66 - 94 * 54
        XCTAssertEqual(try coveredArea(ring), expected, accuracy: expected * 0.005)
    }

    func testCircleStrokeOutlineArea() throws {
        let ring = Shape.ellipse(Rect(x: 20, y: 20, width: 120, height: 120)).strokeOutline(lineWidth: 8)
        let expected = Double.pi * (64 * 64 - 56 * 56)
        XCTAssertEqual(try coveredArea(ring), expected, accuracy: expected * 0.005)
    }

    func testRoundedRectStrokeOutlineArea() throws {
        // Outer radius 14, inner 6: each is a rect minus (4 − π) r² of corner.
        let ring = Shape.roundedRect(Rect(x: 20, y: 20, width: 110, height: 80), cornerRadius: 10, style: .circular)
            .strokeOutline(lineWidth: 8)
        let outer = 118.0 * 88 - (4 - Double.pi) * 196
        let inner = 102.0 * 72 - (4 - Double.pi) * 36
        XCTAssertEqual(try coveredArea(ring), outer - inner, accuracy: (outer - inner) * 0.005)
    }

    /// The outline starts at the middle of the right edge, as Apple's
    /// `Path.addRoundedRect(in:cornerSize:style:transform:)` does, and runs down the edge to the
    /// bottom-right corner, which begins 1.528665·r before the corner.
    func testContinuousCornerStartsAtDocumentedDistance() {
        let path = Path.roundedRect(Rect(x: 0, y: 0, width: 200, height: 100), cornerRadius: 20, style: .continuous)
        guard case .move(let start) = path.elements.first else { return XCTFail("no move") }
        XCTAssertEqual(start, Point(x: 200, y: 50))
        guard case .line(let cornerStart) = path.elements[1] else { return XCTFail("no line down the right edge") }
        XCTAssertEqual(cornerStart.x, 200)
        XCTAssertEqual(cornerStart.y, 100 - 1.528665 * 20, accuracy: 1e-9)
    }

    /// The circular style starts at the same place; a capsule's end is all corner, so no
    /// zero-length line comes first.
    func testCircularRoundedRectAndCapsuleStartAtTheMiddleOfTheRightEdge() {
        let path = Path.roundedRect(Rect(x: 0, y: 0, width: 200, height: 100), cornerRadius: 20, style: .circular)
        XCTAssertEqual(path.elements.first, .move(Point(x: 200, y: 50)))
        XCTAssertEqual(path.elements[1], .line(Point(x: 200, y: 80)))
        let capsule = Path.roundedRect(Rect(x: 0, y: 0, width: 200, height: 100), cornerRadius: 50, style: .circular)
        XCTAssertEqual(capsule.elements.first, .move(Point(x: 200, y: 50)))
        guard case .cubic = capsule.elements[1] else { return XCTFail("the right end's curve comes first") }
    }

    /// When 1.528665·r exceeds half the short side, the continuous style draws the short ends
    /// as circular arcs of radius min(w, h)/2 (iOS's capsule): the 45° point of each end's arc
    /// lies (1 − 1/√2)·40 = 11.716 in from both edges, and the path is exactly the circular
    /// style's of that radius. Below the threshold the profile is the squircle.
    func testContinuousCornersThatDoNotFitBecomeACapsuleOfCircularArcs() throws {
        let rect = Rect(x: 10, y: 10, width: 120, height: 80)
        let continuous = Path.roundedRect(rect, cornerRadius: 30, style: .continuous)
        XCTAssertEqual(continuous.elements, Path.roundedRect(rect, cornerRadius: 40, style: .circular).elements)
        // A 50 × 50 square of radius 25 is a circle's outline: its top-left 45° point.
        let square = Path.roundedRect(Rect(x: 0, y: 0, width: 50, height: 50), cornerRadius: 25, style: .continuous)
        let inset = 25 * (1 - 1 / 2.0.squareRoot())
        XCTAssertTrue(square.contains(Point(inset + 0.05, inset + 0.05), tolerance: 0.001))
        XCTAssertFalse(square.contains(Point(inset - 0.05, inset - 0.05), tolerance: 0.001))
        // 1.528665 · 26 = 39.75 fits half of 80: the squircle, starting 39.75 before the corner.
        let fits = Path.roundedRect(rect, cornerRadius: 26, style: .continuous)
        XCTAssertNotEqual(fits.elements, Path.roundedRect(rect, cornerRadius: 26, style: .circular).elements)
        XCTAssertTrue(
            fits.elements.contains { element in
                if case .line(let p) = element { return abs(p.x - 130) < 1e-9 && abs(p.y - (90 - 1.528665 * 26)) < 1e-9 }
                return false
            }, "the right side runs straight to 1.528665·r before the bottom-right corner")
    }

    /// The two corner styles differ in shape but cut a similar area for the same radius.
    func testCornerStylesDifferButCutSimilarArea() throws {
        let rect = Rect(x: 10, y: 10, width: 140, height: 100)
        let circular = try coveredArea(.roundedRect(rect, cornerRadius: 20, style: .circular))
        let continuous = try coveredArea(.roundedRect(rect, cornerRadius: 20, style: .continuous))
        XCTAssertLessThan(abs(circular - continuous), 0.01 * circular)
        XCTAssertNotEqual(circular, continuous)
    }

    func testContainsFollowsTheOutlineEdgesIncluded() {
        let r = Rect(x: 10, y: 20, width: 100, height: 40)
        XCTAssertEqual(Shape.rect(r).bounds, r)
        XCTAssertTrue(Shape.rect(r).contains(Point(10, 60)))
        XCTAssertFalse(Shape.rect(r).contains(Point(9.99, 30)))
        // Ellipse: semi-axes 50 and 20 about (60, 40).
        let ellipse = Shape.ellipse(r)
        XCTAssertTrue(ellipse.contains(Point(110, 40)))
        XCTAssertTrue(ellipse.contains(Point(60 + 50 * 0.6, 40 + 20 * 0.79)))
        XCTAssertFalse(ellipse.contains(Point(60 + 50 * 0.6, 40 + 20 * 0.81)))
        XCTAssertFalse(Shape.ellipse(Rect(x: 0, y: 0, width: 0, height: 10)).contains(Point(0, 5)))
        // Rounded corner of radius 10 centred at (20, 30): (20 − 10/√2, 30 − 10/√2) is on the arc.
        let rounded = Shape.roundedRect(r, cornerRadius: 10, style: .continuous)
        let d = 10 / 2.0.squareRoot()
        XCTAssertTrue(rounded.contains(Point(20 - d + 0.01, 30 - d + 0.01)))
        XCTAssertFalse(rounded.contains(Point(20 - d - 0.01, 30 - d - 0.01)))
        XCTAssertTrue(rounded.contains(Point(10, 30)))
        // A radius past half the shorter side acts as a capsule's (20).
        let capsule = Shape.roundedRect(r, cornerRadius: 500, style: .circular)
        XCTAssertTrue(capsule.contains(Point(10, 40)))
        XCTAssertFalse(capsule.contains(Point(12, 22)))
        XCTAssertTrue(capsule.contains(Point(60, 20)))
    }
}
