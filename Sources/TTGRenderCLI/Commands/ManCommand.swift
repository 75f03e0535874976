import TTGArguments
import TTGExport

/// `ttg-render man`: prints the manual page, written from the command tree (`make man`).
enum ManCommand {
    static var spec: CommandSpec {
        CommandSpec(
            name: "man",
            abstract: "Print the manual page (roff, man(7) macros) for every command.",
            discussion: """
                The page is written from the same declarations as --help: every command, its
                options, the exit statuses and the examples. 'make man' writes it to ttg-render.1.
                """,
            examples: ["ttg-render man > ttg-render.1"],
            plan: { _ in CommandPlan.print(ManPage.page(for: TTGRender.root)) })
    }
}
