import XCTest
import SwipeRaster

/// Drawing under a projective (perspective) transform: straight edges land where the matrix
/// puts them, curves stay within the flattening tolerance after projection, images are sampled
/// through the inverse map, and what lies behind the eye is clipped, never divided by ~0.
final class ProjectiveTests: XCTestCase {
    let white = Color(red: 255, green: 255, blue: 255, alpha: 255)
    let black = Color(red: 0, green: 0, blue: 0, alpha: 255)

    /// A card 160 wide turned 50° about its vertical axis with perspective (w = 1 + x·s/d):
    /// CoreAnimation's m34 = −1/d with d = 200, centred on the canvas.
    func perspective(degrees: Double = 50, depth: Double = 200) -> ProjectiveTransform {
        let radians = degrees * Double.pi / 180
        let (s, c) = (sin(radians), cos(radians))
        // Local (x, y) about the card's centre → ((x·c) / w, y / w), w = 1 + x·s/d, then to the canvas centre.
        return ProjectiveTransform(m11: c, m12: 0, m13: s / depth, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)
            .concatenating(Transform.translation(x: 150, y: 120))
    }

    func coverage(_ canvas: Canvas, _ x: Int, _ y: Int) -> Int { 255 - Int(canvas.pixmap.bytes[(y * canvas.width + x) * 4]) }

    func testAnAffineProjectionDrawsExactlyTheAffineBytes() throws {
        let t = Transform.rotation(degrees: 12).concatenating(.translation(x: 80, y: 60))
        let path = Path.roundedRect(Rect(x: -40, y: -30, width: 80, height: 60), cornerRadius: 12, style: .continuous)
        let gradient = Paint.linearGradient(LinearGradient(start: Point(x: -40, y: 0), end: Point(x: 40, y: 0), colors: [black, try Color(hex: "#3478F6")]))
        let a = try Canvas(width: 160, height: 120), b = try Canvas(width: 160, height: 120)
        for canvas in [a, b] { canvas.clear(white) }
        try a.fill(path, paint: gradient, transform: t)
        try b.fill(path, paint: gradient, projection: ProjectiveTransform(t))
        XCTAssertEqual(a.pixmap.bytes, b.pixmap.bytes)
    }

    /// The corners of a projected 160 × 140 rectangle land on the pixels the matrix computes: the
    /// pixel 1.5 px inside each corner (towards the centre) is fully covered, the one 1.5 px
    /// outside is empty, and the covered area equals the projected quadrilateral's (shoelace).
    func testAProjectedSquaresCornersLandOnTheComputedPixels() throws {
        let h = perspective()
        let canvas = try Canvas(width: 300, height: 240)
        canvas.clear(white)
        let square = Rect(x: -80, y: -70, width: 160, height: 140)
        try canvas.fill(.rect(square), paint: .solid(black), projection: h)
        let corners = [Point(x: -80, y: -70), Point(x: 80, y: -70), Point(x: 80, y: 70), Point(x: -80, y: 70)].map { h.apply($0)! }
        // The near edge (x = −80: w = 1 − 80·sin 50° / 200 ≈ 0.694) is taller than the far one.
        XCTAssertEqual(
            (corners[3].y - corners[0].y) / (corners[2].y - corners[1].y), (1 + 0.4 * sin(50 * Double.pi / 180)) / (1 - 0.4 * sin(50 * Double.pi / 180)),
            accuracy: 1e-9)
        let centre = Point(x: corners.map(\.x).reduce(0, +) / 4, y: corners.map(\.y).reduce(0, +) / 4)
        for corner in corners {
            let dx = centre.x - corner.x, dy = centre.y - corner.y
            let length = (dx * dx + dy * dy).squareRoot()
            let inside = Point(x: corner.x + 2.5 * dx / length, y: corner.y + 2.5 * dy / length)
            let outside = Point(x: corner.x - 2.5 * dx / length, y: corner.y - 2.5 * dy / length)
            XCTAssertEqual(coverage(canvas, Int(inside.x), Int(inside.y)), 255, "inside \(corner)")
            XCTAssertEqual(coverage(canvas, Int(outside.x), Int(outside.y)), 0, "outside \(corner)")
        }
        var area = 0.0
        for i in 0..<4 {
            let p = corners[i], q = corners[(i + 1) % 4]
            area += p.x * q.y - q.x * p.y
        }
        let covered = (0..<canvas.height).reduce(0) { sum, y in sum + (0..<canvas.width).reduce(0) { $0 + coverage(canvas, $1, y) } }
        XCTAssertEqual(Double(covered) / 255, abs(area) / 2, accuracy: abs(area) / 2 * 0.001)
    }

    /// A circle is flattened in local space finely enough to hold after projection: its pixels
    /// differ from those of the same circle cut into 4 096 chords by the test and projected
    /// point by point by at most a level or two.
    func testCurvesStayWithinTheFlatteningToleranceAfterProjection() throws {
        let h = perspective(degrees: 65, depth: 150)
        let circle = Path.circle(center: Point(x: 0, y: 0), radius: 50)
        let a = try Canvas(width: 300, height: 240), b = try Canvas(width: 300, height: 240)
        for canvas in [a, b] { canvas.clear(white) }
        try a.fill(circle, paint: .solid(black), projection: h)
        var reference = Path()
        for k in 0..<4096 {
            let angle = Double(k) / 4096 * 2 * Double.pi
            let p = h.apply(Point(x: 50 * cos(angle), y: 50 * sin(angle)))!
            if k == 0 { reference.move(to: p) } else { reference.line(to: p) }
        }
        reference.close()
        try b.fill(reference, color: black)
        let differences = zip(a.pixmap.bytes, b.pixmap.bytes).map { abs(Int($0) - Int($1)) }
        XCTAssertLessThanOrEqual(differences.max() ?? 0, 6)
        XCTAssertGreaterThan(a.pixmap.bytes.filter { $0 == 0 }.count, 1000)
    }

    /// An image of two texels, red | blue, stretched over the square: bilinear sampling makes the
    /// 50 % mix where the *local* midline x = 0 is, which perspective moves away from the
    /// quadrilateral's screen midpoint — the image is sampled through the inverse map.
    func testAnImageIsSampledThroughTheInverseMap() throws {
        let h = perspective()
        let image = ImagePattern(try Pixmap(width: 2, height: 1, straightBytes: [255, 0, 0, 255, 0, 0, 255, 255]))
        let canvas = try Canvas(width: 300, height: 240)
        canvas.clear(white)
        let square = Rect(x: -80, y: -70, width: 160, height: 140)
        // Texel (i, 0) covers local [−80 + 80 i, 80 i) × [−70, 70).
        let toLocal = Transform.scale(x: 80, y: 140).concatenating(.translation(x: -80, y: -70))
        try canvas.fill(.rect(square), paint: .image(image, transform: toLocal), projection: h)
        let y = 120
        let midline = h.apply(Point(x: 0, y: 0))!.x
        let screenMidpoint = (h.apply(Point(x: -80, y: 0))!.x + h.apply(Point(x: 80, y: 0))!.x) / 2
        XCTAssertGreaterThan(abs(midline - screenMidpoint), 8, "perspective moves the midline")
        // Red minus blue falls through 0 at the midline, within half a pixel.
        var crossing: Double?
        for x in 1..<canvas.width {
            let p = canvas.pixmap.pixel(x: x - 1, y: y)!, q = canvas.pixmap.pixel(x: x, y: y)!
            let dp = Int(p & 255) - Int((p >> 16) & 255), dq = Int(q & 255) - Int((q >> 16) & 255)
            if dp > 0 && dq <= 0 {
                crossing = Double(x - 1) + 0.5 + Double(dp) / Double(dp - dq)
                break
            }
        }
        XCTAssertEqual(try XCTUnwrap(crossing), midline, accuracy: 0.5)
        // At the texel centres (local x = ∓40) the colours are pure.
        let redCentre = h.apply(Point(x: -40, y: 0))!, blueCentre = h.apply(Point(x: 40, y: 0))!
        let red = canvas.pixmap.pixel(x: Int(redCentre.x), y: y)!, blue = canvas.pixmap.pixel(x: Int(blueCentre.x), y: y)!
        XCTAssertEqual([red & 255, red >> 8 & 255, red >> 16 & 255], [255, 0, 0])
        XCTAssertEqual([blue & 255, blue >> 8 & 255, blue >> 16 & 255], [0, 0, 255])
    }

    /// Half the square is behind the eye (w = 1 − x/50 < 0 for x > 50): it is clipped at the
    /// near plane, so the pixels where the unclipped divide would have thrown it (left of the
    /// canvas centre) stay untouched, and the front half is drawn out to the canvas edge.
    func testPointsBehindTheEyeAreClippedNotDividedByZero() throws {
        let h = ProjectiveTransform(m11: 1, m12: 0, m13: -0.02, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)
            .concatenating(Transform.translation(x: 200, y: 100))
        let canvas = try Canvas(width: 400, height: 200)
        canvas.clear(white)
        try canvas.fill(.rect(Rect(x: 0, y: -10, width: 100, height: 20)), paint: .solid(black), projection: h)
        for y in 0..<canvas.height {
            for x in 0..<198 { XCTAssertEqual(coverage(canvas, x, y), 0, "(\(x), \(y))") }
        }
        // In front: x = 0…50 maps to 200 + x / (1 − x/50), from 200 to far past the canvas.
        for x in 202..<400 { XCTAssertEqual(coverage(canvas, x, 100), 255, "x \(x)") }
        // Edge-on (a 90° turn: the plane collapses to a line) draws nothing and does not throw.
        let edgeOn = ProjectiveTransform(m11: 0, m12: 0, m13: 1.0 / 200, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)
            .concatenating(Transform.translation(x: 200, y: 100))
        let blank = try Canvas(width: 400, height: 200)
        blank.clear(white)
        let image = ImagePattern(try Pixmap(width: 1, height: 1, straightBytes: [0, 0, 0, 255]))
        try blank.fill(.rect(Rect(x: -80, y: -80, width: 160, height: 160)), paint: .solid(black), projection: edgeOn)
        try blank.fill(.rect(Rect(x: -80, y: -80, width: 160, height: 160)), paint: .image(image, transform: .identity), projection: edgeOn)
        XCTAssertTrue(blank.pixmap.bytes.allSatisfy { $0 == 255 })
    }

    /// A layer drawn flat and ended by projecting it lands where the projected fill does: the
    /// same interior colour, nothing outside the projected outline.
    func testAProjectedLayerIsTheFlatLayerSampledThroughTheProjection() throws {
        let h = perspective()
        let canvas = try Canvas(width: 300, height: 240)
        canvas.clear(white)
        // Flat pixels of the square: local square + (150, 120); the layer maps flat → projected.
        let flat = Transform.translation(x: 150, y: 120)
        let flatToProjected = ProjectiveTransform(try flat.inverted()).concatenating(h)
        canvas.beginLayer(opacity: 1)
        try canvas.fill(.rect(Rect(x: -80, y: -70, width: 160, height: 140)), color: black, transform: flat)
        try canvas.endLayer(projection: flatToProjected)
        let centre = h.apply(Point(x: 0, y: 0))!
        XCTAssertEqual(coverage(canvas, Int(centre.x), Int(centre.y)), 255)
        let far = h.apply(Point(x: 80, y: 0))!
        XCTAssertEqual(coverage(canvas, Int(far.x) + 3, Int(far.y)), 0, "right of the far edge")
        XCTAssertEqual(coverage(canvas, Int(far.x) - 3, Int(far.y)), 255, "left of the far edge")
        let top = h.apply(Point(x: 80, y: -70))!
        XCTAssertEqual(coverage(canvas, Int(top.x) - 2, Int(top.y) - 4), 0, "above the far edge's top corner")
    }

    func testInverseUndoesTheProjection() throws {
        let h = perspective(degrees: 35, depth: 300)
        let inverse = try h.inverted()
        for p in [Point(x: -80, y: -70), Point(x: 13, y: 7), Point(x: 80, y: 70)] {
            let q = try XCTUnwrap(inverse.apply(try XCTUnwrap(h.apply(p))))
            XCTAssertEqual(q.x, p.x, accuracy: 1e-9)
            XCTAssertEqual(q.y, p.y, accuracy: 1e-9)
        }
        XCTAssertThrowsError(try ProjectiveTransform(m11: 0, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1).inverted())
    }
}
