import TTGBase

/// Splits a command line into option occurrences and positionals, checked against a command's declarations.
///
/// Accepted forms: `--name value`, `--name=value`, `-o value`, `-ovalue`, flags,
/// and `--` to end options. An option that takes a value takes the next argument
/// even when it starts with `-`, as negative numbers do (`--point -3.5,2`), and a command that
/// takes words takes a negative number or point as one (`hit face.png -1,2`).
public enum ArgumentParser {
    /// Thrown when the user asked for help; the caller prints it and exits 0.
    public struct HelpRequested: Error {}

    public static func parse(_ arguments: [String], for command: CommandSpec) throws -> ParsedArguments {
        var result = ParsedArguments()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-")
                || (command.positional != nil && isNumberLike(argument))
            {
                result.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            if argument == "--help" || argument == "-h" { throw HelpRequested() }

            let (spec, inlineValue) = try lookUp(argument, in: command)
            guard spec.takesValue else {
                if inlineValue != nil {
                    throw CLIError.usage("\(spec.flag) takes no value (given '\(CLIError.quoted(argument))')")
                }
                result.occurrences.append(.init(name: spec.name, value: nil))
                continue
            }
            if let inlineValue {
                result.occurrences.append(.init(name: spec.name, value: inlineValue))
            } else if spec.valueIsOptional {
                // `--fill` alone, or `--fill COLOR`: take the next word only when it cannot be an
                // option (`-o` included); `--fill=VALUE` gives any value.
                if index < arguments.count, !arguments[index].hasPrefix("-") {
                    result.occurrences.append(.init(name: spec.name, value: arguments[index]))
                    index += 1
                } else {
                    result.occurrences.append(.init(name: spec.name, value: nil))
                }
            } else {
                // The next word is the value, unless it is another of the command's options: then the
                // value was left out (`--rate --size 100`), and saying so beats a confusing error later.
                guard index < arguments.count, !names(anOption: arguments[index], of: command) else {
                    throw CLIError.usage("\(spec.flag) needs a value (\(spec.valueName!))")
                }
                result.occurrences.append(.init(name: spec.name, value: arguments[index]))
                index += 1
            }
        }
        try checkDeclaredRules(result, for: command)
        return result
    }

    /// True for a word that reads as a negative number or a point (`-3.5`, `-.5`, `-1,2`): a
    /// command that takes words gets it as one, since no option's name starts with a digit.
    private static func isNumberLike(_ word: String) -> Bool {
        let body = word.dropFirst()
        guard let first = body.first else { return false }
        return first.isASCII && (first.isNumber || (first == "." && body.dropFirst().first?.isNumber == true))
    }

    /// True when `word` is `--name` or `--name=…` for an option the command declares.
    private static func names(anOption word: String, of command: CommandSpec) -> Bool {
        guard word.hasPrefix("--"), word.count > 2 else { return false }
        let name = word.dropFirst(2).prefix { $0 != "=" }
        return command.options.contains { $0.name == name } || name == "help"
    }

    /// Required options and the command's ``OptionRule``s.
    private static func checkDeclaredRules(_ result: ParsedArguments, for command: CommandSpec) throws {
        let given = result.givenNames
        for spec in command.options where spec.isRequired && !given.contains(spec.name) {
            throw CLIError.usage("missing \(spec.flag) \(spec.valueName ?? "")")
        }
        for rule in command.rules { try rule.check(given) }
    }

    /// Finds the declaration for `--name`, `--name=value`, `-x` or `-xvalue`.
    private static func lookUp(_ argument: String, in command: CommandSpec) throws -> (OptionSpec, String?) {
        if argument.hasPrefix("--") {
            let body = argument.dropFirst(2)
            let name: String
            let value: String?
            if let eq = body.firstIndex(of: "=") {
                name = String(body[..<eq])
                value = String(body[body.index(after: eq)...])
            } else {
                name = String(body)
                value = nil
            }
            if let spec = command.options.first(where: { $0.name == name }) { return (spec, value) }
            let hint =
                ForeignSpelling.hint(for: argument, in: command)
                ?? Suggestion.nearest(to: name, in: command.options.map(\.name)).map { "; did you mean '--\($0)'?" }
                ?? ""
            throw CLIError.usage("unknown option '--\(CLIError.quoted(name))'\(hint)")
        }
        let letter = argument.dropFirst().first!
        guard let spec = command.options.first(where: { $0.shortName == letter }) else {
            let hint = ForeignSpelling.hint(for: String(argument.prefix(2)), in: command) ?? ""
            throw CLIError.usage("unknown option '\(CLIError.quoted(argument))'\(hint)")
        }
        let rest = argument.dropFirst(2)
        return (spec, rest.isEmpty ? nil : String(rest))
    }
}
