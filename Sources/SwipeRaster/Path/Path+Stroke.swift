#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// General stroking: the region a pen of width w covers moving along a path, as a path to fill
/// with the nonzero rule.
///
/// The path is flattened to chords within `tolerance` (the rasterizer's rule, in the path's
/// units), dashed when the stroke has a pattern, then each polyline becomes a union of simple
/// polygons, every one traversed clockwise on screen so that nonzero filling draws their
/// union: one rectangle per segment (the segment offset by ±w/2), one join piece per vertex
/// (a bevel triangle, a miter quadrilateral, or a disc sector), and at the ends of an open
/// polyline its caps (a square: a rectangle w/2 long; round: a half-disc). Closed subpaths are
/// joined at their start instead of capped. Round pieces are polygons whose chords stay within
/// `tolerance` of the circle. A subpath of zero length draws a disc (round caps) or an
/// axis-aligned square (square caps), as CoreGraphics does, and nothing with butt caps.
///
/// Joins are placed at every vertex of the flattened path, including those inside curves; there
/// the turn is below the chord tolerance, so every join style draws the same to within it.
///
/// Known limit of the union-by-nonzero construction: where two pieces overlap *and* both only
/// partly cover one pixel (the inner corner of a join; the inner side of a tightly curved
/// stroke, where consecutive segment rectangles overlap), the rasterizer adds their coverages,
/// so that pixel is up to its overlap darker than exact (measured: +0.18 px² per inner corner
/// of a 6-wide rectangle stroke, +0.34 % of a circle stroke's area). Built-in shapes with plain
/// strokes do not come here (`Shape.strokeOutline`).
extension Path {
    public func stroked(_ stroke: Stroke, tolerance: Double) -> Path {
        let half = stroke.lineWidth / 2
        guard half > 0, half.isFinite, tolerance > 0 else { return Path() }
        var polylines = flattenedSubpaths(tolerance: tolerance).map(Stroker.withoutRepeats)
        if let pattern = stroke.dashPattern {
            // A dash may end exactly on a vertex, repeating it.
            polylines = polylines.flatMap { Path.dashes(of: $0, pattern: pattern, phase: stroke.dashPhase) }.map(Stroker.withoutRepeats)
        }
        var stroker = Stroker(half: half, stroke: stroke, tolerance: tolerance)
        for polyline in polylines { stroker.add(polyline) }
        return stroker.outline
    }
}

/// Builds a stroke outline polygon by polygon (see `Path.stroked`).
struct Stroker {
    let half: Double
    let stroke: Stroke
    let tolerance: Double
    var outline = Path()

    init(half: Double, stroke: Stroke, tolerance: Double) {
        self.half = half
        self.stroke = stroke
        self.tolerance = tolerance
    }

    /// The polyline without consecutive equal points (and, when closed, without a last point
    /// equal to the first), so every segment has a direction.
    static func withoutRepeats(_ line: Polyline) -> Polyline {
        var points: [Point] = []
        for p in line.points where points.last != p { points.append(p) }
        if line.isClosed, points.count > 1, points.first == points.last { points.removeLast() }
        return Polyline(points: points, isClosed: line.isClosed)
    }

    mutating func add(_ line: Polyline) {
        let points = line.points
        guard let first = points.first else { return }
        if points.count == 1 {
            dot(at: first)
            return
        }
        let closed = line.isClosed && points.count > 2
        let segmentCount = closed ? points.count : points.count - 1
        for i in 0..<segmentCount { segment(points[i], points[(i + 1) % points.count]) }
        if closed {
            for i in 0..<points.count {
                join(at: points[i], from: points[(i + points.count - 1) % points.count], to: points[(i + 1) % points.count])
            }
        } else {
            for i in 1..<(points.count - 1) { join(at: points[i], from: points[i - 1], to: points[i + 1]) }
            cap(at: points[0], awayFrom: points[1])
            cap(at: points[points.count - 1], awayFrom: points[points.count - 2])
        }
    }

    /// The unit vector from `a` to `b` (a ≠ b).
    private func direction(_ a: Point, _ b: Point) -> Point {
        let dx = b.x - a.x, dy = b.y - a.y, length = (dx * dx + dy * dy).squareRoot()
        return Point(dx / length, dy / length)
    }

    private mutating func segment(_ a: Point, _ b: Point) {
        let d = direction(a, b)
        let n = Point(-d.y * half, d.x * half)
        polygon([Point(a.x + n.x, a.y + n.y), Point(b.x + n.x, b.y + n.y), Point(b.x - n.x, b.y - n.y), Point(a.x - n.x, a.y - n.y)])
    }

    private mutating func join(at p: Point, from previous: Point, to next: Point) {
        let d0 = direction(previous, p), d1 = direction(p, next)
        let cross = d0.x * d1.y - d0.y * d1.x, dot = d0.x * d1.x + d0.y * d1.y
        // Straight on: the two rectangles already meet edge to edge.
        if abs(cross) < 1e-12, dot > 0 { return }
        // The outer side is opposite the turn (y points down: cross > 0 turns clockwise on screen).
        let side = cross > 0 ? -1.0 : 1.0
        let n0 = Point(-d0.y * side, d0.x * side), n1 = Point(-d1.y * side, d1.x * side)
        let a = Point(p.x + n0.x * half, p.y + n0.y * half), b = Point(p.x + n1.x * half, p.y + n1.y * half)
        switch stroke.join {
        case .bevel:
            polygon([p, a, b])
        case .miter:
            // The tip lies along n0 + n1 at w/2 / cos(θ/2), θ the turn; cos(θ/2) = |n0 + n1| / 2,
            // and the miter ratio 1 / sin(φ/2) of CoreGraphics is 1 / cos(θ/2).
            let m = Point(n0.x + n1.x, n0.y + n1.y)
            let cosHalfTurn = (m.x * m.x + m.y * m.y).squareRoot() / 2
            if cosHalfTurn > 0, 1 / cosHalfTurn <= stroke.miterLimit {
                let k = half / (2 * cosHalfTurn * cosHalfTurn)
                polygon([p, a, Point(p.x + m.x * k, p.y + m.y * k), b])
            } else {
                polygon([p, a, b])
            }
        case .round:
            let start = atan2(n0.y, n0.x)
            var sweep = atan2(n1.y, n1.x) - start
            // The short way round, on the outer side.
            if sweep > Double.pi { sweep -= 2 * Double.pi }
            if sweep < -Double.pi { sweep += 2 * Double.pi }
            polygon([p] + arc(center: p, start: start, sweep: sweep))
        }
    }

    /// The cap at the end `p` of a polyline whose neighbouring vertex is `inner`.
    private mutating func cap(at p: Point, awayFrom inner: Point) {
        let d = direction(inner, p)
        let n = Point(-d.y * half, d.x * half)
        switch stroke.cap {
        case .butt:
            break
        case .square:
            let e = Point(p.x + d.x * half, p.y + d.y * half)
            polygon([Point(p.x + n.x, p.y + n.y), Point(e.x + n.x, e.y + n.y), Point(e.x - n.x, e.y - n.y), Point(p.x - n.x, p.y - n.y)])
        case .round:
            polygon(arc(center: p, start: atan2(n.y, n.x), sweep: -Double.pi))
        }
    }

    /// A zero-length subpath: a disc for round caps, an axis-aligned square for square caps.
    private mutating func dot(at p: Point) {
        switch stroke.cap {
        case .butt: break
        case .square:
            polygon([Point(p.x - half, p.y - half), Point(p.x + half, p.y - half), Point(p.x + half, p.y + half), Point(p.x - half, p.y + half)])
        case .round:
            polygon(arc(center: p, start: 0, sweep: 2 * Double.pi))
        }
    }

    /// Points on the circle of radius w/2 around `center` from angle `start` through `sweep`
    /// (radians, y down), both ends included, chords within `tolerance` of the circle.
    private func arc(center: Point, start: Double, sweep: Double) -> [Point] {
        // A chord spanning angle α deviates r·(1 − cos(α/2)) from the circle.
        let ratio = max(-1, min(1, 1 - tolerance / half))
        let step = max(2 * acos(ratio), 1e-3)
        let count = max(1, min(Int((abs(sweep) / step).rounded(.up)), 1000))
        return (0...count).map { i in
            let angle = start + sweep * Double(i) / Double(count)
            return Point(center.x + half * cos(angle), center.y + half * sin(angle))
        }
    }

    /// Appends a simple polygon, traversed clockwise on screen (positive shoelace area with y
    /// down), so that overlapping pieces add up under the nonzero rule.
    private mutating func polygon(_ points: [Point]) {
        guard points.count >= 3 else { return }
        var area = 0.0
        for i in points.indices {
            let a = points[i], b = points[(i + 1) % points.count]
            area += a.x * b.y - b.x * a.y
        }
        guard area != 0 else { return }
        let ordered = area > 0 ? points : points.reversed()
        outline.move(to: ordered[0])
        for p in ordered.dropFirst() { outline.line(to: p) }
        outline.close()
    }
}
