/// `swipesim diff`: Compare two images.
enum DiffCommand: Subcommand {
    static let spec = CommandSpec(
        name: "diff",
        abstract: "Compare two images.",
        usage: "diff A.png B.png [--out DIFF.png]",
        options: [
            OptionSpec("out", value: "DIFF.png", help: "write a diff image"),
        ],
        positionals: 2...2)

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
        throw NotYetBuilt(command: spec.name, issue: 6)
    }
}
