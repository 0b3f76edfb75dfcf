import SwipeRaster

/// An underline or strikethrough of one stretch of a line, in line points (baseline at y = 0,
/// y down): where the font puts it (`DecorationMetrics`: the top of the stroke at the
/// `post`/`OS/2` position, as thick as the font says), moved with its run's baseline offset,
/// along the stretch the run covers (`TextLayout.Segment`, its spacing included).
struct TextDecoration {
    /// The content run it belongs to (its foreground style is the default colour).
    var run: Int
    var rect: Rect
    var line: Text.LineStyle

    /// The line's decorations: for each stretch of a run with an underline, then with a strikethrough.
    static func lines(of line: TextLine, content: TextContent, styles: [(span: TextSpan, decorations: DecorationMetrics)]) -> [TextDecoration] {
        var found: [TextDecoration] = []
        for segment in line.layout.segments where segment.maxX > segment.minX {
            let runIndex = line.runs[segment.span]
            let run = content.runs[runIndex]
            let (span, metrics) = styles[runIndex]
            let unit = span.size / span.font.unitsPerEm
            func decoration(_ style: Text.LineStyle?, top: Double, thickness: Double) {
                guard let style, thickness > 0 else { return }
                let y = -top * unit - span.baselineOffset
                found.append(
                    TextDecoration(
                        run: runIndex, rect: Rect(x: segment.minX, y: y, width: segment.maxX - segment.minX, height: thickness * unit),
                        line: style))
            }
            decoration(run.underline, top: metrics.underlinePosition, thickness: metrics.underlineThickness)
            decoration(run.strikethrough, top: metrics.strikeoutPosition, thickness: metrics.strikeoutThickness)
        }
        return found
    }

    /// The stroke moved by (x, y) points: one rectangle, or the pattern's dashes (lengths in
    /// thicknesses, from the stretch's leading edge; the last dash cut at its end).
    func path(offsetBy x: Double, _ y: Double) -> RasterPath {
        let r = Rect(x: rect.x + x, y: rect.y + y, width: rect.width, height: rect.height)
        let dashes = line.pattern.dashes
        guard !dashes.isEmpty else { return .rect(r) }
        var path = RasterPath()
        var start = r.x
        var k = 0
        let end = r.x + r.width
        while start < end {
            // At least half a point, so that a hairline cannot make millions of dashes.
            let length = max(dashes[k % dashes.count] * r.height, 0.5)
            if k % 2 == 0 { path.append(.rect(Rect(x: start, y: r.y, width: min(length, end - start), height: r.height))) }
            start += length
            k += 1
        }
        return path
    }
}
