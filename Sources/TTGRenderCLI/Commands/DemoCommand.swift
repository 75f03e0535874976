import Foundation
import TTGScene
import TTGCairo

/// `ttg-render demo`: renders the showcase on built-in defaults into a directory, with an index page.
enum DemoCommand {
    static var spec: CommandSpec {
        CommandSpec(
            name: "demo",
            abstract: "Render a showcase on built-in defaults into a directory, with an index.html.",
            usage: "demo [-o DIR] [--scale N]",
            discussion: "The directory is created when it does not exist. Each picture is written atomically.",
            examples: ["ttg-render demo -o out/"],
            options: [
                OptionSpec("output", short: "o", value: "DIR", help: "Directory to write into.", default: "out/"),
                OptionSpec("scale", value: "N", help: "Pixels per point (1…8).", default: "2"),
            ],
            run: { arguments in
                let directory = arguments.string("output") ?? "out/"
                let scale = try arguments.number("scale", default: 2, in: 1...OutputOptions.maximumScale)
                try createDirectory(directory)
                let cards = PathShowcase.cards
                for card in cards {
                    let bytes = try renderPNG(card.scene, scale: scale)
                    try OutputFile.write(bytes, to: file(card.name + ".png", in: directory))
                }
                try exportLoop(PathShowcase.trimAnimation, to: file("trim.gif", in: directory), scale: scale)
                try OutputFile.write(Array(indexPage(cards, scale: scale).utf8), to: file("index.html", in: directory))
                Console.out("wrote \(cards.count) pictures, 1 animation and index.html to \(directory)\n")
                return .success
            })
    }

    static func file(_ name: String, in directory: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// `mkdir -p`, failing with exit 73 and the reason.
    static func createDirectory(_ directory: String) throws {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw CLIError("-o: cannot create directory '\(directory)': \(error.localizedDescription)",
                           status: .cannotCreate)
        }
    }

    /// Exports one seamless loop of an animation as a GIF at 30 fps, quietly.
    static func exportLoop(_ animation: SceneAnimation, to path: String, scale: Double) throws {
        var options = try ExportOptions(ParsedArguments())
        options.loop = true
        options.quiet = true
        let output = OutputOptions(path: path, target: .animation(.gif), scale: scale, background: nil)
        _ = try FrameExporter(animation: animation, options: options, output: output).run()
    }

    /// A page showing every picture with its title and caption.
    static func indexPage(_ cards: [PathShowcase.Card], scale: Double) -> String {
        let figures = cards.map { card in
            """
                <figure>
                  <img src="\(HTML.escape(card.name)).png" width="\(Int(PathShowcase.cardSize.width))" height="\(Int(PathShowcase.cardSize.height))" alt="\(HTML.escape(card.title))">
                  <figcaption><b>\(HTML.escape(card.title))</b><br>\(HTML.escape(card.caption))</figcaption>
                </figure>
            """
        }.joined(separator: "\n") + """

            <figure>
              <img src="trim.gif" width="\(Int(PathShowcase.cardSize.width))" height="\(Int(PathShowcase.cardSize.height))" alt="Trim animation">
              <figcaption><b>Trim, animated</b><br>strokeEnd 0.02 → 1, easeInEaseOut, autoreverse: a seamless GIF loop</figcaption>
            </figure>
        """
        return """
        <!doctype html>
        <html lang="en">
        <head>
          <meta charset="utf-8">
          <title>ttg-render showcase</title>
          <style>
            body { font-family: "DejaVu Sans", system-ui, sans-serif; background: #eceef2; color: #222833; margin: 32px; }
            h1 { font-weight: 600; }
            main { display: flex; flex-wrap: wrap; gap: 20px; }
            figure { margin: 0; background: white; padding: 12px; border-radius: 18px; box-shadow: 0 2px 8px #0001; }
            figcaption { font-size: 13px; margin-top: 6px; text-align: center; }
          </style>
        </head>
        <body>
          <h1>ttg-render showcase</h1>
          <p>The Bezier path engine and the Cairo backend, rendered at @\(ValueParser.format(scale))x.</p>
          <main>
        \(figures)
          </main>
        </body>
        </html>

        """
    }
}

/// Escaping for text placed in HTML or XML.
enum HTML {
    static func escape(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(c)
            }
        }
        return out
    }
}
