import TTGArguments
import TTGCommands

/// `ttg-render man`: prints the manual page, written from the command tree (`make man`).
enum ManCommand {
    static let name = "man"

    /// The declaration, over the finished `tree` the page describes.
    static func spec(for tree: CommandSpec) -> CommandSpec {
        CommandSpec(
            name: name,
            abstract: "Print the manual page (roff, man(7) macros) for every command.",
            discussion: """
                The page is written from the same declarations as --help: every command, its
                options, the exit statuses, the environment variables it reads and the examples.
                'make man' writes it to ttg-render.1.
                """,
            examples: ["ttg-render man > ttg-render.1"],
            plan: { _ in CommandPlan.print(ManPage.page(for: tree)) })
    }
}
