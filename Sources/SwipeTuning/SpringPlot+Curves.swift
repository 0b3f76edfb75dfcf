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
            try canvas.fill(PolylineStroke.outline(points, width: width), color: PlotStyle.color(forSeries: index))
        }
    }

    /// A solid line at zero on the velocity and deviation panels.
    func drawZeroLine(_ panel: PlotPanel, on canvas: Canvas) throws {
        guard panel.y.lower < 0, panel.y.upper > 0 else { return }
        let line = max(1, options.scale.rounded())
        let y = panel.py(0).rounded()
        try canvas.fill(.rect(Rect(x: panel.rect.minX, y: y - (line / 2).rounded(.down), width: panel.rect.width, height: line)),
                        color: PlotStyle.target)
    }
}

/// The outline of a polyline stroked with butt ends and mitred joins (miter limit 2), as one
/// closed path: the left offsets forward, the right offsets back. Each vertex is offset along
/// the bisector of its two segment normals by w/2 / cos(θ/2), so a dense, smooth polyline gives
/// a stroke of even width without the overlaps (and doubled edge coverage) of one quad per
/// segment.
enum PolylineStroke {
    static func outline(_ input: [Point], width: Double) -> Path {
        var points: [Point] = []
        for p in input where p.x.isFinite && p.y.isFinite {
            if let last = points.last, abs(last.x - p.x) < 1e-9 && abs(last.y - p.y) < 1e-9 { continue }
            points.append(p)
        }
        guard points.count >= 2, width > 0 else { return Path() }
        let half = width / 2
        var normals: [Point] = []
        for i in 0..<(points.count - 1) {
            let dx = points[i + 1].x - points[i].x, dy = points[i + 1].y - points[i].y
            let length = (dx * dx + dy * dy).squareRoot()
            normals.append(Point(-dy / length, dx / length))
        }
        var left: [Point] = [], right: [Point] = []
        for i in 0..<points.count {
            var offset: Point
            if i == 0 {
                offset = Point(normals[0].x * half, normals[0].y * half)
            } else if i == points.count - 1 {
                offset = Point(normals[i - 1].x * half, normals[i - 1].y * half)
            } else {
                let a = normals[i - 1], b = normals[i]
                var mx = a.x + b.x, my = a.y + b.y
                let length = (mx * mx + my * my).squareRoot()
                if length < 1e-9 { mx = b.x; my = b.y } else { mx /= length; my /= length }
                let cosine = max(mx * b.x + my * b.y, 0.5)
                offset = Point(mx * half / cosine, my * half / cosine)
            }
            left.append(Point(points[i].x + offset.x, points[i].y + offset.y))
            right.append(Point(points[i].x - offset.x, points[i].y - offset.y))
        }
        var path = Path()
        path.move(to: left[0])
        for p in left.dropFirst() { path.line(to: p) }
        for p in right.reversed() { path.line(to: p) }
        path.close()
        return path
    }
}
