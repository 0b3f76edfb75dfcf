/// Drawing a path under perspective: a projective map keeps straight lines straight but turns a
/// Bézier into a rational curve, so the path is flattened **in local space** first, finely
/// enough that the chords stay within `Rasterizer.tolerance` pixels after projection, then
/// every contour is clipped to the near plane w ≥ `ProjectiveTransform.nearW` in homogeneous
/// coordinates (Sutherland–Hodgman against one plane), and only then divided by w. Straight
/// edges therefore stay exact, and a point behind the eye is never divided by ~0.
extension Path {
    /// The path's contours flattened, clipped to the near plane and projected by `projection`:
    /// closed polygons of line segments in the projection's target space (device pixels).
    /// Empty when nothing lies in front of the eye.
    func projectedPolygons(_ projection: ProjectiveTransform) -> Path {
        guard let bounds = controlBounds else { return Path() }
        // The stretch of a projective map is largest where w is smallest, which over a convex
        // region is at a vertex: the bound at the four corners of the control box holds for the
        // whole curve.
        let corners = [
            Point(x: bounds.x, y: bounds.y), Point(x: bounds.x + bounds.width, y: bounds.y),
            Point(x: bounds.x, y: bounds.y + bounds.height), Point(x: bounds.x + bounds.width, y: bounds.y + bounds.height),
        ]
        let stretch = corners.map(projection.stretchBound(at:)).max() ?? 1
        let localTolerance = stretch > 0 && stretch.isFinite ? Rasterizer.tolerance / stretch : Rasterizer.tolerance
        var result = Path()
        for contour in flattenedContours(tolerance: localTolerance) {
            let clipped = Path.clipToNearPlane(contour.map(projection.homogeneous))
            guard clipped.count >= 3 else { continue }
            for (i, h) in clipped.enumerated() {
                let p = Point(x: h.x / h.w, y: h.y / h.w)
                if i == 0 { result.move(to: p) } else { result.line(to: p) }
            }
            result.close()
        }
        return result
    }

    /// The part of a closed polygon (homogeneous points) with w ≥ `nearW`: each edge that
    /// crosses the plane is cut where w = nearW (linear in homogeneous coordinates, so exact
    /// up to rounding).
    static func clipToNearPlane(_ polygon: [(x: Double, y: Double, w: Double)]) -> [(x: Double, y: Double, w: Double)] {
        let near = ProjectiveTransform.nearW
        if polygon.allSatisfy({ $0.w >= near }) { return polygon }
        var out: [(x: Double, y: Double, w: Double)] = []
        for i in polygon.indices {
            let p = polygon[i], q = polygon[(i + 1) % polygon.count]
            let pIn = p.w >= near, qIn = q.w >= near
            if pIn { out.append(p) }
            if pIn != qIn {
                let t = (near - p.w) / (q.w - p.w)
                out.append((p.x + (q.x - p.x) * t, p.y + (q.y - p.y) * t, near))
            }
        }
        return out
    }
}
