/// The fish completion script (`ttg-render completions fish`), written from the command tree.
///
/// Two conditions tell which command the words typed select: `__ttg_render_in 'path info'`
/// (its options and positional values apply) and `__ttg_render_after 'path'` (nothing but
/// subcommand words yet, so a subcommand may follow). One `complete` line per subcommand and
/// per option, with the option's values: listed words, file or directory names.
public enum FishCompletion {
    public static let prefix = "__ttg_render"

    public static func script(for root: CommandSpec) -> String {
        let program = root.name
        let commands = CommandEntry.all(root)
        let known = commands.dropFirst().map { quote($0.words.joined(separator: " ")) }.joined(separator: " ")
        var out = """
            # fish completion for \(program), written from its command declarations by
            # `\(program) completions fish`. Install it with
            #   \(program) completions fish > ~/.config/fish/completions/\(program).fish

            # The subcommand words typed before the token being completed ('path info'), and a
            # second line 'more' when other words follow them.
            function \(prefix)_words
                set -l commands \(known)
                set -l command ''
                set -l tokens (commandline -opc)
                set -e tokens[1]
                for token in $tokens
                    set -l next (string trim -- "$command $token")
                    if contains -- $next $commands
                        set command $next
                    else
                        printf '%s\\nmore\\n' $command
                        return
                    end
                end
                printf '%s\\n' $command
            end

            # True when the words typed select the command $argv[1] ('' for \(program) itself).
            function \(prefix)_in
                set -l words (\(prefix)_words)
                test "$words[1]" = "$argv[1]"
            end

            # True when the words typed are exactly those of the command $argv[1]: a subcommand may follow.
            function \(prefix)_after
                set -l words (\(prefix)_words)
                test "$words[1]" = "$argv[1]"; and test (count $words) -eq 1
            end

            # File names after '@' (path data is otherwise typed inline).
            function \(prefix)_at_files
                set -l token (commandline -ct)
                string match -q -- '@*' $token; or return
                __fish_complete_path (string sub -s 2 -- $token) | string replace -r '^' '@'
            end

            # Only what is listed below: no file names unless an option's value is one.
            complete -c \(program) -f

            """
        for command in commands {
            // The condition in double quotes around the words in single quotes: "__ttg_render_in 'path info'".
            let key = quote(command.words.joined(separator: " "))
            out += "\n# \(command.commandLine)\n"
            for sub in command.spec.subcommands {
                out += "complete -c \(program) -n \"\(prefix)_after \(key)\" -a \(sub.name) -d \(quote(sub.abstract))\n"
            }
            if let positional = command.spec.positional {
                out +=
                    "complete -c \(program) -n \"\(prefix)_in \(key)\"\(arguments(positional.completedValue)) -d \(quote(positional.help))\n"
            }
            for option in command.options {
                var line = "complete -c \(program) -n \"\(prefix)_in \(key)\""
                if let short = option.shortName { line += " -s \(short)" }
                line += " -l \(option.name)"
                // An optional value (`--fill [COLOR]`) is only taken as `--fill=COLOR`.
                if let value = option.completedValue, !option.valueIsOptional {
                    line += " -r" + arguments(value)
                }
                out += line + " -d \(quote(HelpFormatter.describe(option)))\n"
            }
        }
        return out
    }

    /// The `complete` arguments offering a value.
    private static func arguments(_ value: CompletedValue) -> String {
        switch value {
        case .words(let words): " -f -a \(quote(words.joined(separator: " ")))"
        case .files: " -F"
        case .directories: " -f -a '(__fish_complete_directories (commandline -ct))'"
        case .inlineOrAtFile: " -f -a '(\(prefix)_at_files)'"
        case .text: " -f"
        }
    }

    /// `text` in single quotes, for fish.
    public static func quote(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }
}
