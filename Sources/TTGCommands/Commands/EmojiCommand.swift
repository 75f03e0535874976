import TTGArguments
import TTGEmoji
import TTGExport
import TTGGeometry
import TTGScene

/// `ttg-render emoji`: an emoji rating face, its animation from one rate to another, or a contact sheet.
enum EmojiCommand: CommandDeclaration {
    static let name = "emoji"

    static let spec = CommandSpec(
        name: name,
        abstract: "Render an emoji rating face whose expression and color follow a rate.",
        discussion: """
            Everything follows the progress p = (rate − min) / (max − min): the classic mouth bends
            from a frown (p = 0) to a smile (p = 1), the eyes arch above p = 0.5, and the stroke color
            moves from --color-from to --color-to in HSB. A preset picks eye, mouth and accessory
            styles by progress; --eyes and --mouth override it. Every mark is one line in the stroke
            color, as in the original control; --look rich fills eyes, mouths and accessories instead.
            --size is the face's box; the outline sits 3 points (at size 220) inside it, as in the
            original, so a wide stroke reaches past it. The picture is that box with, on each side, the
            room the stroke needs (4 points at the defaults, --padding to choose): one rule for every
            --face, so --size 160 gives 166 × 166 whatever the shape. --exact-size makes --size the
            whole picture instead, the face drawn smaller inside it (its center at size / 2). Eyes,
            mouth and accessories keep inside each outline, clear of its stroke.

            --to B animates the rate from --rate to B over --transition seconds (easeInEaseOut); export
            the frames with -o DIR/, a pattern, or a \(FileFormat.extensions(of: FileFormat.animatedFiles, lottie: " (Lottie)")) file and
            --frames or --duration (the natural length is the transition). Without them the picture
            shows the moment --start. --grid writes a contact sheet instead (one picture).

            \(ExportSettings.discussion)
            """,
        examples: [
            "ttg-render emoji --rate 3.5 -o emoji.png",
            "ttg-render emoji --rate 4.6 --preset playful --face squircle --fill --scale 2 -o happy@2x.png",
            "ttg-render emoji --rate 0 --to 5 --transition 1 --preset expressive --fps 30 --hold 1 -o mood.gif",
            "ttg-render emoji --grid --size 120 -o sheet.png",
            "ttg-render emoji --rate 4.5 --size 40 --exact-size --dark-background '#1C1C1E' -o Faces.xcassets/",
            "ttg-render emoji --rate 4 --size 80 --exact-size --transform 'rotate(-8, 40, 40)' --transform-to 'rotate(8, 40, 40)' --autoreverse --loop --fps 15 -o wobble.gif",
        ],
        options: options.specs + output.specs + export.specs,
        rules: options.rules + output.rules + export.rules
            + [
                .conflicts(
                    options.grid, with: export.frames, export.duration, export.loop, output.transformTo!,
                    because: "\(options.grid.flag) writes one picture"),
                .conflicts(
                    options.markers, with: export.frames, export.duration, export.loop, export.start,
                    because: "\(options.markers.flag) spans the rate scale, which markers name"),
            ],
        plan: { arguments in
            let settings = try OutputSettings(arguments, output)
            let face = try options.face(arguments)
            let size = arguments.typedSetting(options.size)
            if arguments[options.grid] {
                var grid = EmojiGrid(face: face)
                grid.textBackground = try arguments[output.background]
                try settings.validate(canvas: grid.size, setBy: size)
                // A picture set's dark picture labels the faces for its dark background, in the
                // faces' dark look.
                var dark: SceneAnimation?
                if settings.target.pictureSet != nil, let background = settings.darkBackground {
                    var onDark = grid
                    onDark.textBackground = background
                    dark = EmojiFace.darkLook(on: background).animation(.still(onDark.scene()))
                }
                return CommandPlan.render(
                    try RenderPlan(.still(grid.scene()), dark: dark, arguments: arguments, output: settings))
            }
            try settings.validate(canvas: face.canvasSize, setBy: size)
            if arguments[options.markers] {
                guard settings.target.holdsMarkers else {
                    throw CLIError.markersNeedLottie(options.markers, writing: settings.target)
                }
                return CommandPlan.render(
                    try RenderPlan(
                        try face.rateAnimation(fps: try arguments[export.fps]), arguments: arguments, output: settings))
            }
            let drawn = try animation(face, arguments)
            let dark = settings.darkBackground.map { EmojiFace.darkLook(on: $0).animation(drawn) }
            return CommandPlan.render(try RenderPlan(drawn, dark: dark, arguments: arguments, output: settings))
        })

    static let options = EmojiOptions()
    static let output = OutputOptions(defaultFile: "emoji.png", animates: true)
    static let export = ExportOptions()

    /// The face, still, or going to `--to` over `--transition` seconds.
    static func animation(_ face: EmojiFace, _ arguments: ParsedArguments) throws -> SceneAnimation {
        guard let target = try arguments[options.target] else { return .still(face.scene()) }
        return try face.animation(to: target, duration: try arguments[options.transition])
    }
}
