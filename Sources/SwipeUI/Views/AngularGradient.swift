import SwipeRaster

/// An angular (conic) gradient, as SwiftUI's `AngularGradient`: colours change with the angle
/// about `center` (a unit point of the shape), t = (angle − startAngle) / (endAngle −
/// startAngle), angles clockwise on screen from the +x axis as SwiftUI's `Angle`s are. Apple's
/// documentation: "If endAngle − startAngle > 2π, the gradient only draws the last complete
/// turn. If endAngle − startAngle < 2π, the gradient fills the missing area with the colors
/// defined by gradient locations one and zero, transitioning between the two halfway across
/// the missing area." Equal angles (the initializers' defaults) sweep one full turn from the
/// start angle, as a colour wheel written `AngularGradient(colors:center:)` draws in SwiftUI.
/// Also a view that fills the space offered to it.
public struct AngularGradient: View, GradientShapeStyle, PrimitiveView {
    let gradient: Gradient
    public let center: UnitPoint
    public let startAngle: Angle
    public let endAngle: Angle

    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A full turn starting at `angle` (SwiftUI: "a conic gradient that completes a full turn").
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }

    public var body: Never { primitiveBody }
    var resolvedStops: [GradientStop] { gradient.resolvedStops }
    var geometry: GradientGeometry { .angular(center: center, start: startAngle, end: endAngle) }
}

extension ShapeStyle where Self == AngularGradient {
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func angularGradient(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }
}
