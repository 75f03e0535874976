import TTGGeometry
import TTGScene

/// `path render`: draws path data to PNG, SVG or PDF.
enum PathRenderCommand {
    static var spec: CommandSpec {
        CommandSpec(
            name: "render",
            abstract: "Render path data, filled and/or stroked, to PNG, SVG or PDF.",
            usage: "path render --d D [--width W --height H] [--fill COLOR] [--stroke COLOR] [options] [-o FILE]",
            discussion: """
            Coordinates are used as given: 1 unit is 1 point. Without --width and --height the
            canvas reaches the path's bottom-right extent (stroke included). --fit instead scales
            the path's bounds into the canvas, centered, with a 6% margin; the line width stays in points.

            --trim-to and --dash-phase-to animate the stroke; export the frames with -o DIR/, a
            pattern, or a .gif or .webp file, and --frames, --duration or --loop. Without them
            the picture shows the moment --start (default 0).

            \(ExportOptions.discussion)
            """,
            examples: [
                "ttg-render path render --d 'M10 10 h80 v80 h-80 Z M30 30 v40 h40 v-40 Z' --rule evenodd --fill teal --width 100 --height 100 -o frame.png",
                "ttg-render path render --d @logo.txt --fill none --stroke '#FF3894' --line-width 4 --trim 0,0.6 --fit --width 256 --height 256 --scale 2 -o logo.png",
                "ttg-render path render --d @logo.txt --fill none --stroke teal --line-width 3 --trim 0,0 --trim-to 0,1 --fit --width 128 --height 128 --loop -o draw-on.gif",
            ],
            options: [
                PathCommand.pathDataOption,
                OptionSpec("width", value: "W", help: "Canvas width in points."),
                OptionSpec("height", value: "H", help: "Canvas height in points."),
                OptionSpec("fill", value: "COLOR", help: "Fill color, or 'none'.", default: "black"),
                OptionSpec("stroke", value: "COLOR", help: "Stroke color, or 'none'.", default: "none"),
                OptionSpec("line-width", value: "N", help: "Stroke width in points.", default: "1"),
                OptionSpec("rule", value: "evenodd|nonzero", help: "Fill rule.", default: "nonzero"),
                OptionSpec("cap", value: "butt|round|square", help: "Stroke line cap.", default: "butt"),
                OptionSpec("join", value: "miter|round|bevel", help: "Stroke line join.", default: "miter"),
                OptionSpec("dash", value: "A,B,...", help: "Dash pattern: lengths of dashes and gaps in points."),
                OptionSpec("dash-phase", value: "P", help: "Offset into the dash pattern, in points.", default: "0"),
                OptionSpec("trim", value: "A,B", help: "Stroke only between fractions A and B of the total length.", default: "0,1"),
                .flag("fit", help: "Scale the path's bounds into the canvas with a margin."),
                OptionSpec("trim-to", value: "A,B", help: "Animate the trim from --trim to A,B (a draw-on)."),
                OptionSpec("dash-phase-to", value: "P", help: "Animate the dash phase from --dash-phase to P (marching dashes)."),
                OptionSpec("cycle", value: "SECONDS", help: "Length of one animation cycle; it repeats forever.", default: "1"),
                OptionSpec("timing", value: "NAME", help: "Easing: linear, easeIn, easeOut, easeInEaseOut.", default: "easeInEaseOut"),
                .flag("autoreverse", help: "Each cycle plays forward, then backward."),
            ] + OutputOptions.specs(defaultFile: "path.png", animates: true) + ExportOptions.specs,
            run: { arguments in
                let output = try OutputOptions(arguments, defaultFile: "path.png")
                let path = try PathCommand.path(from: arguments)
                let animation = try self.animation(for: path, arguments, output: output)
                return try AnimationOutput.write(animation, arguments: arguments, output: output)
            })
    }

    /// The margin `--fit` leaves on each side, as a fraction of the canvas's shorter side.
    static let fitMargin = 0.06

    /// The drawing as an animation: constant unless --trim-to or --dash-phase-to is given.
    static func animation(for path: Path, _ arguments: ParsedArguments, output: OutputOptions) throws -> SceneAnimation {
        let scene = try self.scene(for: path, arguments, output: output)
        // Every option given is checked, even one that has no effect on this drawing.
        let cycle = try arguments.number("cycle", default: 1)
        guard cycle > 0, cycle <= 3600 else { throw CLIError.badValue("--cycle", arguments.string("cycle")!, "is out of range (0, 3600]") }
        let timingName = arguments.string("timing") ?? "easeInEaseOut"
        guard let timing = TimingFunction(named: timingName) else {
            throw CLIError.usage("--timing: unknown value '\(CLIError.quoted(timingName))'" + Suggestion.didYouMean(timingName, in: TimingFunction.names))
        }
        guard case .shape(let shape) = scene.nodes[0], let stroke = shape.stroke else {
            if arguments.has("trim-to") || arguments.has("dash-phase-to") {
                throw CLIError.usage("--trim-to and --dash-phase-to animate the stroke: give --stroke COLOR")
            }
            return SceneAnimation(size: scene.size, duration: 0) { _ in scene }
        }
        func animate(_ from: Double, _ to: Double) throws -> PropertyAnimation {
            try .basic(from: from, to: to, duration: cycle, timing: timing,
                       autoreverses: arguments.has("autoreverse"), repeatCount: .infinity)
        }
        var timeline = Timeline()
        if let raw = arguments.string("trim-to") {
            let to = try fractions(raw, option: "--trim-to")
            timeline["trimStart"] = try animate(stroke.trimStart, to[0])
            timeline["trimEnd"] = try animate(stroke.trimEnd, to[1])
        }
        if arguments.has("dash-phase-to") {
            timeline["dashPhase"] = try animate(stroke.dashPhase, try arguments.number("dash-phase-to")!)
        }
        return SceneAnimation(timeline: timeline, size: scene.size) { values in
            var animated = stroke
            animated.trimStart = values["trimStart", default: stroke.trimStart]
            animated.trimEnd = values["trimEnd", default: stroke.trimEnd]
            animated.dashPhase = values["dashPhase", default: stroke.dashPhase]
            var frame = scene
            frame.nodes[0] = .shape(ShapeNode(path: shape.path, fill: shape.fill, stroke: animated))
            return frame
        }
    }

    /// Two fractions `A,B` in 0…1.
    private static func fractions(_ raw: String, option: String) throws -> [Double] {
        let values = try ValueParser.numbers(raw, option: option, count: 2...2, form: "A,B")
        guard values.allSatisfy({ (0...1).contains($0) }) else {
            throw CLIError.badValue(option, raw, "has a fraction outside 0…1")
        }
        return values
    }

    static func scene(for path: Path, _ arguments: ParsedArguments, output: OutputOptions) throws -> Scene {
        let fill = try optionalColor("fill", arguments, default: .black)
        let strokeColor = try optionalColor("stroke", arguments, default: nil)
        let lineWidth = try arguments.number("line-width", default: 1, in: 0...10_000)
        // The stroke's options are checked even without --stroke (then they have no effect).
        let dash = try arguments.string("dash").map {
            try ValueParser.numbers($0, option: "--dash", form: "A,B,... (non-negative lengths)")
        } ?? []
        if dash.contains(where: { $0 < 0 }) || (!dash.isEmpty && dash.allSatisfy { $0 == 0 }) {
            throw CLIError.badValue("--dash", arguments.string("dash")!, "needs non-negative lengths, not all zero")
        }
        let trim = try arguments.string("trim").map { try fractions($0, option: "--trim") } ?? [0, 1]
        let cap: LineCap = try arguments.choice("cap", default: .butt)
        let join: LineJoin = try arguments.choice("join", default: .miter)
        let dashPhase = try arguments.number("dash-phase", default: 0)
        let stroke = strokeColor.map {
            Stroke(.solid($0), width: lineWidth, cap: cap, join: join, dash: dash, dashPhase: dashPhase,
                   trimStart: trim[0], trimEnd: trim[1])
        }
        let rule: FillRule = try arguments.choice("rule", default: .nonzero)

        let strokeOutset = stroke == nil ? 0 : lineWidth / 2
        let bounds = path.bounds
        let width = try arguments.number("width")
        let height = try arguments.number("height")
        let canvas = Size(width ?? max(1, (bounds.maxX + strokeOutset).rounded(.up)),
                          height ?? max(1, (bounds.maxY + strokeOutset).rounded(.up)))
        try output.validate(canvas: canvas)

        var drawn = path
        if arguments.has("fit") {
            drawn = path.applying(fitTransform(bounds.insetBy(dx: -strokeOutset, dy: -strokeOutset), into: canvas))
        }
        let shape = ShapeNode(path: drawn, fill: fill.map { Fill(.solid($0), rule: rule) }, stroke: stroke)
        return Scene(size: canvas, nodes: [.shape(shape)])
    }

    /// Scales and centers `bounds` into the canvas, leaving ``fitMargin`` on each side.
    static func fitTransform(_ bounds: Rect, into canvas: Size) -> AffineTransform {
        let margin = min(canvas.width, canvas.height) * fitMargin
        let box = Rect(x: 0, y: 0, width: canvas.width, height: canvas.height).insetBy(dx: margin, dy: margin)
        let sx = bounds.width > 0 ? box.width / bounds.width : .infinity
        let sy = bounds.height > 0 ? box.height / bounds.height : .infinity
        var s = min(sx, sy)
        if !s.isFinite { s = 1 }
        return AffineTransform.translation(x: -bounds.midX, y: -bounds.midY)
            .scaledBy(x: s, y: s)
            .translatedBy(x: canvas.width / 2, y: canvas.height / 2)
    }

    /// A color option that also accepts `none`.
    private static func optionalColor(_ name: String, _ arguments: ParsedArguments, default value: Color?) throws -> Color? {
        guard let raw = arguments.string(name) else { return value }
        return raw == "none" ? nil : try parseColor(raw, option: "--" + name)
    }
}
