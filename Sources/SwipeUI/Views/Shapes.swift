import SwipeRaster

/// A 2-D shape, as SwiftUI's `Shape`: a view that fills the space offered to it with the
/// foreground style (or `.fill`), and a clip, hit-test or background shape.
///
/// Write your own as in SwiftUI: `struct Notch: Shape { func path(in rect: CGRect) -> Path { … } }`
/// (points, y down, `rect` the view's bounds). SwipeUI asks for the path when it draws or
/// hit-tests the view, with the rectangle of that moment.
public protocol Shape: View {
    /// The shape's outline in `rect` (the view's bounds, in points). `nonisolated`, as SwiftUI's
    /// (developer.apple.com/documentation/swiftui/shape/path(in:)): a shape is a value drawn
    /// from any thread, and a custom shape's `path(in:)` is nonisolated too, although its
    /// `View` conformance makes the type a main-actor one.
    nonisolated func path(in rect: CGRect) -> Path
    /// SwipeUI's geometry for the shape (its path is made when a rectangle is known). Built-in
    /// shapes have their own; a custom shape gets one that calls `path(in:)`.
    var _geometry: ShapeGeometry { get }
}

extension Shape {
    public var _geometry: ShapeGeometry { ShapeGeometry(kind: .custom(CustomShape(self))) }
    /// A custom shape draws as a filled view, as in SwiftUI.
    public var body: _ShapeView<Self> { _ShapeView(shape: self) }
}

/// A custom shape's view: its outline filled with the foreground style.
public struct _ShapeView<S: Shape>: View, PrimitiveView {
    let shape: S
    public var body: Never { primitiveBody }
    func resolve(in context: inout ResolveContext, into nodes: inout [Node]) throws {
        let style = context.environment.foregroundStyle
        nodes.append(context.node(.shape(shape._geometry, style, stroke: nil), typeName: String(describing: S.self)))
    }
}

/// A custom shape as a value: its `path(in:)` and an identity. Two are equal when they print the
/// same (`String(reflecting:)`: the type and its stored properties), so equality and hashing are
/// deterministic values, never addresses.
public struct CustomShape: Hashable, @unchecked Sendable {
    let identity: String
    let makePath: (CGRect) -> Path

    init<S: Shape>(_ shape: S) {
        identity = String(reflecting: shape)
        makePath = { shape.path(in: $0) }
    }

    public static func == (a: CustomShape, b: CustomShape) -> Bool { a.identity == b.identity }
    public func hash(into hasher: inout Hasher) { hasher.combine(identity) }
}

/// The shapes SwipeUI draws, as geometry that makes a raster path for any rectangle.
public struct ShapeGeometry: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case rectangle
        case roundedRectangle(cornerRadius: Double, style: RoundedCornerStyle)
        case circle, ellipse, capsule(RoundedCornerStyle)
        /// `UnevenRoundedRectangle`: radii clockwise from the top left (leading = left).
        case unevenRoundedRectangle(CornerRadii, RoundedCornerStyle)
        /// A `Path` drawn where its points are, whatever the rectangle.
        case path(RasterPath)
        /// A user's `Shape`.
        case custom(CustomShape)
    }
    let kind: Kind
    /// Points the shape is drawn inside the rectangle it is given, on every side
    /// (`InsettableShape.inset(by:)`); negative grows it. A `Path` ignores it.
    var inset: Double = 0
    /// The fraction of the outline's length drawn (`trim(from:to:)`), 0…1.
    var trimFrom = 0.0, trimTo = 1.0
    /// Whether `trim(from:to:)` was applied (even 0…1): the node then animates the two
    /// fractions as its effect value (`EffectTarget.vector(x: from, y: to)`).
    var hasTrim = false
    static let rectangle = ShapeGeometry(kind: .rectangle)

    /// Flattening tolerance in points where no pixel scale is known (hit tests, `Path`'s own
    /// derived paths): 0.05, the rasterizer's tolerance in pixels.
    static let flatteningTolerance = 0.05

    var isTrimmed: Bool { trimFrom > 0 || trimTo < 1 }

    /// The geometry as presented this frame: a trimmed shape's fractions are the node's animated
    /// effect value (`presented.vector`: x from, y to), which may overshoot under a spring
    /// (the trim clamps them to 0…1).
    func presented(_ values: PresentedValues) -> ShapeGeometry {
        guard hasTrim else { return self }
        var geometry = self
        (geometry.trimFrom, geometry.trimTo) = (values.vector.x, values.vector.y)
        return geometry
    }

    private func insetRect(_ frame: Rect) -> Rect {
        Rect(
            x: frame.x + inset, y: frame.y + inset,
            width: max(frame.width - 2 * inset, 0), height: max(frame.height - 2 * inset, 0))
    }

    /// The built-in shape in `frame` (points) inset by `inset`, as the rasterizer's shape; nil
    /// for the shapes without one (uneven corners, paths, custom shapes) and for a trimmed
    /// shape. A rounded corner's radius is clamped to half the shorter side, as SwiftUI does,
    /// and shrinks with the inset (SwiftUI's inset rounded rectangle keeps its corners
    /// concentric); a circle is centred in the rectangle.
    func rasterShape(in frame: Rect) -> SwipeRaster.Shape? {
        guard !isTrimmed else { return nil }
        let rect = insetRect(frame)
        switch kind {
        case .rectangle: return .rect(rect)
        case let .roundedRectangle(radius, style):
            return .roundedRect(rect, cornerRadius: min(max(radius - inset, 0), min(rect.width, rect.height) / 2), style: style.raster)
        case .circle:
            let side = min(rect.width, rect.height)
            return .ellipse(Rect(x: rect.x + (rect.width - side) / 2, y: rect.y + (rect.height - side) / 2, width: side, height: side))
        case .ellipse: return .ellipse(rect)
        case .capsule(let style):
            return .roundedRect(rect, cornerRadius: min(rect.width, rect.height) / 2, style: style.raster)
        case .unevenRoundedRectangle, .path, .custom: return nil
        }
    }

    /// The outline in `frame` (points), trimmed, before any stroke; curves flattened to
    /// `tolerance` points only when trimmed.
    func outline(in frame: Rect, tolerance: Double) -> RasterPath {
        var outline: RasterPath
        if let shape = rasterShape(in: frame) { return shape.path }
        switch kind {
        case let .unevenRoundedRectangle(radii, style):
            // Concentric under an inset, as a uniform rounded rectangle.
            let inner = CornerRadii(
                topLeft: radii.topLeft - inset, topRight: radii.topRight - inset,
                bottomRight: radii.bottomRight - inset, bottomLeft: radii.bottomLeft - inset)
            outline = .roundedRect(insetRect(frame), cornerRadii: inner, style: style.raster)
        case .path(let path): outline = path
        case .custom(let shape): outline = shape.makePath(CGRect(insetRect(frame))).raster
        default:
            var whole = self
            (whole.trimFrom, whole.trimTo) = (0, 1)
            outline = whole.outline(in: frame, tolerance: tolerance)
        }
        return isTrimmed ? outline.trimmed(from: trimFrom, to: trimTo, tolerance: tolerance) : outline
    }

    /// The filled outline in `rect`; with `stroke`, the outline of that stroke (to fill with
    /// the nonzero rule). Curves are flattened to `tolerance` points where trimming or general
    /// stroking needs it. A built-in, untrimmed shape with a plain stroke (butt caps, miter
    /// joins, no dash) keeps its exact grow-and-shrink outline (`Shape.strokeOutline`).
    func path(in rect: Rect, stroke: Stroke? = nil, tolerance: Double = flatteningTolerance) -> RasterPath {
        if let shape = rasterShape(in: rect) {
            guard let stroke else { return shape.path }
            if stroke.isPlain { return shape.strokeOutline(lineWidth: stroke.lineWidth) }
        }
        let outline = outline(in: rect, tolerance: tolerance)
        return stroke.map { outline.stroked($0, tolerance: tolerance) } ?? outline
    }

    /// Most elements (moves, lines, curves) a path may have to be stroked: 100 000, far
    /// beyond a drawn chart or signature (a few thousand); stroking a million took 82 s and
    /// 1 GB. Filling has no such cost and no limit.
    static let maximumStrokedElements = 100_000

    /// Throws, naming the figure and the limit, when stroking the outline in `rect` would pass
    /// `maximumStrokedElements` (built-in shapes never do).
    func checkStrokeBudget(in rect: Rect, stroke: Stroke?, tolerance: Double) throws {
        guard stroke != nil, rasterShape(in: rect) == nil else { return }
        let count = outline(in: rect, tolerance: tolerance).elements.count
        guard count > Self.maximumStrokedElements else { return }
        throw SwipeUIError(
            typePath: "",
            message:
                "the stroked path has \(count) elements (moves, lines and curves); the limit is \(Self.maximumStrokedElements) for a stroke: simplify the path (fewer points), or fill it instead of stroking"
        )
    }

    /// Whether `point` (points) is inside the shape filled in `rect`: a built-in shape's exact
    /// test, otherwise the outline's nonzero winding number.
    func contains(_ point: Point, in rect: Rect) -> Bool {
        if let shape = rasterShape(in: rect) { return shape.contains(point) }
        return outline(in: rect, tolerance: Self.flatteningTolerance).contains(point, tolerance: Self.flatteningTolerance)
    }
}

/// Corner curves: `.continuous` is the iOS "squircle" (default on current SDKs; SwipeUI README, "Drawing").
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular, continuous
    var raster: CornerStyle { self == .circular ? .circular : .continuous }
}

/// The shape views, all primitive.
protocol PrimitiveShape: Shape, PrimitiveView {}

extension PrimitiveShape {
    public var body: Never { primitiveBody }
    /// The outline SwipeUI draws in `rect` (SwiftUI's `Shape.path(in:)`).
    public func path(in rect: CGRect) -> Path { Path(raster: _geometry.outline(in: Rect(rect), tolerance: ShapeGeometry.flatteningTolerance)) }
    func resolve(in context: inout ResolveContext, into nodes: inout [Node]) throws {
        let style = context.environment.foregroundStyle
        nodes.append(context.node(.shape(_geometry, style, stroke: nil), typeName: String(describing: Self.self)))
    }
}

public struct Rectangle: PrimitiveShape {
    public init() {}
    public var _geometry: ShapeGeometry { .rectangle }
}

public struct RoundedRectangle: PrimitiveShape {
    public var cornerRadius: CGFloat
    public var style: RoundedCornerStyle
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.cornerRadius = cornerRadius
        self.style = style
    }
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadius: min(cornerSize.width, cornerSize.height), style: style)
    }
    public var _geometry: ShapeGeometry { ShapeGeometry(kind: .roundedRectangle(cornerRadius: Double(cornerRadius), style: style)) }
}

public struct Circle: PrimitiveShape {
    public init() {}
    public var _geometry: ShapeGeometry { ShapeGeometry(kind: .circle) }
}

public struct Ellipse: PrimitiveShape {
    public init() {}
    public var _geometry: ShapeGeometry { ShapeGeometry(kind: .ellipse) }
}

public struct Capsule: PrimitiveShape {
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    public var _geometry: ShapeGeometry { ShapeGeometry(kind: .capsule(style)) }
}
