import TTGBase

/// The command a command line selects, the words that select it, and the arguments left for it:
/// what every front end does first with `ttg-render path render --d …` or the words of a request.
public struct CommandSelection: Sendable {
    /// The selected command's declaration.
    public var command: CommandSpec
    /// The words after the program that select it (`["path", "render"]`).
    public var words: [String]
    /// The arguments after those words: the command's options and positional words.
    public var rest: ArraySlice<String>

    /// Descends from `root` while the next word names a subcommand.
    public init(_ arguments: [String], under root: CommandSpec) {
        command = root
        words = []
        rest = arguments[...]
        while let word = rest.first, let sub = command.subcommand(named: word) {
            command = sub
            words.append(word)
            rest = rest.dropFirst()
        }
    }

    /// The command's plan for its arguments, parsed and checked; nil for a command that only
    /// groups others, given none of them (a front end shows its usage).
    public func plan() throws -> (any CommandAction)? {
        // A command that only groups others needs one of them next, before any option.
        if command.plan == nil, let word = rest.first, !word.hasPrefix("-") {
            let hint = Suggestion.didYouMean(word, in: command.subcommandNames)
            throw CLIError.usage("unknown subcommand '\(CLIError.quoted(word))'\(hint)")
        }
        let parsed = try ArgumentParser.parse(Array(rest), for: command)
        guard let makePlan = command.plan else { return nil }
        // Only a command that declares a positional takes words that are not options, as many as it says.
        let accepted = command.positional?.words.upperBound ?? 0
        if parsed.positionals.count > accepted {
            // A misspelt subcommand of a command that also runs on its own (`puzzle verfy`).
            let word = parsed.positionals[accepted]
            let hint = Suggestion.didYouMean(word, in: command.subcommandNames)
            throw CLIError.usage("unexpected argument '\(CLIError.quoted(word))'\(hint)")
        }
        if let positional = command.positional, parsed.positionals.count < positional.words.lowerBound {
            throw positional.missing
        }
        return try makePlan(parsed)
    }
}
