import SwipeRaster

/// A radial gradient, as SwiftUI's `RadialGradient`: colours change with the distance d from
/// `center` (a unit point of the shape it fills), t = (d − startRadius) / (endRadius −
/// startRadius), radii in points; the first colour holds inside the start radius and the last
/// beyond the end radius (Apple's `RadialGradient` documentation: "the gradient applies the
/// color function as the distance from a center point, scaled to fit within the defined start
/// and end radii"). Also a view that fills the space offered to it.
public struct RadialGradient: View, GradientShapeStyle, PrimitiveView {
    let gradient: Gradient
    public let center: UnitPoint
    public let startRadius: CGFloat
    public let endRadius: CGFloat

    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public var body: Never { primitiveBody }
    var resolvedStops: [GradientStop] { gradient.resolvedStops }
    var geometry: GradientGeometry { .radial(center: center, startRadius: Double(startRadius), endRadius: Double(endRadius)) }
}

/// An elliptical gradient, as SwiftUI's `EllipticalGradient`: a radial gradient measured in the
/// unit square of the shape and stretched to fill it, so its circles become ellipses of the
/// shape's proportions. The radius fractions are of the unit square's side (Apple: "zero maps
/// to the center point, one maps to the diameter of the unit circle"), so the default end, 0.5,
/// touches the middle of each edge.
public struct EllipticalGradient: View, GradientShapeStyle, PrimitiveView {
    let gradient: Gradient
    public let center: UnitPoint
    public let startRadiusFraction: CGFloat
    public let endRadiusFraction: CGFloat

    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    public var body: Never { primitiveBody }
    var resolvedStops: [GradientStop] { gradient.resolvedStops }
    var geometry: GradientGeometry {
        .elliptical(center: center, startFraction: Double(startRadiusFraction), endFraction: Double(endRadiusFraction))
    }
}

extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public static func radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    public static func ellipticalGradient(
        _ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    public static func ellipticalGradient(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}
