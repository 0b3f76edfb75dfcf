/// SwiftUI's `Image.Scale`: a symbol's size relative to the text it sits beside.
public enum ImageScale: String, CaseIterable, Sendable {
    case small, medium, large

    /// The size relative to `.medium`. Apple, NSImage.SymbolScale: `.small` "is approximately
    /// 20% smaller than the medium scale", `.large` "approximately 30% larger".
    public var factor: Double {
        switch self {
        case .small: return 0.8
        case .medium: return 1
        case .large: return 1.3
        }
    }
}

/// How big an SF Symbol is drawn for a font, image scale and weight — SwiftUI's
/// `Image(systemName:)` under `.font(.system(size: P, weight: W))` and `.imageScale(S)`.
///
/// - Size: a symbol's design box (`Icon`'s 100 units) is `boxPerPoint` × P × S.factor points on
///   a side. Its circle (the ring of `x.circle`, `heart.circle`, the disc of
///   `checkmark.circle.fill`) spans 92 of the 100 units, so at medium scale it is P points
///   across: measured on an iOS 17 render, `checkmark.circle.fill` at `.body` (17 pt) draws a
///   17 × 17 pt disc (Apple publishes no absolute figure). The other symbols keep their
///   proportions to that circle within the same box.
/// - Weight: stroke widths scale with the weight as the typeface's stems do, since "SF
///   Symbols … come in weights that correspond to the weights of the system fonts" (Apple,
///   Human Interface Guidelines › Glyphs). The factors are Inter's "l" stem widths over the
///   regular one, read from the font outlines of Debian's fonts-inter 4.0 beta 7 (font units of
///   2816 per em): 64, 122, 178, 236, 299, 362, 426, 489, 552 for ultraLight … black. A
///   regular ring's stroke, 7.5 of 92 units (8.2 %), matches SF's regular `circle`, whose stroke
///   is about 8 % of its diameter.
public enum SymbolMetrics {
    /// Design-box side per point of font size at medium scale: a circle as wide as the point
    /// size, over the 0.92 of the box it spans.
    public static let boxPerPoint = 1 / 0.92

    /// The side of a symbol's design box in points, for a font of `pointSize` points.
    public static func boxSide(pointSize: Double, scale: ImageScale = .medium) -> Double {
        pointSize * boxPerPoint * scale.factor
    }

    /// The square a symbol occupies, centred on `center`.
    public static func box(center: Point, pointSize: Double, scale: ImageScale = .medium) -> Rect {
        let side = boxSide(pointSize: pointSize, scale: scale)
        return Rect(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side)
    }

    /// Stroke widths at `weight` relative to regular (Inter's stem ratios, above).
    public static func strokeScale(_ weight: FontWeight) -> Double {
        let stem: Double
        switch weight {
        case .ultraLight: stem = 64
        case .thin: stem = 122
        case .light: stem = 178
        case .regular: stem = 236
        case .medium: stem = 299
        case .semibold: stem = 362
        case .bold: stem = 426
        case .heavy: stem = 489
        case .black: stem = 552
        }
        return stem / 236
    }
}
