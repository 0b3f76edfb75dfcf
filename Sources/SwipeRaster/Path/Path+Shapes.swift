/// The corner shape of a rounded rectangle (SwiftUI `RoundedCornerStyle`).
public enum CornerStyle: Hashable, Sendable {
    /// Quarter circles.
    case circular
    /// The iOS 7+ "squircle" of three cubics per corner (PaintCode, "Drawing Code for iOS 7 Rounded Rectangles").
    case continuous
}

/// Circle arcs as cubics: a quarter circle's control points lie κ·r along the tangents,
/// κ = 4/3·(√2 − 1), radial error 0.027 % of r.
let circleKappa = 0.5522847498307936

extension Path {
    /// A rectangle, clockwise on screen (top-left, top-right, bottom-right, bottom-left).
    public static func rect(_ r: Rect) -> Path {
        var p = Path()
        p.move(to: Point(r.minX, r.minY))
        p.line(to: Point(r.maxX, r.minY))
        p.line(to: Point(r.maxX, r.maxY))
        p.line(to: Point(r.minX, r.maxY))
        p.close()
        return p
    }

    /// An ellipse inscribed in `r`, clockwise on screen, four cubics.
    public static func ellipse(in r: Rect) -> Path {
        let cx = r.minX + r.width / 2, cy = r.minY + r.height / 2
        let rx = r.width / 2, ry = r.height / 2
        let kx = rx * circleKappa, ky = ry * circleKappa
        var p = Path()
        p.move(to: Point(cx + rx, cy))
        p.cubic(control1: Point(cx + rx, cy + ky), control2: Point(cx + kx, cy + ry), to: Point(cx, cy + ry))
        p.cubic(control1: Point(cx - kx, cy + ry), control2: Point(cx - rx, cy + ky), to: Point(cx - rx, cy))
        p.cubic(control1: Point(cx - rx, cy - ky), control2: Point(cx - kx, cy - ry), to: Point(cx, cy - ry))
        p.cubic(control1: Point(cx + kx, cy - ry), control2: Point(cx + rx, cy - ky), to: Point(cx + rx, cy))
        p.close()
        return p
    }

    public static func circle(center: Point, radius: Double) -> Path {
        ellipse(in: Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
    }

    /// A rounded rectangle, clockwise on screen. The radius is clamped to 0…min(w, h)/2 as
    /// SwiftUI does.
    ///
    /// `.continuous` follows PaintCode's profile (SwipeUI README, "Drawing"): each corner starts 1.528665·r from the corner along
    /// both edges and is three cubics. When 1.528665·r exceeds half a side the profile cannot
    /// fit, so the whole corner profile is scaled down uniformly by the factor that makes it fit
    /// (min(w, h)/2 / (1.528665·r)); the corner keeps its squircle shape, only smaller, and
    /// at r = min(w, h)/2 the sides become pure curve, like a pill drawn with squircle ends.
    public static func roundedRect(_ r: Rect, cornerRadius: Double, style: CornerStyle = .continuous) -> Path {
        let limit = max(0, min(r.width, r.height) / 2)
        let radius = min(max(cornerRadius.isFinite ? cornerRadius : 0, 0), limit)
        if radius <= 0 { return rect(r) }
        switch style {
        case .circular: return circularRoundedRect(r, radius: radius)
        case .continuous: return continuousRoundedRect(r, radius: radius, limit: limit)
        }
    }

    private static func circularRoundedRect(_ r: Rect, radius: Double) -> Path {
        let k = radius * (1 - circleKappa)
        var p = Path()
        p.move(to: Point(r.minX + radius, r.minY))
        p.line(to: Point(r.maxX - radius, r.minY))
        p.cubic(control1: Point(r.maxX - k, r.minY), control2: Point(r.maxX, r.minY + k), to: Point(r.maxX, r.minY + radius))
        p.line(to: Point(r.maxX, r.maxY - radius))
        p.cubic(control1: Point(r.maxX, r.maxY - k), control2: Point(r.maxX - k, r.maxY), to: Point(r.maxX - radius, r.maxY))
        p.line(to: Point(r.minX + radius, r.maxY))
        p.cubic(control1: Point(r.minX + k, r.maxY), control2: Point(r.minX, r.maxY - k), to: Point(r.minX, r.maxY - radius))
        p.line(to: Point(r.minX, r.minY + radius))
        p.cubic(control1: Point(r.minX, r.minY + k), control2: Point(r.minX + k, r.minY), to: Point(r.minX + radius, r.minY))
        p.close()
        return p
    }

    /// The continuous corner profile in units of r from the corner: (along edge a, along edge b),
    /// from the point on edge a to the point on edge b.
    static let continuousCorner: [(Double, Double)] = [
        (1.528665, 0),
        (1.08849296, 0), (0.86840694, 0), (0.63149379, 0.07491139),
        (0.37282383, 0.16905956), (0.16905956, 0.37282383), (0.07491139, 0.63149379),
        (0, 0.86840694), (0, 1.08849296), (0, 1.528665),
    ]

    private static func continuousRoundedRect(_ r: Rect, radius: Double, limit: Double) -> Path {
        // Units of "r" actually used: shrink the whole profile when it would overrun a side.
        let extent = 1.528665 * radius
        let unit = extent > limit ? limit / 1.528665 : radius
        var p = Path()
        // Corners clockwise: top-right, bottom-right, bottom-left, top-left. For each corner,
        // `a` is the direction back along the incoming edge, `b` along the outgoing edge.
        let corners: [(Point, Point, Point)] = [
            (Point(r.maxX, r.minY), Point(-1, 0), Point(0, 1)),
            (Point(r.maxX, r.maxY), Point(0, -1), Point(-1, 0)),
            (Point(r.minX, r.maxY), Point(1, 0), Point(0, -1)),
            (Point(r.minX, r.minY), Point(0, 1), Point(1, 0)),
        ]
        func at(_ corner: (Point, Point, Point), _ uv: (Double, Double)) -> Point {
            let (o, a, b) = corner
            return Point(o.x + (a.x * uv.0 + b.x * uv.1) * unit, o.y + (a.y * uv.0 + b.y * uv.1) * unit)
        }
        let profile = continuousCorner
        for (index, corner) in corners.enumerated() {
            let start = at(corner, profile[0])
            if index == 0 { p.move(to: start) } else { p.line(to: start) }
            var i = 1
            while i + 2 < profile.count {
                p.cubic(control1: at(corner, profile[i]), control2: at(corner, profile[i + 1]), to: at(corner, profile[i + 2]))
                i += 3
            }
        }
        p.close()
        return p
    }
}
