/// Writes a command's `--help` text from its declarations.
public enum HelpFormatter {
    /// `-h`, `--help`: every command has it.
    public static let helpOption = OptionSpec("help", short: "h", help: "Show this help.")

    /// The help of `command`, selected by `words` after the program's name.
    public static func help(for command: CommandSpec, words: [String], program: String) -> String {
        var lines: [String] = []
        lines.append("OVERVIEW: \(command.abstract)")
        if !command.discussion.isEmpty {
            lines.append("")
            lines.append(command.discussion)
        }
        lines.append("")
        lines.append("USAGE: \(program) \(command.usage(words: words))")
        if !command.subcommands.isEmpty {
            lines.append("")
            lines.append("SUBCOMMANDS:")
            let width = command.subcommands.map(\.name.count).max() ?? 0
            for sub in command.subcommands {
                lines.append("  " + sub.name.padding(width) + "  " + sub.abstract)
            }
            lines.append("")
            lines.append("  Add --help after a subcommand to see its options.")
        }
        if let positional = command.positional {
            lines.append("")
            lines.append("ARGUMENTS:")
            lines.append("  \(positional.valueName)  \(positional.help)")
        }
        let options = command.options + [helpOption]
        lines.append("")
        lines.append("OPTIONS:")
        let labels = options.map(label)
        let width = min(30, labels.map(\.count).max() ?? 0)
        for (spec, label) in zip(options, labels) {
            var text = describe(spec)
            if let d = spec.defaultText { text += " [default: \(d)]" }
            if label.count > width {
                lines.append("  " + label)
                lines.append("  " + "".padding(width) + "  " + text)
            } else {
                lines.append("  " + label.padding(width) + "  " + text)
            }
        }
        if !command.examples.isEmpty {
            lines.append("")
            lines.append(command.examples.count == 1 ? "EXAMPLE:" : "EXAMPLES:")
            for example in command.examples { lines.append("  \(example)") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The help sentence with the accepted values before its final period:
    /// "Pull progress for the pulling state (0…1).", "Length in seconds, in (0, 3600]."
    public static func describe(_ spec: OptionSpec) -> String {
        guard let note = spec.valueNote else { return spec.help }
        // An interval brings its own brackets: "in (0, 3600]".
        let shown = note.hasPrefix("(") || note.hasPrefix("[") ? ", in \(note)" : " (\(note))"
        return (spec.help.hasSuffix(".") ? String(spec.help.dropLast()) : spec.help) + shown + "."
    }

    private static func label(_ spec: OptionSpec) -> String {
        var label = spec.shortName.map { "-\($0), " } ?? ""
        label += spec.flagName
        if let value = spec.valueName { label += spec.valueIsOptional ? " [\(value)]" : " \(value)" }
        if spec.repeatable { label += " ..." }
        return label
    }
}

extension String {
    public func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
