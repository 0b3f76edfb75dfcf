import SwipeMath
import SwipeMotion
import SwipeTuning
import SwipeBase

/// The picture side of `swipesim spring`: `--plot`, `--velocity-panel`, `--scale`,
/// `--integrator` with `--step` or `--plot`, `--fps` with a list of rates, and `--match`.
/// `run` prints it first when `wantsPictures`; `--integrator` alone (no plot, no step) and
/// `--fps N` with one rate belong to the spring report, which already covers them.
extension SpringCommand {
    /// The picture options of `swipesim spring` (`--plot`, `--integrator`, `--fps`, `--from`,
    /// `--to`, `--velocity` and `--semantics` are read here with the report's meaning).
    static let pictureOptions: [OptionSpec] = [
        .flag("velocity-panel", help: "add a velocity-over-time panel under the --plot"),
        OptionSpec("scale", value: "S", help: "pixels per point of the --plot: 1 (default) or 2 for Retina, 0.5...4"),
        OptionSpec("step", value: "S", help: "fixed step in seconds for --integrator rk4|euler (default 1 ms, as Rebound, Pop and react-spring step)"),
        .flag("match", help: "the 5 nearest presets of SwiftUI, Android, Compose, react-spring and Motion"),
    ]

    /// One parsed spec with the motion it draws.
    package struct Input {
        var text: String
        var spec: AnimationSpec
        package var series: SpringPlot.Series
    }

    /// Whether `arguments` ask for a picture, a match or a frame-rate comparison.
    package static func wantsPictures(_ arguments: ParsedArguments) -> Bool {
        arguments.string("plot") != nil || arguments.flag("match") || arguments.string("step") != nil
            || arguments.flag("velocity-panel") || (arguments.string("fps")?.contains(",") ?? false)
            || arguments.string("scale") != nil
    }

    /// Prints (and draws) what the picture options ask for.
    static func printPictures(specs: [String], arguments: ParsedArguments, context: CommandContext) throws {
        let plotPath = arguments.string("plot")
        if plotPath == nil {
            for name in ["velocity-panel", "scale"] where arguments.flag(name) || arguments.string(name) != nil {
                throw UsageError("--\(name) shapes the picture of --plot FILE; add --plot")
            }
        }
        let inputs = try parse(specs, arguments: arguments)
        let scale = try arguments.double("scale", in: 0.5...4) ?? 1
        let integrator = try arguments.choice("integrator", from: SteppedIntegrator.allCases.map(\.rawValue))
            .flatMap(SteppedIntegrator.init(rawValue:))
        let step = try arguments.double("step", in: SteppedIntegrator.stepRange) ?? integrator?.defaultStep ?? 0.001
        if arguments.string("step") != nil && integrator == nil {
            throw UsageError("--step sets the step of --integrator rk4|euler; add --integrator")
        }
        var blocks: [[String]] = []

        if arguments.flag("match") {
            for input in inputs { blocks.append(matchLines(input)) }
        }
        var plottedRates: [Int] = []
        if let text = arguments.string("fps"), text.contains(",") || plotPath == nil {
            let rates = try FrameRateComparison.parseRates(text)
            for input in inputs { blocks.append(frameRateLines(input, rates: rates)) }
            if text.contains(",") { plottedRates = rates }
        }

        let metrics = inputs.map { ResponseMetrics(curve: $0.series.curve, from: $0.series.from, to: $0.series.to, initialVelocity: $0.series.initialVelocity) }
        let duration = SpringPlot.timeSpan(metrics: metrics)
        var deviation: SpringPlot.DeviationPanel?
        if let integrator {
            var points: [[(time: Double, value: Double)]] = []
            var lines = [
                "integrator \(integrator.rawValue)\(integrator == .fluid ? " (SwiftUI's 1/300 s scheme)" : ""), step \(TuningFormat.short(integrator.effectiveStep(step) * 1000)) ms, against the closed form over \(TuningFormat.seconds(duration)):"
            ]
            for input in inputs {
                guard let spring = input.series.curve.spring else {
                    throw InputError("--integrator needs a spring; '\(input.text)' is a timing curve")
                }
                let d = try integrator.deviation(
                    spring: spring, from: input.series.from, to: input.series.to,
                    initialVelocity: input.series.initialVelocity, step: step, duration: duration)
                points.append(d.points)
                // Growing far past anything the motion itself reaches means the scheme is unstable.
                let reach = abs(input.series.to - input.series.from) + abs(input.series.initialVelocity) * duration
                guard d.maximum.isFinite, d.maximum <= 100 * max(reach, 1e-12) else {
                    // Explicit schemes are stable only for ω0·h below about 2 (Euler) or 2.8 (RK4).
                    let h = integrator.effectiveStep(step)
                    lines.append(
                        "  \(input.text): diverges — the step \(TuningFormat.short(h * 1000)) ms is too large for ω0 = \(TuningFormat.short(spring.angularFrequency)) rad/s (ω0·h = \(TuningFormat.short(spring.angularFrequency * h)); keep it well below 2 with a smaller --step)"
                    )
                    continue
                }
                let interval = abs(input.series.to - input.series.from)
                let percent = interval > 0 ? " (\(TuningFormat.short(d.maximum / interval * 100)) % of the interval)" : ""
                lines.append(
                    "  \(input.text): max |stepped − closed| \(TuningFormat.short(d.maximum))\(percent) at \(TuningFormat.seconds(d.maximumTime)); RMS \(TuningFormat.short(d.rootMeanSquare))"
                )
            }
            blocks.append(lines)
            deviation = SpringPlot.DeviationPanel(
                caption: "\(integrator.rawValue), step \(TuningFormat.short(integrator.effectiveStep(step) * 1000)) ms: stepped − closed form",
                axisLabel: "deviation", points: points)
        }

        if let plotPath {
            var options = SpringPlot.Options()
            options.scale = scale
            options.velocityPanel = arguments.flag("velocity-panel")
            options.deviation = deviation
            options.frameRates = plottedRates
            options.title = title(inputs)
            let plot = try SpringPlot(series: inputs.map(\.series), options: options)
            try FileIO.writeAtomically(plot.png(), to: plotPath)
            blocks.append(["wrote the plot (\(plot.width)×\(plot.height), \(inputs.count) curve\(inputs.count == 1 ? "" : "s")) to \(plotPath)"])
        }
        for (index, block) in blocks.enumerated() {
            if index > 0 { context.print("") }
            for line in block { context.print(line) }
        }
    }

    /// Parses every spec; a malformed one is an input error showing the spec with a caret
    /// under the column of the mistake.
    package static func parse(_ specs: [String], arguments: ParsedArguments) throws -> [Input] {
        guard !specs.isEmpty else { throw UsageError("give at least one SPEC, e.g. '.spring(response: 0.42, dampingFraction: 0.74)'") }
        let semanticsName = try arguments.choice("semantics", from: AnimationSemantics.allCases.map(\.rawValue)) ?? "ios17"
        let semantics = AnimationSemantics(rawValue: semanticsName) ?? .ios17
        let limit = 1e12
        let from = try arguments.double("from", in: -limit...limit) ?? 0
        let to = try arguments.double("to", in: -limit...limit) ?? 1
        let velocity = try arguments.double("velocity", in: -limit...limit)
        var inputs: [Input] = []
        for (index, text) in specs.enumerated() {
            let spec: AnimationSpec
            do {
                spec = try AnimationParser.parseSpec(text, semantics: semantics)
            } catch let error as AnimationSpecError {
                let which = specs.count > 1 ? " (SPEC \(index + 1))" : ""
                throw InputError("malformed spec\(which) at \(error)")
            }
            var v0 = 0.0
            if let velocity {
                v0 = velocity
            } else if case let .interpolatingSpring(_, initialVelocity) = spec.animation {
                v0 = initialVelocity * (to - from)  // the spec's velocity is in intervals per second
            }
            if case .timingCurve = spec.animation { v0 = 0 }
            inputs.append(
                Input(
                    text: text, spec: spec,
                    series: SpringPlot.Series(
                        label: text, curve: ResponseCurve(spec), from: from, to: to, initialVelocity: v0)))
        }
        return inputs
    }

    static func title(_ inputs: [Input]) -> String {
        guard let first = inputs.first?.series else { return "" }
        var text = "Value over time, \(TuningFormat.short(first.from)) → \(TuningFormat.short(first.to))"
        if inputs.allSatisfy({ $0.series.initialVelocity == first.initialVelocity }), first.initialVelocity != 0 {
            text += ", initial velocity \(TuningFormat.short(first.initialVelocity))/s"
        }
        return text
    }

    static func matchLines(_ input: Input) -> [String] {
        var lines = ["nearest presets to \(input.text) (RMS distance of the unit step responses; 0 = identical):"]
        let results = SpringMatch.nearest(to: input.series.curve)
        let width = results.map { $0.known.tool.count }.max() ?? 0
        for (rank, result) in results.enumerated() {
            let tool = result.known.tool + String(repeating: " ", count: width - result.known.tool.count)
            lines.append("  \(rank + 1). \(DecimalFormat.fixed(result.distance, decimals: 4))  \(tool)  \(result.known.name)")
        }
        return lines
    }

    static func frameRateLines(_ input: Input, rates: [Int]) -> [String] {
        let s = input.series
        let m = ResponseMetrics(curve: s.curve, from: s.from, to: s.to, initialVelocity: s.initialVelocity)
        var lines = ["\(input.text) sampled at t = n/fps:"]
        if let peak = m.peak {
            let percent = m.interval > 0 ? " (\(TuningFormat.signedPercent(m.overshoot)))" : ""
            lines.append("  true peak \(TuningFormat.short(peak.value))\(percent) at \(TuningFormat.seconds(peak.time))")
        } else {
            lines.append("  no overshoot")
        }
        lines.append("  true settle (±1 %): " + (m.settleTime.map(TuningFormat.seconds) ?? "not within \(TuningFormat.seconds(m.horizon))"))
        let header = ["fps", "peak frame", "peak shown", "peak missed", "settle frame", "settle time"]
        var rows: [[String]] = []
        for fps in rates {
            let c = FrameRateComparison(series: s, metrics: m, fps: fps)
            var row = [String(fps)]
            if let sampled = c.sampledPeak, let peak = m.peak {
                let interval = abs(s.to - s.from)
                let missed =
                    interval > 0
                    ? DecimalFormat.fixed(abs(peak.value - sampled.value) / interval * 100, decimals: 3) + " %"
                    : TuningFormat.short(abs(peak.value - sampled.value))
                row += ["\(sampled.frame) (\(TuningFormat.seconds(Double(sampled.frame) / Double(fps))))", TuningFormat.short(sampled.value), missed]
            } else {
                row += ["-", "-", "-"]
            }
            if let frame = c.settleFrame {
                row += [String(frame), TuningFormat.seconds(Double(frame) / Double(fps))]
            } else {
                row += ["-", "-"]
            }
            rows.append(row)
        }
        lines += TextTable.lines(header: header, rows: rows, indent: "  ")
        return lines
    }
}

/// A plain text table with columns padded to their widest cell.
enum TextTable {
    static func lines(header: [String], rows: [[String]], indent: String = "") -> [String] {
        var widths = header.map(\.count)
        for row in rows {
            for (i, cell) in row.enumerated() where i < widths.count { widths[i] = max(widths[i], cell.count) }
        }
        func format(_ cells: [String]) -> String {
            var parts: [String] = []
            for (i, cell) in cells.enumerated() where i < widths.count {
                parts.append(cell + String(repeating: " ", count: widths[i] - cell.count))
            }
            var line = indent + parts.joined(separator: "  ")
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }
        return [format(header)] + rows.map(format)
    }
}
