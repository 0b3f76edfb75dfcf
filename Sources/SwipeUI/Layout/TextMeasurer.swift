import SwipeRaster

/// Lays text out in lines with the font engine's metrics: greedy wrapping at spaces to the
/// proposed width over the whole paragraph (a concatenated `Text` wraps as one string, each
/// run shaped in its own style), then `lineLimit` (and the proposed height) cut the lines, the
/// last kept line ending in "…" when text was dropped or did not fit. A single word wider than
/// the line is truncated, never split. A line is as tall as the largest ascent plus the
/// largest descent of its runs' faces; lines are `lineSpacing` apart.
///
/// `minimumScaleFactor` below 1: text that would be truncated at its size shrinks — every
/// run's size, kerning, tracking and baseline offset times one scale s — to the largest s in
/// [factor, 1] at which nothing is truncated, else to the factor, then truncates. Apple does
/// not document the steps SwiftUI takes; SwipeSim's reading: text whose paragraphs fit one
/// line each takes s = width / natural width when that fills the width to 0.01 pt (advances are
/// linear in the size, the system font's tracking is not), other text the largest fitting s
/// found by 8 bisections of [factor, 1], or of [that s, 1] when it fits (to 1/256 of the range).
final class TextMeasurer {
    let fonts: FontSet
    private var cache: [Key: TextLines] = [:]
    private var metrics: [MetricsKey: Metrics] = [:]

    /// A face and its decoration metrics at one weight and point size (`FontSet.faces`
    /// returns the same face for the same arguments, so it is asked once).
    private struct Metrics {
        var face: SwipeRaster.Font
        var decorations: DecorationMetrics
        var spacing: TextSpacing
    }

    private struct MetricsKey: Hashable {
        var weight: Int
        var size: Double
        var customName: String?
        var isItalic: Bool
    }

    struct Key: Hashable {
        var runs: [TextRun.LayoutKey]
        var width: Double?
        var height: Double?
        var lineLimit: Int?
        var lineSpacing: Double
        var minimumScaleFactor: Double
    }

    init(fonts: FontSet) { self.fonts = fonts }

    func lines(for content: TextContent, proposal: ProposedSize) throws -> TextLines {
        // A negative offer (a frame narrower than its padding) gives the text no room, as in SwiftUI.
        let width = proposal.width.flatMap { $0.isFinite ? max(0, $0) : nil }
        let height = proposal.height.flatMap { $0.isFinite ? max(0, $0) : nil }
        let factor = content.minimumScaleFactor.isFinite ? min(max(content.minimumScaleFactor, 0), 1) : 1
        var key = Key(
            runs: content.runs.map(\.layoutKey), width: width, height: nil, lineLimit: content.lineLimit,
            lineSpacing: content.lineSpacing, minimumScaleFactor: factor)
        if let height, factor == 1 {
            // Text that is not cut by the height offered is its layout at no height limit: one
            // cache entry serves every taller offer (a frame whose height animates).
            let free = try lines(for: content, proposal: ProposedSize(width: width, height: nil))
            let fitting = Self.linesFitting(
                height: height, lineHeights: free.lines.map { $0.layout.ascent + $0.layout.descent }, lineSpacing: content.lineSpacing)
            if free.lines.count <= fitting { return free }
        }
        key.height = height
        if let cached = cache[key] { return cached }
        var result = try layOut(content, scale: 1, width: width, height: height)
        if result.isTruncated, factor < 1 {
            result = try shrunk(content, factor: factor, width: width, height: height)
        }
        cache[key] = result
        return result
    }

    /// The layout at the largest scale in [factor, 1] that truncates nothing, else at `factor`.
    private func shrunk(_ content: TextContent, factor: Double, width: Double?, height: Double?) throws -> TextLines {
        let atFactor = try layOut(content, scale: factor, width: width, height: height)
        if atFactor.isTruncated { return atFactor }
        var best = atFactor
        var low = factor, high = 1.0
        let paragraphs = content.string.split(separator: "\n", omittingEmptySubsequences: false).count
        if let width {
            let natural = try layOut(content, scale: 1, width: nil, height: nil)
            if natural.size.width > 0 {
                // A hair under the exact ratio, so that rounding cannot make the line overflow.
                let exact = width / natural.size.width * (1 - 1e-12)
                if exact > factor && exact < 1 {
                    let candidate = try layOut(content, scale: exact, width: width, height: height)
                    if !candidate.isTruncated {
                        // Tracking is not linear in the size (the system font's table,
                        // `TextSpacing`): a candidate short of the width is refined below.
                        if candidate.lines.count == paragraphs && candidate.size.width >= width - 0.01 { return candidate }
                        best = candidate
                        low = exact
                    } else {
                        high = exact
                    }
                }
            }
        }
        for _ in 0..<8 {
            let middle = (low + high) / 2
            let candidate = try layOut(content, scale: middle, width: width, height: height)
            if candidate.isTruncated { high = middle } else { best = candidate; low = middle }
        }
        return best
    }

    /// The runs' styles at `scale` as SwipeRaster spans (empty text), and their faces' decoration metrics.
    private func spanStyles(_ content: TextContent, scale: Double) throws -> [(span: TextSpan, decorations: DecorationMetrics)] {
        try content.runs.map { run in
            var font = run.font
            font.size *= CGFloat(scale)
            let metrics = try self.metrics(of: font)
            // `.monospacedDigit()` asks the face for tabular figures (OpenType `tnum`), as SwiftUI does.
            let span = TextSpan(
                "", font: metrics.face, size: Double(font.size), features: font.monospacedDigits ? .monospacedDigit : [],
                kerning: run.kerning * scale, tracking: run.tracking * scale, baselineOffset: run.baselineOffset * scale,
                spacing: metrics.spacing, emoji: fonts.emoji)
            return (span, metrics.decorations)
        }
    }

    private func layOut(_ content: TextContent, scale: Double, width: Double?, height: Double?) throws -> TextLines {
        let styles = try spanStyles(content, scale: scale)
        let paragraph = StyledParagraph(runs: content.runs, styles: styles.map(\.span))
        var ranges: [Range<Int>] = []
        for range in paragraph.paragraphRanges() {
            ranges += try paragraph.wrap(range, width: width)
        }
        var lines = ranges.map { paragraph.spans(in: $0) }
        var maxLines = content.lineLimit
        if let height {
            let heights = lines.map { line in (line.spans.map(\.ascent).max() ?? 0) + (line.spans.map(\.descent).max() ?? 0) }
            let fitting = Self.linesFitting(height: height, lineHeights: heights, lineSpacing: content.lineSpacing)
            maxLines = min(maxLines ?? fitting, fitting)
        }
        var dropped = false
        if let maxLines, lines.count > maxLines {
            lines = Array(lines.prefix(max(maxLines, 1)))
            dropped = true
            lines[lines.count - 1].appendEllipsis()
        }
        var laidOut: [TextLine] = []
        for line in lines {
            let layout = try TextLayout(spans: line.spans, maxWidth: width)
            laidOut.append(TextLine(layout: layout, runs: line.runs, baseline: 0, decorations: []))
        }
        let size = Self.placeBaselines(&laidOut, lineSpacing: content.lineSpacing)
        for i in laidOut.indices {
            laidOut[i].decorations = TextDecoration.lines(of: laidOut[i], content: content, styles: styles)
        }
        return TextLines(lines: laidOut, size: size, isTruncated: dropped || laidOut.contains { $0.layout.isTruncated })
    }

    /// How many of the lines fit in `height` points (at least one): lines of equal metrics
    /// by division, as before there were styled runs; mixed lines by their running total.
    private static func linesFitting(height: Double, lineHeights heights: [Double], lineSpacing: Double) -> Int {
        guard let first = heights.first else { return 1 }
        if heights.allSatisfy({ $0 == first }) && first + lineSpacing > 0 {
            return max(1, Int(min((height + lineSpacing + 1e-9) / (first + lineSpacing), 1e9)))
        }
        var bottom = 0.0, count = 0
        for (i, lineHeight) in heights.enumerated() {
            bottom += (i > 0 ? lineSpacing : 0) + lineHeight
            if bottom > height + 1e-9 { break }
            count += 1
        }
        return max(1, count)
    }

    /// Sets each line's baseline (points from the text's top) and returns the text's size:
    /// line i of equal lines at i · (line height + spacing) + ascent; mixed lines stacked.
    private static func placeBaselines(_ lines: inout [TextLine], lineSpacing: Double) -> Size {
        let widest = lines.reduce(0) { max($0, $1.layout.width) }
        guard let first = lines.first?.layout else { return Size(width: 0, height: 0) }
        let uniform = lines.allSatisfy { $0.layout.ascent == first.ascent && $0.layout.descent == first.descent }
        let count = Double(lines.count)
        if uniform {
            let lineHeight = first.ascent + first.descent
            for i in lines.indices { lines[i].baseline = Double(i) * (lineHeight + lineSpacing) + first.ascent }
            let spacing = lines.count > 1 ? lineSpacing * (count - 1) : 0
            return Size(width: widest, height: lineHeight * count + spacing)
        }
        var top = 0.0
        for i in lines.indices {
            if i > 0 { top += lineSpacing }
            lines[i].baseline = top + lines[i].layout.ascent
            top += lines[i].layout.ascent + lines[i].layout.descent
        }
        return Size(width: widest, height: top)
    }

    private func metrics(of font: Font) throws -> Metrics {
        let key = MetricsKey(weight: font.weight.value, size: Double(font.size), customName: font.customName, isItalic: font.isItalic)
        if let known = metrics[key] { return known }
        let face = try fonts.face(for: font)
        let measured = Metrics(face: face, decorations: face.decorationMetrics, spacing: fonts.spacing(for: font))
        metrics[key] = measured
        return measured
    }
}

/// Text laid out in lines, points.
struct TextLines {
    var lines: [TextLine]
    var size: Size
    /// Whether lines were dropped or cut with "…".
    var isTruncated: Bool
}

/// One laid-out line: its layout, the content run of each of its spans, its baseline (points
/// from the text's top) and its underlines and strikethroughs (line points, baseline at 0).
struct TextLine {
    var layout: TextLayout
    var runs: [Int]
    var baseline: Double
    var decorations: [TextDecoration]
}
