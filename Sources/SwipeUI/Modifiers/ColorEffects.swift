import SwipeMath
import SwipeRaster

/// SwiftUI's colour filters, each a `ColorMatrix` on the view's layer with SwiftUI's own
/// coefficients (OpenSwiftUI `Graphic/Color/ColorMatrix.swift`, the `_ColorMatrix` initialisers
/// SwiftUICore turns `GraphicsFilter`s into; `GraphicsConversions.swift` hands the same filters to
/// CoreAnimation's `colorBrightness`, `colorContrast`, `colorSaturate`, `colorMonochrome`,
/// `colorHueRotate`, `multiplyColor` and `colorInvert`).
///
/// Colour space: the matrices apply to straight (un-premultiplied) colour in the pixels'
/// **sRGB-encoded** values, not linear light. CoreAnimation on iOS composites and filters layers
/// in the display's gamma-encoded values (the default `drawingGroup(colorMode: .nonLinear)`
/// names that working space), and SwipeRaster's pixels are sRGB-encoded too, so the matrices
/// apply to them as they are. Luma weights are Rec. 709's (0.2126, 0.7152, 0.0722) as SwiftUI
/// uses them, applied to the encoded values: `grayscale(1)` of pure red is 0.2126 · 255 ≈ 54.
enum ColorEffect {
    /// Adds `amount` to red, green and blue (−1…1 meaningful; results clamp to 0…1).
    case brightness
    /// Scales red, green and blue about ½ by `amount` (0 is flat grey, 1 unchanged).
    case contrast
    /// Mixes each pixel with its Rec. 709 luma: 0 grey, 1 unchanged, above 1 more saturated.
    case saturation
    /// Mixes toward the Rec. 709 luma by `amount` (0 unchanged, 1 fully grey; clamped to 0…1).
    case grayscale
    /// Rotates hue by `amount` degrees about the Rec. 709 luma axis.
    case hueRotation
    /// Multiplies every channel, alpha included, by the colour (not animated).
    case colorMultiply(SwipeRaster.Color)
    /// 1 − value on red, green and blue (not animated).
    case colorInvert

    /// The manifest's name of the animated amount, nil for the effects that do not animate.
    var valueName: String? {
        switch self {
        case .brightness: return "brightness"
        case .contrast: return "contrast"
        case .saturation: return "saturation"
        case .grayscale: return "grayscale"
        case .hueRotation: return "hueRotation"
        case .colorMultiply, .colorInvert: return nil
        }
    }

    /// The matrix at `amount` (the presented, possibly animating value; degrees for a hue rotation).
    func matrix(amount: Double) -> ColorMatrix {
        let r = 0.2126, g = 0.7152, b = 0.0722
        switch self {
        case .brightness:
            return ColorMatrix(rows: [[1, 0, 0, 0, amount], [0, 1, 0, 0, amount], [0, 0, 1, 0, amount], [0, 0, 0, 1, 0]])
        case .contrast:
            let t = (1 - amount) / 2
            return ColorMatrix(rows: [[amount, 0, 0, 0, t], [0, amount, 0, 0, t], [0, 0, amount, 0, t], [0, 0, 0, 1, 0]])
        case .saturation:
            // SwiftUI's coefficients as written, 0.7873 (not 0.7874) included; amount ≤ 0 is 0.
            let s = max(amount, 0)
            return ColorMatrix(rows: [
                [r + s * 0.7873, g - s * g, b - s * b, 0, 0],
                [r - s * r, g + s * 0.2848, b - s * b, 0, 0],
                [r - s * r, g - s * g, b + s * 0.9278, 0, 0],
                [0, 0, 0, 1, 0],
            ])
        case .grayscale:
            // colorMonochrome with white, bias 0: (1 − a)·identity + a·luma.
            let a = min(max(amount, 0), 1), keep = 1 - a
            return ColorMatrix(rows: [
                [r * a + keep, g * a, b * a, 0, 0],
                [r * a, g * a + keep, b * a, 0, 0],
                [r * a, g * a, b * a + keep, 0, 0],
                [0, 0, 0, 1, 0],
            ])
        case .hueRotation:
            let (sin, cos) = DeterministicMath.sinCos(degrees: amount)
            return ColorMatrix(rows: [
                [r + cos * 0.7873 - sin * r, g - cos * g - sin * g, b - cos * b + sin * 0.9278, 0, 0],
                [r - cos * r + sin * 0.1430, g + cos * 0.2848 + sin * 0.1400, b - cos * b - sin * 0.2830, 0, 0],
                [r - cos * r - sin * 0.7873, g - cos * g + sin * g, b + cos * 0.9278 + sin * b, 0, 0],
                [0, 0, 0, 1, 0],
            ])
        case .colorMultiply(let c):
            func unit(_ v: UInt8) -> Double { Double(v) / 255 }
            return ColorMatrix(rows: [
                [unit(c.red), 0, 0, 0, 0], [0, unit(c.green), 0, 0, 0], [0, 0, unit(c.blue), 0, 0], [0, 0, 0, unit(c.alpha), 0],
            ])
        case .colorInvert:
            return ColorMatrix(rows: [[-1, 0, 0, 0, 1], [0, -1, 0, 0, 1], [0, 0, -1, 0, 1], [0, 0, 0, 1, 0]])
        }
    }
}

extension View {
    /// Brightens (positive) or darkens (negative) the view: `amount` is added to each of red,
    /// green and blue (0…1 levels, sRGB-encoded), results clamped. Animates.
    public func brightness(_ amount: Double) -> some View { node(".brightness", .colorEffect(.brightness, amount: amount)) }
    /// Contrast about mid-grey: each channel c becomes amount · c + (1 − amount) / 2; 0 is flat
    /// grey, 1 unchanged, negative inverts. Animates.
    public func contrast(_ amount: Double) -> some View { node(".contrast", .colorEffect(.contrast, amount: amount)) }
    /// Saturation: 0 is the Rec. 709 luma grey, 1 unchanged, above 1 more saturated (SwiftUI's
    /// matrix; negative amounts act as 0). Animates.
    public func saturation(_ amount: Double) -> some View { node(".saturation", .colorEffect(.saturation, amount: amount)) }
    /// Mixes toward grey by `amount` (0…1): 1 gives luma 0.2126 R + 0.7152 G + 0.0722 B on the
    /// encoded values (pure red → 54). Animates.
    public func grayscale(_ amount: Double) -> some View { node(".grayscale", .colorEffect(.grayscale, amount: amount)) }
    /// Rotates hue by `angle` (SwiftUI's matrix about the Rec. 709 luma axis). Animates, in degrees.
    public func hueRotation(_ angle: Angle) -> some View { node(".hueRotation", .colorEffect(.hueRotation, amount: angle.degrees)) }
    /// Multiplies every channel of the view, alpha included, by `color` (white leaves it
    /// unchanged). Colours do not animate in SwipeSim.
    public func colorMultiply(_ color: Color) -> some View { node(".colorMultiply", .colorEffect(.colorMultiply(color.rgba), amount: 1)) }
    /// Inverts red, green and blue (1 − c), alpha kept.
    public func colorInvert() -> some View { node(".colorInvert", .colorEffect(.colorInvert, amount: 1)) }
}
