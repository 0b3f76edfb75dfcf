import SwipePNG
import SwipeRaster
import SwipeBase

/// A chart of value over time for one or more springs (or timing curves) overlaid: axes with
/// nice-number ticks, the target line and its ±1 % settle band, each curve's overshoot peak
/// (●) and settle time (○, and a tick on the time axis), a legend with those figures, and
/// optional panels for velocity and for a stepped integrator's deviation from the closed form.
///
/// Drawn with SwipeRaster in pixels = points × `scale`; everything is sampled at exact times
/// (t = x0 + column·Δt), so the picture is deterministic. Roles are split across files:
/// layout (`SpringPlotLayout`), axes (`SpringPlot+Axes`), curves (`SpringPlot+Curves`),
/// markers (`SpringPlot+Markers`), legend (`SpringPlot+Legend`).
public struct SpringPlot {
    /// One overlaid motion.
    public struct Series {
        /// The legend's name for it, e.g. the spec as typed.
        public var label: String
        public var curve: ResponseCurve
        /// Value units.
        public var from: Double
        public var to: Double
        /// Value units per second.
        public var initialVelocity: Double

        public init(label: String, curve: ResponseCurve, from: Double = 0, to: Double = 1, initialVelocity: Double = 0) {
            self.label = label
            self.curve = curve
            self.from = from
            self.to = to
            self.initialVelocity = initialVelocity
        }

        /// Value units at `t` seconds.
        public func value(at t: Double) -> Double { curve.value(from: from, to: to, initialVelocity: initialVelocity, time: t) }
        /// Value units per second at `t` seconds.
        public func velocity(at t: Double) -> Double { curve.velocity(from: from, to: to, initialVelocity: initialVelocity, time: t) }
    }

    /// An extra panel of (time, deviation) points per series, e.g. stepped − closed form.
    public struct DeviationPanel {
        public var caption: String
        public var axisLabel: String
        /// One list per series, in series order (empty for a series with none): (seconds, value units).
        public var points: [[(time: Double, value: Double)]]

        public init(caption: String, axisLabel: String, points: [[(time: Double, value: Double)]]) {
            self.caption = caption
            self.axisLabel = axisLabel
            self.points = points
        }
    }

    public struct Options {
        /// Pixels per point: 1 for screens, 2 for Retina-sized images (0.5…4).
        public var scale: Double = 1
        /// Adds a velocity-over-time panel (value units per second) under the chart.
        public var velocityPanel = false
        /// Adds a panel of per-series deviations, e.g. a stepped integrator − the closed form.
        public var deviation: DeviationPanel?
        public var title: String?
        /// The value axis name, e.g. "value" or "offset (pt)".
        public var valueLabel = "value"
        /// Frame rates (frames per second) whose frames t = n / fps are marked on each value
        /// curve, with the highest frame each shows and a legend entry per rate
        /// (`--fps 30,60,120,240`). Empty: none.
        public var frameRates: [Int] = []

        public init() {}
    }

    /// One colour each: the palette's size.
    public static let maximumSeries = PlotStyle.palette.count

    public let series: [Series]
    public let options: Options
    /// Each series' peak and ±1 % settle time, as marked on the chart.
    public let metrics: [ResponseMetrics]
    let fonts: PlotFonts
    package let layout: SpringPlotLayout

    public init(series: [Series], options: Options = Options()) throws {
        guard !series.isEmpty else { throw TuningError.input("a plot needs at least one spec") }
        guard series.count <= SpringPlot.maximumSeries else {
            throw TuningError.input(
                "a plot shows at most \(SpringPlot.maximumSeries) specs, one colour each (got \(series.count)); split them over several plots")
        }
        guard options.scale.isFinite, (0.5...4).contains(options.scale) else {
            throw TuningError.input("the plot scale must be from 0.5 to 4; got \(options.scale)")
        }
        for s in series where !(s.from.isFinite && s.to.isFinite && s.initialVelocity.isFinite) {
            throw TuningError.input("'\(EchoText.clip(s.label))': from, to and velocity must be finite numbers")
        }
        self.series = series
        self.options = options
        metrics = series.map { ResponseMetrics(curve: $0.curve, from: $0.from, to: $0.to, initialVelocity: $0.initialVelocity) }
        fonts = try PlotFonts()
        layout = try SpringPlotLayout(series: series, metrics: metrics, options: options, fonts: fonts)
    }

    /// The time axis' end (s) for these metrics at 1×: 20 % past the latest settle or peak,
    /// rounded up to a whole tick — the span a plot of them shows, and the span
    /// `swipesim spring --integrator` compares over.
    public static func timeSpan(metrics: [ResponseMetrics]) -> Double {
        SpringPlotLayout.timeAxis(metrics: metrics, scale: 1).upper
    }

    /// The chart's size in pixels (points × `options.scale`, laid out before drawing).
    public var width: Int { layout.width }
    public var height: Int { layout.height }

    /// Draws the chart: premultiplied RGBA, `width` × `height` pixels.
    public func render() throws -> Pixmap {
        let canvas = try Canvas(width: layout.width, height: layout.height)
        canvas.clear(PlotStyle.background)
        for panel in layout.panels {
            try drawGrid(panel, on: canvas)
            if panel.kind == .value { try drawTargetAndBand(panel, on: canvas) }
            if panel.kind != .value { try drawZeroLine(panel, on: canvas) }
            try drawCurves(panel, on: canvas)
            if panel.kind == .value {
                try drawFrameSamples(panel, on: canvas)
                try drawMarkers(panel, on: canvas)
            }
            try drawAxes(panel, on: canvas)
            try drawCaption(panel, on: canvas)
        }
        try drawTitle(on: canvas)
        try drawLegend(on: canvas)
        return canvas.pixmap
    }

    /// The chart as PNG bytes (zlib level 6), as `swipesim spring --plot` writes it.
    public func png() throws -> [UInt8] {
        let pixmap = try render()
        return try PNGEncoder.encode(
            premultipliedRGBA: pixmap.bytes, width: pixmap.width, height: pixmap.height,
            options: PNGEncodingOptions(deflater: .zlib, compressionLevel: 6))
    }
}

/// The two faces of DejaVu Sans the plots and sweep sheets are labelled with.
public struct PlotFonts {
    public let regular: Font
    public let bold: Font
    public init() throws {
        regular = try Font.dejaVuSans(bold: false)
        bold = try Font.dejaVuSans(bold: true)
    }
}
