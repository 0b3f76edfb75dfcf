import SwipeBench
import SwipeDeck
import SwipeMath
import SwipeUI

/// `swipesim bench`: stage-by-stage speed figures. Prints figures; never asserts a time.
/// The benchmarks themselves live in the SwipeBench target; this reads the options.
enum BenchCommand: Subcommand {
    static let spec = CommandSpec(
        name: "bench",
        abstract: "Stage-by-stage speed figures for a standard scene.",
        usage: "bench [--stage png|raster|pipeline|presets|text|share|all] [--scale S] [--frames N]",
        discussion: """
            Stages:
              png       encode a rendered frame of the default scene with several
                        settings (ISA-L and zlib): ms, MB/s, bytes, each as a ratio against
                        libpng's defaults, and the frame default against zlib level 1
              raster    draw a standard card-stack frame (gradient background, four rotated
                        gradient cards with shadows, titles, a stamp): wall and thread-CPU ms
              pipeline  the default scene end to end: ms per frame to simulate, draw and
                        encode (and encode with zlib level 1), frames/s with 1 and 2 threads,
                        against the same pipeline with zlib level 1 and no frame reuse, and a
                        scene ending in 5 s at rest (resting against moving frames); peak memory
              presets   every built-in preset's default scene at scales 1 and 3 (or
                        --scale S): thread-CPU ms per frame to draw, median and spread of
                        5 rounds, frames/s to draw and encode on 1 thread, each as a ratio
                        to card-stack's; beside the floor: a memset of a frame (warm and
                        fresh) and its PNG encoding (ISA-L level 1), default --frames 12
              share     the whole default scene as APNG, GIF (several dithering levels and
                        palette sizes), MP4 and WebM: seconds, KiB and colour error, as
                        ratios against writing its PNG frames (default --scale 1)
              text      the default scene's text: ms per frame to lay out (shape) and draw its
                        lines, as a share of drawing the whole frame
              all       every stage (the default)
            Figures are medians of several runs; build with -c release for real numbers.
            scripts/bench-anchors runs the anchors swipesim cannot run itself (Skia drawing
            the same frame, ImageMagick's compare) beside it and prints the ratios.
            """,
        options: [
            OptionSpec("stage", value: "NAME", help: "png, raster, pipeline, presets, text, share or all (default all)"),
            OptionSpec("scale", value: "S", help: "pixels per point, 1...4 (default 3: a 1170×2532 frame)"),
            OptionSpec("frames", value: "N", help: "frames or repetitions per measurement, 1...1000 (default 5; pipeline 30)"),
        ])

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
        let stage = try arguments.choice("stage", from: ["png", "raster", "pipeline", "presets", "text", "share", "all"]) ?? "all"
        let givenScale = try arguments.double("scale", in: 1...4)
        let scale = givenScale ?? 3
        let repetitions = try arguments.int("frames", in: 1...1000)
        if stage == "png" || stage == "all" {
            var scene = PresetCatalog.preset(named: PresetCatalog.defaultName)!.defaultScene
            scene.canvas.scale = scale
            let renderer = try FrameRenderer(scene: scene)
            let frame = try renderer.pixmaps([min(40, renderer.frameCount - 1)])[0]
            try PNGBench.run(
                pixels: frame.pixmap.bytes, width: frame.pixmap.width, height: frame.pixmap.height,
                description: "default scene frame \(frame.frame.index) (t = \(DecimalFormat.fixed(frame.frame.time, decimals: 3)) s)",
                repetitions: repetitions ?? 5, print: context.print)
        }
        if stage == "raster" || stage == "all" {
            try RasterBench.run(scale: scale, frames: repetitions ?? 20, print: context.print)
        }
        if stage == "pipeline" || stage == "all" {
            try PipelineBench.run(scale: scale, frames: repetitions ?? 30, print: context.print)
        }
        if stage == "presets" || stage == "all" {
            try PresetBench.run(scales: givenScale.map { [$0] } ?? [1, 3], frames: repetitions ?? 12, print: context.print)
        }
        if stage == "text" || stage == "all" {
            try TextBench.run(scale: scale, frames: repetitions ?? 30, print: context.print)
        }
        if stage == "share" || stage == "all" {
            try ShareBench.run(
                scale: givenScale ?? 1, searchPath: context.environment["PATH"],
                print: context.print)
        }
        return 0
    }
}
