import SwipeRaster

/// Something that fills a shape or colours text: a `Color`, a gradient (`LinearGradient`,
/// `RadialGradient`, `EllipticalGradient`, `AngularGradient`, `AnyGradient`) or a `Material`.
public protocol ShapeStyle {}

/// The tint colour as a shape style (Apple, `TintShapeStyle`, `ShapeStyle.tint`): the
/// `.tint(_:)` in effect, else the accent colour. `.foregroundStyle(.tint)` takes the tint in
/// effect where it is written; as a fill or background SwipeSim draws the accent colour.
public struct TintShapeStyle: ShapeStyle {
    public init() {}
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// Where a gradient lies in the shape it fills, in the shape's unit space (SwiftUI maps a
/// gradient's unit points into the bounding rectangle of each shape it fills).
enum GradientGeometry: Equatable {
    case linear(start: UnitPoint, end: UnitPoint)
    /// Radii in points.
    case radial(center: UnitPoint, startRadius: Double, endRadius: Double)
    /// Radii as fractions of the shape's width and height (`EllipticalGradient`).
    case elliptical(center: UnitPoint, startFraction: Double, endFraction: Double)
    case angular(center: UnitPoint, start: Angle, end: Angle)
}

/// A shape style resolved to what the painter needs.
enum ShapeStyleValue {
    case color(SwipeRaster.Color)
    case gradient([GradientStop], GradientGeometry)
    /// A material: filled with the blurred backdrop (`Material`).
    case material(Material)

    init(_ style: any ShapeStyle) {
        switch style {
        case let color as Color: self = .color(color.rgba)
        case let resolved as ResolvedShapeStyle: self = resolved.value
        case let material as Material: self = .material(material)
        case is BackgroundStyle: self = .color(Color(uiColor: .systemBackground).rgba)
        case let gradient as any GradientShapeStyle: self = .gradient(gradient.resolvedStops, gradient.geometry)
        case is TintShapeStyle: self = .color(Color.accentColor.rgba)
        default: self = .color(Color.primary.rgba)
        }
    }

    /// The raster paint for a shape whose bounds are `rect` (local points).
    func paint(in rect: Rect) -> Paint {
        func point(_ u: UnitPoint) -> Point { Point(x: rect.x + u.x * rect.width, y: rect.y + u.y * rect.height) }
        switch self {
        case .color(let c): return .solid(c)
        case .material(let material): return .solid(material.tint.rgba)
        case let .gradient(stops, .linear(start, end)):
            return .linearGradient(SwipeRaster.LinearGradient(start: point(start), end: point(end), stops: stops))
        case let .gradient(stops, .radial(center, r0, r1)):
            return .centredGradient(CentredGradient(center: point(center), geometry: .radial(startRadius: r0, endRadius: r1, yScale: 1), stops: stops))
        case let .gradient(stops, .elliptical(center, f0, f1)):
            // Distances are measured in the unit square, then stretched to the shape: in points
            // along x, with y distances scaled by width / height.
            let yScale = rect.height > 0 ? rect.width / rect.height : 1
            return .centredGradient(
                CentredGradient(
                    center: point(center), geometry: .radial(startRadius: f0 * rect.width, endRadius: f1 * rect.width, yScale: yScale), stops: stops))
        case let .gradient(stops, .angular(center, start, end)):
            return .centredGradient(
                CentredGradient(
                    center: point(center), geometry: .angular(startAngle: start.radians, endAngle: end.radians), stops: stops))
        }
    }

    /// Multiplies the style's alpha by `opacity`.
    func withOpacity(_ opacity: Double) -> ShapeStyleValue {
        switch self {
        case .color(let c): return .color(c.withOpacity(opacity))
        case .material(let material): return .color(material.tint.rgba.withOpacity(opacity))
        case let .gradient(stops, geometry):
            return .gradient(stops.map { GradientStop(location: $0.location, color: $0.color.withOpacity(opacity)) }, geometry)
        }
    }
}

/// A style already resolved (what a `Canvas` fills with), drawn as it is.
struct ResolvedShapeStyle: ShapeStyle {
    let value: ShapeStyleValue
}

/// A gradient usable as a shape style: its stops and where it lies in the shape.
protocol GradientShapeStyle: ShapeStyle {
    var resolvedStops: [GradientStop] { get }
    var geometry: GradientGeometry { get }
}

extension Gradient {
    /// The stops as the rasterizer takes them (named colours looked up now).
    var resolvedStops: [GradientStop] { stops.map { GradientStop(location: Double($0.location), color: $0.color.rgba) } }
}

extension GradientShapeStyle where Self: PrimitiveView {
    /// A gradient view fills the space offered to it, as a `Rectangle` filled with it would.
    func resolve(in context: inout ResolveContext, into nodes: inout [Node]) throws {
        nodes.append(context.node(.shape(.rectangle, .gradient(resolvedStops, geometry), stroke: nil), typeName: "\(Self.self)"))
    }
}
