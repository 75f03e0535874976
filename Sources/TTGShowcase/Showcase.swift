import Foundation
import TTGBase
import TTGCairo
import TTGExport
import TTGGeometry
import TTGRefresh
import TTGSVG
import TTGScene

/// The showcase on built-in defaults: one section per artwork family, then the path engine's
/// cards, written into a directory with an index page (`ttg-render demo`).
///
/// Each family's pictures are its own models' defaults (``EmojiShowcase``, ``RefreshShowcase``,
/// ``PuzzleShowcase``, ``PathShowcase``), so the showcase always shows what the commands draw.
public enum Showcase {
    /// The formats each animation is written in.
    static let animationFormats = ["gif", "svg", "json"]

    /// Renders the showcase into `directory` (created when missing), with its index page;
    /// returns the number of pictures and animation files written. Unless `quiet`, a progress
    /// bar on a terminal names each file and its place among them, with a GIF's frame count.
    public static func write(into directory: String, scale: Double, quiet: Bool = true) throws -> Int {
        try OutputDirectory.create(directory, setting: .output)
        let sections = try sections()
        let count = sections.reduce(0) { $0 + $1.pictures.count + $1.animations.count * animationFormats.count }
        var files = 0
        func item(_ name: String) -> ProgressItem {
            files += 1
            return ProgressItem(name, position: files, of: count)
        }
        for section in sections {
            for picture in section.pictures {
                let bar = ProgressBar(item(picture.name + ".png"), total: 0, quiet: quiet)
                try OutputFile.write(
                    try renderPNG(picture.scene, scale: scale),
                    to: OutputDirectory.path(picture.name + ".png", in: directory))
                bar.finish()
            }
            for animation in section.animations {
                for format in animationFormats {
                    let name = animation.name + "." + format
                    try exportLoop(
                        animation.animation, to: OutputDirectory.path(name, in: directory), scale: scale,
                        progress: item(name), quiet: quiet)
                }
            }
        }
        try OutputFile.write(
            Array(indexPage(sections, scale: scale).utf8), to: OutputDirectory.path("index.html", in: directory)
        )
        return files
    }

    /// One picture of the showcase.
    public struct Picture: Sendable {
        public var name: String
        public var title: String
        public var caption = ""
        public var scene: Scene
    }

    /// One animation of the showcase, exported as an animated SVG and, next to it, a GIF, with a
    /// link to its Lottie file.
    public struct Animation: Sendable {
        public var name: String
        public var title: String
        public var caption = ""
        public var animation: SceneAnimation
    }

    /// A family's part of the showcase.
    public struct Section: Sendable {
        public var title: String
        public var pictures: [Picture]
        public var animations: [Animation]
    }

    /// Every section, family by family, then the path engine.
    public static func sections() throws -> [Section] {
        [
            Section(
                title: "Emoji rating faces",
                pictures: try EmojiShowcase.pictures().map { Picture(name: $0.name, title: $0.title, scene: $0.scene) },
                animations: [
                    Animation(
                        name: "emoji-rate", title: "Rate 0 → 5, expressive",
                        caption: "easeInEaseOut, colors in HSB", animation: try EmojiShowcase.animation())
                ]),
            Section(
                title: "Refresh glyphs",
                pictures: try RefreshShowcase.pictures().map {
                    Picture(name: $0.name, title: $0.title, scene: $0.scene)
                },
                animations: [
                    Animation(
                        name: "refresh-aurora-loop", title: "Aurora Loop, refreshing",
                        caption: "gradient rotation with a soft pulse: a seamless 1.8 s loop",
                        animation: try RefreshShowcase.animation())
                ]),
            Section(
                title: "Every refresh style: its GIF, its animated SVG and its Lottie",
                pictures: [],
                animations: try RefreshStyle.all.map { style in
                    let glyph = RefreshGlyph(style: style)
                    return Animation(
                        name: "refresh-\(style.name.rawValue)", title: style.title,
                        caption: "refreshing: a seamless loop",
                        animation: try glyph.animation(state: .refreshing, time: 0, in: .alone))
                }),
            Section(
                title: "Puzzle captcha",
                pictures: try PuzzleShowcase.pictures().map {
                    Picture(name: $0.name, title: $0.title, scene: $0.scene)
                },
                animations: [
                    Animation(
                        name: "puzzle-snap", title: "Snap and fade",
                        caption: "the piece glides into its hole as its shadow fades",
                        animation: try PuzzleShowcase.animation())
                ]),
            Section(
                title: "The path engine",
                pictures: PathShowcase.cards.map {
                    Picture(name: $0.name, title: $0.title, caption: $0.caption, scene: $0.scene)
                },
                animations: [
                    Animation(
                        name: "trim", title: "Trim, animated",
                        caption: "strokeEnd 0.02 → 1, easeInEaseOut, autoreverse: a seamless loop",
                        animation: PathShowcase.trimAnimation)
                ]),
        ]
    }

    /// Exports one seamless loop of an animation (or its natural length, when it does not loop) at 30 fps,
    /// as a GIF, an animated SVG or a Lottie (by the path's extension). The GIF and the SVG are on white
    /// like the page's cards (a GIF's alpha is on/off, so soft tints need a background); the Lottie, for
    /// apps, keeps its transparency.
    static func exportLoop(
        _ animation: SceneAnimation, to path: String, scale: Double, progress: ProgressItem? = nil, quiet: Bool = true
    ) throws {
        var options = ExportSettings()
        options.loop = animation.loopPeriod != nil
        options.longLoop = true
        options.quiet = quiet
        let target = try OutputTarget.resolve(path: path, format: nil).animating
        let background: Color? = target == .animation(.lottie) ? nil : .white
        let output = OutputSettings(path: path, target: target, scale: scale, background: background)
        _ = try FrameExporter(animation: animation, options: options, output: output, progress: progress).run()
    }

    /// The index page (`Pages/index.html`), with `{{scale}}` and `{{sections}}` to fill in.
    private static let template = String(decoding: PackageResources.index_html, as: UTF8.self)

    /// A page showing every picture and animation, section by section.
    public static func indexPage(_ sections: [Section], scale: Double) -> String {
        func figure(
            _ source: String, _ size: (Double, Double), _ title: String, _ caption: String, link: String? = nil
        ) -> String {
            let linked = link.map { " <a href=\"\(escapingXML($0))\">Lottie</a>" } ?? ""
            return """
                      <figure>
                        <img src="\(escapingXML(source))" width="\(Int(size.0))" height="\(Int(size.1))" alt="\(escapingXML(title))">
                        <figcaption><b>\(escapingXML(title))</b>\(caption.isEmpty ? "" : "<br>" + escapingXML(caption))\(linked)</figcaption>
                      </figure>
                """
        }
        let body = sections.map { section in
            let pictures = section.pictures.map {
                figure($0.name + ".png", ($0.scene.size.width, $0.scene.size.height), $0.title, $0.caption)
            }
            let animations = section.animations.flatMap { animation in
                let size = (animation.animation.size.width, animation.animation.size.height)
                let gif = figure(animation.name + ".gif", size, animation.title, animation.caption + " (GIF)")
                let svg = figure(
                    animation.name + ".svg", size, animation.title,
                    animation.caption + " (animated SVG)", link: animation.name + ".json")
                return [gif, svg]
            }
            return """
                    <section>
                      <h2>\(escapingXML(section.title))</h2>
                      <div class="grid">
                \((pictures + animations).joined(separator: "\n"))
                      </div>
                    </section>
                """
        }.joined(separator: "\n")
        return template.replacingOccurrences(of: "{{scale}}", with: shortestDecimal(scale))
            .replacingOccurrences(of: "{{sections}}", with: body)
    }
}
