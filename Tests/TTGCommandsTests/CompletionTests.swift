import Foundation
import TTGArguments
import TTGExport
import TTGGeometry
import TTGRefresh
import TTGTestSupport
import Testing

@testable import TTGCommands

/// The completion scripts and the manual page, written from the command tree: every command and
/// option in each, the scripts parse in their shell, bash completes for real, the page renders
/// without a warning. A check whose program is not installed is skipped (zsh and fish are not
/// among the packages `make deps` installs).
@Suite(.slow) struct CompletionTests {
    // MARK: - Every command and option, in the part about its command

    /// The four outputs, and where each puts a command, an option and a subcommand.
    enum Output: String, CaseIterable, CustomTestStringConvertible {
        case bash, zsh, fish, man

        var testDescription: String { rawValue }

        var text: String {
            switch self {
            case .bash: BashCompletion.script(for: program.root.addingHelpCommand())
            case .zsh: ZshCompletion.script(for: program.root.addingHelpCommand())
            case .fish: FishCompletion.script(for: program.root.addingHelpCommand())
            case .man: ManPage.page(for: program.root)
            }
        }

        /// The part of `text` about `command`: its case branch, function, lines or OPTIONS
        /// subsection; nil when there is none.
        func section(of command: CommandEntry, in text: String) -> String? {
            let words = command.words.joined(separator: " ")
            switch self {
            case .bash:
                return between("\n    " + BashCompletion.quote(words) + ")\n", and: "\n        ;;\n", in: text)
            case .zsh:
                return between(
                    "\n" + ZshCompletion.functionName(command.words, program: CommandTree.program) + "() {\n",
                    and: "\n}\n", in: text)
            case .fish:
                let lines = text.split(separator: "\n").filter {
                    $0.contains("_in '\(words)'\"") || $0.contains("_after '\(words)'\"")
                }
                return lines.isEmpty ? nil : lines.joined(separator: "\n") + "\n"
            case .man:
                guard let options = between(".SH OPTIONS\n", and: ".SH EXIT STATUS\n", in: text) else { return nil }
                return between(".SS \"\(ManPage.escape(command.commandLine))\"\n", and: "\n.S", in: options + ".SH")
            }
        }

        /// Texts of which one must be in the command's section for the option to be there.
        func forms(of option: OptionSpec) -> [String] {
            let long = option.flagName
            let short = option.shortName.map { "-\($0)" }
            switch self {
            case .bash:
                // Checked against the branch's `options='…'` list instead.
                return []
            case .zsh:
                return [long, short].compactMap { $0 }.flatMap { name in
                    [")", "*"].flatMap { start in ["[", "=[", "=-[", "+["].map { start + name + $0 } }
                }
            case .fish:
                return [(short.map { "-s \($0.dropFirst()) " } ?? "") + "-l \(option.name) "]
            case .man:
                let escapedLong = "\\fB\(ManPage.escape(long))\\fP"
                return [".TP\n" + (short.map { "\\fB\(ManPage.escape($0))\\fP, " } ?? "") + escapedLong]
            }
        }

        /// A text the section of a command that groups others has for subcommand `name`
        /// (the page gives each subcommand its own section instead).
        func lists(subcommand name: String) -> String? {
            switch self {
            case .bash: " \(name) "  // in the padded `subcommands='…'` list
            case .zsh: "(\(name)) shift words;"
            case .fish: " -a \(name) -d "
            case .man: nil
            }
        }
    }

    @Test(arguments: Output.allCases)
    func everyCommandAndOptionIsInTheOutput(_ output: Output) throws {
        let text = output.text
        for command in CommandEntry.all(program.root) {
            if output == .man {
                // Every subcommand has its own section under COMMANDS; --help is stated once.
                #expect(
                    command.words.isEmpty || text.contains(".SS \"\(ManPage.escape(command.commandLine))\"\n"),
                    "\(command.commandLine)")
                if command.spec.options.isEmpty && command.spec.positional == nil { continue }
            }
            let section = try #require(
                output.section(of: command, in: text), "\(output): no part for '\(command.commandLine)'")
            let options = output == .man ? command.spec.options : command.options
            if output == .bash {
                let listed = try #require(between("options='", and: "'", in: section), "\(command.commandLine)")
                let expected = options.flatMap { ($0.shortName.map { ["-\($0)"] } ?? []) + [$0.flagName] }
                #expect(listed.split(separator: " ").map(String.init) == expected, "\(command.commandLine)")
            }
            for option in options where output != .bash {
                #expect(
                    output.forms(of: option).contains(where: section.contains),
                    "\(output): \(option.flagName) of '\(command.commandLine)' missing")
            }
            let padded =
                output == .bash ? (between("subcommands='", and: "'", in: section).map { " \($0) " } ?? "") : section
            for sub in command.spec.subcommands {
                guard let listed = output.lists(subcommand: sub.name) else { continue }
                #expect(padded.contains(listed), "\(output): '\(sub.name)' under '\(command.commandLine)'")
            }
            if let positional = command.spec.positional, case .words(let words) = positional.completedValue,
                output != .man
            {
                for word in words { #expect(section.contains(word), "\(output): \(word) of '\(command.commandLine)'") }
            }
        }
        if output == .man {
            #expect(text.contains(".TP\n\\fB\\-h\\fP, \\fB\\-\\-help\\fP\n"))
        }
    }

    /// `refresh --style` completes to the 20 style names, the value users most need, and the
    /// playground offers them as a menu.
    @Test func refreshStylesComplete() throws {
        let style = try #require(RefreshCommand.options.style.spec.completedValue)
        #expect(style == .words(RefreshStyle.names) && RefreshStyle.names.count == 20)
        #expect(RefreshCommand.options.style.spec.control == .choice(RefreshStyle.names))
        #expect(Output.bash.text.contains("vinylSpin") && Output.zsh.text.contains("vinylSpin"))
    }

    // MARK: - The scripts parse, the page renders

    @Test func bashScriptParses() throws {
        let result = try run(try #require(Self.bash), ["-n", try write(Output.bash.text, as: "ttg-render.bash")])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.errors.isEmpty, "\(result.errors)")
    }

    @Test(.enabled(if: zsh != nil, "zsh is not installed: the zsh script is not parsed"))
    func zshScriptParses() throws {
        let result = try run(try #require(Self.zsh), ["-n", try write(Output.zsh.text, as: "_ttg-render")])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.errors.isEmpty, "\(result.errors)")
    }

    @Test(.enabled(if: fish != nil, "fish is not installed: the fish script is not parsed"))
    func fishScriptParses() throws {
        let result = try run(
            try #require(Self.fish), ["--no-config", "-n", try write(Output.fish.text, as: "ttg-render.fish")])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.errors.isEmpty, "\(result.errors)")
    }

    /// groff with every warning on (`-ww`), or `man --warnings` when only man is there.
    @Test(.enabled(if: groff != nil || man != nil, "neither groff nor man is installed: the page is not rendered"))
    func manPageRendersWithoutWarnings() throws {
        let page = try write(Output.man.text, as: "ttg-render.1")
        let result =
            if let groff = Self.groff {
                try run(groff, ["-man", "-Tutf8", "-ww", "-z", page])
            } else {
                try run(try #require(Self.man), ["--warnings", "-l", page], environment: ["MANWIDTH": "80"])
            }
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.errors.isEmpty, "\(result.errors)")
    }

    // MARK: - Completing for real

    /// bash with the script sourced, COMP_WORDS and COMP_CWORD set as readline sets them.
    @Test func bashCompletesOptionsAndTheirWords() throws {
        #expect(try bashComplete(["emoji", "--fa"]).contains("--face"))
        #expect(try bashComplete(["emoji", "--face", "sq"]) == ["squircle"])
        // `--face=sq`, split by readline at '=' (COMP_WORDBREAKS), and unsplit.
        #expect(try bashComplete(["emoji", "--face", "=", "sq"]) == ["squircle"])
        #expect(try bashComplete(["emoji", "--face=sq"]) == ["--face=squircle"])
        #expect(try bashComplete(["completions", ""]) == ["bash", "zsh", "fish"])
        #expect(try bashComplete(["path", "po"]) == ["point-at"])
        #expect(try bashComplete(["emoji", "--rate", ""]) == [])
        #expect(try bashComplete(["puzzle", "verify", "--axes", "h"]) == ["horizontal"])
        #expect(try bashComplete(["he"]) == ["help"])
        #expect(try bashComplete(["help", "em"]) == ["emoji"])
        #expect(try bashComplete(["help", "path", "re"]) == ["render"])
    }

    @Test func bashCompletesFileNamesWhereAValueIsOne() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        for name in ["shape.svg", "notes.txt"] { try Data().write(to: dir.appendingPathComponent(name)) }
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent("frames"), withIntermediateDirectories: true)
        #expect(try bashComplete(["emoji", "-o", "sh"], in: dir) == ["shape.svg"])
        #expect(try bashComplete(["demo", "--output", ""], in: dir) == ["frames"])
        // Path data is typed inline; after '@' (split by readline, or not) it names a file.
        #expect(try bashComplete(["path", "info", "--d", ""], in: dir) == [])
        #expect(try bashComplete(["path", "info", "--d", "@", "no"], in: dir) == ["notes.txt"])
        #expect(try bashComplete(["path", "info", "--d", "@no"], in: dir, breaks: " =") == ["@notes.txt"])
    }

    /// After `-`, every option of every command; at a command's place, its subcommands (and
    /// `help`'s words are the commands).
    @Test func bashOffersEveryOptionAndSubcommandOfEveryCommand() throws {
        for command in CommandEntry.all(program.root.addingHelpCommand()) {
            let offered = try bashComplete(command.words + ["-"])
            let names = command.options.flatMap { ($0.shortName.map { ["-\($0)"] } ?? []) + [$0.flagName] }
            #expect(Set(offered) == Set(names), "\(command.commandLine)")
            if !command.spec.subcommands.isEmpty {
                #expect(
                    try bashComplete(command.words + [""]) == command.spec.subcommands.map(\.name),
                    "\(command.commandLine)")
            }
        }
    }

    @Test(.enabled(if: fish != nil, "fish is not installed: fish completion is not run"))
    func fishCompletesOptionsAndTheirWords() throws {
        let script = try write(Output.fish.text, as: "ttg-render.fish")
        func complete(_ line: String) throws -> [String] {
            let result = try run(
                try #require(Self.fish), ["--no-config", "-c", "source \(script); complete -C '\(line)'"])
            return result.output.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }
        }
        #expect(try complete("ttg-render emoji --fa").contains("--face"))
        #expect(try complete("ttg-render emoji --face sq") == ["squircle"])
        #expect(try complete("ttg-render path ").contains("point-at"))
        #expect(try complete("ttg-render completions ").sorted() == ["bash", "fish", "zsh"])
    }

    // MARK: - Pieces

    @Test func valueKindsDeclareWhatToComplete() {
        #expect(ArgumentValue<String>.file.completion == .files)
        #expect(ArgumentValue<String>.directory.completion == .directories)
        #expect(ArgumentValue<TTGGeometry.Path>.pathData.completion == .inlineOrAtFile)
        #expect(
            ArgumentValue<FileFormat>.choice.completion
                == .words(["png", "jpeg", "svg", "pdf", "lottie", "gif", "webp", "dotlottie", "tgs", "vector-drawable"])
        )
        #expect(ArgumentValue<String>.text("NAME").completion == .text)
    }

    /// Every option of every command completes as its placeholder reads to a person: files for
    /// FILE, folders for DIR, path data for D, the words of a list of words (a style NAME: the
    /// 20 names), nothing for the rest.
    @Test func everyOptionCompletesAsItsPlaceholderReads() {
        func isWord(_ text: Substring) -> Bool {
            guard let first = text.first, first.isLowercase, first.isASCII else { return false }
            return text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
        }
        func expected(_ placeholder: String) -> CompletedValue {
            switch placeholder {
            case "FILE": return .files
            case "DIR": return .directories
            case "D": return .inlineOrAtFile
            default:
                let words = placeholder.split(separator: "|", omittingEmptySubsequences: false)
                return words.count > 1 && words.allSatisfy(isWord) ? .words(words.map(String.init)) : .text
            }
        }
        var commands = [program.root]
        var checked = 0
        while let command = commands.popLast() {
            commands += command.subcommands
            for option in command.options {
                guard let placeholder = option.valueName else { continue }
                // A choice among too many words to list in the placeholder: `refresh --style NAME`.
                let listed: CompletedValue? = option.name == "style" ? .words(RefreshStyle.names) : nil
                #expect(
                    option.completedValue == listed ?? expected(placeholder), "\(command.name) --\(option.name)")
                checked += 1
            }
        }
        #expect(checked > 100)
    }

    @Test func roffSpecialCharactersAreEscaped() {
        #expect(ManPage.escape("--line-width") == "\\-\\-line\\-width")
        #expect(ManPage.escape("a\\b") == "a\\eb")
        #expect(ManPage.escape("0…1 × 2") == "0\\[u2026]1 \\[u00D7] 2")
        #expect(ManPage.lines(".hidden\n'quoted'\n  plain  ") == ["\\&.hidden", "\\&'quoted'", "plain"])
        // No line of the page is a request by accident: every one starting with '.' is a macro.
        let requests: Set<String> = [
            ".\\\"", ".TH", ".SH", ".SS", ".PP", ".TP", ".B", ".RS", ".RE", ".nf", ".fi",
            ".br", ".nh", ".ad",
        ]
        for line in ManPage.page(for: program.root).split(separator: "\n")
        where line.hasPrefix(".") || line.hasPrefix("'") {
            #expect(requests.contains(String(line.prefix { $0 != " " })), "\(line)")
        }
    }

    /// Through the binary: the same text as in-process, and the shell checked like any choice.
    @Test func completionsAndManThroughTheBinary() throws {
        for output in Output.allCases {
            let arguments = output == .man ? ["man"] : ["completions", output.rawValue]
            let result = try BinaryRunner.run(arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            #expect(result.output == output.text, "\(arguments)")
        }
        let typo = try BinaryRunner.run(["completions", "bsh"])
        #expect(typo.status == 64)
        #expect(
            typo.stderr
                == "ttg-render completions: shell: unknown value 'bsh'; did you mean 'bash'? (see 'ttg-render completions --help')\n"
        )
        let missing = try BinaryRunner.run(["completions"])
        #expect(missing.status == 64)
        #expect(missing.stderr.contains("missing shell (bash|zsh|fish)"))
        let extra = try BinaryRunner.run(["completions", "bash", "zsh"])
        #expect(extra.status == 64)
        #expect(extra.stderr.contains("unexpected argument 'zsh'"))
        #expect(try BinaryRunner.run(["man", "page"]).status == 64)
        #expect(try BinaryRunner.run(["styles", "extra"]).stderr.contains("unexpected argument 'extra'"))
    }

    // MARK: - Helpers

    static let bash = commandPath("bash")
    static let zsh = commandPath("zsh")
    static let fish = commandPath("fish")
    static let groff = commandPath("groff")
    static let man = commandPath("man")

    /// What bash offers for `ttg-render words…` (the last word being completed), in `directory`.
    /// `breaks` is COMP_WORDBREAKS (bash's default when nil).
    private func bashComplete(_ words: [String], in directory: URL? = nil, breaks: String? = nil) throws -> [String] {
        let script = try write(Output.bash.text, as: "ttg-render.bash")
        let driver = """
            \(breaks.map { "COMP_WORDBREAKS=\(BashCompletion.quote($0))" } ?? "")
            source "$0"
            function=$(complete -p ttg-render | sed -E 's/.* -F ([^ ]+) .*/\\1/')
            COMP_WORDS=(ttg-render "$@"); COMP_CWORD=$#; COMPREPLY=()
            "$function"
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let result = try run(
            try #require(Self.bash), ["--norc", "--noprofile", "-c", driver, script] + words, in: directory)
        #expect(result.status == 0 && result.errors.isEmpty, "\(words): \(result.errors)")
        return result.output.split(separator: "\n").map(String.init)
    }

    private struct Outcome {
        var status: Int32
        var output: String
        var errors: String
    }

    private func run(
        _ program: String, _ arguments: [String], in directory: URL? = nil,
        environment: [String: String] = [:]
    ) throws -> Outcome {
        let result = try BinaryRunner.runProgram(program, arguments, in: directory, environment: environment)
        return Outcome(status: result.status, output: result.output, errors: result.stderr)
    }

    /// Writes `text` to a fresh temporary directory; returns the file's path.
    private func write(_ text: String, as name: String) throws -> String {
        let file = try BinaryRunner.temporaryDirectory().appendingPathComponent(name)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }
}

/// The path `command -v` finds for a program, or nil when it is not installed.
private func commandPath(_ name: String) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "command -v \"$0\"", name]
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let path = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    return process.terminationStatus == 0 && path.hasPrefix("/") ? path : nil
}

/// The text between the first `start` and the next `end` after it.
private func between(_ start: String, and end: String, in text: String) -> String? {
    guard let from = text.range(of: start), let to = text.range(of: end, range: from.upperBound..<text.endIndex) else {
        return nil
    }
    return String(text[from.upperBound..<to.lowerBound])
}
