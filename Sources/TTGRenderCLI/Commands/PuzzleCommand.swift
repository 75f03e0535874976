import TTGGeometry
import TTGScene
import TTGPuzzle

/// `puzzle`: a puzzle captcha — the picture with a piece cut out, the piece, and the answer.
enum PuzzleCommand {
    static let defaultFile = "puzzle.png"

    static var spec: CommandSpec {
        CommandSpec(
            name: "puzzle",
            abstract: "Render a jigsaw-puzzle captcha: a picture with a hole, the piece, the layers and the answer.",
            usage: "puzzle [--shape classic] [--image FILE] [options] [-o puzzle.png | --out-dir DIR [--count N]]",
            discussion: """
            Three layers of one picture: the front (everything but the hole, cut with an even-odd
            path of the canvas and the piece outline), the hole (the picture inside the outline at
            --blank-alpha, with an inner shadow) and the piece (the same outline, moved to
            --position, with a drop shadow). Positions are the top-left corner of the piece's box
            in points; the piece starts at the left margin at the blank's height.

            Without --image the picture is a built-in generated landscape. Images (PNG or JPEG)
            fill the canvas, keeping their aspect ratio, centered.

            For a captcha server, --out-dir DIR writes background.png (front and hole),
            piece.png (the piece cropped to its outline and shadow; its size never depends on the
            blank), composite.png and, with --mask, mask.png (the piece's shape in white). The
            answer (blank, size, shape, tolerance, canvas, start, and pieceOrigin: where the box's
            corner sits in piece.png) goes only to --answer FILE. --count N writes N challenges
            DIR/000001/… with random blanks, in parallel (--jobs), and one answer line per
            challenge, in order. --seed makes random blanks reproducible; without it they come
            from the system's secure generator.

            --animate plays snap, snapAndFade, shake or reset from the piece's position.
            \(ExportOptions.discussion)
            """,
            examples: [
                "ttg-render puzzle -o puzzle.png",
                "ttg-render puzzle --shape circle --image photo.jpg --blank 180,40 --position 60,40 --scale 2 -o puzzle.png",
                "ttg-render puzzle --out-dir pool/ --count 1000 --answer answers.jsonl",
                "ttg-render puzzle --blank 190,50 --position 40,50 --animate snapAndFade -o snap.gif",
            ],
            options: options + OutputOptions.specs(defaultFile: defaultFile, animates: true) + ExportOptions.specs,
            subcommands: [PuzzleVerifyCommand.spec],
            run: { arguments in try run(arguments) })
    }

    static var options: [OptionSpec] {
        [
            OptionSpec("shape", value: "classic|square|circle|custom", help: "The piece's outline.", default: "classic"),
            OptionSpec("path", value: "D", help: "SVG path data of a custom shape (or @file); implies --shape custom."),
            OptionSpec("size", value: "WxH", help: "The piece's box in points (scaled down to fit a smaller canvas).", default: "100x100"),
            OptionSpec("rotate", value: "DEG", help: "Rotates the piece about its center, clockwise.", default: "0"),
            OptionSpec("image", value: "FILE", help: "A PNG or JPEG picture, scaled to fill the canvas (default: a built-in landscape)."),
            OptionSpec("canvas", value: "WxH", help: "The picture's size in points.", default: "320x200"),
            OptionSpec("blank", value: "X,Y|random", help: "Where the hole is: the piece box's top-left corner.", default: "four fifths along, centered"),
            OptionSpec("position", value: "X,Y", help: "Where the piece is drawn (clamped into the canvas).", default: "the start: left margin, blank's height"),
            OptionSpec("axes", value: "horizontal|vertical|both", help: "Directions the piece may move; a forbidden axis keeps the start's coordinate.", default: "both"),
            OptionSpec("seed", value: "N", help: "Seed for random blanks (reproducible); without it, the secure system generator."),
            OptionSpec("tolerance", value: "POINTS", help: "How far from the blank a drop still verifies (in the answer).", default: "8"),
            OptionSpec("blank-alpha", value: "A", help: "Opacity of the picture in the hole, 0…1.", default: "0.5"),
            OptionSpec("piece-shadow", value: "COLOR,RADIUS,OPACITY[,DX,DY]", help: "The piece's drop shadow, or 'none'.", default: "black,4,0.5"),
            OptionSpec("inner-shadow", value: "COLOR,RADIUS,OPACITY[,DX,DY]", help: "The hole's inner shadow, or 'none'.", default: "black,4,0.5"),
            .flag("no-shadows", help: "Neither shadow."),
            OptionSpec("corner-radius", value: "R", help: "Rounds the canvas's corners.", default: "0"),
            OptionSpec("out-dir", value: "DIR", help: "Write the layers background, piece, composite (and mask) into DIR (created when missing)."),
            .flag("mask", help: "With --out-dir, also write mask.png: the piece's shape."),
            OptionSpec("answer", value: "FILE", help: "Write the answer JSON (one line per challenge) to FILE."),
            OptionSpec("count", value: "N", help: "With --out-dir, write N challenges with random blanks (1…100000)."),
            OptionSpec("animate", value: "snap|snapAndFade|shake|reset", help: "Animate the piece (export options apply)."),
        ]
    }

    static func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        let output = try OutputOptions(arguments, defaultFile: defaultFile)
        let settings = try PuzzleSettings(arguments, scale: output.scale)
        if let directory = arguments.string("out-dir") {
            if arguments.has("animate") { throw CLIError.usage("--animate writes one picture or frames; it cannot be used with --out-dir") }
            if arguments.has("output") { throw CLIError.usage("-o and --out-dir cannot be used together") }
            let layers = try PuzzleLayerOutput(arguments, directory: directory, output: output)
            if let count = settings.count {
                try layers.writePool(settings, count: count, arguments: arguments)
            } else {
                try layers.writeChallenge(settings)
            }
            return .success
        }
        if settings.count != nil { throw CLIError.usage("--count needs --out-dir DIR") }
        if arguments.has("mask") { throw CLIError.usage("--mask needs --out-dir DIR") }
        var generator = settings.makeGenerator()
        let configuration = try settings.configuration(using: &generator)
        let animation: SceneAnimation
        if let raw = arguments.string("animate") {
            let kind: PuzzleAnimation = try ValueParser.choice(raw, option: "--animate")
            animation = try kind.sceneAnimation(for: configuration)
        } else {
            let scene = PuzzleLayers(configuration).compositeScene
            animation = SceneAnimation(size: scene.size, duration: 0) { _ in scene }
        }
        let status = try AnimationOutput.write(animation, arguments: arguments, output: output)
        if let answer = arguments.string("answer") {
            try OutputFile.write(Array((PuzzleAnswer.json(configuration, pieceOrigin: nil).text + "\n").utf8),
                                 to: answer, option: "--answer")
        }
        return status
    }
}
