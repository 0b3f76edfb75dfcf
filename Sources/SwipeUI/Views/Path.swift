import SwipeRaster

/// The rasterizer's path, under its own name inside SwipeUI (where `Path` is SwiftUI's).
typealias RasterPath = SwipeRaster.Path

/// An outline of lines and curves, as SwiftUI's `Path`, in points with y pointing down: what a
/// custom shape's `path(in:)` returns. A `Path` is itself a shape (drawn where its points are,
/// whatever the frame). Curves are kept exactly (quadratic and cubic Béziers; arcs and ellipses
/// become cubics, a quarter circle's control points κ·r along the tangents,
/// κ = 4/3·tan(θ/4) for an arc of θ ≤ 90°).
public struct Path: Hashable, Sendable {
    /// The outline in the rasterizer's terms (points).
    var raster: RasterPath
    /// Where the current subpath started (for `closeSubpath`), nil before any `move`.
    private var subpathStart: CGPoint?

    /// An empty path.
    public init() { raster = RasterPath() }

    /// A path built by `build`, as SwiftUI's `Path { path in … }`.
    public init(_ build: (inout Path) -> Void) {
        self.init()
        build(&self)
    }

    /// A rectangle, clockwise on screen from its top-left corner.
    public init(_ rect: CGRect) {
        self.init()
        addRect(rect)
    }

    /// A rounded rectangle (`RoundedRectangle`'s outline), radius clamped to half the shorter side.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A rounded rectangle whose corner radius is the smaller of `cornerSize`'s sides.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// The ellipse inscribed in `rect`, clockwise on screen from its rightmost point.
    public init(ellipseIn rect: CGRect) {
        self.init()
        addEllipse(in: rect)
    }

    init(raster: RasterPath) { self.raster = raster }

    public var isEmpty: Bool { raster.isEmpty }

    /// The last point added (after `closeSubpath`, the start of that subpath); nil when empty.
    public var currentPoint: CGPoint? {
        guard let last = raster.elements.last else { return nil }
        switch last {
        case .move(let p), .line(let p), .quad(_, let p), .cubic(_, _, let p): return CGPoint(p)
        case .close: return subpathStart
        }
    }

    /// The smallest rectangle containing every segment (not the control points): curves are
    /// flattened to 0.001 pt for it. `.null` for an empty path, as CoreGraphics answers.
    public var boundingRect: CGRect {
        let points =
            raster.flattenedSubpaths(tolerance: 0.001).flatMap(\.points)
            + raster.elements.compactMap { if case .move(let p) = $0 { return p } else { return nil } }
        guard let first = points.first else { return .null }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for p in points {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether `point` is inside the path: nonzero winding, or even-odd with `eoFill`
    /// (curves flattened to 0.05 pt, every subpath closed implicitly, as filling does).
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        raster.contains(Point(Double(point.x), Double(point.y)), fillRule: eoFill ? .evenOdd : .nonZero, tolerance: 0.05)
    }

    // MARK: Building

    /// Starts a new subpath at `point`.
    public mutating func move(to point: CGPoint) {
        raster.move(to: Point(point))
        subpathStart = point
    }

    /// A straight line from the current point (or, in an empty path, a new subpath there).
    public mutating func addLine(to point: CGPoint) {
        if currentPoint == nil { move(to: point); return }
        raster.line(to: Point(point))
    }

    /// A new subpath through `points` in order.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }

    /// A quadratic Bézier from the current point to `point`.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        if currentPoint == nil { move(to: point); return }
        raster.quad(control: Point(control), to: Point(point))
    }

    /// A cubic Bézier from the current point to `point`.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        if currentPoint == nil { move(to: point); return }
        raster.cubic(control1: Point(control1), control2: Point(control2), to: Point(point))
    }

    /// Closes the current subpath with a line back to its start.
    public mutating func closeSubpath() {
        guard let last = raster.elements.last, last != .close else { return }
        raster.close()
    }

    /// A closed rectangle subpath, clockwise on screen from the top-left corner.
    public mutating func addRect(_ rect: CGRect) { append(RasterPath.rect(Rect(rect))) }

    /// Closed rectangles, in order.
    public mutating func addRects(_ rects: [CGRect]) { rects.forEach { addRect($0) } }

    /// A closed rounded-rectangle subpath, radius the smaller of `cornerSize`'s sides (clamped to
    /// half the shorter side of the rectangle).
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        let radius = Double(min(cornerSize.width, cornerSize.height))
        append(RasterPath.roundedRect(Rect(rect), cornerRadius: radius, style: style.raster))
    }

    /// A closed ellipse subpath inscribed in `rect`, clockwise on screen from its rightmost point.
    public mutating func addEllipse(in rect: CGRect) { append(RasterPath.ellipse(in: Rect(rect))) }

    /// Every subpath of `path`.
    public mutating func addPath(_ path: Path) {
        raster.append(path.raster)
        if let start = path.subpathStart { subpathStart = start }
    }

    /// An arc of the circle around `center` from `startAngle` to `endAngle` (angles from the
    /// +x axis, positive turning towards +y, i.e. clockwise on screen). As in SwiftUI,
    /// `clockwise` is meant in a y-up space: `clockwise: true` runs through *decreasing* angles,
    /// which on screen (y down) is **counterclockwise** (Apple's documentation of
    /// `Path.addArc(center:radius:startAngle:endAngle:clockwise:transform:)`: "because SwiftUI by
    /// default uses a vertically-flipped coordinate system … specifying a clockwise arc results
    /// in a counterclockwise arc"). The sweep is the angle from start to end in that direction,
    /// in [0, 2π]. A line joins the current point to the arc's start when a subpath is open;
    /// otherwise the arc starts a new subpath.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        let full = 2 * Double.pi
        var sweep = endAngle.radians - startAngle.radians
        if clockwise {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: full) - full }
            sweep = max(sweep, -full)
        } else {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: full) + full }
            sweep = min(sweep, full)
        }
        addArc(center: Point(center), radius: Double(radius), start: startAngle.radians, sweep: sweep)
    }

    /// The arc from angle `start` through `sweep` (radians, y down), as cubics of at most 90°.
    private mutating func addArc(center c: Point, radius r: Double, start: Double, sweep: Double) {
        func at(_ angle: Double) -> CGPoint { CGPoint(x: c.x + r * cos(angle), y: c.y + r * sin(angle)) }
        let first = at(start)
        if currentPoint == nil || raster.elements.last == .close { move(to: first) } else { addLine(to: first) }
        let pieces = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
        let step = sweep / Double(pieces)
        let k = 4.0 / 3.0 * tan(step / 4) * r
        for i in 0..<pieces {
            let a0 = start + step * Double(i), a1 = a0 + step
            let p0 = at(a0), p1 = at(a1)
            addCurve(
                to: p1,
                control1: CGPoint(x: p0.x - k * sin(a0), y: p0.y + k * cos(a0)),
                control2: CGPoint(x: p1.x + k * sin(a1), y: p1.y - k * cos(a1)))
        }
    }

    private mutating func append(_ closed: RasterPath) {
        raster.append(closed)
        if case .move(let p) = closed.elements.first { subpathStart = CGPoint(p) }
    }

    // MARK: Derived paths

    /// The part from fraction `from` to fraction `to` of the path's length (see `Shape.trim`).
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        Path(raster: raster.trimmed(from: Double(from), to: Double(to), tolerance: ShapeGeometry.flatteningTolerance))
    }

    /// The outline of this path stroked with `style`, as a path to fill (nonzero).
    public func strokedPath(_ style: StrokeStyle) -> Path {
        Path(raster: raster.stroked(style.raster, tolerance: ShapeGeometry.flatteningTolerance))
    }
}

extension Path: Shape {
    /// The path itself, wherever `rect` is (SwiftUI's `Path.path(in:)`).
    public func path(in rect: CGRect) -> Path { self }
    public var _geometry: ShapeGeometry { ShapeGeometry(kind: .path(raster)) }
}

extension Point {
    init(_ p: CGPoint) { self.init(Double(p.x), Double(p.y)) }
}

extension CGPoint {
    init(_ p: Point) { self.init(x: p.x, y: p.y) }
}

extension Rect {
    init(_ r: CGRect) { self.init(x: Double(r.minX), y: Double(r.minY), width: Double(r.width), height: Double(r.height)) }
}

extension CGRect {
    init(_ r: Rect) { self.init(x: r.x, y: r.y, width: r.width, height: r.height) }
}
