import XCTest
import SwipeRaster

/// `Path.stroked`, dashes, `Path.trimmed`, `Path.contains` and uneven corner radii, measured by
/// point tests on the outline (nonzero winding) and by filled area.
final class StrokerTests: XCTestCase {
    let tolerance = Path.flatteningTolerance

    func coveredArea(_ path: Path, size: Int = 160) throws -> Double {
        let canvas = try Canvas(width: size, height: size)
        try canvas.fill(path, color: .black)
        var sum = 0
        var i = 3
        while i < canvas.pixmap.bytes.count { sum += Int(canvas.pixmap.bytes[i]); i += 4 }
        return Double(sum) / 255
    }

    func line(_ a: Point, _ b: Point) -> Path {
        var p = Path()
        p.move(to: a)
        p.line(to: b)
        return p
    }

    func testASegmentIsOffsetByHalfTheWidthOnEachSide() {
        let outline = line(Point(10, 50), Point(110, 50)).stroked(Stroke(lineWidth: 8), tolerance: tolerance)
        XCTAssertTrue(outline.contains(Point(60, 46.1), tolerance: tolerance))
        XCTAssertTrue(outline.contains(Point(60, 53.9), tolerance: tolerance))
        XCTAssertFalse(outline.contains(Point(60, 45.9), tolerance: tolerance))
        XCTAssertFalse(outline.contains(Point(9.9, 50), tolerance: tolerance), "butt: ends at the endpoint")
        let square = line(Point(10, 50), Point(110, 50)).stroked(Stroke(lineWidth: 8, cap: .square), tolerance: tolerance)
        XCTAssertTrue(square.contains(Point(6.1, 46.1), tolerance: tolerance))
        XCTAssertFalse(square.contains(Point(5.9, 50), tolerance: tolerance))
        let round = line(Point(10, 50), Point(110, 50)).stroked(Stroke(lineWidth: 8, cap: .round), tolerance: tolerance)
        XCTAssertTrue(round.contains(Point(6.1, 50), tolerance: tolerance))
        XCTAssertFalse(round.contains(Point(6.5, 46.5), tolerance: tolerance), "round: 4.95 from the end")
    }

    func testStrokedAreasMatchTheirGeometry() throws {
        let a = Point(20, 80), b = Point(140, 80)
        XCTAssertEqual(try coveredArea(line(a, b).stroked(Stroke(lineWidth: 10), tolerance: tolerance)), 1200, accuracy: 0.5)
        XCTAssertEqual(try coveredArea(line(a, b).stroked(Stroke(lineWidth: 10, cap: .square), tolerance: tolerance)), 1300, accuracy: 0.5)
        // The cap discs are polygons with chords 0.05 inside the circle: ≈ ⅔ · 0.05 · 2π · 5 less.
        XCTAssertEqual(try coveredArea(line(a, b).stroked(Stroke(lineWidth: 10, cap: .round), tolerance: tolerance)), 1200 + Double.pi * 25, accuracy: 1.5)
    }

    func testAClosedRectangleStrokedWithMitersIsTheGrowAndShrinkRing() throws {
        let r = Rect(x: 20.3, y: 30.6, width: 100, height: 60)
        let general = Path.rect(r).stroked(Stroke(lineWidth: 6), tolerance: tolerance)
        let ring = Shape.rect(r).strokeOutline(lineWidth: 6)
        // Within the overlap at the four inner corners: there two pieces' partial pixels add up
        // (at most 0.18 px² each here; see `Path.stroked`).
        XCTAssertEqual(try coveredArea(general), try coveredArea(ring), accuracy: 0.8)
        // A closed subpath is joined at its start: its corner is square.
        XCTAssertTrue(general.contains(Point(17.4, 27.7), tolerance: tolerance))
    }

    func testAStrokedCircleIsTheAnnulusToWithinTheTolerance() throws {
        let circle = Path.ellipse(in: Rect(x: 20, y: 20, width: 120, height: 120))
        // Within 0.5 %: the segment rectangles of a curve overlap on its inner side, where
        // partial pixels add up (see `Path.stroked`).
        let expected = Double.pi * (64 * 64 - 56 * 56)
        for join in [LineJoin.miter, .round, .bevel] {
            XCTAssertEqual(try coveredArea(circle.stroked(Stroke(lineWidth: 8, join: join), tolerance: tolerance)), expected, accuracy: expected * 0.005)
        }
    }

    func testJoinsAtARightAngle() {
        var corner = Path()
        corner.move(to: Point(0, 50))
        corner.line(to: Point(50, 50))
        corner.line(to: Point(50, 0))
        let outer = Point(54.5, 54.5)  // inside the miter square [50, 55]², outside the bevel and disc
        XCTAssertTrue(corner.stroked(Stroke(lineWidth: 10, join: .miter), tolerance: tolerance).contains(outer, tolerance: tolerance))
        XCTAssertFalse(corner.stroked(Stroke(lineWidth: 10, join: .bevel), tolerance: tolerance).contains(outer, tolerance: tolerance))
        XCTAssertFalse(corner.stroked(Stroke(lineWidth: 10, join: .round), tolerance: tolerance).contains(outer, tolerance: tolerance))
        XCTAssertTrue(corner.stroked(Stroke(lineWidth: 10, join: .round), tolerance: tolerance).contains(Point(53.4, 53.4), tolerance: tolerance))
        // The miter ratio of a right angle is √2: a limit just below bevels it, just above keeps it.
        XCTAssertFalse(corner.stroked(Stroke(lineWidth: 10, miterLimit: 1.414), tolerance: tolerance).contains(outer, tolerance: tolerance))
        XCTAssertTrue(corner.stroked(Stroke(lineWidth: 10, miterLimit: 1.415), tolerance: tolerance).contains(outer, tolerance: tolerance))
    }

    func testASharpTurnBeyondTheMiterLimitIsBevelled() {
        // A 10° spike: its miter would reach w/2 / sin(5°) ≈ 57 past the tip.
        var spike = Path()
        spike.move(to: Point(0, 0))
        spike.line(to: Point(100, 0))
        spike.line(to: Point(100 - 100 * cos(10 * Double.pi / 180), 100 * sin(10 * Double.pi / 180)))
        let outline = spike.stroked(Stroke(lineWidth: 10), tolerance: tolerance)
        XCTAssertFalse(outline.contains(Point(110, 0.5), tolerance: tolerance))
        XCTAssertTrue(outline.contains(Point(100.3, 0.2), tolerance: tolerance), "inside the bevel")
    }

    func testDashesCutTheLineAtThePatternLengths() {
        let pieces = Path.dashes(of: Polyline(points: [Point(0, 0), Point(100, 0)], isClosed: false), pattern: [10, 10], phase: 0)
        XCTAssertEqual(pieces.map { $0.points.map(\.x) }, [[0, 10], [20, 30], [40, 50], [60, 70], [80, 90]])
        // A phase shifts the pattern back; an odd list repeats ([5] is 5 on, 5 off).
        let shifted = Path.dashes(of: Polyline(points: [Point(0, 0), Point(30, 0)], isClosed: false), pattern: [10, 10], phase: 15)
        XCTAssertEqual(shifted.map { $0.points.map(\.x) }, [[5, 15], [25, 30]])
        XCTAssertEqual(Stroke(lineWidth: 1, dash: [5]).dashPattern, [5, 5])
        // Dashes follow corners, keeping the vertex.
        let around = Path.dashes(of: Polyline(points: [Point(0, 0), Point(10, 0), Point(10, 10)], isClosed: false), pattern: [15, 100], phase: 0)
        XCTAssertEqual(around.first?.points, [Point(0, 0), Point(10, 0), Point(10, 5)])
    }

    func testPatternsThatCannotBeWalkedDrawSolidAndTinyOnesStayBounded() {
        XCTAssertNil(Stroke(lineWidth: 1, dash: [0, 0]).dashPattern)
        XCTAssertNil(Stroke(lineWidth: 1, dash: [4, -1]).dashPattern)
        XCTAssertNil(Stroke(lineWidth: 1, dash: [.nan]).dashPattern)
        let tiny = Path.dashes(of: Polyline(points: [Point(0, 0), Point(1e6, 0)], isClosed: false), pattern: [1e-3, 1e-3], phase: 0)
        XCTAssertEqual(tiny.count, 1, "drawn solid rather than cut into 10⁹ pieces")
    }

    func testTrimTakesAFractionOfTheTotalLength() {
        let square = Path.rect(Rect(x: 0, y: 0, width: 10, height: 10))  // length 40, from the top left
        let half = square.trimmed(from: 0, to: 0.5, tolerance: tolerance)
        XCTAssertEqual(half.elements, [.move(Point(0, 0)), .line(Point(10, 0)), .line(Point(10, 10))])
        let middle = square.trimmed(from: 0.125, to: 0.375, tolerance: tolerance)
        XCTAssertEqual(middle.elements, [.move(Point(5, 0)), .line(Point(10, 0)), .line(Point(10, 5))])
        XCTAssertEqual(square.trimmed(from: 0, to: 1, tolerance: tolerance), square, "the whole path unchanged")
        XCTAssertTrue(square.trimmed(from: 0.6, to: 0.4, tolerance: tolerance).isEmpty)
    }

    func testContainsUsesTheWindingRule() {
        // Two overlapping squares the same way round: nonzero covers the overlap, even-odd not.
        var two = Path.rect(Rect(x: 0, y: 0, width: 10, height: 10))
        two.append(.rect(Rect(x: 5, y: 5, width: 10, height: 10)))
        XCTAssertTrue(two.contains(Point(7, 7), tolerance: tolerance))
        XCTAssertFalse(two.contains(Point(7, 7), fillRule: .evenOdd, tolerance: tolerance))
        XCTAssertFalse(two.contains(Point(12, 2), tolerance: tolerance))
        // A hole traversed backwards is empty under nonzero.
        var ring = Path.rect(Rect(x: 0, y: 0, width: 10, height: 10))
        ring.append(Path.rect(Rect(x: 3, y: 3, width: 4, height: 4)).reversed())
        XCTAssertFalse(ring.contains(Point(5, 5), tolerance: tolerance))
        XCTAssertTrue(ring.contains(Point(1, 5), tolerance: tolerance))
    }

    func testUnevenCornersRoundEachCornerByItsOwnRadius() throws {
        let r = Rect(x: 20, y: 20, width: 120, height: 100)
        let radii = CornerRadii(topLeft: 30, topRight: 0, bottomRight: 10, bottomLeft: 0)
        let circular = Path.roundedRect(r, cornerRadii: radii, style: .circular)
        // Area: the rectangle minus (1 − π/4)·r² per rounded corner.
        // To within the rasterizer's chords (0.05 px inside the arcs: ≈ ⅔ · 0.05 · 63 px²).
        XCTAssertEqual(try coveredArea(circular), 12000 - (1 - Double.pi / 4) * (900 + 100), accuracy: 3)
        XCTAssertFalse(circular.contains(Point(22, 22), tolerance: tolerance))
        XCTAssertTrue(circular.contains(Point(139, 21), tolerance: tolerance))
        let equal = CornerRadii(topLeft: 12, topRight: 12, bottomRight: 12, bottomLeft: 12)
        XCTAssertEqual(Path.roundedRect(r, cornerRadii: equal, style: .continuous), Path.roundedRect(r, cornerRadius: 12, style: .continuous))
    }

    func testStrokingIsDeterministicAndIgnoresBadWidths() {
        let circle = Path.ellipse(in: Rect(x: 0, y: 0, width: 50, height: 30))
        let stroke = Stroke(lineWidth: 3, cap: .round, join: .round, dash: [4, 2], dashPhase: 1)
        XCTAssertEqual(circle.stroked(stroke, tolerance: tolerance), circle.stroked(stroke, tolerance: tolerance))
        XCTAssertTrue(circle.stroked(Stroke(lineWidth: 0), tolerance: tolerance).isEmpty)
        XCTAssertTrue(circle.stroked(Stroke(lineWidth: .infinity), tolerance: tolerance).isEmpty)
        XCTAssertTrue(circle.stroked(Stroke(lineWidth: -2), tolerance: tolerance).isEmpty)
        XCTAssertTrue(circle.stroked(stroke, tolerance: tolerance).isFinite)
    }

    /// `Path.polylineOutline`: a 2-wide horizontal line through y = 10 covers rows 9 and 10 in
    /// full and nothing above or below; its round caps reach w/2 = 1 beyond the end points; a
    /// single point or a zero width is no line.
    func testPolylineOutlineHasEvenWidthAndRoundCaps() throws {
        let canvas = try Canvas(width: 40, height: 20)
        canvas.clear(.white)
        try canvas.fill(.polylineOutline([Point(4, 10), Point(20, 10), Point(36, 10)], width: 2), color: .black)
        for x in [8, 20, 32] {
            XCTAssertEqual(canvas.pixmap.pixel(x: x, y: 9), Color.black.premultiplied, "x \(x)")
            XCTAssertEqual(canvas.pixmap.pixel(x: x, y: 10), Color.black.premultiplied, "x \(x)")
            XCTAssertEqual(canvas.pixmap.pixel(x: x, y: 8), Color.white.premultiplied, "x \(x)")
            XCTAssertEqual(canvas.pixmap.pixel(x: x, y: 11), Color.white.premultiplied, "x \(x)")
        }
        // The caps: half discs of radius 1 on (4, 10) and (36, 10) reach x = 3 and x = 37.
        XCTAssertNotEqual(canvas.pixmap.pixel(x: 3, y: 9), Color.white.premultiplied)
        XCTAssertEqual(canvas.pixmap.pixel(x: 1, y: 9), Color.white.premultiplied)
        XCTAssertNotEqual(canvas.pixmap.pixel(x: 36, y: 10), Color.white.premultiplied)
        XCTAssertEqual(canvas.pixmap.pixel(x: 38, y: 10), Color.white.premultiplied)
        XCTAssertTrue(Path.polylineOutline([Point(1, 1)], width: 2).isEmpty)
        XCTAssertTrue(Path.polylineOutline([Point(1, 1), Point(5, 1)], width: 0).isEmpty)
    }
}
