import SwipeRaster

extension SpringPlot {
    /// The target as a dashed line, inside the ±1 % settle band shaded lightly. Series that
    /// share a target share one band.
    func drawTargetAndBand(_ panel: PlotPanel, on canvas: Canvas) throws {
        let s = options.scale
        let r = panel.rect
        var drawn: [Double] = []
        for (item, m) in zip(series, metrics) where !drawn.contains(item.to) {
            drawn.append(item.to)
            let top = panel.py(item.to + m.band), bottom = panel.py(item.to - m.band)
            let y0 = max(r.minY, min(top, bottom)), y1 = min(r.maxY, max(top, bottom))
            if y1 > y0 { try canvas.fill(.rect(Rect(x: r.minX, y: y0, width: r.width, height: y1 - y0)), color: PlotStyle.band) }
            let line = max(1, s.rounded())
            let y = panel.py(item.to).rounded() - (line / 2).rounded(.down)
            let dash = (6 * s).rounded(), gap = (4 * s).rounded()
            var path = Path()
            var k = 0
            while true {
                let x = r.minX + Double(k) * (dash + gap)
                if x >= r.maxX { break }
                path.append(.rect(Rect(x: x, y: y, width: min(dash, r.maxX - x), height: line)))
                k += 1
            }
            try canvas.fill(path, color: PlotStyle.target)
        }
    }

    /// ● at each overshoot peak and ○ where the curve enters the band for good, each with a
    /// white halo so it reads on top of other curves, plus a tick on the time axis at the
    /// settle time.
    func drawMarkers(_ panel: PlotPanel, on canvas: Canvas) throws {
        let s = options.scale
        let radius = PlotStyle.markerRadius * s
        for (index, (item, m)) in zip(series, metrics).enumerated() {
            let color = PlotStyle.color(forSeries: index)
            if let peak = m.peak, peak.time <= panel.time.upper {
                try SpringPlot.drawPeakMarker(at: Point(panel.px(peak.time), panel.py(peak.value)), radius: radius, color: color, on: canvas)
            }
            if let settle = m.settleTime, settle <= panel.time.upper {
                let point = Point(panel.px(settle), panel.py(item.value(at: settle)))
                try SpringPlot.drawSettleMarker(at: point, radius: radius, color: color, on: canvas)
                let x = point.x.rounded()
                let line = max(1, s.rounded()) * 2
                try canvas.fill(.rect(Rect(x: x - line / 2, y: panel.rect.maxY - 7 * s, width: line, height: 7 * s)), color: color)
            }
        }
    }

    static func drawPeakMarker(at p: Point, radius: Double, color: Color, on canvas: Canvas) throws {
        try canvas.fill(.circle(center: p, radius: radius * 1.45), color: PlotStyle.background)
        try canvas.fill(.circle(center: p, radius: radius), color: color)
    }

    static func drawSettleMarker(at p: Point, radius: Double, color: Color, on canvas: Canvas) throws {
        try canvas.fill(.circle(center: p, radius: radius * 1.45), color: PlotStyle.background)
        try canvas.fill(.circle(center: p, radius: radius), color: color)
        try canvas.fill(.circle(center: p, radius: radius * 0.5), color: PlotStyle.background)
    }
}
