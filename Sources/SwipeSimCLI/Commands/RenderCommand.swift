import SwipeDeck
import SwipePNG
import SwipeRaster
import SwipeShare
import SwipeUI
import SwipeBase

/// `swipesim render`: a scene's swipe to PNG frames, manifest.json and an optional contact sheet.
enum RenderCommand: Subcommand {
    static let spec = CommandSpec(
        name: "render",
        abstract: "Render a scene's swipe to PNG frames and manifest.json.",
        usage:
            "render [SCENE.json] [--preset NAME] [--out DIR] [--fps N] [--scale S] [--frames SPEC] [--threads N] [--png-level 0-9] [--contact-sheet FILE] [--apng FILE] [--gif FILE] [--mp4 FILE] [--webm FILE] [--loop N] [--speed F]",
        discussion: """
            With no scene and no --preset, renders the default scene (the card-stack preset).
            Writes DIR/frame_00000.png … and DIR/manifest.json (per frame: time, file, and per
            card its 2×3 transform in pixels, size, opacity, z-order and animated values).
            Frames are written only when all succeed; a failed run leaves DIR as it was.
            --frames examples: 0..30 (inclusive), 0,10,20, ::5 (every fifth), 30: (from 30).
            Sharing: --apng, --gif, --mp4 and --webm write one animated file of the selected
            frames (played in order, each until the next one's time; --speed 0.25 plays four
            times slower). With any of them, frames are written to a folder only if --out is
            given. MP4 and WebM need ffmpeg on PATH (Debian package ffmpeg).
            A preset view asking for a symbol SwipeSim does not draw gets a placeholder and a
            "warning:" line on standard error, once per name; warnings keep exit code 0.
            """,
        options: [
            OptionSpec("preset", value: "NAME", help: "render a built-in preset's default scene (see swipesim presets)"),
            SceneLoading.assetRootOption,
            OptionSpec("out", value: "DIR", help: "folder for the frames (default out/render)", output: .folder),
            OptionSpec("fps", value: "N", help: "frames per second, 1...240 (overrides the scene)"),
            OptionSpec("scale", value: "S", help: "pixels per point, 0.25...8 (overrides the scene)"),
            OptionSpec("frames", value: "SPEC", help: "frames to write (default all)"),
            OptionSpec("threads", value: "N", help: "drawing and encoding threads, " + ThreadCount.help),
            OptionSpec("png-level", value: "0-9", help: "compress with zlib at this level (9: smallest); default: ISA-L level 1, the fastest"),
            OptionSpec("contact-sheet", value: "FILE", help: "also write a grid of sampled frames labelled with their times", output: .file),
        ] + ShareOutputs.options,
        positionals: 0...1,
        positionalHelp: [("SCENE.json", "a scene file (swipesim scene --preset NAME prints one to start from)")])

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
        var scene = try SceneLoading.scene(arguments, spec: spec)
        if let fps = try arguments.int("fps", in: 1...240) { scene.fps = fps }
        if let scale = try arguments.double("scale", in: 0.25...8) {
            scene.canvas.scale = scale
            try SceneLoading.checkCanvas(scene)
        }
        let selection = try arguments.string("frames").map { text -> FrameSelection in
            do { return try FrameSelection(text) } catch { throw UsageError("\(error)", spec: spec) }
        }
        let threads = try arguments.int("threads", in: ThreadCount.allowed) ?? ThreadCount.machineDefault
        var png = PNGEncodingOptions()
        if let level = try arguments.int("png-level", in: 0...9) {
            png.deflater = .zlib
            png.compressionLevel = level
        }
        let out = arguments.string("out") ?? "out/render"
        let share = try ShareOutputs(arguments, spec: spec)

        let sheetPath = arguments.string("contact-sheet")
        // Outputs are checked before the scene is even simulated: a run that cannot write
        // them fails at once and leaves everything as it was.
        try OutputPath.checkFolder(out, flag: "--out")
        if let sheetPath { try OutputPath.checkFile(sheetPath, flag: "--contact-sheet", createdFolders: [out]) }

        let renderer = try FrameRenderer(scene: scene)
        // --fps and --scale change the work the scene asked for: its budget is checked again.
        if let excess = SceneLimits.drawingBudgetExcess(frames: renderer.frameCount, canvas: scene.canvas) {
            throw InputError(excess)
        }
        let writesFolder = arguments.string("out") != nil || sheetPath != nil
        var encoders: [AnimationEncoder] = []
        var indices: [Int] = []
        if !share.isEmpty {
            do {
                indices = Array(
                    Set(
                        try selection?.indices(frameCount: renderer.frameCount)
                            ?? Array(0..<renderer.frameCount))
                ).sorted()
            } catch let error as FrameSelection.ParseError {
                throw UsageError(error.message, spec: spec)
            }
            // A shared file may go into the --out folder this run creates (checked with it
            // before the command started); the frames would create it next anyway.
            if arguments.string("out") != nil { try FileIO.createDirectory(out) }
            encoders = try share.makeEncoders(scene: scene, indices: indices, environment: context.environment)
            if !writesFolder {
                let bar = ProgressBar(enabled: context.standardErrorIsTerminal, label: "encoding", sink: context.standardError)
                let summaries = try renderer.encode(
                    indices, to: encoders, threads: threads,
                    progress: { done, total in bar.update(done, total) })
                bar.finish()
                ShareOutputs.report(encoders, summaries, frames: indices.count, context: context)
                printWarnings(renderer, context: context)
                return 0
            }
        }
        let progress = ProgressBar(enabled: context.standardErrorIsTerminal, label: "rendering", sink: context.standardError)
        let sheet = sheetPath.map {
            FolderRender.ContactSheetRequest(path: $0, title: "\(scene.preset) · \(renderer.frameCount) frames at \(scene.fps) fps")
        }
        var job = FolderRender(
            outputDirectory: out, selection: selection, threads: threads, pngOptions: png,
            contactSheet: sheet, progress: { done, total in progress.update(done, total) })
        // Shared files are fed from the same pass that writes the frames: each frame is drawn once.
        job.animations = encoders
        let summary: FolderRender.Summary
        do {
            summary = try job.render(renderer)
        } catch let error as FrameSelection.ParseError {
            throw UsageError(error.message, spec: spec)
        }
        progress.finish()
        if !encoders.isEmpty { ShareOutputs.report(encoders, summary.animations, frames: indices.count, context: context) }
        context.print(
            "wrote \(summary.writtenIndices.count) frame(s) of \(summary.frameCount) (\(scene.canvas.pixelWidth)×\(scene.canvas.pixelHeight), \(scene.fps) fps, \(summary.bytesWritten / 1024) KiB) and manifest.json to \(out)/"
        )
        if let sheetPath {
            context.print("wrote the contact sheet (\(summary.contactSheetIndices.count) frames) to \(sheetPath)")
        }
        printWarnings(renderer, context: context)
        return 0
    }

    /// The simulation's warnings (symbols drawn as a placeholder) on standard error, one line
    /// each; they do not change the exit code.
    static func printWarnings(_ renderer: FrameRenderer, context: CommandContext) {
        for warning in renderer.warnings { context.printError("warning: \(warning)") }
    }
}
