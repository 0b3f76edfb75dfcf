import SwipeRaster

extension SpringPlot {
    /// Samples `f` once per pixel column across the panel (t exact per column, never
    /// accumulated), adding up to 16 sub-samples where the curve moves more than 2 pixels
    /// vertically, so steep starts stay smooth. Non-finite values end the polyline.
    static func polyline(in panel: PlotPanel, _ f: (Double) -> Double) -> [Point] {
        let r = panel.rect
        let columns = Int(r.width.rounded())
        var points: [Point] = []
        points.reserveCapacity(columns + 1)
        var previous: Point?
        for column in 0...columns {
            let x = r.minX + Double(column)
            let y = panel.py(f(panel.time(atPixel: x)))
            guard y.isFinite else { break }
            if let p = previous, abs(y - p.y) > 2 {
                let pieces = min(16, Int((abs(y - p.y) / 2).rounded(.up)))
                for k in 1..<pieces {
                    let sx = p.x + Double(k) / Double(pieces)
                    let sy = panel.py(f(panel.time(atPixel: sx)))
                    if sy.isFinite { points.append(Point(sx, sy)) }
                }
            }
            let point = Point(x, y)
            points.append(point)
            previous = point
        }
        return points
    }

    /// Every series' curve for the panel, clipped to it, in series order (later on top).
    func drawCurves(_ panel: PlotPanel, on canvas: Canvas) throws {
        canvas.save()
        defer { canvas.restore() }
        try canvas.clip(to: .rect(panel.rect))
        let width = PlotStyle.curveWidth * options.scale
        for (index, item) in series.enumerated() {
            let points: [Point]
            switch panel.kind {
            case .value:
                points = layout.valueCurves[index]
            case .velocity:
                points = SpringPlot.polyline(in: panel) { item.velocity(at: $0) }
            case .deviation:
                guard let list = options.deviation?.points, index < list.count else { continue }
                points = list[index].filter { $0.time <= panel.time.upper }.map { Point(panel.px($0.time), panel.py($0.value)) }
            }
            try canvas.fill(.polylineOutline(Self.drawable(points), width: width), color: PlotStyle.color(forSeries: index))
        }
    }

    /// `points` without non-finite points and without repeats (each segment has a direction).
    static func drawable(_ points: [Point]) -> [Point] {
        var line: [Point] = []
        for p in points where p.x.isFinite && p.y.isFinite {
            if let last = line.last, abs(last.x - p.x) < 1e-9 && abs(last.y - p.y) < 1e-9 { continue }
            line.append(p)
        }
        return line
    }

    /// A solid line at zero on the velocity and deviation panels.
    func drawZeroLine(_ panel: PlotPanel, on canvas: Canvas) throws {
        guard panel.y.lower < 0, panel.y.upper > 0 else { return }
        let line = max(1, options.scale.rounded())
        let y = panel.py(0).rounded()
        try canvas.fill(
            .rect(Rect(x: panel.rect.minX, y: y - (line / 2).rounded(.down), width: panel.rect.width, height: line)),
            color: PlotStyle.target)
    }
}
