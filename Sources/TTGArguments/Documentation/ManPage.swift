/// The manual page ttg-render(1) (`ttg-render man`, `make man`), written from the command tree
/// in roff with the man(7) macros: every command with its usage and discussion, every option
/// with its value and default, the exit statuses, the environment and the examples.
public enum ManPage {
    /// The page for `root`'s tree, with the environment variables its commands declare.
    public static func page(for root: CommandSpec) -> String {
        let program = root.name
        let commands = CommandEntry.all(root)
        let environment = commands.flatMap(\.spec.environment)
        var out: [String] = [
            ".\\\" \(program)(1), written from the command declarations by '\(program) man'.",
            ".TH \(escape(program.uppercased())) 1 \"\" \"\(escape(program))\" \"User Commands\"",
            // No hyphenation and a ragged right margin: option names stay whole.
            ".nh",
            ".ad l",
            ".SH NAME",
            "\(escape(program)) \\- \(escape(nameLine(root.abstract)))",
        ]

        out.append(".SH SYNOPSIS")
        for (index, command) in commands.filter({ $0.words.isEmpty || $0.spec.plan != nil }).enumerated() {
            if index > 0 { out.append(".br") }
            out.append("\\fB\(escape(program))\\fP \(escape(command.spec.usage(words: command.words)))")
        }

        out.append(".SH DESCRIPTION")
        out += paragraphs(root.abstract + "\n\n" + root.discussion)
        out.append(".PP")
        out += lines(
            """
            Each command is described under COMMANDS and its options under OPTIONS.
            '\(program) SUBCOMMAND --help' prints the same for one command. An option takes its
            value as the next argument or after '=' (--rate=3.5), a short option also joined to
            it (-oface.png); '--' ends the options.
            """)

        out.append(".SH COMMANDS")
        for command in commands.dropFirst() {
            out.append(".SS \(quotedArgument(command.commandLine))")
            out.append("\\fB\(escape(program))\\fP \(escape(command.spec.usage(words: command.words)))")
            out += paragraphs(command.spec.abstract + "\n\n" + command.spec.discussion)
            if !command.spec.subcommands.isEmpty {
                out.append(".PP")
                out += lines("Subcommands: " + command.spec.subcommands.map(\.name).joined(separator: ", ") + ".")
            }
        }

        out.append(".SH OPTIONS")
        out += lines("Every command takes:")
        out += item(HelpFormatter.helpOption, help: "Print the command's help and exit 0.")
        for command in commands where !command.spec.options.isEmpty || command.spec.positional != nil {
            out.append(".SS \(quotedArgument(command.commandLine))")
            if let positional = command.spec.positional {
                out += [".TP", "\\fI\(escape(positional.valueName))\\fP"] + lines(positional.help)
            }
            for option in command.spec.options {
                out += item(
                    option,
                    help: HelpFormatter.describe(option) + (option.defaultText.map { " [default: \($0)]" } ?? ""))
            }
        }

        out.append(".SH EXIT STATUS")
        for status in ExitStatus.allCases {
            out += [".TP", ".B \(status.rawValue)"] + lines(meaning(status))
        }

        if !environment.isEmpty {
            out.append(".SH ENVIRONMENT")
            for variable in environment {
                out += [".TP", ".B \(escape(variable.name))"] + lines(variable.help)
            }
        }

        out.append(".SH EXAMPLES")
        for command in commands where !command.spec.examples.isEmpty {
            out.append(".PP")
            out += lines(command.spec.abstract)
            out += [".PP", ".RS 4", ".nf"]
            out += command.spec.examples.flatMap(lines)
            out += [".fi", ".RE"]
        }
        return out.joined(separator: "\n") + "\n"
    }

    /// What each exit status means, for EXIT STATUS.
    public static func meaning(_ status: ExitStatus) -> String {
        switch status {
        case .success: "Success."
        case .failure: "A check ran and said no (puzzle verify: the piece is not within the tolerance)."
        case .usage: "Usage error: an unknown subcommand or option, a missing or malformed value (EX_USAGE)."
        case .dataError: "Malformed input data: path data (with the byte offset) or image contents (EX_DATAERR)."
        case .noInput: "An input file does not exist or cannot be read (EX_NOINPUT)."
        case .cannotCreate: "An output file or directory cannot be created (EX_CANTCREAT)."
        case .ioError: "Reading or writing failed part way: disk full, device error (EX_IOERR)."
        }
    }

    /// `.TP` with the option's names and value, then its help.
    private static func item(_ option: OptionSpec, help: String) -> [String] {
        var tag = option.shortName.map { "\\fB\\-\(escape(String($0)))\\fP, " } ?? ""
        tag += "\\fB\(escape(option.flagName))\\fP"
        if let value = option.valueName {
            tag += option.valueIsOptional ? " [\\fI\(escape(value))\\fP]" : " \\fI\(escape(value))\\fP"
        }
        if option.repeatable { tag += " ..." }
        return [".TP", tag] + lines(help)
    }

    /// "render vector artwork … to PNG, SVG, PDF, Lottie, GIF and WebP": the abstract as NAME's description.
    private static func nameLine(_ abstract: String) -> String {
        var line = abstract.hasSuffix(".") ? String(abstract.dropLast()) : abstract
        if let first = line.first { line = first.lowercased() + line.dropFirst() }
        return line
    }

    /// Text with blank lines between paragraphs, as `.PP` paragraphs.
    private static func paragraphs(_ text: String) -> [String] {
        var out: [String] = []
        var paragraph: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map({ String($0).trimmingWhitespace })
            + [""]
        {
            if !line.isEmpty {
                paragraph.append(line)
                continue
            }
            if !paragraph.isEmpty { out += [".PP"] + paragraph.flatMap(lines) }
            paragraph = []
        }
        return out
    }

    /// Text lines of roff: escaped, never empty, never starting with a space, nor with `.` or
    /// `'` (which would make them requests). A word too long for a line (a JSON sample) may
    /// break after its commas.
    public static func lines(_ text: String) -> [String] {
        text.split(separator: "\n").map { String($0).trimmingWhitespace }.filter { !$0.isEmpty }.map { line in
            let words = line.split(separator: " ", omittingEmptySubsequences: false).map { word in
                word.count > 40
                    ? escape(String(word)).replacingOccurrences(of: ",", with: ",\\:") : escape(String(word))
            }
            let escaped = words.joined(separator: " ")
            return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
        }
    }

    /// A macro argument in double quotes.
    private static func quotedArgument(_ text: String) -> String {
        "\"" + escape(text).replacingOccurrences(of: "\"", with: "\\(dq") + "\""
    }

    /// `text` for roff: backslashes as `\e`, hyphen-minus as `\-` (option names copy as typed),
    /// other characters than ASCII as `\[uXXXX]` (roff reads its input as Latin-1).
    public static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\e"
            case "-": out += "\\-"
            case _ where scalar.isASCII: out.unicodeScalars.append(scalar)
            default:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
            }
        }
        return out
    }
}
