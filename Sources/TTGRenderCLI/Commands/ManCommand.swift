import TTGArguments
import TTGExport

/// `ttg-render man`: prints the manual page, written from the command tree (`make man`).
enum ManCommand: CommandDeclaration {
    static let name = "man"

    static let spec = CommandSpec(
        name: name,
        abstract: "Print the manual page (roff, man(7) macros) for every command.",
        discussion: """
            The page is written from the same declarations as --help: every command, its
            options, the exit statuses, the environment variables it reads and the examples.
            'make man' writes it to ttg-render.1.
            """,
        examples: ["ttg-render man > ttg-render.1"],
        plan: { _ in CommandPlan.print(page) })

    /// The page: the command tree and the environment variables the program reads.
    static var page: String { ManPage.page(for: TTGRender.root, environment: TTGRender.environment) }
}
