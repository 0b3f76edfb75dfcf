/// Formats `swipesim COMMAND --help`.
enum HelpFormatter {
    static func help(for spec: CommandSpec) -> String {
        var lines = [spec.abstract, "", "usage: swipesim " + spec.usage]
        if !spec.positionalHelp.isEmpty {
            lines += ["", "arguments:"]
            let width = spec.positionalHelp.map { $0.name.count }.max() ?? 0
            for (name, help) in spec.positionalHelp {
                lines.append("  " + pad(name, width) + "  " + help)
            }
        }
        let options =
            spec.options.map { option -> (String, String) in
                let left = "--" + option.name + (option.valueName.map { " " + $0 } ?? "")
                return (left, option.help + (option.repeatable ? " (repeatable)" : ""))
            } + [("--help", "show this help")]
        lines += ["", "options:"]
        let width = min(options.map { $0.0.count }.max() ?? 0, 28)
        for (left, help) in options {
            if left.count > width {
                lines.append("  " + left)
                lines.append("  " + String(repeating: " ", count: width) + "  " + help)
            } else {
                lines.append("  " + pad(left, width) + "  " + help)
            }
        }
        if !spec.discussion.isEmpty {
            lines += ["", spec.discussion]
        }
        return lines.joined(separator: "\n")
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
