import SwipeMath

/// The building blocks every icon design is made of, in the 100-unit design box (y down).
/// Every outline here is one contour wound clockwise on screen (positive for the nonzero
/// rule), so pieces that overlap add up to their union; a piece `reversed()` is a hole and
/// must lie inside what it cuts (where two holes overlapped the winding would be −1 and fill
/// again, so a cut-out glyph is built as one contour: `strokedPolyline`, `cross`, `arrow`).
/// Arcs are sampled every `arcStep` degrees with `DeterministicMath`, so they are the same
/// everywhere; at the largest symbols drawn (about 160 px for 100 units) a 6° chord departs
/// from a 10-unit circle by under 0.01 px.
extension Icon {
    /// Degrees between the points of a sampled arc.
    static let arcStep = 6.0

    /// Scales by `scale` about `anchor`, then moves the anchor to `to` (default: stays put).
    static func about(_ anchor: Point, scale: Double, to: Point? = nil) -> Transform {
        let target = to ?? anchor
        return Transform.translation(x: -anchor.x, y: -anchor.y)
            .concatenating(.scale(scale))
            .concatenating(.translation(x: target.x, y: target.y))
    }

    /// A ring: the outer circle clockwise, the inner one reversed as a hole.
    static func ring(center: Point, outer: Double, inner: Double) -> Path {
        var p = Path.circle(center: center, radius: outer)
        p.append(Path.circle(center: center, radius: inner).reversed())
        return p
    }

    /// A line from `a` to `b` with round caps, as a filled outline (a stadium), clockwise.
    static func capsule(_ a: Point, _ b: Point, width: Double) -> Path {
        let dx = b.x - a.x, dy = b.y - a.y
        let length = (dx * dx + dy * dy).squareRoot()
        let r = width / 2
        let (ux, uy) = length > 0 ? (dx / length, dy / length) : (1.0, 0.0)
        // Local frame: x along the line from a, y to its right (screen clockwise).
        let frame = Transform(a: ux, b: uy, c: -uy, d: ux, tx: a.x, ty: a.y)
        let local = Path.roundedRect(
            Rect(x: -r, y: -r, width: length + width, height: width), cornerRadius: r, style: .circular)
        return local.transformed(by: frame)
    }

    /// A 90° annular sector opening upwards from `center` (a wedge when `inner` is 0), with
    /// straight ends, clockwise; sampled every 3° (DeterministicMath, so it is the same everywhere).
    static func sector(center: Point, outer: Double, inner: Double) -> Path {
        var p = Path()
        let angles = stride(from: -135.0, through: -45.0, by: 3).map { $0 }
        for (i, degrees) in angles.enumerated() {
            let (s, c) = DeterministicMath.sinCos(degrees: degrees)
            let point = Point(center.x + outer * c, center.y + outer * s)
            if i == 0 { p.move(to: point) } else { p.line(to: point) }
        }
        if inner > 0 {
            for degrees in angles.reversed() {
                let (s, c) = DeterministicMath.sinCos(degrees: degrees)
                p.line(to: Point(center.x + inner * c, center.y + inner * s))
            }
        } else {
            p.line(to: center)
        }
        p.close()
        return p
    }

    /// The point at `degrees` on the circle (0° points right, 90° down: clockwise on screen).
    static func onCircle(_ center: Point, _ radius: Double, degrees: Double) -> Point {
        let (s, c) = DeterministicMath.sinCos(degrees: degrees)
        return Point(center.x + radius * c, center.y + radius * s)
    }

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

    /// An annular arc of `width` along the circle of `radius`, from `start` to `end` degrees
    /// clockwise, with round caps.
    static func arcStroke(center: Point, radius: Double, start: Double, end: Double, width: Double) -> Path {
        var points: [Point] = []
        var degrees = start
        while degrees < end { points.append(onCircle(center, radius, degrees: degrees)); degrees += arcStep }
        points.append(onCircle(center, radius, degrees: end))
        return strokedPolyline(points, width: width)
    }

    /// The outline of `points` (at least two) as a line of `width` with round caps, round
    /// outer joins and mitred inner joins, as one clockwise contour. Exact for a polyline that
    /// does not cross itself and whose segments are longer than the width at sharp turns.
    static func strokedPolyline(_ points: [Point], width: Double) -> Path {
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
            if turn > 0 { return arc(around: points[j], radius: h, from: a, to: b) }
            let k = h / (1 + a.x * b.x + a.y * b.y)
            return [Point(points[j].x + k * (a.x + b.x), points[j].y + k * (a.y + b.y))]
        }
        var outline: [Point] = [offset(points[0], normals[0], h)]
        if points.count > 2 {
            for j in 1..<points.count - 1 { outline += join(j, normals[j - 1], normals[j]) }
        }
        let last = points.count - 1
        outline += arc(around: points[last], radius: h, from: normals[last - 1], to: negated(normals[last - 1]))
        for j in stride(from: last - 1, through: 1, by: -1) {
            outline += join(j, negated(normals[j]), negated(normals[j - 1]))
        }
        outline += arc(around: points[0], radius: h, from: negated(normals[0]), to: normals[0])
        return contour(outline)
    }

    /// A plus of arms `arm` long from `center` (to the caps' centres) and `width` wide with
    /// round ends, turned by `degrees` (45 makes an ×), as one contour.
    static func cross(center: Point, arm: Double, width: Double, degrees: Double) -> Path {
        let h = width / 2
        var outline: [Point] = []
        for k in 0..<4 {
            let (s, c) = DeterministicMath.sinCos(degrees: degrees + Double(k) * 90)
            let e = Point(c, s), left = Point(s, -c)
            let end = Point(center.x + arm * e.x, center.y + arm * e.y)
            outline.append(Point(center.x + h * (e.x + left.x), center.y + h * (e.y + left.y)))
            outline += arc(around: end, radius: h, from: left, to: Point(-left.x, -left.y))
        }
        return contour(outline)
    }

    /// An upward arrow as one contour: a chevron head with 45° arms `span` long from `tip`,
    /// and a shaft from the tip down to `bottom`, all `width` wide with round ends and a round tip.
    static func arrow(tip: Point, span: Double, bottom: Double, width: Double) -> Path {
        let h = width / 2, r = 0.5.squareRoot()
        let upLeft = Point(-r, -r), upRight = Point(r, -r), downLeft = Point(-r, r), downRight = Point(r, r)
        let right = Point(tip.x + span, tip.y + span), left = Point(tip.x - span, tip.y + span)
        let notch = tip.y + h * (1 + 2.0.squareRoot())  // where an arm's inner edge meets the shaft
        var outline = arc(around: tip, radius: h, from: upLeft, to: upRight)
        outline += arc(around: right, radius: h, from: upRight, to: downLeft)
        outline.append(Point(tip.x + h, notch))
        outline += arc(around: Point(tip.x, bottom), radius: h, from: Point(1, 0), to: Point(-1, 0))
        outline.append(Point(tip.x - h, notch))
        outline += arc(around: left, radius: h, from: downRight, to: upLeft)
        return contour(outline)
    }

    /// A closed polygon through `points`, each corner rounded by a quadratic curve that starts
    /// `radius` (at most half of either edge) before the corner; wound clockwise whatever the
    /// order given.
    static func polygon(_ points: [Point], cornerRadius radius: Double = 0) -> Path {
        let pts = signedArea(points) < 0 ? Array(points.reversed()) : points
        guard radius > 0 else { return contour(pts) }
        var p = Path()
        let n = pts.count
        for i in 0..<n {
            let corner = pts[i], before = pts[(i + n - 1) % n], after = pts[(i + 1) % n]
            func toward(_ q: Point) -> Point {
                let dx = q.x - corner.x, dy = q.y - corner.y
                let length = (dx * dx + dy * dy).squareRoot()
                let k = length > 0 ? min(radius, length / 2) / length : 0
                return Point(corner.x + k * dx, corner.y + k * dy)
            }
            let entry = toward(before)
            if i == 0 { p.move(to: entry) } else { p.line(to: entry) }
            p.quad(control: corner, to: toward(after))
        }
        p.close()
        return p
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

extension Icon {
    /// An outline variant's contour width at regular weight, in design units (the circled
    /// marks' ring).
    static let outlineWidth = 7.5

    /// The outline of the filled silhouette `shape`: each of its contours drawn as a line
    /// `width` wide with round joins (`Path.stroked`), the shape first pulled in about the
    /// centre of its bounds by 1 − width / side on each axis so that the line's outer edge stays
    /// on the silhouette. Every piece is clockwise, so it joins the rest of a design by union.
    /// The silhouette's contours must not overlap (an overlap would show as a line inside).
    static func outline(of shape: Path, width: Double) -> Path {
        guard let b = shape.controlBounds, b.width > width, b.height > width else { return shape }
        let c = Point(b.x + b.width / 2, b.y + b.height / 2)
        let pull = Transform.translation(x: -c.x, y: -c.y)
            .concatenating(.scale(x: 1 - width / b.width, y: 1 - width / b.height))
            .concatenating(.translation(x: c.x, y: c.y))
        return shape.transformed(by: pull).stroked(Stroke(lineWidth: width, cap: .round, join: .round), tolerance: 0.05)
    }

    /// Points of the ellipse around `center` with radii `rx`, `ry` from `start` to `end` degrees
    /// (0° points right, increasing clockwise on screen), every `arcStep` degrees, both ends
    /// included.
    static func ellipseArc(center: Point, rx: Double, ry: Double, start: Double, end: Double) -> [Point] {
        var angles = Array(stride(from: start, to: end, by: arcStep))
        angles.append(end)
        return angles.map { degrees in
            let (s, c) = DeterministicMath.sinCos(degrees: degrees)
            return Point(center.x + rx * c, center.y + ry * s)
        }
    }

    /// The mirror image of `path` across the vertical line x = 50, wound clockwise again.
    static func mirroredLeftToRight(_ path: Path) -> Path {
        path.transformed(by: Transform(a: -1, b: 0, c: 0, d: 1, tx: 100, ty: 0)).reversed()
    }
}
