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
        /// The colour emoji images, placed on the line (points, y down, baseline at 0).
        var emoji: [TextLayout.EmojiGlyph]
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
        var emoji: [TextLayout.EmojiGlyph] = []
        var segments: [TextLayout.Segment] = []
        for run in bidi.runs {
            for piece in pieces(of: run, owners: owners) {
                let spanIndex = owners[run.start + piece.lowerBound]
                let span = spans[spanIndex]
                let pieceScalars = piece.count == run.scalars.count ? run.scalars : Array(run.scalars[piece])
                let start = x
                for faceRun in faceRuns(of: pieceScalars, in: span, rightToLeft: run.rightToLeft) {
                    let shaped = shape(faceRun, span: span, rightToLeft: run.rightToLeft, piece: pieceScalars)
                    if !shaped.glyphs.isEmpty { trailingTracking = span.tracking }
                    for k in shaped.glyphs.indices {
                        let glyph = shaped.glyphs[k]
                        switch faceRun.face {
                        case .text(let face):
                            let scale = span.size / face.unitsPerEm
                            let transform = Transform(
                                a: scale, b: 0, c: 0, d: scale,
                                tx: x + Double(glyph.xOffset) * shaped.offsetScale, ty: -Double(glyph.yOffset) * scale - span.baselineOffset)
                            glyphs.append(Placed(glyph: face.glyph(index: glyph.index), transform: transform, span: spanIndex))
                        case .emoji(let font):
                            if let image = font.image(index: glyph.index) {
                                let pixel = span.size / font.strikeHeight
                                let width = Double(image.pattern.pixmap.width) * pixel
                                let height = Double(image.pattern.pixmap.height) * pixel
                                let left = x + (shaped.advances[k] - width) / 2
                                let top = -image.top * pixel - span.baselineOffset
                                emoji.append(
                                    TextLayout.EmojiGlyph(
                                        span: spanIndex, image: image, rect: Rect(x: left, y: top, width: width, height: height)))
                            }
                        }
                        x += shaped.advances[k]
                        // Spacing follows the last glyph of each cluster.
                        if shaped.spacing != 0 && (k == shaped.glyphs.count - 1 || shaped.glyphs[k + 1].cluster != glyph.cluster) {
                            x += shaped.spacing
                        }
                    }
                }
                segments.append(TextLayout.Segment(span: spanIndex, minX: start, maxX: x))
            }
        }
        let width = trailingTracking != 0 ? x - trailingTracking : x
        if trailingTracking != 0, let last = segments.last {
            segments[segments.count - 1] = TextLayout.Segment(span: last.span, minX: last.minX, maxX: max(last.minX, last.maxX - trailingTracking))
        }
        return Line(glyphs: glyphs, emoji: emoji, width: width, scalars: scalars, isRightToLeft: bidi.isRightToLeft, segments: segments)
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
        let slack = spans.reduce(0.0) {
            max($0, 2 * $1.size * $1.spacing.advanceScale + abs($1.kerning) + abs($1.tracking) + abs($1.spacing.tracking))
        }
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
    /// the two faces; emoji runs count their own advances.
    private func prefixWidths(_ scalars: [Unicode.Scalar], owners: [Int]) -> [Double] {
        var advances = [Double](repeating: 0, count: scalars.count)
        for run in BidiRuns(scalars).runs {
            for piece in pieces(of: run, owners: owners) {
                let span = spans[owners[run.start + piece.lowerBound]]
                let pieceScalars = piece.count == run.scalars.count ? run.scalars : Array(run.scalars[piece])
                for faceRun in faceRuns(of: pieceScalars, in: span, rightToLeft: run.rightToLeft) {
                    let runScalars = faceRun.range.count == pieceScalars.count ? pieceScalars : Array(pieceScalars[faceRun.range])
                    var candidates: [FaceRun] = [FaceRun(range: faceRun.range, face: faceRun.face)]
                    if case .text = faceRun.face {
                        candidates = ([span.font] + (span.fallback.map { [$0] } ?? [])).map { FaceRun(range: faceRun.range, face: .text($0)) }
                    }
                    var runAdvances = [Double](repeating: .infinity, count: runScalars.count)
                    for candidate in candidates {
                        var perScalar = [Double](repeating: 0, count: runScalars.count)
                        let shaped = shape(candidate, span: span, rightToLeft: run.rightToLeft, scalars: runScalars)
                        for (k, glyph) in shaped.glyphs.enumerated() {
                            let slot = min(glyph.cluster, perScalar.count - 1)
                            perScalar[slot] += shaped.advances[k]
                            if k == shaped.glyphs.count - 1 || shaped.glyphs[k + 1].cluster != glyph.cluster {
                                perScalar[slot] += shaped.spacing
                            }
                        }
                        for i in perScalar.indices { runAdvances[i] = min(runAdvances[i], perScalar[i]) }
                    }
                    for i in runAdvances.indices {
                        advances[run.start + piece.lowerBound + faceRun.range.lowerBound + i] = runAdvances[i]
                    }
                }
            }
        }
        var widths = [0.0]
        widths.reserveCapacity(scalars.count + 1)
        for advance in advances { widths.append(widths[widths.count - 1] + advance) }
        return widths
    }

    /// The face a stretch of a piece is shaped in.
    enum RunFace {
        case text(Font)
        case emoji(EmojiFont)
    }

    /// A stretch of a piece (offsets in the piece) and its face.
    struct FaceRun {
        var range: Range<Int>
        var face: RunFace
    }

    /// A face run shaped: its glyphs (HarfBuzz's, clusters relative to the run), each glyph's
    /// advance in points, the spacing after each cluster and the points per font unit of
    /// the glyphs' x offsets.
    struct ShapedRun {
        var glyphs: [ShapedGlyph]
        var advances: [Double]
        var spacing: Double
        var offsetScale: Double
    }

    /// Shapes one face run, whose scalars are `runScalars`. The span's
    /// own font takes its `spacing` (tracking and calibrated advances); a fallback face keeps
    /// its metrics; an emoji glyph advances 1 em of the span's size (`EmojiFont`). Kerning and
    /// tracking follow every cluster in any face.
    func shape(_ run: FaceRun, span: TextSpan, rightToLeft: Bool, scalars runScalars: [Unicode.Scalar]) -> ShapedRun {
        switch run.face {
        case .text(let face):
            let own = face === span.font
            let factor = own ? span.spacing.advanceScale : 1
            let scale = span.size / face.unitsPerEm * factor
            let glyphs = face.shaper.shape(runScalars, rightToLeft: rightToLeft, features: span.shapingFeatures)
            return ShapedRun(
                glyphs: glyphs, advances: glyphs.map { Double($0.xAdvance) * scale },
                spacing: span.kerning + span.tracking + (own ? span.spacing.tracking : 0), offsetScale: scale)
        case .emoji(let font):
            let glyphs = font.shaper.shape(runScalars, rightToLeft: rightToLeft, features: [])
            return ShapedRun(
                glyphs: glyphs, advances: glyphs.map { $0.xAdvance != 0 ? span.size : 0 },
                spacing: span.kerning + span.tracking, offsetScale: 0)
        }
    }

    /// Shapes a face run of the piece `pieceScalars`.
    func shape(_ run: FaceRun, span: TextSpan, rightToLeft: Bool, piece pieceScalars: [Unicode.Scalar]) -> ShapedRun {
        let runScalars = run.range.count == pieceScalars.count ? pieceScalars : Array(pieceScalars[run.range])
        return shape(run, span: span, rightToLeft: rightToLeft, scalars: runScalars)
    }

    /// The piece cut into runs of one face, in visual order: emoji (a scalar the emoji face has
    /// and that asks for emoji presentation — Unicode's Emoji_Presentation property, or a
    /// following U+FE0F — or that the span's font lacks; the joiners, selectors, keycap, tag
    /// and skin-tone marks after it stay in its run, so HarfBuzz can form the sequence) and
    /// text (the span's font, or its fallback for a stretch the font lacks).
    func faceRuns(of scalars: [Unicode.Scalar], in span: TextSpan, rightToLeft: Bool) -> [FaceRun] {
        let whole = [FaceRun(range: 0..<scalars.count, face: .text(face(for: scalars, in: span)))]
        guard let emoji = span.emoji, scalars.contains(where: { $0.value >= 0xA9 }) else { return whole }
        var isEmoji = [Bool](repeating: false, count: scalars.count)
        for i in scalars.indices {
            let scalar = scalars[i]
            if Self.isSequenceMark(scalar) {
                isEmoji[i] = i > 0 && isEmoji[i - 1]
                continue
            }
            if scalar.value < 0xA9 && scalar.value != 0x23 && scalar.value != 0x2A && !("0"..."9").contains(scalar) { continue }
            let next = i + 1 < scalars.count ? scalars[i + 1] : nil
            if next == "\u{FE0E}" { isEmoji[i] = !span.font.covers(scalar) && emoji.covers(scalar); continue }
            let asksForEmoji = scalar.properties.isEmojiPresentation || next == "\u{FE0F}"
            isEmoji[i] = (asksForEmoji || !span.font.covers(scalar)) && emoji.covers(scalar)
        }
        guard isEmoji.contains(true) else { return whole }
        var runs: [FaceRun] = []
        var start = 0
        for i in 1...scalars.count where i == scalars.count || isEmoji[i] != isEmoji[start] {
            let face: RunFace = isEmoji[start] ? .emoji(emoji) : .text(self.face(for: Array(scalars[start..<i]), in: span))
            runs.append(FaceRun(range: start..<i, face: face))
            start = i
        }
        return rightToLeft ? runs.reversed() : runs
    }

    /// Scalars that continue an emoji sequence: zero width joiner, variation selectors 15 and
    /// 16, the combining keycap, tag characters and the skin-tone modifiers (Unicode UTS #51,
    /// "Unicode Emoji", ED-14 to ED-17).
    static func isSequenceMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200D, 0xFE0E, 0xFE0F, 0x20E3, 0xE0020...0xE007F, 0x1F3FB...0x1F3FF: return true
        default: return false
        }
    }

    /// The span's fallback font for a piece its font does not cover (spaces and marks aside).
    private func face(for scalars: [Unicode.Scalar], in span: TextSpan) -> Font {
        guard let fallback = span.fallback else { return span.font }
        let missing = scalars.contains { !$0.properties.isWhitespace && !span.font.covers($0) }
        return missing ? fallback : span.font
    }
}
