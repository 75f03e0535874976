import TTGArguments
import TTGBase
import TTGExport
import TTGRefresh
import TTGScene

/// `styles`: the 20 refresh styles, one a line, or as JSON.
enum StylesCommand: CommandDeclaration {
    static let name = "styles"

    static let spec = CommandSpec(
        name: name,
        abstract: "List the 20 refresh styles: name, title, family, colors.",
        discussion:
            "Each line: the name to pass to 'refresh --style', the title, the family and the gradient colors. --json adds width, dash, accent, motion and what the path depicts.",
        examples: ["ttg-render styles", "ttg-render styles --json"],
        options: [json.spec],
        plan: { arguments in CommandPlan.print(arguments[json] ? jsonList.text + "\n" : lines) })

    /// Aligned columns, one style a line.
    static var lines: String {
        RefreshStyle.all.map { style in
            [
                style.name.rawValue.padding(toLength: 14, withPad: " ", startingAt: 0),
                style.title.padding(toLength: 15, withPad: " ", startingAt: 0),
                style.family.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0),
                style.colors.map(\.hexString).joined(separator: " "),
            ].joined(separator: " ")
        }.joined(separator: "\n") + "\n"
    }

    static let json = Flag("json", help: "One JSON array of objects instead of lines.").commandLineOnly()

    static var jsonList: JSON {
        .array(
            RefreshStyle.all.map { style in
                .object([
                    ("name", .string(style.name.rawValue)),
                    ("title", .string(style.title)),
                    ("family", .string(style.family.rawValue)),
                    ("colors", .array(style.colors.map { .string($0.hexString) })),
                    ("width", .number(style.width)),
                    ("dash", .array(style.dash.map(JSON.number))),
                    ("accent", .string(style.accent.rawValue)),
                    ("motion", .array(style.motion.map { .string($0.description) })),
                    ("depicts", .string(style.depicts)),
                ])
            })
    }
}
