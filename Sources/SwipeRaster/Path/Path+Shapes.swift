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
    /// It starts where SwiftUI's does, which decides where a dash pattern and a trim begin:
    /// Apple's `Path.addRoundedRect(in:cornerSize:style:transform:)` "starts by moving to the
    /// center of the right edge" and runs counter-clockwise in user space, which SwiftUI's
    /// flipped (y-down) coordinates show clockwise: from (maxX, midY) down the right edge, then
    /// the bottom-right corner. `RoundedRectangle` and `Capsule` are that path (OpenSwiftUI
    /// `Shape/Shapes.swift`: `Path(roundedRect:cornerSize:style:)`, stored as
    /// `.roundedRect(FixedRoundedRect)` and drawn by Core Graphics' `_CGPathCreateRoundedRect`).
    ///
    /// `.continuous` follows PaintCode's profile (SwipeUI README, "Drawing"): each corner starts
    /// 1.528665·r from the corner along both edges and is three cubics. When 1.528665·r exceeds
    /// half the shorter side the profile cannot fit, and iOS does not shrink it: it draws the
    /// short ends round, a capsule of circular arcs of radius min(w, h)/2 — the "jump" PaintCode
    /// found when replicating UIKit's rounded rectangles ("Drawing Code for iOS 7 Rounded
    /// Rectangles": three shapes, the third a capsule), seen in a 208 × 50 rectangle of radius
    /// 20 drawn "round-capped" at both ends, and measured on iOS 17 renders of SwiftUI: a
    /// `Capsule()` end and a 50 × 50 square of radius 25 are circular arcs (the 45° point 0.2929·r
    /// in from each edge: 7.33 pt for r = 25 where a shrunk squircle gives 4.67).
    public static func roundedRect(_ r: Rect, cornerRadius: Double, style: CornerStyle = .continuous) -> Path {
        let limit = max(0, min(r.width, r.height) / 2)
        let radius = min(max(cornerRadius.isFinite ? cornerRadius : 0, 0), limit)
        if radius <= 0 { return rect(r) }
        switch style {
        case .circular: return circularRoundedRect(r, radius: radius)
        case .continuous:
            return 1.528665 * radius > limit ? circularRoundedRect(r, radius: limit) : continuousRoundedRect(r, radius: radius)
        }
    }

    private static func circularRoundedRect(_ r: Rect, radius: Double) -> Path {
        let k = radius * (1 - circleKappa)
        var p = Path()
        var last = Point(r.maxX, r.minY + r.height / 2)
        // Sides that are all corner (a capsule's ends) get no zero-length line.
        func line(_ q: Point) { if q != last { p.line(to: q) } }
        func cubic(_ c1: Point, _ c2: Point, _ q: Point) { p.cubic(control1: c1, control2: c2, to: q); last = q }
        p.move(to: last)
        line(Point(r.maxX, r.maxY - radius))
        cubic(Point(r.maxX, r.maxY - k), Point(r.maxX - k, r.maxY), Point(r.maxX - radius, r.maxY))
        line(Point(r.minX + radius, r.maxY))
        cubic(Point(r.minX + k, r.maxY), Point(r.minX, r.maxY - k), Point(r.minX, r.maxY - radius))
        line(Point(r.minX, r.minY + radius))
        cubic(Point(r.minX, r.minY + k), Point(r.minX + k, r.minY), Point(r.minX + radius, r.minY))
        line(Point(r.maxX - radius, r.minY))
        p.cubic(control1: Point(r.maxX - k, r.minY), control2: Point(r.maxX, r.minY + k), to: Point(r.maxX, r.minY + radius))
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

    /// The continuous corners of `radius`, whose profile (1.528665·radius) fits each side.
    private static func continuousRoundedRect(_ r: Rect, radius: Double) -> Path {
        let unit = radius
        var p = Path()
        // From the middle of the right edge, corners clockwise: bottom-right, bottom-left,
        // top-left, top-right. For each corner, `a` is the direction back along the incoming
        // edge, `b` along the outgoing edge.
        let corners: [(Point, Point, Point)] = [
            (Point(r.maxX, r.maxY), Point(0, -1), Point(-1, 0)),
            (Point(r.minX, r.maxY), Point(1, 0), Point(0, -1)),
            (Point(r.minX, r.minY), Point(0, 1), Point(1, 0)),
            (Point(r.maxX, r.minY), Point(-1, 0), Point(0, 1)),
        ]
        func at(_ corner: (Point, Point, Point), _ uv: (Double, Double)) -> Point {
            let (o, a, b) = corner
            return Point(o.x + (a.x * uv.0 + b.x * uv.1) * unit, o.y + (a.y * uv.0 + b.y * uv.1) * unit)
        }
        let profile = continuousCorner
        var last = Point(r.maxX, r.minY + r.height / 2)
        p.move(to: last)
        for corner in corners {
            let start = at(corner, profile[0])
            // A side that is all corner (a pill's end) gets no zero-length line.
            if start != last { p.line(to: start) }
            var i = 1
            while i + 2 < profile.count {
                last = at(corner, profile[i + 2])
                p.cubic(control1: at(corner, profile[i]), control2: at(corner, profile[i + 1]), to: last)
                i += 3
            }
        }
        p.close()
        return p
    }
}
