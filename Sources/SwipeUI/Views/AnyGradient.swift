import SwipeRaster

/// A gradient as a shape style with no geometry of its own, as SwiftUI's `AnyGradient`
/// (`Color.gradient`, iOS 16): it fills a shape from its top edge to its bottom edge, as a
/// `LinearGradient(gradient:startPoint: .top, endPoint: .bottom)`.
public struct AnyGradient: Hashable, Sendable, GradientShapeStyle {
    let gradient: Gradient
    public init(_ gradient: Gradient) { self.gradient = gradient }

    var resolvedStops: [GradientStop] { gradient.resolvedStops }
    var geometry: GradientGeometry { .linear(start: .top, end: .bottom) }
}

extension Color {
    /// The colour's standard gradient (SwiftUI's `Color.gradient`, "the standard gradient for
    /// the color"): a subtle change from top to bottom. Apple publishes no figures; SwipeSim's
    /// reading is the colour mixed `standardGradientMix` (10 %) toward white at the top and the
    /// same toward black at the bottom, in straight sRGB, opacity kept.
    public var gradient: AnyGradient {
        let base = rgba
        func mix(_ target: UInt8) -> Color {
            func channel(_ c: UInt8) -> UInt8 {
                let from = Double(c), to = Double(target)
                let value: Double = from + (to - from) * Color.standardGradientMix
                return UInt8(value.rounded())
            }
            return Color(SwipeRaster.Color(red: channel(base.red), green: channel(base.green), blue: channel(base.blue), alpha: base.alpha))
        }
        return AnyGradient(Gradient(colors: [mix(255), mix(0)]))
    }

    /// How far `gradient`'s ends are mixed toward white (top) and black (bottom), 0…1.
    static let standardGradientMix = 0.1
}

/// A `Gradient` used directly as a shape style (iOS 16) fills as an `AnyGradient` does: top to bottom.
extension Gradient: GradientShapeStyle {
    var geometry: GradientGeometry { .linear(start: .top, end: .bottom) }
}
