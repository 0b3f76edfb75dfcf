/// The basic shapes a card deck draws, with their fill outline and the outline of a stroke.
public enum Shape: Hashable, Sendable {
    case rect(Rect)
    case roundedRect(Rect, cornerRadius: Double, style: CornerStyle)
    case ellipse(Rect)

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
