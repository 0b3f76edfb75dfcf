import SwipeRaster

/// A translucent blurring background, as SwiftUI's `Material` (`.background(.ultraThinMaterial)`,
/// `.background(.regularMaterial, in: RoundedRectangle(cornerRadius: 16))`,
/// `Rectangle().fill(.thickMaterial)`): what is behind the view, blurred, more saturated, under a
/// light tint (light mode).
///
/// Drawn with SwipeRaster's backdrop fill (`Canvas.fillBackdrop`): the pixels already drawn
/// behind the shape are blurred with σ = `blurRadius` points (scaled with the view's transform,
/// as `.blur` is), saturated by `saturation` (SwiftUI's saturation matrix) and covered with
/// `tint`. Apple publishes none of these figures, and this project found no public measurement of
/// them; the values are SwipeSim's readings of iOS 17's light materials — a blur strong enough
/// that text behind is illegible, a saturation boost (1.8, the factor CSS replicas of iOS's
/// materials use, `backdrop-filter: saturate(180%) blur(…)`), and a white-grey tint that
/// grows more opaque from ultra-thin to ultra-thick — and are a documented approximation: tune
/// them against a device screenshot before relying on a material's exact pixels.
///
/// | material | blur σ (pt) | tint (sRGB) | tint alpha |
/// |---|---|---|---|
/// | ultraThin | 10 | 255, 255, 255 | 0.30 |
/// | thin | 12 | 255, 255, 255 | 0.50 |
/// | regular | 15 | 250, 250, 250 | 0.70 |
/// | thick | 18 | 245, 245, 245 | 0.85 |
/// | ultraThick | 20 | 240, 240, 240 | 0.93 |
///
/// Used where only a colour can go (text, a stroke), a material is its tint. It does not animate.
public struct Material: ShapeStyle, Hashable, Sendable {
    /// Blur σ, points.
    public let blurRadius: Double
    /// Saturation of the blurred backdrop (1 leaves it unchanged).
    public let saturation: Double
    /// Drawn over the blurred backdrop.
    public let tint: Color

    static func light(_ blurRadius: Double, _ white: UInt8, _ alpha: Double) -> Material {
        Material(blurRadius: blurRadius, saturation: 1.8, tint: Color.rgb(white, white, white).opacity(alpha))
    }
    public static let ultraThin = light(10, 255, 0.30)
    public static let thin = light(12, 255, 0.50)
    public static let regular = light(15, 250, 0.70)
    public static let thick = light(18, 245, 0.85)
    public static let ultraThick = light(20, 240, 0.93)

    /// The backdrop filter for a view whose transform scales points by `pixelsPerPoint`.
    func filter(pixelsPerPoint: Double) -> BackdropFilter {
        BackdropFilter(
            sigma: blurRadius * pixelsPerPoint,
            matrix: saturation == 1 ? nil : ColorEffect.saturation.matrix(amount: saturation),
            tint: tint.rgba)
    }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
}
