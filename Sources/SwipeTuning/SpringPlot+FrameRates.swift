import SwipeMath
import SwipeRaster

/// `swipesim spring --fps 30,60,120,240 --plot FILE`: what each frame rate shows of the motion.
///
/// Every frame t = n / fps inside the time axis is a ring on the curve, one ring size per rate
/// (the lowest rate the largest), drawn in the size of the lowest rate that shows that instant —
/// like the ticks of a ruler: 30 fps is the large rings, 60 fps adds the next size between them,
/// and so on. The frame on which a rate shows its highest overshoot
/// (`FrameRateComparison.sampledPeak`) is a filled disc of that rate's size, and the legend
/// gives, per rate, the peak it shows, how far below the true peak that is, and the frame from
/// which it stays settled.
extension SpringPlot {
    /// Ring radius (pixels) for the `rank`-th lowest of the plotted frame rates: 5, 4, 3, 2 …
    /// points, never below 1.5.
    package func frameMarkerRadius(rank: Int) -> Double {
        max(1.5, PlotStyle.markerRadius * (1.25 - 0.25 * Double(rank))) * options.scale
    }

    /// The plotted rates, lowest first.
    package var sortedFrameRates: [Int] { Array(Set(options.frameRates)).sorted() }

    func drawFrameSamples(_ panel: PlotPanel, on canvas: Canvas) throws {
        let rates = sortedFrameRates
        guard !rates.isEmpty else { return }
        let ring = max(1, 1.2 * options.scale)
        for (index, (item, m)) in zip(series, metrics).enumerated() {
            let color = PlotStyle.color(forSeries: index)
            for (rank, fps) in rates.enumerated() {
                let radius = frameMarkerRadius(rank: rank)
                let last = min(Int((panel.time.upper * Double(fps) + 1e-9).rounded(.down)), 100_000)
                var path = Path()
                for n in 0...last {
                    // t = n / fps is also a frame of a lower rate g when n·g is a multiple of fps.
                    if rates[..<rank].contains(where: { (n * $0) % fps == 0 }) { continue }
                    let t = Double(n) / Double(fps)
                    let v = item.value(at: t)
                    guard v.isFinite else { continue }
                    let center = Point(panel.px(t), panel.py(v))
                    path.append(.circle(center: center, radius: radius))
                    path.append(.circle(center: center, radius: max(radius - ring, 0.1)))
                }
                try canvas.fill(path, color: color, fillRule: .evenOdd)
            }
            // The highest frame of each rate, largest first so a smaller disc stays visible on it.
            for (rank, fps) in rates.enumerated() {
                guard let peak = FrameRateComparison(series: item, metrics: m, fps: fps).sampledPeak else { continue }
                let radius = frameMarkerRadius(rank: rank)
                let center = Point(panel.px(Double(peak.frame) / Double(fps)), panel.py(peak.value))
                try canvas.fill(.circle(center: center, radius: radius + ring), color: PlotStyle.background)
                try canvas.fill(.circle(center: center, radius: radius), color: color)
            }
        }
    }

    /// Draws the legend swatch of a frame-rate entry: its ring beside a filled disc.
    func drawFrameRateSwatch(rank: Int, color: Color, at left: Double, y: Double, on canvas: Canvas) throws {
        let radius = frameMarkerRadius(rank: rank)
        let ring = max(1, 1.2 * options.scale)
        let width = SpringPlotLayout.swatchWidth * options.scale
        let ringCenter = Point(left + width * 0.25, y), discCenter = Point(left + width * 0.75, y)
        var path = Path()
        path.append(.circle(center: ringCenter, radius: radius))
        path.append(.circle(center: ringCenter, radius: max(radius - ring, 0.1)))
        try canvas.fill(path, color: color, fillRule: .evenOdd)
        try canvas.fill(.circle(center: discCenter, radius: radius), color: color)
    }
}

extension SpringPlotLayout {
    /// The legend entries of the plotted frame rates (lowest first; per rate one per series):
    /// the highest value that rate shows and on which frame, how far it falls short of the true
    /// peak (% of the interval), and the frame from which every frame is inside the ±1 % band.
    static func frameRateEntries(_ series: [SpringPlot.Series], _ metrics: [ResponseMetrics], rates: [Int]) -> [LegendEntry] {
        var entries: [LegendEntry] = []
        for (rank, fps) in rates.enumerated() {
            for (index, (item, m)) in zip(series, metrics).enumerated() {
                let c = FrameRateComparison(series: item, metrics: m, fps: fps)
                var detail: String
                if let shown = c.sampledPeak, let peak = m.peak {
                    let missed =
                        m.interval > 0
                        ? DecimalFormat.fixed(abs(peak.value - shown.value) / m.interval * 100, decimals: 3) + " %"
                        : TuningFormat.short(abs(peak.value - shown.value))
                    detail = "● highest shown \(TuningFormat.short(shown.value)) at frame \(shown.frame), \(missed) below the peak"
                } else {
                    detail = "no overshoot shown"
                }
                detail += c.settleFrame.map { " · settled from frame \($0)" } ?? " · not settled"
                let label = series.count > 1 ? "\(fps) fps (○ its frames) · \(item.label)" : "\(fps) fps (○ its frames)"
                entries.append(LegendEntry(label: label, detail: detail, color: PlotStyle.color(forSeries: index), frameRateRank: rank))
            }
        }
        return entries
    }
}
