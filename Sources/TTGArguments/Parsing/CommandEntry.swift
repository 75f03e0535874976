/// One command of the tree with the words that select it, as the completion scripts and the
/// manual page walk it.
public struct CommandEntry {
    /// The words after the program that select it: `[]` for the program, `["path", "info"]`.
    public var words: [String]
    public var spec: CommandSpec

    /// The declared options and `--help`, which every command has.
    public var options: [OptionSpec] { spec.options + [HelpFormatter.helpOption] }

    /// `ttg-render path info`.
    public var commandLine: String { ([program] + words).joined(separator: " ") }
    /// The program's name: the root command's.
    public var program: String

    /// The command and every command under it, depth first, in declaration order.
    public static func all(_ root: CommandSpec) -> [CommandEntry] { all(root, words: [], program: root.name) }

    private static func all(_ spec: CommandSpec, words: [String], program: String) -> [CommandEntry] {
        [CommandEntry(words: words, spec: spec, program: program)]
            + spec.subcommands.flatMap { all($0, words: words + [$0.name], program: program) }
    }
}
