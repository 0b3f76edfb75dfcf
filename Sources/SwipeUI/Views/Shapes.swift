import SwipeRaster

/// A 2-D shape, as SwiftUI's `Shape`: a view that fills the space offered to it with the
/// foreground style (or `.fill`), and a clip or hit-test shape.
public protocol Shape: View {
    /// SwipeUI's geometry for the shape (its path is made when a rectangle is known).
    var _geometry: ShapeGeometry { get }
}

/// The shapes SwipeUI draws, as geometry that makes a raster path for any rectangle.
public struct ShapeGeometry: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case rectangle
        case roundedRectangle(cornerRadius: Double, style: RoundedCornerStyle)
        case circle, ellipse, capsule(RoundedCornerStyle)
    }
    let kind: Kind
    /// Points the shape is drawn inside the rectangle it is given, on every side
    /// (`InsettableShape.inset(by:)`); negative grows it.
    var inset: Double = 0
    static let rectangle = ShapeGeometry(kind: .rectangle)

    /// The shape in `frame` (points) inset by `inset`, as the rasterizer's shape. A rounded
    /// corner's radius is clamped to half the shorter side, as SwiftUI does, and shrinks with
    /// the inset (SwiftUI's inset rounded rectangle keeps its corners concentric); a circle is
    /// centred in the rectangle.
    func rasterShape(in frame: Rect) -> SwipeRaster.Shape {
        let rect = Rect(x: frame.x + inset, y: frame.y + inset,
                        width: max(frame.width - 2 * inset, 0), height: max(frame.height - 2 * inset, 0))
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
        }
    }

    /// The filled outline in `rect`; with `stroke`, the outline of a stroke that wide.
    func path(in rect: Rect, stroke: Double? = nil) -> Path {
        let shape = rasterShape(in: rect)
        return stroke.map { shape.strokeOutline(lineWidth: $0) } ?? shape.path
    }
}

/// Corner curves: `.continuous` is the iOS "squircle" (default on current SDKs, FACTS §6).
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular, continuous
    var raster: CornerStyle { self == .circular ? .circular : .continuous }
}

/// The shape views, all primitive.
protocol PrimitiveShape: Shape, PrimitiveView {}

extension PrimitiveShape {
    public var body: Never { primitiveBody }
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

/// A shape filled or stroked with a given style (`.fill(_:)`, `.stroke(_:lineWidth:)`).
public struct _StyledShape: View, PrimitiveView {
    let geometry: ShapeGeometry
    let style: ShapeStyleValue
    let stroke: Double?
    public var body: Never { primitiveBody }
    func resolve(in context: inout ResolveContext, into nodes: inout [Node]) throws {
        nodes.append(context.node(.shape(geometry, style, stroke: stroke), typeName: "Shape"))
    }
}

/// A shape drawn inside its frame by some points on every side (`inset(by:)`).
public struct _InsetShape: Shape, PrimitiveShape {
    public let _geometry: ShapeGeometry
}

extension Shape {
    /// The same shape drawn `amount` points inside the rectangle it is given, on every side
    /// (SwiftUI's `InsettableShape.inset(by:)`; a rounded rectangle's corner radius shrinks by
    /// the same amount). Insets add up.
    public func inset(by amount: CGFloat) -> _InsetShape {
        var geometry = _geometry
        geometry.inset += Double(amount)
        return _InsetShape(_geometry: geometry)
    }
    /// Strokes a `lineWidth`-wide border inside the shape's outline (the stroke of the shape
    /// inset by half the width), so the border stays within the frame.
    public func strokeBorder<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> _StyledShape {
        inset(by: lineWidth / 2).stroke(style, lineWidth: lineWidth)
    }
    /// Fills the shape with `style`.
    public func fill<S: ShapeStyle>(_ style: S) -> _StyledShape {
        _StyledShape(geometry: _geometry, style: ShapeStyleValue(style), stroke: nil)
    }
    /// Strokes the shape's outline, centred on it, `lineWidth` points wide.
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> _StyledShape {
        _StyledShape(geometry: _geometry, style: ShapeStyleValue(style), stroke: Double(lineWidth))
    }
}
