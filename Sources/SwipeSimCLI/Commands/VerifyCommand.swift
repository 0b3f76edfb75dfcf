/// `swipesim verify`: Render each golden's scene and compare it with its frames.
enum VerifyCommand: Subcommand {
    static let spec = CommandSpec(
        name: "verify",
        abstract: "Render each golden's scene and compare it with its frames.",
        usage: "verify GOLDEN_DIR... [--record MODE] [--report DIR] [--junit FILE]",
        options: [
            OptionSpec("record", value: "MODE", help: "all, missing, failed or never"),
            OptionSpec("report", value: "DIR", help: "write an HTML report with diff images"),
            OptionSpec("junit", value: "FILE", help: "write JUnit XML"),
        ],
        positionals: 1...Int.max)

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
        throw NotYetBuilt(command: spec.name, issue: 6)
    }
}
