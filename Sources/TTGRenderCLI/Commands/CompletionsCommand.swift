import TTGArguments
import TTGCommands
import TTGExport

/// `ttg-render completions bash|zsh|fish`: prints a completion script written from the command tree.
enum CompletionsCommand {
    static let name = "completions"

    enum Shell: String, CaseIterable, Sendable {
        case bash, zsh, fish
    }

    static let shell = Positional("shell", help: "The shell to write the script for.", .choice as ArgumentValue<Shell>)

    /// The declaration, over the finished `tree` its scripts complete.
    static func spec(for tree: CommandSpec) -> CommandSpec {
        CommandSpec(
            name: name,
            abstract: "Print a completion script for bash, zsh or fish.",
            discussion: """
                The script completes subcommands, options, the words an option lists
                (--face squircle) and file names where a value is one. Install it where the
                shell looks, or source it from the shell's startup file: bash,
                ~/.local/share/bash-completion/completions/ttg-render; zsh, _ttg-render in a
                directory of $fpath; fish, ~/.config/fish/completions/ttg-render.fish.
                """,
            examples: [
                "ttg-render completions bash > ttg-render.bash",
                "ttg-render completions zsh > _ttg-render",
                "ttg-render completions fish > ttg-render.fish",
            ],
            positional: shell.spec,
            plan: { arguments in
                let tree = tree.addingHelpCommand()
                return switch try arguments[shell] {
                case .bash: CommandPlan.print(BashCompletion.script(for: tree))
                case .zsh: CommandPlan.print(ZshCompletion.script(for: tree))
                case .fish: CommandPlan.print(FishCompletion.script(for: tree))
                }
            })
    }
}
