/// `swipesim render`: Render a scene's swipe to PNG frames and manifest.json.
enum RenderCommand: Subcommand {
    static let spec = CommandSpec(
        name: "render",
        abstract: "Render a scene's swipe to PNG frames and manifest.json.",
        usage: "render [SCENE.json] [--preset NAME] [--out DIR] [--fps N] [--scale S] [--frames SPEC] [--threads N] [--png-level 0-9] [--contact-sheet FILE]",
        options: [
            OptionSpec("preset", value: "NAME", help: "render a built-in preset instead of a scene file"),
            OptionSpec("out", value: "DIR", help: "folder for frame_NNNNN.png and manifest.json"),
            OptionSpec("fps", value: "N", help: "frames per second, 1...240"),
            OptionSpec("scale", value: "S", help: "pixels per point"),
            OptionSpec("frames", value: "SPEC", help: "frames to write: 0..30, 0,10,20 or ::5"),
            OptionSpec("threads", value: "N", help: "drawing and encoding threads"),
            OptionSpec("png-level", value: "0-9", help: "zlib compression level"),
            OptionSpec("contact-sheet", value: "FILE", help: "also write a grid of sampled frames"),
        ],
        positionals: 0...1)

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
        throw NotYetBuilt(command: spec.name, issue: 5)
    }
}
