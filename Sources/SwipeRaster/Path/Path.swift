/// A vector outline: contours of lines and quadratic / cubic Bézier curves.
///
/// Paths are values (Hashable, so a shadow cache can key on them). Coordinates are in the
/// shape's local space; `Canvas` transforms them to pixels when drawing.
public struct Path: Hashable, Sendable {
    public enum Element: Hashable, Sendable {
        case move(Point)
        case line(Point)
        case quad(control: Point, to: Point)
        case cubic(control1: Point, control2: Point, to: Point)
        case close
    }

    public private(set) var elements: [Element] = []

    public init() {}

    public init(elements: [Element]) { self.elements = elements }

    public var isEmpty: Bool { elements.isEmpty }

    public mutating func move(to p: Point) { elements.append(.move(p)) }
    public mutating func line(to p: Point) { elements.append(.line(p)) }
    public mutating func quad(control: Point, to p: Point) { elements.append(.quad(control: control, to: p)) }
    public mutating func cubic(control1: Point, control2: Point, to p: Point) {
        elements.append(.cubic(control1: control1, control2: control2, to: p))
    }
    public mutating func close() { elements.append(.close) }

    /// Appends every contour of `other`.
    public mutating func append(_ other: Path) { elements.append(contentsOf: other.elements) }

    /// Appends every contour of `other`, transformed.
    public mutating func append(_ other: Path, transform: Transform) {
        elements.append(contentsOf: other.transformed(by: transform).elements)
    }

    /// The same path with every point transformed (Béziers stay Béziers under affine maps).
    public func transformed(by t: Transform) -> Path {
        Path(
            elements: elements.map { element in
                switch element {
                case .move(let p): return .move(t.apply(p))
                case .line(let p): return .line(t.apply(p))
                case .quad(let c, let p): return .quad(control: t.apply(c), to: t.apply(p))
                case .cubic(let c1, let c2, let p): return .cubic(control1: t.apply(c1), control2: t.apply(c2), to: t.apply(p))
                case .close: return .close
                }
            })
    }

    /// Whether every coordinate is finite.
    public var isFinite: Bool {
        for element in elements {
            switch element {
            case .move(let p), .line(let p): if !p.isFinite { return false }
            case .quad(let c, let p): if !c.isFinite || !p.isFinite { return false }
            case .cubic(let c1, let c2, let p):
                if !c1.isFinite || !c2.isFinite || !p.isFinite { return false }
            case .close: break
            }
        }
        return true
    }

    /// Every end and control point, in order (the curves lie in their convex hull).
    @inline(__always) func forEachControlPoint(_ body: (Point) -> Void) {
        for element in elements {
            switch element {
            case .move(let p), .line(let p): body(p)
            case .quad(let c, let p): body(c); body(p)
            case .cubic(let c1, let c2, let p): body(c1); body(c2); body(p)
            case .close: break
            }
        }
    }

    /// The box around every point, control points included (so it contains the curve).
    /// nil for an empty path.
    public var controlBounds: Rect? {
        var minX = Double.infinity, minY = Double.infinity
        var maxX = -Double.infinity, maxY = -Double.infinity
        forEachControlPoint { p in
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        guard minX <= maxX else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The width and height in pixels of what filling the path mapped by `transform` can touch
    /// on a `width` × `height` canvas (`pixelBounds`), or nil when nothing.
    package func pixelSize(transform t: Transform, canvasWidth width: Int, canvasHeight height: Int) -> (width: Int, height: Int)? {
        guard let box = pixelBounds(transform: t, within: IntRect(x0: 0, y0: 0, x1: width, y1: height)) else { return nil }
        return (box.x1 - box.x0, box.y1 - box.y0)
    }

    /// The pixels [x0, x1) × [y0, y1) that filling the path mapped by `transform` can touch:
    /// the control points' device bounds (they contain every curve) widened by a pixel on
    /// each side, within `limit`; nil when that leaves none.
    func pixelBounds(transform t: Transform, within limit: IntRect) -> IntRect? {
        var minX = Double.infinity, minY = Double.infinity
        var maxX = -Double.infinity, maxY = -Double.infinity
        forEachControlPoint { local in
            let p = t.apply(local)
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        guard minX <= maxX, minY <= maxY else { return nil }
        /// Clamped before converting, so huge coordinates stay integers.
        func pixel(_ v: Double) -> Int { Int(min(max(v, -2), Double(Pixmap.maximumDimension + 2))) }
        let box = IntRect(
            x0: pixel(minX.rounded(.down)) - 1, y0: pixel(minY.rounded(.down)) - 1,
            x1: pixel(maxX.rounded(.up)) + 1, y1: pixel(maxY.rounded(.up)) + 1
        ).intersection(limit)
        return box.isEmpty ? nil : box
    }

    /// The same contours traversed backwards, so their winding flips (for holes under the
    /// nonzero rule).
    public func reversed() -> Path {
        var result = Path()
        var contours: [[Element]] = []
        var current: [Element] = []
        for element in elements {
            if case .move = element, !current.isEmpty {
                contours.append(current)
                current = []
            }
            current.append(element)
        }
        if !current.isEmpty { contours.append(current) }
        for contour in contours {
            // Points along the contour; each segment remembers its control points.
            guard case .move(let start) = contour.first else { continue }
            var points: [Point] = [start]
            var segments: [Element] = []
            var closed = false
            for element in contour.dropFirst() {
                switch element {
                case .line(let p): segments.append(element); points.append(p)
                case .quad(_, let p): segments.append(element); points.append(p)
                case .cubic(_, _, let p): segments.append(element); points.append(p)
                case .close: closed = true
                case .move: break
                }
            }
            result.move(to: points[points.count - 1])
            for index in stride(from: segments.count - 1, through: 0, by: -1) {
                let target = points[index]
                switch segments[index] {
                case .line: result.line(to: target)
                case .quad(let c, _): result.quad(control: c, to: target)
                case .cubic(let c1, let c2, _): result.cubic(control1: c2, control2: c1, to: target)
                default: break
                }
            }
            if closed { result.close() }
        }
        return result
    }
}
