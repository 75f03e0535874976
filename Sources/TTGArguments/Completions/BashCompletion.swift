/// The bash completion script (`ttg-render completions bash`), written from the command tree.
///
/// One function, `_ttg_render`: it reads the subcommand words before the cursor, then offers
/// the values of the option just typed (listed words, file or directory names), the
/// command's options after `-`, or its subcommands and positional values.
public enum BashCompletion {
    public static let function = "_ttg_render"

    public static func script(for root: CommandSpec) -> String {
        let commands = CommandEntry.all(root)
        let program = root.name
        var out = """
            # bash completion for \(program), written from its command declarations by
            # `\(program) completions bash`. Install it with
            #   \(program) completions bash > ~/.local/share/bash-completion/completions/\(program)
            # or add `source <(\(program) completions bash)` to ~/.bashrc.

            # Sets COMPREPLY to the candidates for one value.
            # $1: words, files, directories or at-files (path data inline, a file name after '@');
            # $2: the words; $3: the text typed; $4: what each reply starts with ('--face='), to
            # which at-files adds the caller's $at ('@', or nothing when readline split the word there).
            \(function)_value() {
                case "$1" in
                words) mapfile -t COMPREPLY < <(compgen -W "$2" -P "$4" -- "$3") ;;
                files) compopt -o filenames 2>/dev/null; mapfile -t COMPREPLY < <(compgen -f -P "$4" -- "$3") ;;
                directories) compopt -o filenames 2>/dev/null; mapfile -t COMPREPLY < <(compgen -d -P "$4" -- "$3") ;;
                at-files)
                    case "$3" in
                    @*) compopt -o filenames 2>/dev/null; mapfile -t COMPREPLY < <(compgen -f -P "$4$at" -- "${3#@}") ;;
                    esac ;;
                esac
            }

            \(function)() {
                COMPREPLY=()
                local cur="${COMP_WORDS[COMP_CWORD]}" prev="" prefix="" value="" at="@"
                [ "$COMP_CWORD" -gt 0 ] && prev="${COMP_WORDS[COMP_CWORD-1]}"
                # Readline splits words at COMP_WORDBREAKS, '=' and '@' among them by default:
                # '--face=sq' arrives as '--face' '=' 'sq' and '@file' as '@' 'file', and a reply
                # replaces only the part after the break. Unsplit, a reply repeats the part before it.
                case "$cur" in
                =) cur=""; value=1 ;;
                --*=*) prev="${cur%%=*}"; prefix="$prev="; cur="${cur#*=}"; value=1 ;;
                @) [[ "$COMP_WORDBREAKS" == *@* ]] && at="" ;;
                *)
                    if [ "$prev" = "=" ] && [ "$COMP_CWORD" -ge 2 ]; then
                        prev="${COMP_WORDS[COMP_CWORD-2]}"; value=1
                    elif [ "$prev" = "@" ] && [[ "$COMP_WORDBREAKS" == *@* ]] && [ "$COMP_CWORD" -ge 2 ]; then
                        prev="${COMP_WORDS[COMP_CWORD-2]}"; cur="@$cur"; at=""
                    fi ;;
                esac

                # The subcommand words after the program ('path info'); i stops at the first other word.
                local i=1 command="" word
                while [ "$i" -lt "$COMP_CWORD" ]; do
                    word="${COMP_WORDS[i]}"
                    case "${command:+$command }$word" in
                    \(commands.dropFirst().map { quote($0.words.joined(separator: " ")) }.joined(separator: "|"))) command="${command:+$command }$word"; i=$((i + 1)) ;;
                    *) break ;;
                    esac
                done

                local subcommands="" options="" positional="" positional_words=""
                case "$command" in

            """
        for command in commands {
            out += commandCase(command)
        }
        out += """
                esac
                # After '--name=' only a value may follow.
                [ -n "$value" ] && return 0

                case "$cur" in
                -*) mapfile -t COMPREPLY < <(compgen -W "$options" -- "$cur") ;;
                *)
                    local words="$positional_words"
                    [ "$i" -eq "$COMP_CWORD" ] && words="$subcommands $words"
                    if [ -n "$positional" ] && [ "$positional" != words ]; then
                        \(function)_value "$positional" "" "$cur" ""
                    elif [ -n "${words// /}" ]; then
                        mapfile -t COMPREPLY < <(compgen -W "$words" -- "$cur")
                    elif [ -z "$cur" ]; then
                        # A command that takes no word: offer its options.
                        mapfile -t COMPREPLY < <(compgen -W "$options" -- "$cur")
                    fi ;;
                esac
                return 0
            }

            complete -F \(function) \(program)

            """
        return out
    }

    /// The `case` branch of one command: its words, options, and the values after each option.
    private static func commandCase(_ command: CommandEntry) -> String {
        let indent = "    "
        var lines = [indent + quote(command.words.joined(separator: " ")) + ")"]
        let body = indent + indent
        if !command.spec.subcommands.isEmpty {
            lines.append(body + "subcommands=" + quote(command.spec.subcommands.map(\.name).joined(separator: " ")))
        }
        lines.append(body + "options=" + quote(command.options.flatMap(names).joined(separator: " ")))
        if let positional = command.spec.positional, let value = value(positional.completedValue) {
            lines.append(body + "positional=\(value.kind) positional_words=" + quote(value.words))
        }
        // The values after an option that takes one; an optional value (`--fill [COLOR]`) only
        // after `--fill=`, since `--fill` may stand alone.
        var branches: [String] = []
        var freeText: [String] = []
        for option in command.options where option.takesValue {
            let pattern = names(option).joined(separator: "|")
            guard let value = option.completedValue.flatMap(value) else {
                if !option.valueIsOptional { freeText.append(pattern) }
                continue
            }
            let action = "\(function)_value \(value.kind) \(quote(value.words)) \"$cur\" \"$prefix\""
            branches.append(
                option.valueIsOptional
                    ? "\(pattern)) [ -n \"$value\" ] && { \(action); return 0; } ;;"
                    : "\(pattern)) \(action); return 0 ;;")
        }
        if !freeText.isEmpty {
            branches.append(
                freeText.joined(separator: "|") + ") return 0 ;;  # free text (a number, a color): nothing to offer")
        }
        if !branches.isEmpty {
            lines.append(body + "case \"$prev\" in")
            lines += branches.map { body + $0 }
            lines.append(body + "esac")
        }
        lines.append(body + ";;")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The `_ttg_render_value` kind of a value and its words; nil for free text (nothing to offer).
    private static func value(_ completed: CompletedValue) -> (kind: String, words: String)? {
        switch completed {
        case .words(let words): ("words", words.joined(separator: " "))
        case .files: ("files", "")
        case .directories: ("directories", "")
        case .inlineOrAtFile: ("at-files", "")
        case .text: nil
        }
    }

    /// `-o --output`, `--face`.
    private static func names(_ option: OptionSpec) -> [String] {
        (option.shortName.map { ["-\($0)"] } ?? []) + [option.flagName]
    }

    /// `text` in single quotes, for bash.
    public static func quote(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
