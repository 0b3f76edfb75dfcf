/// Shapes one line of styled spans: directional runs from `BidiRuns` over the whole line, each
/// cut where the span changes and shaped piece by piece in its span's face, size and features,
/// pen advancing left to right with each span's kerning and tracking after every cluster.
struct TextLineShaper {
    let spans: [TextSpan]

    struct Placed {
        var glyph: Font.Glyph
        /// Font units (y down) to line points.
        var transform: Transform
        /// Index of the span the glyph belongs to.
        var span: Int
    }

    /// A shaped line: its glyphs placed left to right, its width in points, its scalars, the
    /// span of each scalar, the paragraph direction and the stretch of each piece.
    struct Line {
        var glyphs: [Placed]
        var width: Double
        var scalars: [Unicode.Scalar]
        var isRightToLeft: Bool
        var segments: [TextLayout.Segment]
    }

    /// The pieces of a directional run: maximal stretches of one span, as offsets in the run,
    /// in visual order (a right-to-left run's pieces right to left in reading order).
    private func pieces(of run: BidiRuns.Run, owners: [Int]) -> [Range<Int>] {
        if spans.count == 1 { return [0..<run.scalars.count] }
        var pieces: [Range<Int>] = []
        var start = 0
        for i in 1...run.scalars.count where i == run.scalars.count || owners[run.start + i] != owners[run.start + start] {
            pieces.append(start..<i)
            start = i
        }
        return run.rightToLeft ? pieces.reversed() : pieces
    }

    /// The line's glyphs placed left to right. `owners[i]` is the span of `scalars[i]`.
    func place(_ scalars: [Unicode.Scalar], owners: [Int]) -> Line {
        let bidi = BidiRuns(scalars)
        var x = 0.0
        // Tracking is trailing whitespace: the last cluster's does not count in the width.
        var trailingTracking = 0.0
        var glyphs: [Placed] = []
        var segments: [TextLayout.Segment] = []
        for run in bidi.runs {
            for piece in pieces(of: run, owners: owners) {
                let spanIndex = owners[run.start + piece.lowerBound]
                let span = spans[spanIndex]
                let pieceScalars = piece.count == run.scalars.count ? run.scalars : Array(run.scalars[piece])
                let face = self.face(for: pieceScalars, in: span)
                let scale = span.size / face.unitsPerEm
                let spacing = span.kerning + span.tracking
                let start = x
                let shaped = face.shaper.shape(pieceScalars, rightToLeft: run.rightToLeft, features: span.shapingFeatures)
                if !shaped.isEmpty { trailingTracking = span.tracking }
                for k in shaped.indices {
                    let glyph = shaped[k]
                    let transform = Transform(
                        a: scale, b: 0, c: 0, d: scale,
                        tx: x + Double(glyph.xOffset) * scale, ty: -Double(glyph.yOffset) * scale - span.baselineOffset)
                    glyphs.append(Placed(glyph: face.glyph(index: glyph.index), transform: transform, span: spanIndex))
                    x += Double(glyph.xAdvance) * scale
                    // Spacing follows the last glyph of each cluster.
                    if spacing != 0 && (k == shaped.count - 1 || shaped[k + 1].cluster != glyph.cluster) { x += spacing }
                }
                segments.append(TextLayout.Segment(span: spanIndex, minX: start, maxX: x))
            }
        }
        let width = trailingTracking != 0 ? x - trailingTracking : x
        if trailingTracking != 0, let last = segments.last {
            segments[segments.count - 1] = TextLayout.Segment(span: last.span, minX: last.minX, maxX: max(last.minX, last.maxX - trailingTracking))
        }
        return Line(glyphs: glyphs, width: width, scalars: scalars, isRightToLeft: bidi.isRightToLeft, segments: segments)
    }

    /// The longest prefix of `scalars` that, with trailing spaces dropped and "…" appended (in
    /// the span of the last character kept), fits in `maxWidth` points, shaped as its own
    /// line; just "…" when no prefix does, an empty line when not even that. It is the cut the
    /// character-by-character loop makes (try every shorter prefix, longest first), found in
    /// linear time: a prefix shaped alone differs from its pen advance in the whole line
    /// (`prefixWidths`) only at the cut (kerning with the next glyph, a split ligature, a
    /// contextual form, the trailing tracking), by far less than `slack`, and "…" only adds
    /// width, so candidates whose advance in the whole line is over `maxWidth + slack` cannot
    /// fit and are skipped unshaped. Only the few candidates near the cut are shaped.
    func truncate(_ scalars: [Unicode.Scalar], owners: [Int], toFit maxWidth: Double) -> Line {
        let ellipsis: Unicode.Scalar = "\u{2026}"
        let widths = prefixWidths(scalars, owners: owners)
        let slack = spans.reduce(0.0) { max($0, 2 * $1.size + abs($1.kerning) + abs($1.tracking)) }
        let limit = maxWidth + slack
        var count = scalars.count
        while count > 0 {
            count -= 1
            // Trailing spaces before the ellipsis look like a gap: drop them too.
            while count > 0 && scalars[count - 1] == " " { count -= 1 }
            guard widths[count] <= limit else { continue }
            let owner = count > 0 ? owners[count - 1] : owners[0]
            let candidate = place(Array(scalars[..<count]) + [ellipsis], owners: Array(owners[..<count]) + [owner])
            if candidate.width <= maxWidth { return candidate }
        }
        let alone = place([ellipsis], owners: [owners.first ?? 0])
        return alone.width <= maxWidth ? alone : place([], owners: [])
    }

    /// `widths[c]`: the advance in points of the glyphs of the first `c` scalars (logical
    /// order) when the whole line is shaped, `c` in 0...scalars.count, spacing included. A
    /// prefix's runs may switch between a span's font and its fallback (it may lack the
    /// scalar that needed the fallback), so each scalar counts the smaller of its advances in
    /// the two faces.
    private func prefixWidths(_ scalars: [Unicode.Scalar], owners: [Int]) -> [Double] {
        var advances = [Double](repeating: 0, count: scalars.count)
        for run in BidiRuns(scalars).runs {
            for piece in pieces(of: run, owners: owners) {
                let span = spans[owners[run.start + piece.lowerBound]]
                let pieceScalars = piece.count == run.scalars.count ? run.scalars : Array(run.scalars[piece])
                var pieceAdvances = [Double](repeating: .infinity, count: pieceScalars.count)
                for face in [span.font] + (span.fallback.map { [$0] } ?? []) {
                    var perScalar = [Double](repeating: 0, count: pieceScalars.count)
                    let scale = span.size / face.unitsPerEm
                    let shaped = face.shaper.shape(pieceScalars, rightToLeft: run.rightToLeft, features: span.shapingFeatures)
                    for (k, glyph) in shaped.enumerated() {
                        let slot = min(glyph.cluster, perScalar.count - 1)
                        perScalar[slot] += Double(glyph.xAdvance) * scale
                        if k == shaped.count - 1 || shaped[k + 1].cluster != glyph.cluster {
                            perScalar[slot] += span.kerning + span.tracking
                        }
                    }
                    for i in perScalar.indices { pieceAdvances[i] = min(pieceAdvances[i], perScalar[i]) }
                }
                for i in pieceAdvances.indices { advances[run.start + piece.lowerBound + i] = pieceAdvances[i] }
            }
        }
        var widths = [0.0]
        widths.reserveCapacity(scalars.count + 1)
        for advance in advances { widths.append(widths[widths.count - 1] + advance) }
        return widths
    }

    /// The span's fallback font for a piece its font does not cover (spaces and marks aside).
    private func face(for scalars: [Unicode.Scalar], in span: TextSpan) -> Font {
        guard let fallback = span.fallback else { return span.font }
        let missing = scalars.contains { !$0.properties.isWhitespace && !span.font.covers($0) }
        return missing ? fallback : span.font
    }
}
