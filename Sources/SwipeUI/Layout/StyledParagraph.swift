import SwipeRaster

/// A text's characters with the run each belongs to, cut into paragraphs at "\n" and wrapped
/// into lines, each line turned back into styled `TextSpan`s for SwipeRaster.
struct StyledParagraph {
    /// Every run's characters, in reading order.
    let scalars: [Unicode.Scalar]
    /// The run index of each scalar.
    let owners: [Int]
    /// Each run's style (its `TextSpan` with empty text).
    let styles: [TextSpan]

    init(runs: [TextRun], styles: [TextSpan]) {
        var scalars: [Unicode.Scalar] = []
        var owners: [Int] = []
        for (index, run) in runs.enumerated() {
            let added = run.string.unicodeScalars
            scalars += added
            owners += repeatElement(index, count: added.count)
        }
        self.scalars = scalars
        self.owners = owners
        self.styles = styles
    }

    /// The paragraphs' scalar ranges, the "\n" between them left out (an empty text is one
    /// empty paragraph).
    func paragraphRanges() -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        for i in 0...scalars.count where i == scalars.count || scalars[i] == "\n" {
            ranges.append(start..<i)
            start = i + 1
        }
        return ranges
    }

    /// A line's spans: one per stretch of one run, and the run of each. An empty line gets
    /// one empty span in the run it sits in, so it has that run's height.
    func spans(in range: Range<Int>) -> LineSpans {
        guard !range.isEmpty else {
            let run = owners.isEmpty ? 0 : owners[min(range.lowerBound, owners.count - 1)]
            return LineSpans(spans: styles.isEmpty ? [] : [styles[run]], runs: styles.isEmpty ? [] : [run])
        }
        var line = LineSpans(spans: [], runs: [])
        var start = range.lowerBound
        for i in range.lowerBound + 1...range.upperBound where i == range.upperBound || owners[i] != owners[start] {
            var span = styles[owners[start]]
            span.text = String(String.UnicodeScalarView(scalars[start..<i]))
            line.spans.append(span)
            line.runs.append(owners[start])
            start = i
        }
        return line
    }

    /// Greedy wrapping of one paragraph at spaces to `width` points (nil: one line): a line
    /// takes words while it fits; a line's first word is taken whatever its width; the space
    /// at a break is dropped, and so are spaces before a line's first word.
    func wrap(_ paragraph: Range<Int>, width: Double?) throws -> [Range<Int>] {
        guard let width else { return [paragraph] }
        var lines: [Range<Int>] = []
        var line = paragraph.lowerBound..<paragraph.lowerBound
        var wordStart = paragraph.lowerBound
        for i in paragraph.lowerBound...paragraph.upperBound where i == paragraph.upperBound || scalars[i] == " " {
            let word = wordStart..<i
            if line.isEmpty {
                line = word
            } else if try TextLayout(spans: spans(in: line.lowerBound..<word.upperBound).spans).width <= width + 1e-9 {
                line = line.lowerBound..<word.upperBound
            } else {
                lines.append(line)
                line = word
            }
            wordStart = i + 1
        }
        lines.append(line)
        return lines
    }
}

/// One line's spans and the run of each.
struct LineSpans {
    var spans: [TextSpan]
    var runs: [Int]

    /// "…" at the end of the line, in its last run's style.
    mutating func appendEllipsis() {
        guard !spans.isEmpty else { return }
        spans[spans.count - 1].text += "\u{2026}"
    }
}
