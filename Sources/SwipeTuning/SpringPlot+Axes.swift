import SwipeRaster

extension SpringPlot {
    /// Light grid lines at every tick, one pixel × scale wide, on whole pixels so they are crisp.
    func drawGrid(_ panel: PlotPanel, on canvas: Canvas) throws {
        let s = options.scale
        let line = max(1, s.rounded())
        let r = panel.rect
        for t in panel.time.ticks where t > panel.time.lower {
            let x = panel.px(t).rounded()
            try canvas.fill(.rect(Rect(x: x - (line / 2).rounded(.down), y: r.minY, width: line, height: r.height)), color: PlotStyle.grid)
        }
        for v in panel.y.ticks {
            let y = panel.py(v).rounded()
            try canvas.fill(.rect(Rect(x: r.minX, y: y - (line / 2).rounded(.down), width: r.width, height: line)), color: PlotStyle.grid)
        }
    }

    /// The value axis along the left edge, the time axis along the bottom edge, tick marks
    /// outside both, tick labels, and the rotated axis name.
    func drawAxes(_ panel: PlotPanel, on canvas: Canvas) throws {
        let s = options.scale
        let line = max(1, s.rounded())
        let r = panel.rect
        let tick = (5 * s).rounded()
        // Axis lines: x = r.minX − line … r.minX (just left of the plotting area), y = r.maxY … r.maxY + line.
        try canvas.fill(.rect(Rect(x: r.minX - line, y: r.minY, width: line, height: r.height + line)), color: PlotStyle.axis)
        try canvas.fill(.rect(Rect(x: r.minX - line, y: r.maxY, width: r.width + line, height: line)), color: PlotStyle.axis)
        let tickPaint = Paint.solid(PlotStyle.text)
        for v in panel.y.ticks {
            let y = panel.py(v).rounded()
            try canvas.fill(.rect(Rect(x: r.minX - line - tick, y: y - (line / 2).rounded(.down), width: tick, height: line)), color: PlotStyle.axis)
            try canvas.drawText(
                panel.y.label(v), font: fonts.regular, size: PlotStyle.tickSize * s,
                at: Point(r.minX - line - tick - 4 * s, y + 4 * s), alignment: .trailing, paint: tickPaint)
        }
        for t in panel.time.ticks {
            let x = panel.px(t).rounded()
            try canvas.fill(.rect(Rect(x: x - (line / 2).rounded(.down), y: r.maxY + line, width: line, height: tick)), color: PlotStyle.axis)
            if panel.showsTimeLabels {
                try canvas.drawText(
                    panel.time.label(t), font: fonts.regular, size: PlotStyle.tickSize * s,
                    at: Point(x, r.maxY + line + tick + 13 * s), alignment: .center, paint: tickPaint)
            }
        }
        if panel.showsTimeLabels {
            try canvas.drawText(
                "time (s)", font: fonts.regular, size: PlotStyle.labelSize * s,
                at: Point(r.center.x, layout.timeLabelBaseline), alignment: .center, paint: .solid(PlotStyle.text))
        }
        // The value axis name, reading upwards, centred on the panel, left of the tick labels.
        let labelX = (24 * s).rounded()
        let turn = Transform.rotation(degrees: -90).concatenating(.translation(x: labelX, y: r.center.y))
        try canvas.drawText(
            panel.axisLabel, font: fonts.regular, size: PlotStyle.labelSize * s, at: .zero,
            alignment: .center, maxWidth: r.height, paint: .solid(PlotStyle.text), transform: turn)
    }

    /// The caption above a velocity or deviation panel.
    func drawCaption(_ panel: PlotPanel, on canvas: Canvas) throws {
        guard let caption = panel.caption else { return }
        let s = options.scale
        try canvas.drawText(
            caption, font: fonts.bold, size: PlotStyle.labelSize * s,
            at: Point(panel.rect.minX, panel.rect.minY - 9 * s), maxWidth: panel.rect.width,
            paint: .solid(PlotStyle.text))
    }

    func drawTitle(on canvas: Canvas) throws {
        guard let title = options.title else { return }
        let s = options.scale
        try canvas.drawText(
            title, font: fonts.bold, size: PlotStyle.titleSize * s,
            at: Point(layout.panels[0].rect.minX, layout.titleBaseline),
            maxWidth: layout.panels[0].rect.width, paint: .solid(PlotStyle.text))
    }
}
