import SwipeMath

extension Path {
    /// The outline of `points` (at least two) as a line of `width` with round caps, round
    /// outer joins and mitred inner joins, as one contour wound clockwise on screen. Unlike
    /// `stroked(_:tolerance:)`, whose pieces overlap and add their coverage where they do, each
    /// pixel is covered once, which keeps dense polylines (a plotted curve, a symbol's tick) even;
    /// round parts are sampled every `PolylineOutline.arcStep` degrees with `DeterministicMath`.
    /// Exact for a polyline that does not cross itself and whose segments are longer than the
    /// width at sharp turns. Fewer than two points, or a width that is not positive, give an
    /// empty path.
    public static func polylineOutline(_ points: [Point], width: Double) -> Path {
        guard points.count >= 2, width > 0 else { return Path() }
        let h = width / 2
        let normals: [Point] = (0..<points.count - 1).map { i in
            let dx = points[i + 1].x - points[i].x, dy = points[i + 1].y - points[i].y
            let length = (dx * dx + dy * dy).squareRoot()
            return length > 0 ? Point(dy / length, -dx / length) : Point(0, -1)  // the left normal
        }
        func offset(_ p: Point, _ n: Point, _ k: Double) -> Point { Point(p.x + k * n.x, p.y + k * n.y) }
        func negated(_ n: Point) -> Point { Point(-n.x, -n.y) }
        /// The side's point at vertex `j` between normals `a` then `b` (in traversal order).
        func join(_ j: Int, _ a: Point, _ b: Point) -> [Point] {
            let turn = a.x * b.y - a.y * b.x
            if turn > 0 { return PolylineOutline.arc(around: points[j], radius: h, from: a, to: b) }
            let k = h / (1 + a.x * b.x + a.y * b.y)
            return [Point(points[j].x + k * (a.x + b.x), points[j].y + k * (a.y + b.y))]
        }
        var outline: [Point] = [offset(points[0], normals[0], h)]
        if points.count > 2 {
            for j in 1..<points.count - 1 { outline += join(j, normals[j - 1], normals[j]) }
        }
        let last = points.count - 1
        outline += PolylineOutline.arc(around: points[last], radius: h, from: normals[last - 1], to: negated(normals[last - 1]))
        for j in stride(from: last - 1, through: 1, by: -1) {
            outline += join(j, negated(normals[j]), negated(normals[j - 1]))
        }
        outline += PolylineOutline.arc(around: points[0], radius: h, from: negated(normals[0]), to: normals[0])
        return PolylineOutline.contour(outline)
    }
}

/// The pieces of `Path.polylineOutline`: sampled arcs and closed, clockwise contours.
enum PolylineOutline {
    /// Degrees between the points of a sampled arc.
    static let arcStep = 6.0

    /// Points of the arc around `center` from unit direction `from` to unit direction `to`,
    /// turning clockwise on screen, every `arcStep` degrees; both ends included.
    static func arc(around center: Point, radius: Double, from: Point, to: Point) -> [Point] {
        let (s, c) = DeterministicMath.sinCos(degrees: arcStep)
        var u = from
        var points = [Point(center.x + radius * u.x, center.y + radius * u.y)]
        for _ in 0..<Int(360 / arcStep) {
            // Stop when what is left to turn is at most one step (to within rounding: a half
            // turn is exactly 30 steps, and the last may land a hair past `to`).
            let cross = u.x * to.y - u.y * to.x, dot = u.x * to.x + u.y * to.y
            if cross >= -1e-9, dot >= c - 1e-9 { break }
            u = Point(u.x * c - u.y * s, u.x * s + u.y * c)
            points.append(Point(center.x + radius * u.x, center.y + radius * u.y))
        }
        let end = Point(center.x + radius * to.x, center.y + radius * to.y)
        if points.last != end { points.append(end) }
        return points
    }

    /// Straight lines through `points`, closed, wound clockwise on screen.
    static func contour(_ points: [Point]) -> Path {
        let pts = signedArea(points) < 0 ? Array(points.reversed()) : points
        var p = Path()
        for (i, point) in pts.enumerated() {
            if i == 0 { p.move(to: point) } else { p.line(to: point) }
        }
        p.close()
        return p
    }

    /// Twice the signed area (shoelace); positive when clockwise on screen (y down).
    static func signedArea(_ points: [Point]) -> Double {
        var sum = 0.0
        for i in points.indices {
            let a = points[i], b = points[(i + 1) % points.count]
            sum += a.x * b.y - b.x * a.y
        }
        return sum
    }
}
