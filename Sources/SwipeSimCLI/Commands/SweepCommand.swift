import SwipeDeck
import SwipePNG
import SwipeRaster

/// `swipesim sweep`: Render the same swipe under several parameter values as one contact sheet.
enum SweepCommand: Subcommand {
    static let spec = CommandSpec(
        name: "sweep",
        abstract: "Render the same swipe under several parameter values as one contact sheet.",
        usage: "sweep (SCENE | --preset NAME) --param NAME=V1;V2;... [--param ...] [--frames SPEC] --out SHEET.png [--csv FILE]",
        discussion: """
            Renders the scene once per value (every combination when --param is repeated) and lays
            the runs out as rows of one sheet: the same frames along every row, their times on top,
            each row labelled with its setting. Also writes every run's manifest numbers as one CSV
            (SHEET.csv unless --csv is given): one row per run, frame and card.
            Values are separated by ';', so quote the whole argument for the shell, e.g.
              swipesim sweep --preset card-stack \\
                --param 'swipeAnimation=.snappy(duration: 0.4);.spring(response: 0.3, dampingFraction: 0.5);.bouncy(duration: 0.6)'
            Any parameter the preset declares can be swept (swipesim scene --preset NAME shows them):
            numbers, true/false, or animation specs. Default frames: 8 spread over the scene.
            """,
        options: [
            OptionSpec("preset", value: "NAME", help: "sweep a built-in preset's default scene"),
            OptionSpec("param", value: "NAME=V1;V2", help: "a preset parameter and the values to try", repeatable: true),
            OptionSpec("out", value: "SHEET.png", help: "the contact sheet to write"),
            OptionSpec("frames", value: "SPEC", help: "frames to show, e.g. 0..30, ::10, 0,20,40 (default 8 spread out)"),
            OptionSpec("csv", value: "FILE", help: "where to write the numbers (default: the sheet's name with .csv)"),
            OptionSpec("thumb-width", value: "PX", help: "width of each frame on the sheet, 40...800 (default 150)"),
            OptionSpec("threads", value: "N", help: "drawing threads, 1...64 (default 2)"),
        ],
        positionals: 0...1,
        positionalHelp: [("SCENE.json", "a scene file (or use --preset)")])

    static let defaultFrameCount = 8

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
        guard let out = arguments.string("out") else {
            throw UsageError("--out SHEET.png is required: the contact sheet to write", spec: spec)
        }
        let scene = try SceneLoading.scene(arguments, spec: spec)
        let plan: SweepPlan
        do {
            plan = try SweepPlan(arguments: arguments.strings("param"), scene: scene)
        } catch let error as UsageError {
            throw UsageError(error.message, spec: spec)
        }
        let thumbnailWidth = try arguments.int("thumb-width", in: 40...800) ?? 150
        let threads = try arguments.int("threads", in: 1...64) ?? 2
        let csvPath = arguments.string("csv") ?? csvName(forSheet: out)
        let selection = try arguments.string("frames").map { text -> FrameSelection in
            do { return try FrameSelection(text) } catch { throw UsageError("\(error)", spec: spec) }
        }

        var renderers: [SceneRenderer] = []
        for run in plan.runs {
            do {
                renderers.append(try SceneRenderer(scene: run.scene))
            } catch {
                throw InputError("run \(run.number) (\(run.label)): \(error)")
            }
        }
        let frameCount = renderers.map(\.simulation.frameCount).min() ?? 0
        var indices: [Int]
        var note = ""
        if let selection {
            do {
                indices = try selection.indices(frameCount: frameCount)
            } catch let error as FrameSelection.ParseError {
                throw UsageError(error.message, spec: spec)
            }
        } else {
            var simulated: [[SimulatedFrame]] = []
            for (run, renderer) in zip(plan.runs, renderers) {
                do { simulated.append(try renderer.simulation.run()) } catch { throw InputError("run \(run.number) (\(run.label)): \(error)") }
            }
            let choice = SweepFrames.defaultIndices(simulated, frameCount: frameCount, count: defaultFrameCount)
            indices = choice.indices
            if let first = indices.first, let last = indices.last {
                let from = TuningFormat.fixed(Double(first) / Double(scene.fps), decimals: 3)
                let to = TuningFormat.fixed(Double(last) / Double(scene.fps), decimals: 3)
                note = choice.focused
                    ? "frames \(first)…\(last) (\(from)–\(to) s), where the runs differ; choose others with --frames"
                    : "the runs do not differ; frames spread over the whole scene"
            }
        }
        indices = Array(Set(indices)).sorted()
        guard !indices.isEmpty else { throw UsageError("--frames selects no frames", spec: spec) }
        let size = SweepSheet.size(rows: plan.runs.count, columns: indices.count, frameWidth: scene.canvas.pixelWidth,
                                   frameHeight: scene.canvas.pixelHeight, thumbnailWidth: thumbnailWidth)
        guard size.width <= SweepSheet.maximumSide, size.height <= SweepSheet.maximumSide else {
            throw InputError("the sweep sheet would be \(size.width)×\(size.height) pixels (\(plan.runs.count) rows × \(indices.count) frames of \(thumbnailWidth) px); the limit is \(SweepSheet.maximumSide) a side — choose fewer frames (--frames), fewer values, or a smaller --thumb-width")
        }

        var rows: [SweepSheet.Row] = []
        var manifests: [(run: SweepPlan.Run, manifest: JSONValue)] = []
        var times: [(index: Int, time: Double)] = []
        for (run, renderer) in zip(plan.runs, renderers) {
            let drawn: [(frame: SimulatedFrame, pixmap: Pixmap)]
            do {
                drawn = try renderer.pixmaps(indices, threads: threads)
            } catch {
                throw InputError("run \(run.number) (\(run.label)): \(error)")
            }
            if times.isEmpty { times = drawn.map { ($0.frame.index, $0.frame.time) } }
            rows.append(SweepSheet.Row(label: run.label, frames: drawn.map(\.pixmap)))
            var names: [Int: String] = [:]
            for index in indices { names[index] = FolderRender.fileName(forFrame: index) }
            manifests.append((run, Manifest.json(scene: run.scene, frames: drawn.map(\.frame), fileNames: names)))
        }
        let swept = plan.parameters.map { "\($0.name) (\($0.values.count))" }.joined(separator: " × ")
        let title = "\(scene.preset) · \(swept) · \(scene.canvas.pixelWidth)×\(scene.canvas.pixelHeight) at \(scene.fps) fps"
        let sheet = try SweepSheet.make(title: title, times: times, rows: rows, thumbnailWidth: thumbnailWidth, fonts: try PlotFonts())
        try FileIO.writeAtomically(PNGEncoder.encode(premultipliedRGBA: sheet.bytes, width: sheet.width, height: sheet.height,
                                                     options: PNGEncodingOptions(deflater: .zlib, compressionLevel: 6)), to: out)
        try FileIO.writeAtomically(SweepCSV.text(manifests), to: csvPath)
        context.print("rendered \(plan.runs.count) run(s) × \(indices.count) frame(s); wrote the sheet (\(sheet.width)×\(sheet.height)) to \(out) and the numbers to \(csvPath)")
        for run in plan.runs { context.print("  \(run.number). \(run.label)") }
        if !note.isEmpty { context.print(note) }
        return 0
    }

    /// SHEET.png → SHEET.csv (any other name gets .csv appended).
    static func csvName(forSheet path: String) -> String {
        let lower = path.lowercased()
        if lower.hasSuffix(".png") { return String(path.dropLast(4)) + ".csv" }
        return path + ".csv"
    }
}
