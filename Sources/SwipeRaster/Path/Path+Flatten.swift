/// Paths as polylines: curves split into chords within a tolerance (the rasterizer's
/// chord-error rule, `Rasterizer.segmentCount`), for the stroker, dashes, trimming, hit tests
/// and projection, which all work on straight segments.
public struct Polyline: Hashable, Sendable {
    /// The vertices in order; a closed polyline does not repeat its first point at the end.
    public var points: [Point]
    /// Whether the subpath ended with `close` (its last point joins back to its first).
    public var isClosed: Bool

    public init(points: [Point], isClosed: Bool) {
        self.points = points
        self.isClosed = isClosed
    }
}

extension Path {
    /// Each subpath as a polyline of at least two points (the repeated point of a `close` that
    /// lands on the start included as drawn), curves split into chords that stay within
    /// `tolerance` of the curve (in the path's own units). A lone `move` is dropped.
    public func flattenedSubpaths(tolerance: Double) -> [Polyline] {
        var result: [Polyline] = []
        var current: [Point] = []
        var last = Point.zero
        func finish(closed: Bool) {
            if current.count >= 2 { result.append(Polyline(points: current, isClosed: closed)) }
            current = []
        }
        for element in elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                current = [p]
                last = p
            case .line(let p):
                if current.isEmpty { current = [last] }
                current.append(p)
                last = p
            case let .quad(c, p):
                if current.isEmpty { current = [last] }
                let p0 = last
                let ddx = p0.x - 2 * c.x + p.x, ddy = p0.y - 2 * c.y + p.y
                let n = Rasterizer.segmentCount((ddx * ddx + ddy * ddy).squareRoot() / 4, tolerance: tolerance)
                for i in 1...n {
                    let s = Double(i) / Double(n), r = 1 - s
                    current.append(
                        i == n
                            ? p
                            : Point(
                                x: r * r * p0.x + 2 * r * s * c.x + s * s * p.x,
                                y: r * r * p0.y + 2 * r * s * c.y + s * s * p.y))
                }
                last = p
            case let .cubic(c1, c2, p):
                if current.isEmpty { current = [last] }
                let p0 = last
                let ax = p0.x - 2 * c1.x + c2.x, ay = p0.y - 2 * c1.y + c2.y
                let bx = c1.x - 2 * c2.x + p.x, by = c1.y - 2 * c2.y + p.y
                let dd = max((ax * ax + ay * ay).squareRoot(), (bx * bx + by * by).squareRoot())
                let n = Rasterizer.segmentCount(dd * 3 / 4, tolerance: tolerance)
                for i in 1...n {
                    let s = Double(i) / Double(n), r = 1 - s
                    current.append(
                        i == n
                            ? p
                            : Point(
                                x: r * r * r * p0.x + 3 * r * r * s * c1.x + 3 * r * s * s * c2.x + s * s * s * p.x,
                                y: r * r * r * p0.y + 3 * r * r * s * c1.y + 3 * r * s * s * c2.y + s * s * s * p.y))
                }
                last = p
            case .close:
                if let start = current.first { last = start }
                finish(closed: true)
            }
        }
        finish(closed: false)
        return result
    }

    /// Each contour as a polyline (closed implicitly), as filling sees it.
    func flattenedContours(tolerance: Double) -> [[Point]] {
        flattenedSubpaths(tolerance: tolerance).map(\.points)
    }

    /// Whether `p` is inside the path under `rule` (every contour closed implicitly, as filling
    /// does), with curves flattened to `tolerance`: the winding number of the polygon around
    /// `p`, counting each edge that crosses the horizontal line through `p` to its right
    /// (+1 downwards, −1 upwards on screen).
    public func contains(_ p: Point, fillRule rule: FillRule = .nonZero, tolerance: Double) -> Bool {
        var winding = 0
        for contour in flattenedContours(tolerance: tolerance) {
            for i in contour.indices {
                let a = contour[i], b = contour[(i + 1) % contour.count]
                guard (a.y <= p.y) != (b.y <= p.y) else { continue }
                let x = a.x + (p.y - a.y) / (b.y - a.y) * (b.x - a.x)
                if x > p.x { winding += b.y > a.y ? 1 : -1 }
            }
        }
        return rule == .nonZero ? winding != 0 : winding % 2 != 0
    }
}
