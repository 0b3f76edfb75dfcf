/// One line of text laid out with advance widths and kerning, no shaping (one glyph per
/// Unicode scalar), in points with the baseline at y = 0 and the line starting at x = 0.
public struct TextLayout: Sendable {
    /// The text actually laid out (truncated with "…" when it did not fit).
    public let text: String
    /// Advance width of the line, in points.
    public let width: Double
    /// Ascender and descender of the font at this size, in points (both positive).
    public let ascent: Double
    public let descent: Double
    /// Whether the text was shortened to fit `maxWidth`.
    public let isTruncated: Bool
    /// The glyph outlines placed on the baseline, at this size.
    public let path: Path

    /// Lays out `text` in `font` at `size` points. With `maxWidth`, a line wider than it is cut
    /// at the last character that leaves room for "…" and the ellipsis is appended.
    public init(_ text: String, font: Font, size: Double, maxWidth: Double? = nil) throws {
        try Font.validate(size: size)
        if let maxWidth, !(maxWidth.isFinite && maxWidth >= 0) {
            throw RasterError(.nonFiniteValue, "text maxWidth \(maxWidth) is invalid: use a finite width ≥ 0 in points")
        }
        let scale = size / font.unitsPerEm
        let scalars = Array(text.unicodeScalars)
        var truncated = false
        var positions = TextLayout.place(scalars, font: font)
        if let maxWidth, positions.width * scale > maxWidth {
            truncated = true
            positions = TextLayout.truncate(positions, font: font, fits: { $0 * scale <= maxWidth })
        }
        var path = Path()
        for (glyph, x) in positions.glyphs {
            path.append(glyph.outline, transform: Transform(a: scale, b: 0, c: 0, d: scale, tx: x * scale, ty: 0))
        }
        self.text = String(String.UnicodeScalarView(positions.scalars))
        self.width = positions.width * scale
        self.ascent = font.ascender * scale
        self.descent = font.descender * scale
        self.isTruncated = truncated
        self.path = path
    }

    /// Glyphs placed on a line: each glyph with its pen position, the font's glyph index of
    /// each scalar, and the advance width of the whole line, in font units.
    private struct Placement {
        var glyphs: [(Font.Glyph, Double)]
        var indices: [UInt32]
        var width: Double
        var scalars: [Unicode.Scalar]
    }

    private static func place(_ scalars: [Unicode.Scalar], font: Font) -> Placement {
        var x = 0.0
        var previous: UInt32 = 0
        var glyphs: [(Font.Glyph, Double)] = []
        var indices: [UInt32] = []
        glyphs.reserveCapacity(scalars.count)
        indices.reserveCapacity(scalars.count)
        for scalar in scalars {
            let (index, glyph) = font.glyph(scalar)
            x += font.kerning(previous, index)
            glyphs.append((glyph, x))
            indices.append(index)
            x += glyph.advance
            previous = index
        }
        return Placement(glyphs: glyphs, indices: indices, width: x, scalars: scalars)
    }

    /// The longest prefix of `line` that, with trailing spaces dropped and "…" appended, `fits`
    /// (given a width in font units); just "…" when no prefix does, nothing when not even that.
    /// Linear in the length: the prefix's pen positions are those already placed (the pen only
    /// adds advances and kerning left to right), so only the ellipsis is placed per candidate.
    private static func truncate(_ line: Placement, font: Font, fits: (Double) -> Bool) -> Placement {
        let (ellipsisIndex, ellipsis) = font.glyph("\u{2026}")
        /// The pen position of an ellipsis after the first `count` glyphs.
        func ellipsisX(_ count: Int) -> Double {
            guard count > 0 else { return 0 }
            let (glyph, x) = line.glyphs[count - 1]
            return x + glyph.advance + font.kerning(line.indices[count - 1], ellipsisIndex)
        }
        func width(_ count: Int) -> Double { ellipsisX(count) + ellipsis.advance }
        func withEllipsis(_ count: Int) -> Placement {
            Placement(glyphs: Array(line.glyphs[..<count]) + [(ellipsis, ellipsisX(count))],
                      indices: Array(line.indices[..<count]) + [ellipsisIndex],
                      width: width(count), scalars: Array(line.scalars[..<count]) + ["\u{2026}"])
        }
        var count = line.scalars.count
        while count > 0 {
            count -= 1
            // Trailing spaces before the ellipsis look like a gap: drop them too.
            while count > 0 && line.scalars[count - 1] == " " { count -= 1 }
            if fits(width(count)) { return withEllipsis(count) }
        }
        return fits(width(0)) ? withEllipsis(0) : place([], font: font)
    }
}

extension Font {
    /// The advance width of one line of `text` at `size` points, kerning included, in points.
    public func width(of text: String, size: Double) throws -> Double {
        try TextLayout(text, font: self, size: size).width
    }
}

extension Canvas {
    /// Draws one line of text. `origin` (local units) is the baseline point that `alignment`
    /// refers to; `transform` maps local units to pixels, so text turns and scales with its
    /// card. With `maxWidth` the line is truncated with "…". Returns the layout drawn.
    @discardableResult
    public func drawText(
        _ text: String, font: Font, size: Double, at origin: Point, alignment: TextAlignment = .leading,
        maxWidth: Double? = nil, paint: Paint, transform: Transform = .identity
    ) throws -> TextLayout {
        guard origin.isFinite else {
            throw RasterError(.nonFiniteValue, "text origin (\(origin.x), \(origin.y)) is not finite")
        }
        let layout = try TextLayout(text, font: font, size: size, maxWidth: maxWidth)
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

    /// Draws text in a Dynamic Type style (DejaVu Sans, bold for semibold and bold).
    @discardableResult
    public func drawText(
        _ text: String, style: TextStyle, at origin: Point, alignment: TextAlignment = .leading,
        maxWidth: Double? = nil, paint: Paint, transform: Transform = .identity
    ) throws -> TextLayout {
        try drawText(
            text, font: style.font(), size: style.size, at: origin, alignment: alignment, maxWidth: maxWidth,
            paint: paint, transform: transform)
    }
}
