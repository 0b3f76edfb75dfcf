/// Building the rasterizer's edge list: paths are mapped to device space, curves flattened
/// to within `Rasterizer.tolerance` pixels, lines clipped vertically and stored in fixed point.
extension Rasterizer {
    /// Adds `path` mapped by `transform`; every contour is closed implicitly.
    package func add(_ path: Path, transform t: Transform) {
        var open = false
        for element in path.elements {
            switch element {
            case .move(let p):
                if open { addLine(current, contourStart) }
                contourStart = t.apply(p)
                current = contourStart
                open = true
            case .line(let p):
                if !open { contourStart = current; open = true }
                let q = t.apply(p)
                addLine(current, q)
                current = q
            case .quad(let c, let p):
                if !open { contourStart = current; open = true }
                addQuad(current, t.apply(c), t.apply(p))
            case .cubic(let c1, let c2, let p):
                if !open { contourStart = current; open = true }
                addCubic(current, t.apply(c1), t.apply(c2), t.apply(p))
            case .close:
                if open { addLine(current, contourStart) }
                current = contourStart
                open = false
            }
        }
        if open { addLine(current, contourStart) }
    }

    /// Segments needed so a curve whose second differences are `dd` stays within tolerance:
    /// the chord error of a quadratic step of parameter h is |dd|·h²/8.
    private static func segmentCount(_ deviation: Double) -> Int { segmentCount(deviation, tolerance: tolerance) }

    /// The same count for another tolerance (`Path.projectedPolygons` flattens in local units).
    static func segmentCount(_ deviation: Double, tolerance: Double) -> Int {
        let n = (deviation / tolerance).squareRoot().rounded(.up)
        guard n.isFinite else { return 1 }
        return max(1, min(Int(n), 500))
    }

    private func addQuad(_ p0: Point, _ p1: Point, _ p2: Point) {
        let ddx = p0.x - 2 * p1.x + p2.x, ddy = p0.y - 2 * p1.y + p2.y
        let n = Rasterizer.segmentCount((ddx * ddx + ddy * ddy).squareRoot() / 4)
        var previous = p0
        for i in 1...n {
            let s = Double(i) / Double(n), r = 1 - s
            let q =
                i == n
                ? p2
                : Point(
                    r * r * p0.x + 2 * r * s * p1.x + s * s * p2.x,
                    r * r * p0.y + 2 * r * s * p1.y + s * s * p2.y)
            addLine(previous, q)
            previous = q
        }
        current = p2
    }

    private func addCubic(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) {
        let ax = p0.x - 2 * p1.x + p2.x, ay = p0.y - 2 * p1.y + p2.y
        let bx = p1.x - 2 * p2.x + p3.x, by = p1.y - 2 * p2.y + p3.y
        let dd = max((ax * ax + ay * ay).squareRoot(), (bx * bx + by * by).squareRoot())
        let n = Rasterizer.segmentCount(dd * 3 / 4)
        var previous = p0
        for i in 1...n {
            let s = Double(i) / Double(n), r = 1 - s
            let q =
                i == n
                ? p3
                : Point(
                    r * r * r * p0.x + 3 * r * r * s * p1.x + 3 * r * s * s * p2.x + s * s * s * p3.x,
                    r * r * r * p0.y + 3 * r * r * s * p1.y + 3 * r * s * s * p2.y + s * s * s * p3.y)
            addLine(previous, q)
            previous = q
        }
        current = p3
    }

    /// Clips a line to the clip box (see the type comment) and stores it in fixed point.
    func addLine(_ a: Point, _ b: Point) {
        guard a.isFinite, b.isFinite else { return }
        var x0 = a.x, y0 = a.y, x1 = b.x, y1 = b.y
        let top = Double(clipY0), bottom = Double(clipY1)
        if y0 == y1 { return }
        if (y0 <= top && y1 <= top) || (y0 >= bottom && y1 >= bottom) { return }
        // Clip in y.
        if y0 < top {
            x0 = x0 + (x1 - x0) * (top - y0) / (y1 - y0); y0 = top
        } else if y0 > bottom {
            x0 = x0 + (x1 - x0) * (bottom - y0) / (y1 - y0); y0 = bottom
        }
        if y1 < top {
            x1 = x1 + (x0 - x1) * (top - y1) / (y0 - y1); y1 = top
        } else if y1 > bottom {
            x1 = x1 + (x0 - x1) * (bottom - y1) / (y0 - y1); y1 = bottom
        }
        let left = Double(clipX0), right = Double(clipX1)
        if x0 >= right && x1 >= right { return }
        if x0 <= left && x1 <= left { storeLine(left, y0, left, y1); return }
        // Split where the line crosses the left or right side.
        if (x0 < left) != (x1 < left) {
            let ym = y0 + (y1 - y0) * (left - x0) / (x1 - x0)
            if x0 < left {
                storeLine(left, y0, left, ym)
                x0 = left; y0 = ym
            } else {
                storeLine(left, ym, left, y1)
                x1 = left; y1 = ym
            }
        }
        if (x0 > right) != (x1 > right) {
            let ym = y0 + (y1 - y0) * (right - x0) / (x1 - x0)
            if x0 > right { x0 = right; y0 = ym } else { x1 = right; y1 = ym }
        }
        storeLine(x0, y0, x1, y1)
    }

    private func storeLine(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        let ox = Double(clipX0), oy = Double(clipY0)
        let maxX = Double(clipX1 - clipX0) * 256, maxY = Double(clipY1 - clipY0) * 256
        /// round(v) clamped to 0…limit (an integer): clamping first gives the same value, and
        /// keeps huge coordinates out of the integer conversion.
        func fixed(_ v: Double, _ limit: Double) -> Int32 {
            // NaN (from overflowing intermediate products of huge coordinates) counts as 0.
            guard v > 0 else { return 0 }
            return Int32(v < limit ? v.roundedToInt64 : Int64(limit))
        }
        let fx0 = fixed((x0 - ox) * 256, maxX), fy0 = fixed((y0 - oy) * 256, maxY)
        let fx1 = fixed((x1 - ox) * 256, maxX), fy1 = fixed((y1 - oy) * 256, maxY)
        if fy0 == fy1 { return }
        if fy0 < fy1 {
            edges.append(Edge(x0: fx0, y0: fy0, x1: fx1, y1: fy1, winding: 1))
        } else {
            edges.append(Edge(x0: fx1, y0: fy1, x1: fx0, y1: fy0, winding: -1))
        }
    }

    var isEmpty: Bool { edges.isEmpty }
}
