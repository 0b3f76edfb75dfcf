/// The declared shape of one subcommand: its options, positional arguments and help text.
///
/// The conventions follow swift-argument-parser (which cannot be a dependency here):
/// `--flag value` and `--flag=value`, `--help` on every command, and usage errors that
/// show the usage line.
public struct CommandSpec: Sendable {
    /// The subcommand's name as typed, e.g. `render`.
    public var name: String
    /// One line for the tool's command list.
    public var abstract: String
    /// The usage line without the leading `swipesim `, e.g. `render [SCENE.json] [--out DIR]`.
    public var usage: String
    /// Longer help shown by `swipesim NAME --help`, after the options.
    public var discussion: String
    public var options: [OptionSpec]
    /// How many positional arguments the command accepts.
    public var positionalRange: ClosedRange<Int>
    /// Help for the positional arguments, shown before the options.
    public var positionalHelp: [(name: String, help: String)]

    public init(
        name: String, abstract: String, usage: String, discussion: String = "",
        options: [OptionSpec] = [], positionals: ClosedRange<Int> = 0...0,
        positionalHelp: [(name: String, help: String)] = []
    ) {
        self.name = name
        self.abstract = abstract
        self.usage = usage
        self.discussion = discussion
        self.options = options
        self.positionalRange = positionals
        self.positionalHelp = positionalHelp
    }
}

/// One `--name` option: a flag when `valueName` is nil, otherwise it takes a value.
public struct OptionSpec: Sendable {
    public var name: String
    public var valueName: String?
    public var help: String
    /// Whether the option may be given more than once (all values are kept in order).
    public var repeatable: Bool
    /// Set when the value is a path the command writes: it is checked before the command
    /// runs (`OutputPath`), so a run that could not write it fails before any byte is written.
    public var output: Output?

    public enum Output: Sendable {
        /// A file (`-` means standard output and is not checked).
        case file
        /// A folder, created with its missing parents.
        case folder
    }

    public init(_ name: String, value valueName: String? = nil, help: String, repeatable: Bool = false, output: Output? = nil) {
        self.name = name
        self.valueName = valueName
        self.help = help
        self.repeatable = repeatable
        self.output = output
    }

    public static func flag(_ name: String, help: String) -> OptionSpec {
        OptionSpec(name, value: nil, help: help)
    }

    var takesValue: Bool { valueName != nil }
}
