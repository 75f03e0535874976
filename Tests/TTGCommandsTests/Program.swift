import TTGArguments
import TTGCommands
import TTGRenderCLI
import TTGServe

/// The program as the executable assembles it (Sources/ttg-render/main.swift): the command line
/// over every command, `serve` among them.
let program = TTGRender(commands: CommandTree.root(services: [ServeCommand.self]))

/// Every environment variable the program's commands declare, in the manual page's order.
let programEnvironment = CommandEntry.all(program.root).flatMap(\.spec.environment)
