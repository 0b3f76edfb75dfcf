/// One line of text shaped by HarfBuzz (kerning, ligatures and the requested OpenType
/// features; right-to-left runs in display order, `BidiRuns`), in points with the baseline at
/// y = 0 and the line starting at x = 0. A line is one or more styled `TextSpan`s.
public struct TextLayout: Sendable {
    /// The text actually laid out (truncated with "…" when it did not fit).
    public let text: String
    /// Advance width of the line, in points: the sum of HarfBuzz's shaped advances plus the
    /// spans' kerning and tracking (`TextSpan`).
    public let width: Double
    /// Ascender and descender of the line at its sizes, in points (both positive): the largest
    /// of its spans', each moved by its baseline offset.
    public let ascent: Double
    public let descent: Double
    /// Whether the text was shortened to fit `maxWidth`.
    public let isTruncated: Bool
    /// Whether the paragraph reads right to left (its first strong character is RTL).
    public let isRightToLeft: Bool
    /// The glyph outlines of each span given, placed on the line (index = the span's index);
    /// a truncation's "…" belongs to the span of the last character kept. A span whose text
    /// was all cut has an empty path.
    public let spanPaths: [Path]
    /// The stretches of the line each span covers, left to right: one per span and
    /// directional run, from the pen position before its first glyph to the one after its
    /// last (spacing included), in points. Underlines and strikethroughs are drawn along them.
    public let segments: [Segment]

    /// The colour emoji images of the line (`EmojiFont`), in drawing order: each image's
    /// rectangle in line points (y down, baseline at 0), and the span it belongs to. They are
    /// drawn in their own colours, not in the span's paint.
    public let emoji: [EmojiGlyph]

    public struct EmojiGlyph: Sendable {
        public let span: Int
        public let image: EmojiFont.Image
        public let rect: Rect

        /// The image's rectangle moved by (dx, dy) points.
        public func imageRect(offsetBy dx: Double, _ dy: Double) -> Rect {
            Rect(x: rect.x + dx, y: rect.y + dy, width: rect.width, height: rect.height)
        }

        /// The image as a paint that fills `imageRect(offsetBy: dx, dy)` exactly.
        public func paint(offsetBy dx: Double, _ dy: Double) -> Paint {
            let pixmap = image.pattern.pixmap
            return .image(
                image.pattern,
                transform: Transform(
                    a: rect.width / Double(pixmap.width), b: 0, c: 0, d: rect.height / Double(pixmap.height),
                    tx: rect.x + dx, ty: rect.y + dy))
        }
    }

    public struct Segment: Equatable, Sendable {
        /// Index of the span in the spans given.
        public let span: Int
        public let minX: Double
        public let maxX: Double
    }

    /// All the glyph outlines placed on the baseline, at this size.
    public var path: Path {
        if spanPaths.count == 1 { return spanPaths[0] }
        var all = Path()
        for path in spanPaths { all.append(path) }
        return all
    }

    /// Lays out `text` in `font` at `size` points. With `maxWidth`, a line wider than it is cut
    /// at the last character that leaves room for "…" and the ellipsis is appended (in time
    /// linear in the text's length, `TextLineShaper.truncate`). A run of
    /// characters `font` has no glyphs for is drawn in `fallback` when one is given (as iOS
    /// falls back to another system face for scripts SF Pro lacks).
    public init(
        _ text: String, font: Font, size: Double, maxWidth: Double? = nil, features: TextFeatures = [],
        fallback: Font? = nil, spacing: TextSpacing = .none, emoji: EmojiFont? = nil
    ) throws {
        try self.init(
            spans: [
                TextSpan(
                    text, font: font, size: size, features: features, fallback: fallback,
                    spacing: spacing, emoji: emoji)
            ], maxWidth: maxWidth)
    }

    /// Lays out the spans as one line, each in its own style, truncated with "…" to
    /// `maxWidth` as the single-style initializer does. No spans is an empty line of no
    /// height (give a span with empty text for an empty line of that span's height).
    public init(spans: [TextSpan], maxWidth: Double? = nil) throws {
        for span in spans { try span.validate() }
        if let maxWidth, !(maxWidth.isFinite && maxWidth >= 0) {
            throw RasterError(.nonFiniteValue, "text maxWidth \(maxWidth) is invalid: use a finite width ≥ 0 in points")
        }
        let shaper = TextLineShaper(spans: spans)
        var scalars: [Unicode.Scalar] = []
        var owners: [Int] = []
        if spans.count == 1 {
            scalars = Array(spans[0].text.unicodeScalars)
            owners = [Int](repeating: 0, count: scalars.count)
        } else {
            for (index, span) in spans.enumerated() {
                let added = span.text.unicodeScalars
                scalars += added
                owners += repeatElement(index, count: added.count)
            }
        }
        var truncated = false
        var line = shaper.place(scalars, owners: owners)
        if let maxWidth, line.width > maxWidth {
            truncated = true
            line = shaper.truncate(scalars, owners: owners, toFit: maxWidth)
        }
        // Each span's path is built in a local variable (appending through an array element
        // would copy the path in unoptimized builds).
        var paths: [Path] = []
        paths.reserveCapacity(spans.count)
        for index in spans.indices {
            var path = Path()
            for placed in line.glyphs where spans.count == 1 || placed.span == index {
                path.append(placed.glyph.outline, transform: placed.transform)
            }
            paths.append(path)
        }
        self.text = String(String.UnicodeScalarView(line.scalars))
        self.width = line.width
        self.ascent = spans.dropFirst().reduce(spans.first?.ascent ?? 0) { max($0, $1.ascent) }
        self.descent = spans.dropFirst().reduce(spans.first?.descent ?? 0) { max($0, $1.descent) }
        self.isTruncated = truncated
        self.isRightToLeft = line.isRightToLeft
        self.spanPaths = paths
        self.segments = line.segments
        self.emoji = line.emoji
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
        maxWidth: Double? = nil, features: TextFeatures = [], fallback: Font? = nil, spacing: TextSpacing = .none,
        emoji: EmojiFont? = nil, paint: Paint, transform: Transform = .identity
    ) throws -> TextLayout {
        guard origin.isFinite else {
            throw RasterError(.nonFiniteValue, "text origin (\(origin.x), \(origin.y)) is not finite")
        }
        let layout = try TextLayout(
            text, font: font, size: size, maxWidth: maxWidth, features: features, fallback: fallback,
            spacing: spacing, emoji: emoji)
        let dx: Double
        switch alignment {
        case .leading: dx = 0
        case .center: dx = -layout.width / 2
        case .trailing: dx = -layout.width
        }
        // Move the glyphs rather than the paint, so a gradient stays in the caller's local space.
        let placed = layout.path.transformed(by: .translation(x: origin.x + dx, y: origin.y))
        try fill(placed, paint: paint, transform: transform)
        for glyph in layout.emoji {
            try fill(
                .rect(glyph.imageRect(offsetBy: origin.x + dx, origin.y)), paint: glyph.paint(offsetBy: origin.x + dx, origin.y),
                transform: transform)
        }
        return layout
    }

    /// Draws text in a Dynamic Type style, in `typeface` (Inter by default) at the style's
    /// weight and the typeface's spacing (`Typeface.spacing(size:)`), with DejaVu Sans for
    /// scripts the typeface lacks and Noto Color Emoji, when installed, for emoji.
    @discardableResult
    public func drawText(
        _ text: String, style: TextStyle, typeface: Typeface = .inter, at origin: Point,
        alignment: TextAlignment = .leading, maxWidth: Double? = nil, paint: Paint, transform: Transform = .identity
    ) throws -> TextLayout {
        try drawText(
            text, font: style.font(in: typeface), size: style.size, at: origin, alignment: alignment, maxWidth: maxWidth,
            features: style.features, fallback: try? typeface.fallbackFont(weight: style.weight),
            spacing: typeface.spacing(size: style.size), emoji: try? EmojiFont.named(), paint: paint, transform: transform)
    }
}
