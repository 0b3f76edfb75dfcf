import SwipeRaster
extension Scene.Canvas {
    /// An iPhone 15 screen in points (390 × 844) with its safe-area insets.
    static func iPhone(background: Scene.Background, scale: Double = 1) -> Scene.Canvas {
        Scene.Canvas(width: 390, height: 844, scale: scale, background: background,
                     safeArea: Scene.Insets(top: 47, left: 0, bottom: 34, right: 0))
    }
}

/// Approximate line metrics for layout (the painter draws with the real font's metrics; these
/// only place lines the way SwiftUI stacks them).
enum TextMetrics {
    /// Where the baseline sits in a line box of `lineHeight` for text of `size` points: the
    /// font's ascent (0.93 em for DejaVu and SF alike) plus half the leading.
    static func baseline(size: Double, lineHeight: Double) -> Double {
        (lineHeight - size * 1.17) / 2 + size * 0.93
    }

    /// The advance width of one line of `text` in Inter (the default typeface) at `weight`,
    /// shaped as it is drawn, for layouts that size a box to its text (stamps, labels). Falls
    /// back to 0.6 em a character when the font is not installed (drawing then fails with the
    /// clear font error).
    static func width(_ text: String, size: Double, weight: FontWeight, features: TextFeatures = []) -> Double {
        guard let font = try? Typeface.inter.font(weight: weight, size: size),
              let layout = try? TextLayout(text, font: font, size: size, features: features) else {
            return Double(text.count) * size * 0.6
        }
        return layout.width
    }

    static func width(_ text: String, size: Double, bold: Bool) -> Double {
        width(text, size: size, weight: bold ? .bold : .regular)
    }
}
