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

    /// A width estimate for laying out short labels (0.6 em a character, 0.64 bold).
    static func estimatedWidth(_ text: String, size: Double, bold: Bool) -> Double {
        Double(text.count) * size * (bold ? 0.64 : 0.6)
    }
}
