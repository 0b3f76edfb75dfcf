/// `swipesim bench`: Stage-by-stage speed figures for a standard scene.
enum BenchCommand: Subcommand {
    static let spec = CommandSpec(
        name: "bench",
        abstract: "Stage-by-stage speed figures for a standard scene.",
        usage: "bench [--stage png|raster|all] [--scale S] [--frames N]",
        options: [
            OptionSpec("stage", value: "NAME", help: "png, raster or all"),
            OptionSpec("scale", value: "S", help: "pixels per point"),
            OptionSpec("frames", value: "N", help: "frames to measure"),
        ],
        positionals: 0...0)

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
        throw NotYetBuilt(command: spec.name, issue: 5)
    }
}
