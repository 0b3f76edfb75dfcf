/// The four corner radii of a rectangle, clockwise on screen from the top left (SwiftUI's
/// `RectangleCornerRadii` in screen terms: leading is left here, SwipeUI mirrors for
/// right-to-left before it gets here).
public struct CornerRadii: Hashable, Sendable {
    public var topLeft: Double
    public var topRight: Double
    public var bottomRight: Double
    public var bottomLeft: Double

    public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }
}

extension Path {
    /// A rectangle whose corners each have their own radius, clockwise on screen from the top
    /// edge. Each radius is clamped to 0…min(w, h)/2 (the rule of the uniform rounded
    /// rectangle, which this is exactly when the four radii are equal). A `.circular` corner is
    /// a quarter circle (one cubic); a `.continuous` one is the squircle profile of
    /// `roundedRect`, scaled down when 1.528665·r would overrun half the shorter side.
    public static func roundedRect(_ r: Rect, cornerRadii radii: CornerRadii, style: CornerStyle = .continuous) -> Path {
        let limit = max(0, min(r.width, r.height) / 2)
        func clamp(_ v: Double) -> Double { min(max(v.isFinite ? v : 0, 0), limit) }
        let corners = [radii.topRight, radii.bottomRight, radii.bottomLeft, radii.topLeft].map(clamp)
        if corners.allSatisfy({ $0 == corners[0] }) { return roundedRect(r, cornerRadius: corners[0], style: style) }
        // Corners clockwise: top-right, bottom-right, bottom-left, top-left. For each, `a` points
        // back along the incoming edge, `b` along the outgoing one (as in `roundedRect`).
        let frames: [(Point, Point, Point)] = [
            (Point(r.maxX, r.minY), Point(-1, 0), Point(0, 1)),
            (Point(r.maxX, r.maxY), Point(0, -1), Point(-1, 0)),
            (Point(r.minX, r.maxY), Point(1, 0), Point(0, -1)),
            (Point(r.minX, r.minY), Point(0, 1), Point(1, 0)),
        ]
        var p = Path()
        for (index, (frame, radius)) in zip(frames, corners).enumerated() {
            let (o, a, b) = frame
            // The corner profile in units of `unit` from the corner: (along a, along b) pairs.
            let profile: [(Double, Double)]
            let unit: Double
            switch style {
            case .circular:
                let k = 1 - circleKappa
                profile = [(1, 0), (k, 0), (0, k), (0, 1)]
                unit = radius
            case .continuous:
                profile = continuousCorner
                unit = 1.528665 * radius > limit ? limit / 1.528665 : radius
            }
            func at(_ uv: (Double, Double)) -> Point {
                Point(o.x + (a.x * uv.0 + b.x * uv.1) * unit, o.y + (a.y * uv.0 + b.y * uv.1) * unit)
            }
            if index == 0 { p.move(to: at(profile[0])) } else { p.line(to: at(profile[0])) }
            guard radius > 0 else { continue }
            var i = 1
            while i + 2 < profile.count {
                p.cubic(control1: at(profile[i]), control2: at(profile[i + 1]), to: at(profile[i + 2]))
                i += 3
            }
        }
        p.close()
        return p
    }
}
