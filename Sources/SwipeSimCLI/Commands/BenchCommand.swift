/// `swipesim bench`: stage-by-stage speed figures. Prints figures; never asserts a time.
enum BenchCommand: Subcommand {
    static let spec = CommandSpec(
        name: "bench",
        abstract: "Stage-by-stage speed figures for a standard scene.",
        usage: "bench [--stage png|raster|all] [--scale S] [--frames N]",
        discussion: """
            Stages:
              png     encode one 1170×2532 frame with several libpng settings: ms, MB/s, bytes,
                      and each as a ratio against libpng's defaults
              raster  draw a standard card-stack frame (gradient background, four rotated
                      gradient cards with shadows, titles, a stamp)
              all     every stage (the default)
            Figures are medians of several runs; build with -c release for real numbers.
            """,
        options: [
            OptionSpec("stage", value: "NAME", help: "png, raster or all (default all)"),
            OptionSpec("scale", value: "S", help: "pixels per point, 1...4 (default 3: a 1170×2532 frame)"),
            OptionSpec("frames", value: "N", help: "repetitions per measurement, 1...1000 (default 5)"),
        ])

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
        let stage = try arguments.choice("stage", from: ["png", "raster", "all"]) ?? "all"
        let scale = try arguments.double("scale", in: 1...4) ?? 3
        let repetitions = try arguments.int("frames", in: 1...1000) ?? 5
        let width = Int((390 * scale).rounded()), height = Int((844 * scale).rounded())
        if stage == "png" || stage == "all" {
            let pixels = BenchmarkFrame.cardFrame(width: width, height: height)
            try PNGBench.run(pixels: pixels, width: width, height: height,
                             description: "synthetic card frame (gradient, flat card, photo-like noise)",
                             repetitions: repetitions, context: context)
        }
        if stage == "raster" || stage == "all" {
            throw NotYetBuilt(command: "bench --stage raster", issue: 4)
        }
        return 0
    }
}
