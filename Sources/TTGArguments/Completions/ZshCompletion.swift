/// The zsh completion script (`ttg-render completions zsh`), written from the command tree.
///
/// One function a command (`_ttg-render_path_info`), each called with `words[1]` its own word:
/// a subcommand word right after it hands over to that subcommand's function; otherwise
/// `_describe` offers the subcommands, and `_arguments` the options, their values and the
/// positional argument.
public enum ZshCompletion {
    public static func script(for root: CommandSpec) -> String {
        let program = root.name
        let main = functionName([], program: program)
        var out = """
            #compdef \(program)
            # zsh completion for \(program), written from its command declarations by
            # `\(program) completions zsh`. Install it as \(main) in a directory of $fpath:
            #   \(program) completions zsh > ~/.zfunc/\(main)   # with fpath=(~/.zfunc $fpath) before compinit
            # or add `source <(\(program) completions zsh)` to ~/.zshrc after compinit.


            """
        for command in CommandEntry.all(root) {
            out += function(command, program: program) + "\n"
        }
        out += """
            if [ "$funcstack[1]" = "\(main)" ]; then
                \(main) "$@"
            else
                compdef \(main) \(program)
            fi

            """
        return out
    }

    /// `_ttg-render`, `_ttg-render_path_point-at`.
    public static func functionName(_ words: [String], program: String) -> String {
        "_" + ([program] + words).joined(separator: "_")
    }

    private static func function(_ command: CommandEntry, program: String) -> String {
        let spec = command.spec
        var lines = [
            "# \(([program] + command.words).joined(separator: " ")): \(spec.abstract)",
            functionName(command.words, program: program) + "() {",
        ]
        if !spec.subcommands.isEmpty {
            lines.append("    if (( CURRENT > 2 )); then")
            lines.append("        case ${words[2]} in")
            for sub in spec.subcommands {
                lines.append(
                    "        (\(sub.name)) shift words; (( CURRENT-- )); \(functionName(command.words + [sub.name], program: program)); return ;;"
                )
            }
            lines.append("        esac")
            lines.append("    fi")
            lines.append("    local -a subcommands=(")
            for sub in spec.subcommands {
                lines.append("        " + quote(sub.name + ":" + sub.abstract))
            }
            lines.append("    )")
            lines.append("    if (( CURRENT == 2 )) && [[ $PREFIX != -* ]]; then")
            lines.append(
                "        _describe -t commands \(quote(([program] + command.words).joined(separator: " ") + " subcommand")) subcommands"
            )
            lines.append("        return")
            lines.append("    fi")
        }
        var arguments = command.options.flatMap(specs)
        if let positional = spec.positional {
            arguments.append(quote("1:" + escape(positional.name, ":") + ":" + action(positional.completedValue)))
        }
        lines.append("    _arguments -S : \\")
        lines += arguments.enumerated().map { index, argument in
            "        " + argument + (index == arguments.count - 1 ? "" : " \\")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The `_arguments` specifications of one option: one per name, excluding each other unless
    /// the option repeats; `--face=` takes `--face=V` or `--face V`, `-o+` takes `-oV` or `-o V`,
    /// and `--fill=-` with `::` an optional value only as `--fill=V`.
    private static func specs(_ option: OptionSpec) -> [String] {
        let names = (option.shortName.map { ["-\($0)"] } ?? []) + [option.flagName]
        let exclusion = option.repeatable ? "*" : "(" + names.joined(separator: " ") + ")"
        let explanation = "[" + escape(HelpFormatter.describe(option), "[]:") + "]"
        var value = ""
        if let placeholder = option.valueName, let completed = option.completedValue {
            value = (option.valueIsOptional ? "::" : ":") + escape(placeholder, ":") + ":" + action(completed)
        }
        return names.map { name in
            var suffix = ""
            if option.takesValue {
                suffix = name.hasPrefix("--") ? (option.valueIsOptional ? "=-" : "=") : "+"
            }
            return quote(exclusion + name + suffix + explanation + value)
        }
    }

    /// What `_arguments` runs to complete a value.
    private static func action(_ value: CompletedValue) -> String {
        switch value {
        case .words(let words): "(" + words.joined(separator: " ") + ")"
        case .files: "_files"
        case .directories: "_files -/"
        case .inlineOrAtFile: "{compset -P @ && _files}"
        case .text: " "
        }
    }

    /// `text` with a backslash before each of `characters` and before backslashes.
    private static func escape(_ text: String, _ characters: String) -> String {
        var out = ""
        for c in text {
            if c == "\\" || characters.contains(c) { out.append("\\") }
            out.append(c)
        }
        return out
    }

    /// `text` in single quotes, for zsh.
    public static func quote(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
