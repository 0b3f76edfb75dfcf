/// A basic shape placed in a rectangle (pixels or points, whatever the caller draws in): its
/// fill outline, the outline of a stroke, its bounds and a hit test. The one shape type of the
/// project: SwipeUI's shape views, clips and the system chrome all end up here.
public enum Shape: Hashable, Sendable {
    case rect(Rect)
    case roundedRect(Rect, cornerRadius: Double, style: CornerStyle)
    case ellipse(Rect)

    /// The rectangle the shape is placed in.
    public var bounds: Rect {
        switch self {
        case .rect(let r), .roundedRect(let r, _, _), .ellipse(let r): return r
        }
    }

    /// Whether `p` is inside the shape or on its edge: a hit test for touches. Rounded corners
    /// are tested as circular arcs of the corner radius (at most half the shorter side) whatever
    /// their style; the continuous curve is not followed exactly.
    public func contains(_ p: Point) -> Bool {
        let r = bounds
        guard p.x >= r.minX, p.x <= r.maxX, p.y >= r.minY, p.y <= r.maxY else { return false }
        switch self {
        case .rect:
            return true
        case .ellipse:
            let rx = r.width / 2, ry = r.height / 2
            guard rx > 0, ry > 0 else { return false }
            let dx = (p.x - r.center.x) / rx, dy = (p.y - r.center.y) / ry
            return dx * dx + dy * dy <= 1
        case .roundedRect(_, let cornerRadius, _):
            // The nearest point of the rectangle shrunk by the radius; inside within the radius.
            let radius = min(max(cornerRadius, 0), min(r.width, r.height) / 2)
            let cx = min(max(p.x, r.minX + radius), r.maxX - radius)
            let cy = min(max(p.y, r.minY + radius), r.maxY - radius)
            let dx = p.x - cx, dy = p.y - cy
            return dx * dx + dy * dy <= radius * radius
        }
    }

    /// The filled outline.
    public var path: Path {
        switch self {
        case .rect(let r): return .rect(r)
        case .roundedRect(let r, let radius, let style): return .roundedRect(r, cornerRadius: radius, style: style)
        case .ellipse(let r): return .ellipse(in: r)
        }
    }

    /// The region a stroke of `lineWidth` centred on the outline covers, as one path to fill
    /// with the nonzero rule: the shape grown by w/2, plus the shape shrunk by w/2 traversed
    /// backwards as a hole. A rounded rectangle's radii grow and shrink with it (inner radius
    /// max(r − w/2, 0)); an ellipse's offset curves are approximated by ellipses, which is exact
    /// for circles. When the shrunk shape is empty the stroke is the whole grown shape.
    public func strokeOutline(lineWidth: Double) -> Path {
        let half = lineWidth.isFinite ? max(lineWidth, 0) / 2 : 0
        var result: Path
        var inner: Path?
        switch self {
        case .rect(let r):
            result = .rect(r.insetBy(dx: -half, dy: -half))
            let i = r.insetBy(dx: half, dy: half)
            if i.width > 0, i.height > 0 { inner = .rect(i) }
        case .roundedRect(let r, let radius, let style):
            result = .roundedRect(r.insetBy(dx: -half, dy: -half), cornerRadius: radius + half, style: style)
            let i = r.insetBy(dx: half, dy: half)
            if i.width > 0, i.height > 0 { inner = .roundedRect(i, cornerRadius: max(radius - half, 0), style: style) }
        case .ellipse(let r):
            result = .ellipse(in: r.insetBy(dx: -half, dy: -half))
            let i = r.insetBy(dx: half, dy: half)
            if i.width > 0, i.height > 0 { inner = .ellipse(in: i) }
        }
        if let inner { result.append(inner.reversed()) }
        return result
    }
}
