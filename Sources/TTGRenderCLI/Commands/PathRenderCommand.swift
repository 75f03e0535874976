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
            """,
            examples: [
                "ttg-render path render --d 'M10 10 h80 v80 h-80 Z M30 30 v40 h40 v-40 Z' --rule evenodd --fill teal --width 100 --height 100 -o frame.png",
                "ttg-render path render --d @logo.txt --fill none --stroke '#FF3894' --line-width 4 --trim 0,0.6 --fit --width 256 --height 256 --scale 2 -o logo.png",
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
            ] + OutputOptions.specs(defaultFile: "path.png"),
            run: { arguments in
                let output = try OutputOptions(arguments, defaultFile: "path.png")
                let path = try PathCommand.path(from: arguments)
                try output.write(try scene(for: path, arguments, output: output))
                return .success
            })
    }

    /// The margin `--fit` leaves on each side, as a fraction of the canvas's shorter side.
    static let fitMargin = 0.06

    static func scene(for path: Path, _ arguments: ParsedArguments, output: OutputOptions) throws -> Scene {
        let fill = try optionalColor("fill", arguments, default: .black)
        let strokeColor = try optionalColor("stroke", arguments, default: nil)
        let lineWidth = try arguments.number("line-width", default: 1, in: 0...10_000)
        var stroke: Stroke?
        if let strokeColor {
            let dash = try arguments.string("dash").map {
                try ValueParser.numbers($0, option: "--dash", form: "A,B,... (non-negative lengths)")
            } ?? []
            if dash.contains(where: { $0 < 0 }) || (!dash.isEmpty && dash.allSatisfy { $0 == 0 }) {
                throw CLIError.badValue("--dash", arguments.string("dash")!, "needs non-negative lengths, not all zero")
            }
            let trim = try arguments.string("trim").map {
                try ValueParser.numbers($0, option: "--trim", count: 2...2, form: "A,B")
            } ?? [0, 1]
            for v in trim where !(0...1).contains(v) {
                throw CLIError.badValue("--trim", arguments.string("trim")!, "has a fraction outside 0…1")
            }
            stroke = Stroke(.solid(strokeColor), width: lineWidth,
                            cap: try arguments.choice("cap", default: .butt),
                            join: try arguments.choice("join", default: .miter),
                            dash: dash, dashPhase: try arguments.number("dash-phase", default: 0),
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
