import SwipeMath

/// The building blocks every icon design is made of, in the 100-unit design box (y down).
/// Every outline here is one contour wound clockwise on screen (positive for the nonzero
/// rule), so pieces that overlap add up to their union; a piece `reversed()` is a hole and
/// must lie inside what it cuts (where two holes overlapped the winding would be −1 and fill
/// again, so a cut-out glyph is built as one contour: `Path.polylineOutline`, `cross`, `arrow`).
/// Arcs are sampled every `arcStep` degrees with `DeterministicMath`, so they are the same
/// everywhere; at the largest symbols drawn (about 160 px for 100 units) a 6° chord departs
/// from a 10-unit circle by under 0.01 px.
extension Icon {
    /// Degrees between the points of a sampled arc (the round joins' step too).
    static let arcStep = PolylineOutline.arcStep

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

    /// An annular arc of `width` along the circle of `radius`, from `start` to `end` degrees
    /// clockwise, with round caps.
    static func arcStroke(center: Point, radius: Double, start: Double, end: Double, width: Double) -> Path {
        var points: [Point] = []
        var degrees = start
        while degrees < end { points.append(onCircle(center, radius, degrees: degrees)); degrees += arcStep }
        points.append(onCircle(center, radius, degrees: end))
        return Path.polylineOutline(points, width: width)
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
            outline += PolylineOutline.arc(around: end, radius: h, from: left, to: Point(-left.x, -left.y))
        }
        return PolylineOutline.contour(outline)
    }

    /// An upward arrow as one contour: a chevron head with 45° arms `span` long from `tip`,
    /// and a shaft from the tip down to `bottom`, all `width` wide with round ends and a round tip.
    static func arrow(tip: Point, span: Double, bottom: Double, width: Double) -> Path {
        let h = width / 2, r = 0.5.squareRoot()
        let upLeft = Point(-r, -r), upRight = Point(r, -r), downLeft = Point(-r, r), downRight = Point(r, r)
        let right = Point(tip.x + span, tip.y + span), left = Point(tip.x - span, tip.y + span)
        let notch = tip.y + h * (1 + 2.0.squareRoot())  // where an arm's inner edge meets the shaft
        var outline = PolylineOutline.arc(around: tip, radius: h, from: upLeft, to: upRight)
        outline += PolylineOutline.arc(around: right, radius: h, from: upRight, to: downLeft)
        outline.append(Point(tip.x + h, notch))
        outline += PolylineOutline.arc(around: Point(tip.x, bottom), radius: h, from: Point(1, 0), to: Point(-1, 0))
        outline.append(Point(tip.x - h, notch))
        outline += PolylineOutline.arc(around: left, radius: h, from: downRight, to: upLeft)
        return PolylineOutline.contour(outline)
    }

    /// A closed polygon through `points`, each corner rounded by a quadratic curve that starts
    /// `radius` (at most half of either edge) before the corner; wound clockwise whatever the
    /// order given.
    static func polygon(_ points: [Point], cornerRadius radius: Double = 0) -> Path {
        let pts = PolylineOutline.signedArea(points) < 0 ? Array(points.reversed()) : points
        guard radius > 0 else { return PolylineOutline.contour(pts) }
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
