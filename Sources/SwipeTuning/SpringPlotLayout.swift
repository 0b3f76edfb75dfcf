import SwipeRaster

/// One panel of the chart: its pixel rectangle and the value ranges of its axes.
package struct PlotPanel {
    enum Kind { case value, velocity, deviation }
    var kind: Kind
    /// Whole-pixel rectangle of the plotting area (axes run along its left and bottom edges).
    package var rect: Rect
    package var time: NiceScale
    package var y: NiceScale
    var axisLabel: String
    /// A caption above the panel (velocity and deviation panels).
    var caption: String?
    /// Only the bottom panel prints time labels.
    var showsTimeLabels: Bool

    /// Pixel x of a time (s).
    package func px(_ t: Double) -> Double { rect.minX + (t - time.lower) / (time.upper - time.lower) * rect.width }
    /// Pixel y of a value.
    package func py(_ v: Double) -> Double { rect.maxY - (v - y.lower) / (y.upper - y.lower) * rect.height }
    /// The time at a pixel x.
    func time(atPixel x: Double) -> Double { time.lower + (x - rect.minX) / rect.width * (time.upper - time.lower) }
}

/// Where everything goes: canvas size, panels, legend box, title. Computed once from the
/// series, so tests can ask where a curve or an axis must be drawn.
package struct SpringPlotLayout {
    package struct LegendEntry {
        package var label: String
        package var detail: String
        var color: Color
        /// Set for a frame-rate entry (`SpringPlot+FrameRates`): its rate's rank, lowest first;
        /// its swatch is that rate's markers instead of a line.
        package var frameRateRank: Int? = nil
    }

    var width: Int
    package var height: Int
    var scale: Double
    package var panels: [PlotPanel]
    /// Value-panel polylines in pixels, one per series (also used to keep the legend off them).
    package var valueCurves: [[Point]]
    package var legendEntries: [LegendEntry]
    package var legend: Rect
    /// Whether the legend sits inside the value panel (else below the chart).
    package var legendInside: Bool
    /// Entries run down the first column, then the next (two columns only below the chart).
    var legendColumns: Int
    /// Width of one legend column, swatch included (pixels).
    var legendColumnWidth: Double
    var titleBaseline: Double
    var timeLabelBaseline: Double

    // Sizes in points.
    static let figureWidth = 960.0
    static let marginLeft = 86.0, marginRight = 28.0, marginTopWithTitle = 46.0, marginTop = 18.0
    static let valueHeight = 420.0, sidePanelHeight = 170.0, panelGap = 44.0, bottom = 58.0
    static let legendPadding = 10.0, swatchWidth = 24.0, swatchGap = 8.0, legendInset = 12.0
    static let labelMaxWidth = 440.0

    init(series: [SpringPlot.Series], metrics: [ResponseMetrics], options: SpringPlot.Options, fonts: PlotFonts) throws {
        let s = options.scale
        scale = s
        func px(_ points: Double) -> Double { (points * s).rounded() }
        width = Int(px(SpringPlotLayout.figureWidth))

        let plotLeft = px(SpringPlotLayout.marginLeft)
        let plotWidth = Double(width) - plotLeft - px(SpringPlotLayout.marginRight)
        let time = SpringPlotLayout.timeAxis(metrics: metrics, scale: s)

        var top = px(options.title == nil ? SpringPlotLayout.marginTop : SpringPlotLayout.marginTopWithTitle)
        titleBaseline = px(28)
        var panels: [PlotPanel] = []
        let valueRect = Rect(x: plotLeft, y: top, width: plotWidth, height: px(SpringPlotLayout.valueHeight))
        panels.append(
            PlotPanel(
                kind: .value, rect: valueRect, time: time,
                y: SpringPlotLayout.valueScale(series, metrics, time: time, height: valueRect.height / s),
                axisLabel: options.valueLabel, caption: nil, showsTimeLabels: false))
        top = valueRect.maxY
        if options.velocityPanel {
            let rect = Rect(x: plotLeft, y: top + px(SpringPlotLayout.panelGap), width: plotWidth, height: px(SpringPlotLayout.sidePanelHeight))
            var low = 0.0, high = 0.0
            for item in series {
                for n in 0...400 {
                    let v = item.velocity(at: time.upper * Double(n) / 400)
                    if v.isFinite { low = min(low, v); high = max(high, v) }
                }
            }
            panels.append(
                PlotPanel(
                    kind: .velocity, rect: rect, time: time,
                    y: SpringPlotLayout.padded(low, high, height: rect.height / s),
                    axisLabel: "velocity (\(options.valueLabel)/s)", caption: "velocity", showsTimeLabels: false))
            top = rect.maxY
        }
        if let deviation = options.deviation {
            let rect = Rect(x: plotLeft, y: top + px(SpringPlotLayout.panelGap), width: plotWidth, height: px(SpringPlotLayout.sidePanelHeight))
            var low = 0.0, high = 0.0
            for list in deviation.points {
                for point in list where point.time <= time.upper && point.value.isFinite {
                    low = min(low, point.value)
                    high = max(high, point.value)
                }
            }
            panels.append(
                PlotPanel(
                    kind: .deviation, rect: rect, time: time,
                    y: SpringPlotLayout.padded(low, high, height: rect.height / s),
                    axisLabel: deviation.axisLabel, caption: deviation.caption, showsTimeLabels: false))
            top = rect.maxY
        }
        panels[panels.count - 1].showsTimeLabels = true
        self.panels = panels
        timeLabelBaseline = top + px(44)
        let chartBottom = top + px(SpringPlotLayout.bottom)

        let valuePanel = panels[0]
        valueCurves = series.map { item in SpringPlot.polyline(in: valuePanel) { item.value(at: $0) } }

        // Legend: measure, then try the value panel's corners, else go below the chart.
        legendEntries =
            zip(series, metrics).enumerated().map { index, pair in
                LegendEntry(label: pair.0.label, detail: SpringPlotLayout.detail(pair.1), color: PlotStyle.color(forSeries: index))
            } + SpringPlotLayout.frameRateEntries(series, metrics, rates: Array(Set(options.frameRates)).sorted())
        let entryWidth = try SpringPlotLayout.legendEntryWidth(legendEntries, fonts: fonts, scale: s)
        legendColumnWidth = entryWidth
        let size = SpringPlotLayout.legendSize(entries: legendEntries.count, entryWidth: entryWidth, columns: 1, scale: s)
        let inset = px(SpringPlotLayout.legendInset)
        let r = valuePanel.rect
        let candidates = [
            Point(r.maxX - inset - size.width, r.maxY - inset - size.height),  // lower right
            Point(r.maxX - inset - size.width, r.minY + inset),  // upper right
            Point(r.minX + inset, r.minY + inset),  // upper left
            Point(r.minX + inset, r.maxY - inset - size.height),  // lower left
        ]
        var obstacles: [Point] = valueCurves.flatMap { $0 }
        for (item, m) in zip(series, metrics) {
            if let peak = m.peak { obstacles.append(Point(valuePanel.px(peak.time), valuePanel.py(peak.value))) }
            if let settle = m.settleTime { obstacles.append(Point(valuePanel.px(settle), valuePanel.py(item.value(at: settle)))) }
        }
        var bandPoints: [Point] = []
        for item in series {
            let band = abs(item.to - item.from) * ResponseMetrics.designerBand
            for y in [item.to - band, item.to, item.to + band] {
                for x in stride(from: r.minX, through: r.maxX, by: 4 * s) { bandPoints.append(Point(x, valuePanel.py(y))) }
            }
        }
        let margin = px(6)
        func fits(_ origin: Point, avoiding points: [Point]) -> Bool {
            guard size.width <= r.width - 2 * inset, size.height <= r.height - 2 * inset else { return false }
            let box = Rect(x: origin.x - margin, y: origin.y - margin, width: size.width + 2 * margin, height: size.height + 2 * margin)
            return !points.contains { $0.x >= box.minX && $0.x <= box.maxX && $0.y >= box.minY && $0.y <= box.maxY }
        }
        let chosen =
            candidates.first { fits($0, avoiding: obstacles + bandPoints) }
            ?? candidates.first { fits($0, avoiding: obstacles) }
        if let chosen {
            legend = Rect(x: chosen.x.rounded(), y: chosen.y.rounded(), width: size.width.rounded(), height: size.height.rounded())
            legendInside = true
            legendColumns = 1
            height = Int(chartBottom)
        } else {
            // Below the chart: two columns when there are several entries and they fit.
            let two = SpringPlotLayout.legendSize(entries: legendEntries.count, entryWidth: entryWidth, columns: 2, scale: s)
            let columns = legendEntries.count >= 4 && two.width <= r.width ? 2 : 1
            let chosenSize = columns == 2 ? two : size
            legend = Rect(x: r.minX, y: chartBottom, width: chosenSize.width.rounded(), height: chosenSize.height.rounded())
            legendInside = false
            legendColumns = columns
            height = Int(chartBottom + chosenSize.height.rounded() + px(16))
        }
    }

    /// The time axis: from 0 to 20 % past the latest settle (or a third of the search horizon
    /// when a curve never settles), rounded up to a whole tick; about one tick per 90 points.
    static func timeAxis(metrics: [ResponseMetrics], scale s: Double) -> NiceScale {
        var end = 0.05
        for m in metrics {
            end = max(end, (m.settleTime ?? m.horizon / 3) * 1.2, (m.peak?.time ?? 0) * 1.2)
        }
        let plotWidth = (figureWidth - marginLeft - marginRight) * s
        var time = NiceScale(lower: 0, upper: end, maximumTicks: max(4, Int(plotWidth / (90 * s))))
        time.upper = (end / time.step - 1e-9).rounded(.up) * time.step
        return time
    }

    /// The value axis: every sampled value, the start, the target and its band, padded 6 %.
    static func valueScale(_ series: [SpringPlot.Series], _ metrics: [ResponseMetrics], time: NiceScale, height: Double) -> NiceScale {
        var low = Double.infinity, high = -Double.infinity
        for (item, m) in zip(series, metrics) {
            for v in [item.from, item.to - m.band, item.to + m.band] { low = min(low, v); high = max(high, v) }
            for n in 0...800 {
                let v = item.value(at: time.upper * Double(n) / 800)
                if v.isFinite { low = min(low, v); high = max(high, v) }
            }
        }
        return padded(low, high, height: height)
    }

    /// A scale over [low, high] widened by 6 % each side, with about one tick per 45 points
    /// (34 in the short side panels, so they get at least four).
    static func padded(_ low: Double, _ high: Double, height: Double) -> NiceScale {
        var low = low, high = high
        if !(low.isFinite && high.isFinite) { low = 0; high = 1 }
        if high - low <= 0 {
            let pad = max(abs(high) * 0.05, 1e-12)
            low -= pad
            high += pad
        }
        let pad = (high - low) * 0.06
        return NiceScale(lower: low - pad, upper: high + pad, maximumTicks: max(3, Int(height / (height < 300 ? 34 : 45))))
    }

    /// The legend's second line: overshoot peak and settle time.
    static func detail(_ m: ResponseMetrics) -> String {
        var parts: [String] = []
        if let peak = m.peak {
            let percent = m.interval > 0 ? " (\(TuningFormat.signedPercent(m.overshoot)))" : ""
            parts.append("peak \(TuningFormat.short(peak.value))\(percent) at \(TuningFormat.seconds(peak.time))")
        } else {
            parts.append("no overshoot")
        }
        if let settle = m.settleTime {
            parts.append("settles (±1 %) at \(TuningFormat.seconds(settle))")
        } else {
            parts.append("not settled by \(TuningFormat.seconds(m.horizon))")
        }
        return parts.joined(separator: "  ·  ")
    }

    static let legendKey = ("overshoot peak", "settled (±1 %)")

    /// Width of one legend entry in pixels: swatch, gap and the wider of its two lines (or of
    /// the marker key, which sits under the first column).
    static func legendEntryWidth(_ entries: [LegendEntry], fonts: PlotFonts, scale s: Double) throws -> Double {
        var textWidth = 0.0
        for entry in entries {
            let label = try TextLayout(entry.label, font: fonts.regular, size: PlotStyle.legendSize * s, maxWidth: labelMaxWidth * s)
            let detail = try TextLayout(entry.detail, font: fonts.regular, size: PlotStyle.legendDetailSize * s)
            textWidth = max(textWidth, label.width, detail.width)
        }
        let keyWidth =
            try TextLayout(legendKey.0, font: fonts.regular, size: PlotStyle.legendDetailSize * s).width
            + (try TextLayout(legendKey.1, font: fonts.regular, size: PlotStyle.legendDetailSize * s).width)
            + 44 * s
        return max(swatchWidth * s + swatchGap * s + textWidth, keyWidth)
    }

    /// Width and height of the legend box in pixels.
    static func legendSize(entries: Int, entryWidth: Double, columns: Int, scale s: Double) -> (width: Double, height: Double) {
        let rows = (entries + columns - 1) / max(columns, 1)
        let width = 2 * legendPadding * s + Double(columns) * entryWidth + Double(columns - 1) * legendColumnGap * s
        let height = 2 * legendPadding * s + Double(rows) * legendEntryHeight * s + legendKeyHeight * s
        return (width, height)
    }

    static let legendColumnGap = 28.0
    static let legendEntryHeight = 36.0
    static let legendKeyHeight = 20.0
}
