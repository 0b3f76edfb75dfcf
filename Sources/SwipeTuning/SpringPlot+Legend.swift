import SwipeRaster

extension SpringPlot {
    /// The legend box: per series a colour swatch, its label and its peak / settle figures;
    /// then a key to the two marker shapes.
    func drawLegend(on canvas: Canvas) throws {
        let s = options.scale
        let box = layout.legend
        let pad = SpringPlotLayout.legendPadding * s
        let border = max(1, s.rounded())
        if layout.legendInside {
            try canvas.fill(.rect(box.insetBy(dx: -border, dy: -border)), color: PlotStyle.legendBorder)
            try canvas.fill(.rect(box), color: PlotStyle.legendFill)
        }
        let entries = layout.legendEntries
        let rows = (entries.count + layout.legendColumns - 1) / max(layout.legendColumns, 1)
        for (index, entry) in entries.enumerated() {
            let column = Double(index / rows), row = Double(index % rows)
            let left = box.minX + pad + column * (layout.legendColumnWidth + SpringPlotLayout.legendColumnGap * s)
            let textX = left + (SpringPlotLayout.swatchWidth + SpringPlotLayout.swatchGap) * s
            let baseline = box.minY + pad + row * SpringPlotLayout.legendEntryHeight * s + 13 * s
            let swatchY = baseline - 4 * s
            if let rank = entry.frameRateRank {
                try drawFrameRateSwatch(rank: rank, color: entry.color, at: left, y: swatchY, on: canvas)
            } else {
                try canvas.fill(
                    .rect(
                        Rect(
                            x: left, y: swatchY - PlotStyle.curveWidth * s / 2,
                            width: SpringPlotLayout.swatchWidth * s, height: PlotStyle.curveWidth * s)), color: entry.color)
            }
            try canvas.drawText(
                entry.label, font: fonts.regular, size: PlotStyle.legendSize * s, at: Point(textX, baseline),
                maxWidth: SpringPlotLayout.labelMaxWidth * s, paint: .solid(PlotStyle.text))
            try canvas.drawText(
                entry.detail, font: fonts.regular, size: PlotStyle.legendDetailSize * s,
                at: Point(textX, baseline + 16 * s), paint: .solid(PlotStyle.secondaryText))
        }
        let y = box.minY + pad + Double(rows) * SpringPlotLayout.legendEntryHeight * s
        // Key: ● overshoot peak   ○ settled (±1 %)
        let keyBaseline = y + 13 * s
        let radius = PlotStyle.markerRadius * s
        var x = box.minX + pad + radius
        let markerY = keyBaseline - 3.5 * s
        try SpringPlot.drawPeakMarker(at: Point(x, markerY), radius: radius, color: PlotStyle.secondaryText, on: canvas)
        let first = try canvas.drawText(
            SpringPlotLayout.legendKey.0, font: fonts.regular, size: PlotStyle.legendDetailSize * s,
            at: Point(x + radius + 5 * s, keyBaseline), paint: .solid(PlotStyle.secondaryText))
        x += radius + 5 * s + first.width + 18 * s + radius
        try SpringPlot.drawSettleMarker(at: Point(x, markerY), radius: radius, color: PlotStyle.secondaryText, on: canvas)
        try canvas.drawText(
            SpringPlotLayout.legendKey.1, font: fonts.regular, size: PlotStyle.legendDetailSize * s,
            at: Point(x + radius + 5 * s, keyBaseline), paint: .solid(PlotStyle.secondaryText))
    }
}
