import TTGArguments
import TTGExport

/// The commands of `ttg-render`, declared once for every front end: the command line runs them,
/// the HTTP service answers requests with the drawing ones.
package enum CommandTree {
    /// The program's name.
    package static let program = "ttg-render"
    /// The release, as `--version` prints it and the service's ETags include.
    package static let version = "0.2.0"

    /// The commands that draw or answer from a drawing, in the order help lists them.
    static let drawing: [any CommandDeclaration.Type] = [
        PathCommand.self, EmojiCommand.self, PuzzleCommand.self, RefreshCommand.self, StylesCommand.self,
        HitCommand.self,
    ]

    /// The tree the service renders from: the program with its drawing commands only.
    package static let rendering = root(services: [])

    /// The program's tree: the drawing commands, then `services` (the HTTP service's `serve`,
    /// which lives above this module and is handed in by the executable), then `demo`.
    package static func root(services: [any CommandDeclaration.Type]) -> CommandSpec {
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
            subcommands: drawing + services + [DemoCommand.self],
            environment: environment)
    }

    /// The plan of the command line `arguments` under `root` (the words that select a command,
    /// then its options), made and checked as the command line makes it, without executing it:
    /// what the service renders. Errors are `CLIError`s, export errors spelled through the
    /// command's options.
    package static func plan(_ arguments: [String], under root: CommandSpec) throws -> CommandPlan {
        let selection = CommandSelection(arguments, under: root)
        do {
            guard let plan = try selection.plan() as? CommandPlan else {
                throw CLIError.usage("'\(selection.words.joined(separator: " "))' needs a subcommand")
            }
            return plan
        } catch let error as ExportError {
            throw CLIError(error)
        }
    }
}
