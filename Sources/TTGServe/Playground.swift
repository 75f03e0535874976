import TTGArguments
import TTGBase
import TTGCommands
import TTGExport

/// The page the service answers at `/`: pick a family, change its options with form controls made
/// from the same declarations the command line reads, and the picture follows, with the
/// equivalent `ttg-render` command line beside it and a download link. No framework and no
/// external assets: one HTML document with its script.
enum Playground {
    /// The families the page offers: a label, the endpoint, the words of the command, and the
    /// parameters a new visitor starts from (a puzzle needs a seed; a path needs data).
    static let families: [(label: String, endpoint: String, words: [String], start: [(String, String)])] = [
        ("Emoji rating face", "emoji", ["emoji"], [("rate", "3.5")]),
        ("Refresh glyph", "refresh", ["refresh"], []),
        ("Puzzle captcha (picture)", "puzzle", ["puzzle"], [("seed", "1")]),
        ("Path", "path", ["path", "render"], [("d", "M10 10 h80 v80 h-80 Z"), ("fill", "teal")]),
        (
            "Path follow", "path/follow", ["path", "follow"],
            [("d", "M-8 -5 L8 0 L-8 5 Z"), ("along", "M10 40 C40 0 80 80 110 40")]
        ),
    ]

    /// The page, with every family's options as data for its script.
    static func page(root: CommandSpec) -> String {
        let data = JSON.array(
            families.map { family in
                let command = root.subcommand(at: family.words)!
                let options = command.options.filter { !$0.isCommandLineOnly }
                return JSON.object([
                    ("label", .string(family.label)), ("endpoint", .string(family.endpoint)),
                    ("words", .array(family.words.map(JSON.string))),
                    ("start", .object(family.start.map { ($0.0, JSON.string($0.1)) })),
                    ("options", .array(options.map(description))),
                ])
            })
        // Each format's extension, name, and whether a browser shows it as a picture.
        let formats = JSON.array(
            FileFormat.allCases.map {
                JSON.array([.string($0.fileExtension), .string($0.name), .bool($0.mediaType.hasPrefix("image/"))])
            })
        return
            template
            .replacingOccurrences(of: "__FAMILIES__", with: data.text.replacingOccurrences(of: "</", with: "<\\/"))
            .replacingOccurrences(of: "__FORMATS__", with: formats.text)
    }

    /// One option as the script reads it: its name, help, default and control.
    static func description(_ option: OptionSpec) -> JSON {
        var control: [(String, JSON)]
        switch (option.takesValue, option.control) {
        case (false, _): control = [("kind", .string("flag"))]
        case (true, .number(let range)):
            control = [
                ("kind", .string("number")), ("min", .number(range.lower)), ("max", .number(range.upper)),
            ]
        case (true, .integer(let range)):
            control = [
                ("kind", .string("integer")), ("min", .number(Double(range.lowerBound))),
                ("max", .number(Double(range.upperBound))),
            ]
        case (true, .choice(let words)):
            control = [("kind", .string("choice")), ("choices", .array(words.map(JSON.string)))]
        case (true, .color): control = [("kind", .string("color"))]
        case (true, .text): control = [("kind", .string("text"))]
        }
        return .object(
            [
                ("name", .string(option.name)), ("help", .string(HelpFormatter.describe(option))),
                ("default", option.defaultIsValue ? .string(option.defaultText ?? "") : .null),
                ("optionalValue", .bool(option.valueIsOptional)),
            ] + control)
    }

    private static let template = String(decoding: PackageResources.playground_html, as: UTF8.self)
}
