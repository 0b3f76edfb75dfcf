import SwipeRaster

/// A chart of value over time for one or more springs (or timing curves) overlaid: axes with
/// nice-number ticks, the target line and its ±1 % settle band, each curve's overshoot peak
/// (●) and settle time (○, and a tick on the time axis), a legend with those figures, and
/// optional panels for velocity and for a stepped integrator's deviation from the closed form.
///
/// Drawn with SwipeRaster in pixels = points × `scale`; everything is sampled at exact times
/// (t = x0 + column·Δt), so the picture is deterministic. Roles are split across files:
/// layout (`SpringPlotLayout`), axes (`SpringPlot+Axes`), curves (`SpringPlot+Curves`),
/// markers (`SpringPlot+Markers`), legend (`SpringPlot+Legend`).
struct SpringPlot {
    /// One overlaid motion.
    struct Series {
        var label: String
        var curve: ResponseCurve
        var from: Double
        var to: Double
        /// Value units per second.
        var initialVelocity: Double

        func value(at t: Double) -> Double { curve.value(from: from, to: to, initialVelocity: initialVelocity, time: t) }
        func velocity(at t: Double) -> Double { curve.velocity(from: from, to: to, initialVelocity: initialVelocity, time: t) }
    }

    /// An extra panel of (time, deviation) points per series, e.g. stepped − closed form.
    struct DeviationPanel {
        var caption: String
        var axisLabel: String
        /// One list per series, in series order (empty for a series with none).
        var points: [[(time: Double, value: Double)]]
    }

    struct Options {
        /// Pixels per point: 1 for screens, 2 for Retina-sized images (0.5…4).
        var scale: Double = 1
        var velocityPanel = false
        var deviation: DeviationPanel?
        var title: String?
        /// The value axis name, e.g. "value" or "offset (pt)".
        var valueLabel = "value"
    }

    /// One colour each: the palette's size.
    static let maximumSeries = PlotStyle.palette.count

    let series: [Series]
    let options: Options
    let metrics: [ResponseMetrics]
    let fonts: PlotFonts
    let layout: SpringPlotLayout

    init(series: [Series], options: Options = Options()) throws {
        guard !series.isEmpty else { throw InputError("a plot needs at least one spec") }
        guard series.count <= SpringPlot.maximumSeries else {
            throw InputError("a plot shows at most \(SpringPlot.maximumSeries) specs, one colour each (got \(series.count)); split them over several plots")
        }
        guard options.scale.isFinite, (0.5...4).contains(options.scale) else {
            throw InputError("the plot scale must be from 0.5 to 4; got \(options.scale)")
        }
        for s in series where !(s.from.isFinite && s.to.isFinite && s.initialVelocity.isFinite) {
            throw InputError("'\(s.label)': from, to and velocity must be finite numbers")
        }
        self.series = series
        self.options = options
        metrics = series.map { ResponseMetrics(curve: $0.curve, from: $0.from, to: $0.to, initialVelocity: $0.initialVelocity) }
        fonts = try PlotFonts()
        layout = try SpringPlotLayout(series: series, metrics: metrics, options: options, fonts: fonts)
    }

    /// Draws the chart.
    func render() throws -> Pixmap {
        let canvas = try Canvas(width: layout.width, height: layout.height)
        canvas.clear(PlotStyle.background)
        for panel in layout.panels {
            try drawGrid(panel, on: canvas)
            if panel.kind == .value { try drawTargetAndBand(panel, on: canvas) }
            if panel.kind != .value { try drawZeroLine(panel, on: canvas) }
            try drawCurves(panel, on: canvas)
            if panel.kind == .value { try drawMarkers(panel, on: canvas) }
            try drawAxes(panel, on: canvas)
            try drawCaption(panel, on: canvas)
        }
        try drawTitle(on: canvas)
        try drawLegend(on: canvas)
        return canvas.pixmap
    }
}

/// The plot's two faces of DejaVu Sans.
struct PlotFonts {
    let regular: Font
    let bold: Font
    init() throws {
        regular = try Font.dejaVuSans(bold: false)
        bold = try Font.dejaVuSans(bold: true)
    }
}
