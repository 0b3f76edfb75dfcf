import SwipeDeck
import SwipeSweep
import SwipeTuning
import SwipeBase

/// `swipesim sweep`: Render the same swipe under several parameter values as one contact sheet.
package enum SweepCommand: Subcommand {
    package static let spec = CommandSpec(
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
            SceneLoading.assetRootOption,
            OptionSpec("param", value: "NAME=V1;V2", help: "a preset parameter and the values to try", repeatable: true),
            OptionSpec("out", value: "SHEET.png", help: "the contact sheet to write", output: .file),
            OptionSpec("frames", value: "SPEC", help: "frames to show, e.g. 0..30, ::10, 0,20,40 (default 8 spread out)"),
            OptionSpec("csv", value: "FILE", help: "where to write the numbers (default: the sheet's name with .csv)", output: .file),
            OptionSpec("thumb-width", value: "PX", help: "width of each frame on the sheet, 40...800 (default 150)"),
            OptionSpec("threads", value: "N", help: "drawing threads, " + ThreadCount.help),
        ],
        positionals: 0...1,
        positionalHelp: [("SCENE.json", "a scene file (or use --preset)")])

    package static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
        guard let out = arguments.string("out") else {
            throw UsageError("--out SHEET.png is required: the contact sheet to write", spec: spec)
        }
        let scene = try SceneLoading.scene(arguments, spec: spec)
        // A TuningError of kind .usage is shown with the usage line, like a UsageError.
        let sweep = try Sweep(scene: scene, parameters: arguments.strings("param"))
        let thumbnailWidth = try arguments.int("thumb-width", in: 40...800) ?? 150
        let threads = try arguments.int("threads", in: ThreadCount.allowed) ?? ThreadCount.machineDefault
        let csvPath = arguments.string("csv") ?? csvName(forSheet: out)
        try OutputPath.checkFile(csvPath, flag: "--csv")
        let result =
            try arguments.string("frames").map { try sweep.render(frames: $0, thumbnailWidth: thumbnailWidth, threads: threads) }
            ?? sweep.render(thumbnailWidth: thumbnailWidth, threads: threads)
        try FileIO.writeAtomically(result.sheetPNG(), to: out)
        try FileIO.writeAtomically(result.csv, to: csvPath)
        context.print(
            "rendered \(result.runs.count) run(s) × \(result.frameIndices.count) frame(s); wrote the sheet (\(result.sheet.width)×\(result.sheet.height)) to \(out) and the numbers to \(csvPath)"
        )
        for run in result.runs { context.print("  \(run.number). \(run.label)") }
        if !result.note.isEmpty { context.print(result.note) }
        return 0
    }

    /// SHEET.png → SHEET.csv (any other name gets .csv appended).
    package static func csvName(forSheet path: String) -> String {
        let lower = path.lowercased()
        if lower.hasSuffix(".png") { return String(path.dropLast(4)) + ".csv" }
        return path + ".csv"
    }
}
