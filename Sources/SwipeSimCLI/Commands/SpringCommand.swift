import SwipeMotion
import SwipeTuning
import SwipeBase

/// `swipesim spring`: Spring metrics, conversions to other dialects, samples and plots.
package enum SpringCommand: Subcommand {
    package static let spec = CommandSpec(
        name: "spring",
        abstract: "Spring metrics, conversions to other dialects, samples and plots.",
        usage:
            "spring SPEC... [--from A --to B --velocity V] [--fps N] [--duration S] [--integrator closed|fluid|rk4|euler] [--semantics ios17|ios16] [--csv FILE|-] [--plot FILE [--velocity-panel] [--scale S]] [--match] [--json]",
        discussion: """
            SPEC is written as in SwiftUI source, e.g. '.spring(response: 0.42, dampingFraction: 0.74)',
            '.interpolatingSpring(stiffness: 180, damping: 100)', .snappy, '.easeInOut(duration: 0.2)',
            'Spring(duration: 0.5, bounce: 0.3)'. Quote specs with parentheses for the shell.
            --csv samples the closed form (or --integrator) at t = n/fps until the motion settles
            (or for --duration seconds); with several specs a 'spec' column numbers them.
            """,
        options: [
            OptionSpec("from", value: "A", help: "start value (default 0)"),
            OptionSpec("to", value: "B", help: "target value (default 1)"),
            OptionSpec("velocity", value: "V", help: "initial velocity in value units per second"),
            OptionSpec(
                "fps", value: "N",
                help: "sampling rate for --csv, 1...240 (default 60); a list such as 30,60,120,240 compares frame rates (and marks their frames on --plot)"),
            OptionSpec("duration", value: "S", help: "sample for S seconds instead of until settled"),
            OptionSpec("integrator", value: "NAME", help: "closed, fluid, rk4 or euler: report its deviation; --csv samples it"),
            OptionSpec("semantics", value: "NAME", help: "ios17 (default) or ios16 SwiftUI defaults"),
            OptionSpec("csv", value: "FILE", help: "write t, value, velocity per frame (- for stdout)", output: .file),
            OptionSpec("plot", value: "FILE", help: "draw the curves (and --integrator's deviation) to a PNG chart", output: .file),
            .flag("json", help: "print the whole report as JSON"),
        ] + pictureOptions,
        positionals: 1...Int.max,
        positionalHelp: [("SPEC", "an animation or Spring in SwiftUI syntax")])

    package static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
        // Plots, --match and frame-rate lists come first (they read --fps as a list); the report
        // follows only when --csv or --json asks for it too.
        if wantsPictures(arguments) {
            try printPictures(specs: arguments.positionals, arguments: arguments, context: context)
            if arguments.string("csv") == nil, !arguments.flag("json") { return 0 }
        }
        let limit = 1e12
        let from = try arguments.double("from", in: -limit...limit) ?? 0
        let to = try arguments.double("to", in: -limit...limit) ?? 1
        let velocityOption = try arguments.double("velocity", in: -limit...limit)
        let fps = try arguments.int("fps", in: 1...240) ?? 60
        let requestedDuration = try arguments.double("duration", in: 0...600)
        if let d = requestedDuration, d <= 0 {
            throw UsageError("--duration must be greater than 0 seconds; got '\(arguments.string("duration") ?? "")'", spec: spec)
        }
        let integrator = try arguments.choice("integrator", from: SteppedIntegrator.allCases.map(\.rawValue))
            .flatMap(SteppedIntegrator.init(rawValue:))
        let semanticsName = try arguments.choice("semantics", from: AnimationSemantics.allCases.map(\.rawValue)) ?? "ios17"
        let semantics = AnimationSemantics(rawValue: semanticsName) ?? .ios17
        let csvPath = arguments.string("csv")
        let json = arguments.flag("json")
        if json && csvPath == "-" {
            throw UsageError("--json and --csv - both write to standard output; give --csv a file name", spec: spec)
        }

        var specs: [AnimationSpec] = []
        for (index, text) in arguments.positionals.enumerated() {
            do {
                specs.append(try AnimationParser.parseSpec(text, semantics: semantics))
            } catch let error as AnimationSpecError {
                let which = arguments.positionals.count > 1 ? " (SPEC \(index + 1))" : ""
                throw InputError("malformed spec\(which) at \(error)")
            }
        }

        var reports: [SpringReport] = []
        var blocks: [(index: Int, rows: [(Double, Double, Double)])] = []
        for (index, parsed) in specs.enumerated() {
            let velocity = SpringReport.effectiveVelocity(parsed, from: from, to: to, velocity: velocityOption)
            var report = SpringReport(spec: parsed, semantics: semantics, from: from, to: to, velocity: velocity)
            let duration = SpringSamples.duration(for: parsed, from: from, to: to, velocity: velocity, requested: requestedDuration)
            let frames = SpringSamples.frameCount(fps: fps, duration: duration)
            if let integrator {
                guard let spring = parsed.spring else {
                    throw InputError("--integrator needs a spring; '\(parsed.text)' is a timing curve")
                }
                report.integrator = integrator.frameDeviation(spring: spring, from: from, to: to, initialVelocity: velocity, fps: fps, frames: frames)
            }
            reports.append(report)
            if csvPath != nil {
                let rows: [(Double, Double, Double)]
                if let integrator, let spring = parsed.spring {
                    rows = integrator.frameSamples(spring: spring, from: from, to: to, initialVelocity: velocity, fps: fps, frames: frames)
                        .map { ($0.time, $0.value, $0.velocity) }
                } else {
                    rows = SpringSamples.closedForm(parsed, from: from, to: to, velocity: velocity, fps: fps, duration: duration)
                }
                blocks.append((index + 1, rows))
            }
        }

        if let csvPath {
            let text = SpringSamples.csv(blocks, withSpecColumn: specs.count > 1)
            if csvPath == "-" {
                context.standardOutput.write(text)
                return 0
            }
            try FileIO.writeAtomically(text, to: csvPath)
        }
        if json {
            context.standardOutput.write(try SpringReportDocument(reports: reports).jsonText())
            return 0
        }
        for (i, report) in reports.enumerated() {
            if i > 0 { context.print("") }
            for line in report.textLines { context.print(line) }
        }
        if let csvPath { context.print("\nwrote \(blocks.reduce(0) { $0 + $1.rows.count }) samples to \(csvPath)") }
        return 0
    }
}
