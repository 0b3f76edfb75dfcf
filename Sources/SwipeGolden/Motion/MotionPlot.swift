import SwipeMath
/// The report's plot of a motion failure: the first moved value over every frame, the golden's
/// curve against the render's, as inline SVG (vector, so it stays sharp when zoomed, needs no
/// font files, and works in the offline report). The first moved frame is marked.
///
/// Below it a second panel draws the difference, actual − expected, per frame, so a move that
/// is small against the value's range still shows.
///
/// Layout in SVG units: a `width` × `height` canvas; the value panel and the difference panel
/// (`differenceHeight`) inset by `margin`; x maps frame 0…last linearly, y maps each panel's
/// range (padded by 5 %, never empty) top to bottom.
/// Numbers are printed with fixed decimals, so the same curve gives the same bytes.
enum MotionPlot {
    static let width = 720.0, height = 360.0, differenceHeight = 80.0
    static let margin = (left: 64.0, right: 16.0, top: 28.0, bottom: 36.0)

    static func svg(_ curve: MotionCurve, firstFrame: Int, fps: Int) -> String {
        let values = (curve.expected + curve.actual).compactMap { $0 }
        guard let low = values.min(), let high = values.max() else { return "" }
        let pad = max((high - low) * 0.05, 1e-6)
        let (minimum, maximum) = (low - pad, high + pad)
        let frames = max(curve.expected.count, curve.actual.count)
        let plotWidth = width - margin.left - margin.right
        let plotHeight = height - margin.top - margin.bottom - differenceHeight - 24
        func x(_ frame: Int) -> Double { margin.left + plotWidth * Double(frame) / Double(max(frames - 1, 1)) }
        func y(_ value: Double) -> Double { margin.top + plotHeight * (maximum - value) / (maximum - minimum) }
        func n(_ value: Double) -> String { DecimalFormat.fixed(value, decimals: 1) }
        func path(_ series: [Double?], _ y: (Double) -> Double) -> String {
            var parts: [String] = [], pen = false
            for (frame, value) in series.enumerated() {
                guard let value else { pen = false; continue }
                parts.append((pen ? "L" : "M") + n(x(frame)) + " " + n(y(value)))
                pen = true
            }
            return parts.joined(separator: " ")
        }
        let differences: [Double?] = (0..<frames).map { frame in
            guard frame < curve.expected.count, frame < curve.actual.count,
                let e = curve.expected[frame], let a = curve.actual[frame]
            else { return nil }
            return a - e
        }
        let spread = max(differences.compactMap { $0.map(abs) }.max() ?? 0, 1e-6) * 1.05
        let differenceTop = margin.top + plotHeight + 24
        func yDifference(_ value: Double) -> Double { differenceTop + differenceHeight * (spread - value) / (2 * spread) }
        let unit = curve.unit.suffix.trimmingLeadingSpace
        let title = "\(curve.cardID) \(curve.channel)\(unit.isEmpty ? "" : " (\(unit))") per frame, \(fps) fps"
        var svg = "<svg class=\"motion-plot\" viewBox=\"0 0 \(Int(width)) \(Int(height))\" role=\"img\" aria-label=\"\(HTMLReport.escape(title))\">"
        svg += "<rect x=\"\(n(margin.left))\" y=\"\(n(margin.top))\" width=\"\(n(plotWidth))\" height=\"\(n(plotHeight))\" fill=\"#fff\" stroke=\"#bbb\"/>"
        svg += "<text x=\"\(n(margin.left))\" y=\"18\" font-size=\"13\">\(HTMLReport.escape(title))</text>"
        for value in [maximum - pad, minimum + pad] {
            svg +=
                "<text x=\"\(n(margin.left - 6))\" y=\"\(n(y(value) + 4))\" font-size=\"11\" text-anchor=\"end\">\(DecimalFormat.fixed(value, decimals: 2))</text>"
        }
        for frame in [0, frames - 1] {
            svg += "<text x=\"\(n(x(frame)))\" y=\"\(n(differenceTop + differenceHeight + 14))\" font-size=\"11\" text-anchor=\"middle\">\(frame)</text>"
        }
        svg += "<text x=\"\(n(margin.left + plotWidth / 2))\" y=\"\(n(height - 4))\" font-size=\"11\" text-anchor=\"middle\">frame</text>"
        svg +=
            "<rect x=\"\(n(margin.left))\" y=\"\(n(differenceTop))\" width=\"\(n(plotWidth))\" height=\"\(n(differenceHeight))\" fill=\"#fff\" stroke=\"#bbb\"/>"
        svg += "<line x1=\"\(n(margin.left))\" y1=\"\(n(yDifference(0)))\" x2=\"\(n(margin.left + plotWidth))\" y2=\"\(n(yDifference(0)))\" stroke=\"#ccc\"/>"
        svg +=
            "<text x=\"\(n(margin.left))\" y=\"\(n(differenceTop - 6))\" font-size=\"12\">actual − expected (±\(DecimalFormat.fixed(spread / 1.05, decimals: 4))\(HTMLReport.escape(unit.isEmpty ? "" : " " + unit)))</text>"
        svg += "<path d=\"\(path(differences, yDifference))\" fill=\"none\" stroke=\"#d55e00\" stroke-width=\"1.5\"/>"
        svg +=
            "<line x1=\"\(n(x(firstFrame)))\" y1=\"\(n(margin.top))\" x2=\"\(n(x(firstFrame)))\" y2=\"\(n(differenceTop + differenceHeight))\" stroke=\"#d33\" stroke-dasharray=\"4 3\"/>"
        svg += "<text x=\"\(n(x(firstFrame) + 4))\" y=\"\(n(margin.top + 12))\" font-size=\"11\" fill=\"#d33\">first moved: frame \(firstFrame)</text>"
        svg += "<path d=\"\(path(curve.expected, y))\" fill=\"none\" stroke=\"#0072b2\" stroke-width=\"2.5\"/>"
        svg += "<path d=\"\(path(curve.actual, y))\" fill=\"none\" stroke=\"#d55e00\" stroke-width=\"1.5\"/>"
        svg += "<text x=\"\(n(width - margin.right - 130))\" y=\"18\" font-size=\"12\" text-anchor=\"end\" fill=\"#0072b2\">— expected (golden)</text>"
        svg += "<text x=\"\(n(width - margin.right))\" y=\"18\" font-size=\"12\" text-anchor=\"end\" fill=\"#d55e00\">— actual (render)</text>"
        return svg + "</svg>"
    }
}

extension String {
    var trimmingLeadingSpace: String { String(drop { $0 == " " }) }
}
