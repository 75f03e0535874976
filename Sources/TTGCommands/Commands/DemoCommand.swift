import Foundation
import TTGArguments
import TTGExport
import TTGGeometry
import TTGScene
import TTGShowcase

/// `ttg-render demo`: renders the showcase on built-in defaults into a directory, with an index page.
///
/// The pictures are ``Showcase``'s: one section per artwork family, then the path engine's cards.
enum DemoCommand: CommandDeclaration {
    static let name = "demo"

    static let spec = CommandSpec(
        name: name,
        abstract: "Render a showcase of every family on built-in defaults into a directory, with an index.html.",
        discussion: "The directory is created when it does not exist. Each file is written atomically.",
        examples: ["ttg-render demo -o out/"],
        options: [output.spec, scale.spec, quiet.spec],
        plan: { arguments in
            let (directory, scale, quiet) = (try arguments[output], try arguments[scale], arguments[quiet])
            return CommandPlan.perform {
                let files = try Showcase.write(into: directory, scale: scale, quiet: quiet)
                if !quiet { Console.out("wrote \(files) files and index.html to \(directory)\n") }
                return .success
            }
        })

    static let output = Option("output", short: "o", help: "Directory to write into.", default: "out/", .directory)
    static let scale = Option(
        "scale", help: "Pixels per point.", default: 2, .number(in: 1...OutputSettings.maximumScale))
    static let quiet = Flag("quiet", short: "q", help: "Print nothing but errors.").commandLineOnly()
}
