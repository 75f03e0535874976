/// One command of the tree with the words that select it, as the completion scripts and the
/// manual page walk it.
struct CommandEntry {
    /// The words after the program that select it: `[]` for the program, `["path", "info"]`.
    var words: [String]
    var spec: CommandSpec

    /// The declared options and `--help`, which every command has.
    var options: [OptionSpec] { spec.options + [HelpFormatter.helpOption] }

    /// `ttg-render path info`.
    var commandLine: String { ([TTGRender.program] + words).joined(separator: " ") }

    /// The command and every command under it, depth first, in declaration order.
    static func all(_ spec: CommandSpec = TTGRender.root, words: [String] = []) -> [CommandEntry] {
        [CommandEntry(words: words, spec: spec)] + spec.subcommands.flatMap { all($0, words: words + [$0.name]) }
    }
}
