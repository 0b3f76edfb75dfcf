import SwipeRaster

/// Canvas points → a node's local points, for hit testing and the locations a gesture reports.
/// Under a 3D effect the map is the inverse projection: a touch lands on the view where the
/// view is drawn, its outline as projected on screen.
extension Node {
    /// The map from canvas points to local points (affine exactly as `Transform.inverted()`
    /// when no 3D effect is above the node); nil when it has no inverse (a view scaled to 0 or
    /// seen edge-on).
    var canvasToLocal: ProjectiveTransform? {
        if let projection = presented.projection { return try? projection.inverted() }
        return (try? presented.transform.inverted()).map(ProjectiveTransform.init)
    }

    /// `point` (canvas) in local points, or nil when no point of the view's plane in front of
    /// the eye is drawn there (the screen point lies past the projected plane's horizon).
    func localPoint(_ point: Point) -> Point? {
        guard let inverse = canvasToLocal else { return nil }
        let local = Node.apply(inverse, point)
        if let projection = presented.projection, projection.homogeneous(local).w < ProjectiveTransform.nearW { return nil }
        return local
    }

    /// `inverse` applied to `point`; beyond the horizon (w below the near plane) the point is
    /// taken at the near plane, so a finger that slides past a tilted view's horizon still
    /// reports finite, far locations.
    static func apply(_ inverse: ProjectiveTransform, _ point: Point) -> Point {
        let h = inverse.homogeneous(point)
        if h.w == 1 { return Point(x: h.x, y: h.y) }
        let w = abs(h.w) < ProjectiveTransform.nearW ? (h.w < 0 ? -ProjectiveTransform.nearW : ProjectiveTransform.nearW) : h.w
        return Point(x: h.x / w, y: h.y / w)
    }
}
