/// One line of text shaped by HarfBuzz (kerning, ligatures and the requested OpenType
/// features; right-to-left runs in display order, `BidiRuns`), in points with the baseline at
/// y = 0 and the line starting at x = 0.
public struct TextLayout: Sendable {
    /// The text actually laid out (truncated with "…" when it did not fit).
    public let text: String
    /// Advance width of the line, in points: the sum of HarfBuzz's shaped advances.
    public let width: Double
    /// Ascender and descender of the font at this size, in points (both positive).
    public let ascent: Double
    public let descent: Double
    /// Whether the text was shortened to fit `maxWidth`.
    public let isTruncated: Bool
    /// Whether the paragraph reads right to left (its first strong character is RTL).
    public let isRightToLeft: Bool
    /// The glyph outlines placed on the baseline, at this size.
    public let path: Path

    /// Lays out `text` in `font` at `size` points. With `maxWidth`, a line wider than it is cut
    /// at the last character that leaves room for "…" and the ellipsis is appended. A run of
    /// characters `font` has no glyphs for is drawn in `fallback` when one is given (as iOS
    /// falls back to another system face for scripts SF Pro lacks).
    public init(
        _ text: String, font: Font, size: Double, maxWidth: Double? = nil, features: TextFeatures = [],
        fallback: Font? = nil
    ) throws {
        try Font.validate(size: size)
        if let maxWidth, !(maxWidth.isFinite && maxWidth >= 0) {
            throw RasterError(.nonFiniteValue, "text maxWidth \(maxWidth) is invalid: use a finite width ≥ 0 in points")
        }
        let shaping = Shaping(font: font, fallback: fallback, size: size, features: features)
        var scalars = Array(text.unicodeScalars)
        var truncated = false
        var line = shaping.place(scalars)
        if let maxWidth, line.width > maxWidth {
            truncated = true
            let ellipsis: Unicode.Scalar = "\u{2026}"
            while !scalars.isEmpty {
                scalars.removeLast()
                // Trailing spaces before the ellipsis look like a gap: drop them too.
                while scalars.last == " " { scalars.removeLast() }
                line = shaping.place(scalars + [ellipsis])
                if line.width <= maxWidth { break }
            }
            if scalars.isEmpty {
                line = shaping.place([ellipsis])
                if line.width > maxWidth { line = shaping.place([]) }
            }
        }
        var path = Path()
        for placed in line.glyphs {
            path.append(placed.glyph.outline, transform: placed.transform)
        }
        self.text = String(String.UnicodeScalarView(line.scalars))
        self.width = line.width
        self.ascent = font.ascender * size / font.unitsPerEm
        self.descent = font.descender * size / font.unitsPerEm
        self.isTruncated = truncated
        self.isRightToLeft = line.isRightToLeft
        self.path = path
    }

    /// Shapes lines in one font, size and feature set.
    private struct Shaping {
        let font: Font
        let fallback: Font?
        let size: Double
        let features: TextFeatures

        struct Placed {
            var glyph: Font.Glyph
            /// Font units (y down) to line points.
            var transform: Transform
        }

        /// The line's glyphs placed left to right, its width in points and paragraph direction.
        func place(_ scalars: [Unicode.Scalar])
            -> (glyphs: [Placed], width: Double, scalars: [Unicode.Scalar], isRightToLeft: Bool)
        {
            let bidi = BidiRuns(scalars)
            var x = 0.0
            var glyphs: [Placed] = []
            for run in bidi.runs {
                let runFont = self.font(for: run.scalars)
                let scale = size / runFont.unitsPerEm
                for shaped in runFont.shaper.shape(run.scalars, rightToLeft: run.rightToLeft, features: features) {
                    let transform = Transform(
                        a: scale, b: 0, c: 0, d: scale,
                        tx: x + Double(shaped.xOffset) * scale, ty: -Double(shaped.yOffset) * scale)
                    glyphs.append(Placed(glyph: runFont.glyph(index: shaped.index), transform: transform))
                    x += Double(shaped.xAdvance) * scale
                }
            }
            return (glyphs, x, scalars, bidi.isRightToLeft)
        }

        /// The fallback font for a run the main font does not cover (spaces and marks aside).
        private func font(for scalars: [Unicode.Scalar]) -> Font {
            guard let fallback else { return font }
            let missing = scalars.contains { !$0.properties.isWhitespace && !font.covers($0) }
            return missing ? fallback : font
        }
    }
}

extension Font {
    /// The advance width of one line of `text` at `size` points, as HarfBuzz shapes it
    /// (kerning and ligatures included), in points.
    public func width(of text: String, size: Double, features: TextFeatures = []) throws -> Double {
        try TextLayout(text, font: self, size: size, features: features).width
    }
}

extension Canvas {
    /// Draws one line of text. `origin` (local units) is the baseline point that `alignment`
    /// refers to; `transform` maps local units to pixels, so text turns and scales with its
    /// card. With `maxWidth` the line is truncated with "…". Returns the layout drawn.
    @discardableResult
    public func drawText(
        _ text: String, font: Font, size: Double, at origin: Point, alignment: TextAlignment = .leading,
        maxWidth: Double? = nil, features: TextFeatures = [], fallback: Font? = nil, paint: Paint,
        transform: Transform = .identity
    ) throws -> TextLayout {
        guard origin.isFinite else {
            throw RasterError(.nonFiniteValue, "text origin (\(origin.x), \(origin.y)) is not finite")
        }
        let layout = try TextLayout(text, font: font, size: size, maxWidth: maxWidth, features: features, fallback: fallback)
        let dx: Double
        switch alignment {
        case .leading: dx = 0
        case .center: dx = -layout.width / 2
        case .trailing: dx = -layout.width
        }
        // Move the glyphs rather than the paint, so a gradient stays in the caller's local space.
        let placed = layout.path.transformed(by: .translation(x: origin.x + dx, y: origin.y))
        try fill(placed, paint: paint, transform: transform)
        return layout
    }

    /// Draws text in a Dynamic Type style, in `typeface` (Inter by default) at the style's
    /// weight, with DejaVu Sans for scripts the typeface lacks.
    @discardableResult
    public func drawText(
        _ text: String, style: TextStyle, typeface: Typeface = .inter, at origin: Point,
        alignment: TextAlignment = .leading, maxWidth: Double? = nil, paint: Paint, transform: Transform = .identity
    ) throws -> TextLayout {
        try drawText(
            text, font: style.font(in: typeface), size: style.size, at: origin, alignment: alignment, maxWidth: maxWidth,
            features: style.features, fallback: try? typeface.fallbackFont(weight: style.weight), paint: paint,
            transform: transform)
    }
}
