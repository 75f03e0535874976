import TTGCommands
import TTGRenderCLI
import TTGServe

// The program: the command line over every command, `serve` (the HTTP application) among them.
TTGRender(commands: CommandTree.root(services: [ServeCommand.self])).main()
