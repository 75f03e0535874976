import Foundation
import TTGArguments
import TTGBase
import TTGExport
import TTGScene

/// The `ttg-render` program: finds the subcommand, parses its options, runs it,
/// and turns every error into one line on standard error and a sysexits status.
public enum TTGRender {
    public static let program = "ttg-render"
    /// The release, as `--version` prints it.
    public static let version = "0.2.0"

    /// The command tree: the program's own declaration, its commands built when selected.
    public static let root: CommandSpec =
        CommandSpec(
            name: program,
            abstract:
                "Render vector artwork (emoji rating faces, refresh glyphs, puzzle captchas, SVG paths) to "
                + FileFormat.listed(FileFormat.allCases.map(\.name), joinedBy: "and") + ".",
            discussion: """
                'ttg-render help SUBCOMMAND' or 'ttg-render SUBCOMMAND --help' shows a subcommand's options.
                '--' ends the options; an option given twice counts once, the later value winning
                (repeatable options, marked '...', keep every value). Exit status: 0 success,
                1 a check said no, 64 usage, 65 bad data, 66 missing input, 73 cannot create
                output, 74 I/O error.
                """,
            examples: [
                "\(program) path render --d 'M10 10 h80 v80 h-80 Z' --canvas 100x100 -o square.png",
                "\(program) demo -o out/",
            ],
            options: [OptionSpec("version", short: "V", help: "Print the version and exit.")],
            subcommands: [
                PathCommand.self, EmojiCommand.self, PuzzleCommand.self, RefreshCommand.self, StylesCommand.self,
                HitCommand.self, ServeCommand.self, DemoCommand.self, CompletionsCommand.self, ManCommand.self,
            ])

    /// Runs the program with `CommandLine.arguments` and exits with its status.
    public static func main() -> Never {
        signal(SIGPIPE, SIG_IGN)
        HeapSettings.apply()
        exit(run(Array(CommandLine.arguments.dropFirst())).rawValue)
    }

    /// Runs the program with the given arguments (without the program name).
    public static func run(_ arguments: [String]) -> ExitStatus { dispatch(arguments, executes: true) }

    /// Parses the arguments and makes the command's plan (``CommandPlan``) without executing it:
    /// nothing is drawn or written. Success means the command line would run; a usage or data
    /// error is reported as `run` reports it. The argument fuzzer calls this.
    public static func plan(_ arguments: [String]) -> ExitStatus { dispatch(arguments, executes: false) }

    private static func dispatch(_ arguments: [String], executes: Bool) -> ExitStatus {
        switch arguments.first {
        case nil:
            Console.err(HelpFormatter.help(for: root, words: [], program: program))
            return .usage
        case "--version", "-V":
            Console.out("\(program) \(version)\n")
            return .success
        case "help":
            return help(Array(arguments.dropFirst()))
        default:
            break
        }
        let (command, words, rest) = select(arguments)
        let commandLine = ([program] + words).joined(separator: " ")
        do {
            guard let plan = try plan(command, rest) else {
                // A command that only groups others, given none: its usage, as an error.
                Console.err(HelpFormatter.help(for: command, words: words, program: program))
                return .usage
            }
            return executes ? try plan.execute() : .success
        } catch is OutputFile.BrokenPipe {
            // Die of SIGPIPE, as a tool that did not ignore it would: quiet, and the shell knows why.
            signal(SIGPIPE, SIG_DFL)
            kill(getpid(), SIGPIPE)
            return .ioError
        } catch is ArgumentParser.HelpRequested {
            Console.out(HelpFormatter.help(for: command, words: words, program: program))
            return .success
        } catch let error as ExportError {
            return report(CLIError(error, options: command.options), commandLine: commandLine)
        } catch let error as CLIError {
            return report(error, commandLine: commandLine)
        } catch {
            Console.err("\(commandLine): \(error)\n")
            return .ioError
        }
    }

    /// The command the leading words select, those words, and the rest of the arguments.
    private static func select(_ arguments: [String]) -> (CommandSpec, words: [String], rest: ArraySlice<String>) {
        var command = root
        var words: [String] = []
        var rest = arguments[...]
        // Descend while the next word names a subcommand.
        while let word = rest.first, let sub = command.subcommand(named: word) {
            command = sub
            words.append(word)
            rest = rest.dropFirst()
        }
        return (command, words, rest)
    }

    /// The command's plan for its arguments, checked as the command line checks them; nil for a
    /// command that only groups others, given none of them.
    private static func plan(_ command: CommandSpec, _ rest: ArraySlice<String>) throws -> (any CommandAction)? {
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

    /// The plan of the command line `arguments` (the words that select a command, then its
    /// options), made and checked as `run` makes it, without executing it: what the service
    /// renders. Errors are `CLIError`s, export errors spelled through the command's options.
    package static func commandPlan(_ arguments: [String]) throws -> CommandPlan {
        let (command, words, rest) = select(arguments)
        do {
            guard let plan = try plan(command, rest) as? CommandPlan else {
                throw CLIError.usage("'\(words.joined(separator: " "))' needs a subcommand")
            }
            return plan
        } catch let error as ExportError {
            throw CLIError(error, options: command.options)
        }
    }

    /// Prints `error` as one line (with a pointer to help for a usage error) and returns its status.
    private static func report(_ error: CLIError, commandLine: String) -> ExitStatus {
        var line = "\(commandLine): \(error.message)"
        if error.showsUsage { line += " (see '\(commandLine) --help')" }
        Console.err(line + "\n")
        return error.status
    }

    /// `ttg-render help [SUBCOMMAND ...]`: the help of the command those words select.
    static func help(_ words: [String]) -> ExitStatus {
        var command = root
        var path = [program]
        for word in words {
            guard let sub = command.subcommand(named: word) else {
                let hint = Suggestion.didYouMean(word, in: command.subcommandNames)
                Console.err("\(path.joined(separator: " ")): unknown subcommand '\(CLIError.quoted(word))'\(hint)\n")
                return .usage
            }
            command = sub
            path.append(word)
        }
        Console.out(HelpFormatter.help(for: command, words: Array(path.dropFirst()), program: program))
        return .success
    }
}
