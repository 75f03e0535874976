import Foundation
import TTGArguments
import TTGBase
import TTGCommands
import TTGExport

/// The `ttg-render` program: finds the subcommand, parses its options, runs it, and turns every
/// error into one line on standard error and a sysexits status.
///
/// It is given its commands (the executable hands it ``CommandTree`` with `serve`) and adds the
/// commands that describe the finished tree: `completions` and `man`.
public struct TTGRender: Sendable {
    /// The whole tree, with `completions` and `man`.
    public let root: CommandSpec

    /// The program over `commands`' tree.
    public init(commands: CommandSpec) {
        root = Self.tree(commands)
    }

    /// `commands` with the commands that write the tree out; each builds the finished tree when
    /// selected, so it describes itself too.
    private static func tree(_ commands: CommandSpec) -> CommandSpec {
        commands
            .adding(CompletionsCommand.name) { CompletionsCommand.spec(for: tree(commands)) }
            .adding(ManCommand.name) { ManCommand.spec(for: tree(commands)) }
    }

    /// Runs the program with `CommandLine.arguments` and exits with its status.
    public func main() -> Never {
        signal(SIGPIPE, SIG_IGN)
        HeapSettings.apply()
        exit(run(Array(CommandLine.arguments.dropFirst())).rawValue)
    }

    /// Runs the program with the given arguments (without the program name).
    public func run(_ arguments: [String]) -> ExitStatus { dispatch(arguments, executes: true) }

    /// Parses the arguments and makes the command's plan without executing it: nothing is drawn
    /// or written. Success means the command line would run; a usage or data error is reported as
    /// `run` reports it. The argument fuzzer calls this.
    public func plan(_ arguments: [String]) -> ExitStatus { dispatch(arguments, executes: false) }

    private var program: String { root.name }

    private func dispatch(_ arguments: [String], executes: Bool) -> ExitStatus {
        switch arguments.first {
        case nil:
            Console.err(HelpFormatter.help(for: root, words: [], program: program))
            return .usage
        case "--version", "-V":
            Console.out("\(program) \(CommandTree.version)\n")
            return .success
        case "help":
            return help(Array(arguments.dropFirst()))
        default:
            break
        }
        let selection = CommandSelection(arguments, under: root)
        let commandLine = ([program] + selection.words).joined(separator: " ")
        do {
            guard let plan = try selection.plan() else {
                // A command that only groups others, given none: its usage, as an error.
                Console.err(HelpFormatter.help(for: selection.command, words: selection.words, program: program))
                return .usage
            }
            return executes ? try plan.execute() : .success
        } catch is OutputFile.BrokenPipe {
            // Die of SIGPIPE, as a tool that did not ignore it would: quiet, and the shell knows why.
            signal(SIGPIPE, SIG_DFL)
            kill(getpid(), SIGPIPE)
            return .ioError
        } catch is ArgumentParser.HelpRequested {
            Console.out(HelpFormatter.help(for: selection.command, words: selection.words, program: program))
            return .success
        } catch let error as ExportError {
            return report(CLIError(error), of: selection, commandLine: commandLine)
        } catch let error as CLIError {
            return report(error, of: selection, commandLine: commandLine)
        } catch {
            Console.err("\(commandLine): \(error)\n")
            return .ioError
        }
    }

    /// Prints `error` as one line, its options spelled as `selection`'s command declares them
    /// (with a pointer to help for a usage error), and returns its status.
    private func report(_ error: CLIError, of selection: CommandSelection, commandLine: String) -> ExitStatus {
        var line = "\(commandLine): \(error.commandLineText(options: selection.command.options))"
        if error.showsUsage { line += " (see '\(commandLine) --help')" }
        Console.err(line + "\n")
        return error.status
    }

    /// `ttg-render help [SUBCOMMAND ...]`: the help of the command those words select.
    private func help(_ words: [String]) -> ExitStatus {
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
