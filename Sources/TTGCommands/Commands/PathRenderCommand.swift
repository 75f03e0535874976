import TTGArguments
import TTGBase
import TTGExport
import TTGGeometry
import TTGScene

/// `path render`: draws path data to PNG, SVG or PDF.
enum PathRenderCommand: CommandDeclaration {
    static let name = "render"

    static let spec = CommandSpec(
        name: name,
        abstract: "Render path data, filled and/or stroked, to PNG, SVG or PDF.",
        discussion: """
            1 unit is 1 point. With --canvas coordinates are used as given, from its top-left
            corner. Without it the canvas is the box of what the drawing paints (the stroke's width,
            caps, joins and miters included), out to whole pixels, and the drawing is moved into it,
            as an export of the drawing's area does. A drawing that paints nothing (a fill with no
            area and no stroke) is refused without --canvas; with it, the canvas is drawn as asked. --fit instead scales what the path paints into the
            canvas, centered, with a 6% margin; the line width stays in points.

            --trim-to and --dash-phase-to animate the stroke, --transform-to the transform (each
            function's arguments in a straight line, as a CSS transition; lists whose planar
            functions differ go through a matrix decomposition); export the frames with -o DIR/, a
            pattern, or a \(FileFormat.extensions(of: FileFormat.animatedFiles, lottie: " (Lottie)")) file, and --frames, --duration or
            --loop. Without them the picture shows the moment --start (default 0). Without --canvas
            the canvas holds the transformed path over the whole animation.

            \(PathTransformCommand.transformListDiscussion) Where the transform shows the path's
            back (a flip past 90°), --back D is drawn instead, mirrored across the center of the
            front's bounds (about the axis the flip reverses) so that it reads the right way round,
            as the back of a card turning about its center.

            \(ExportSettings.discussion)
            """,
        examples: [
            "ttg-render path render --d 'M10 10 h80 v80 h-80 Z M30 30 v40 h40 v-40 Z' --rule evenodd --fill teal --canvas 100x100 -o frame.png",
            "ttg-render path render --d 'M32 8 C18 8 8 20 8 34 C8 58 32 70 32 82 C32 70 56 58 56 34 C56 20 46 8 32 8 Z' --fill none --stroke '#FF3894' --line-width 4 --trim 0,0.6 --fit --canvas 256x256 --scale 2 -o pin.png",
            "ttg-render path render --d 'M32 8 C18 8 8 20 8 34 C8 58 32 70 32 82 C32 70 56 58 56 34 C56 20 46 8 32 8 Z' --fill none --stroke teal --line-width 3 --trim 0,0 --trim-to 0,1 --fit --canvas 128x128 --loop -o draw-on.gif",
            "ttg-render path render --d 'M20 20 h60 v60 h-60 Z' --fill teal --canvas 100x100 --transform 'rotate(0, 50, 50) skewX(0)' --transform-to 'rotate(90, 50, 50) skewX(20)' --timing 'cubic-bezier(0.3, 0, 0.2, 1)' --autoreverse --loop -o skew.gif",
            "ttg-render path render --d 'M20 20 h60 v60 h-60 Z' --back 'M30 50 h40 M50 30 v40' --stroke black --line-width 4 --canvas 100x100 --transform 'translate(50,50) perspective(300) rotateY(0) translate(-50,-50)' --transform-to 'translate(50,50) perspective(300) rotateY(360) translate(-50,-50)' --timing linear --cycle 2 --loop -o flip.gif",
        ],
        options: [PathCommand.pathData.spec, PathCommand.partial.spec] + options.specs + output.specs + export.specs,
        rules: options.rules + output.rules + export.rules,
        plan: { arguments in
            let settings = try OutputSettings(arguments, output)
            let path = try PathCommand.path(PathCommand.pathData, arguments)
            let animation = try PathRenderCommand.animation(for: path, arguments, output: settings)
            return CommandPlan.render(try RenderPlan(animation, arguments: arguments, output: settings))
        })

    static let options = PathRenderOptions()
    static let output = OutputOptions(
        defaultFile: "path.png", animates: true, pictureTransform: false)
    static let export = ExportOptions()

    /// How closely the canvas follows the painted box's curves, in pixels: a curve is followed by
    /// chords this close, so no more than this can fall outside the canvas.
    static let boundsAccuracy = 1e-3

    /// The margin `--fit` leaves on each side, as a fraction of the canvas's shorter side.
    static let fitMargin = 0.06

    /// The drawing as an animation: constant unless --trim-to, --dash-phase-to or --transform-to is given.
    static func animation(for path: Path, _ arguments: ParsedArguments, output: OutputSettings) throws -> SceneAnimation
    {
        let transform = try PathTransformAnimation(
            from: try arguments[options.transform], to: try arguments[options.transformTo],
            back: try arguments[options.back])
        // Every option given is checked, even one that has no effect on this drawing, before the
        // drawing itself (which may paint nothing).
        let cycle = try arguments[options.cycle]
        let timing = try arguments[options.timing]
        let autoreverses = arguments[options.autoreverse]
        let drawing = try self.drawing(for: path, transform: transform, arguments, output: output)
        func animate(_ from: Double, _ to: Double) throws -> PropertyAnimation {
            try .basic(
                from: from, to: to, duration: cycle, timing: timing, autoreverses: autoreverses, repeatCount: .infinity)
        }
        let shape = drawing.shape
        let stroke = shape.stroke
        var timeline = Timeline()
        if let to = try arguments[options.trimTo], let stroke {
            timeline["trimStart"] = try animate(stroke.trimStart, to.start)
            timeline["trimEnd"] = try animate(stroke.trimEnd, to.end)
        }
        if let to = try arguments[options.dashPhaseTo], let stroke {
            timeline["dashPhase"] = try animate(stroke.dashPhase, to)
        }
        if transform.animates { timeline["transform"] = try animate(0, 1) }
        if timeline.animations.isEmpty { return .still(drawing.scene(at: 0)) }
        return SceneAnimation(timeline: timeline, size: drawing.canvas) { values in
            var animated = stroke
            animated?.trimStart = values["trimStart", default: stroke?.trimStart ?? 0]
            animated?.trimEnd = values["trimEnd", default: stroke?.trimEnd ?? 1]
            animated?.dashPhase = values["dashPhase", default: stroke?.dashPhase ?? 0]
            var frame = drawing.scene(at: values["transform", default: 0])
            guard case .shape(let drawn) = frame.nodes.first else { return frame }
            frame.nodes[0] = .shape(ShapeNode(path: drawn.path, fill: drawn.fill, stroke: animated))
            return frame
        }
    }

    /// The canvas, the shape, and the transformed and fitted path at each fraction of --transform-to.
    static func drawing(
        for path: Path, transform: PathTransformAnimation, _ arguments: ParsedArguments, output: OutputSettings
    ) throws -> PathDrawing {
        let fill = try arguments[options.fill]
        let lineWidth = try arguments[options.lineWidth]
        let trim = try arguments[options.trim]
        let stroke = try arguments[options.stroke].map {
            Stroke(
                .solid($0), width: lineWidth, cap: try arguments[options.cap], join: try arguments[options.join],
                dash: try arguments[options.dash] ?? [], dashPhase: try arguments[options.dashPhase],
                trimStart: trim.start, trimEnd: trim.end)
        }
        let shape = ShapeNode(
            path: path, fill: try fill.map { Fill(.solid($0), rule: try arguments[options.rule]) }, stroke: stroke)
        let tolerance = PathTransformAnimation.tolerance / output.scale
        let painted = try paintedBounds(
            of: shape, transform: transform, trimMoves: arguments.has(options.trimTo), tolerance: tolerance,
            accuracy: boundsAccuracy / output.scale)
        // Without --canvas the canvas is the painted box, its edges on whole pixels; a drawing
        // that paints nothing has no box. A canvas given is drawn as asked, empty or not.
        var fit = AffineTransform.identity
        let canvas: Size
        if let given = try arguments[options.canvas] {
            canvas = given
        } else {
            guard let painted else {
                let d = arguments.text(of: PathCommand.pathData) ?? ""
                throw CLIError(
                    "\(PathCommand.pathData.flag): '\(CLIError.quoted(d))' paints nothing: \(nothingPainted(shape))",
                    status: .dataError)
            }
            let pixel = 1 / output.scale
            let minX = (painted.minX / pixel).rounded(.down) * pixel
            let minY = (painted.minY / pixel).rounded(.down) * pixel
            canvas = Size(
                max(pixel, (painted.maxX / pixel).rounded(.up) * pixel - minX),
                max(pixel, (painted.maxY / pixel).rounded(.up) * pixel - minY))
            fit = .translation(x: -minX, y: -minY)
        }
        try output.validate(
            canvas: canvas, setBy: arguments.typedSetting(options.canvas))
        if arguments[options.fit], let painted { fit = fitTransform(painted, into: canvas) }
        return PathDrawing(
            canvas: canvas, shape: shape, source: path, transform: transform, fit: fit,
            tolerance: tolerance / max(abs(fit.a), abs(fit.b), abs(fit.c), abs(fit.d), 1e-9))
    }

    /// The box of everything the shape paints over the animation, stroke, caps, joins and miters
    /// included (``ShapeNode/paintedBounds(tolerance:)`` to `accuracy` points), at every eighth
    /// of the transform animation (the path projected to `tolerance`), with the whole stroke when
    /// `trimMoves`. Nil when it paints nothing.
    static func paintedBounds(
        of shape: ShapeNode, transform: PathTransformAnimation, trimMoves: Bool, tolerance: Double, accuracy: Double
    ) throws -> Rect? {
        var reach = shape
        if trimMoves {
            reach.stroke?.trimStart = 0
            reach.stroke?.trimEnd = 1
        }
        var result: Rect?
        for fraction in transform.samples {
            reach.path = try transform.path(shape.path, at: fraction, tolerance: tolerance)
            if let box = reach.paintedBounds(tolerance: accuracy) { result = result?.union(box) ?? box }
        }
        return result
    }

    /// Why a shape paints nothing, in the options' words.
    static func nothingPainted(_ shape: ShapeNode) -> String {
        let fill = options.fill.flag
        let stroke = options.stroke.flag
        switch (shape.fill, shape.stroke) {
        case (nil, nil): return "\(fill) is none and there is no \(stroke)"
        case (_?, nil): return "it encloses no area to fill; add \(stroke) to draw its lines"
        case (nil, _?): return "\(fill) is none and its stroke draws no line (a move alone, no width, or trimmed away)"
        case (_?, _?):
            return "it encloses no area to fill and its stroke draws no line (a move alone, no width, or trimmed away)"
        }
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
}

/// `path render`'s drawing options.
struct PathRenderOptions: OptionGroup {
    private static let stroke = Stroke(.solid(.black))

    let canvas = Option(
        "canvas", help: "Canvas size in points (the output's --width and --height are pixels).",
        .size(limit: OutputSettings.maximumPixels))
    let fill = Option("fill", help: "Fill color, or 'none'.", default: Color.black, .colorOrNone)
    let stroke = Option("stroke", help: "Stroke color, or 'none'.", default: nil, .colorOrNone)
    let lineWidth = Option(
        "line-width", help: "Stroke width in points.", default: Self.stroke.width, .number(in: 0...10_000))
    let rule = Option("rule", help: "Fill rule.", default: FillRule.nonzero, .choice)
    let cap = Option("cap", help: "Stroke line cap.", default: Self.stroke.cap, .choice)
    let join = Option("join", help: "Stroke line join.", default: Self.stroke.join, .choice)
    let dash = Option("dash", help: "Dash pattern: lengths of dashes and gaps in points.", .dashPattern)
    let dashPhase = Option(
        "dash-phase", help: "Offset into the dash pattern, in points.", default: Self.stroke.dashPhase, .number("P"))
    let trim = Option(
        "trim", help: "Stroke only between fractions A and B of the total length.",
        default: Trim(start: Self.stroke.trimStart, end: Self.stroke.trimEnd), .trim)
    let fit = Flag("fit", help: "Scale the path's bounds into the canvas with a margin.")
    let trimTo = Option("trim-to", help: "Animate the trim from --trim to A,B (a draw-on).", .trim)
    let dashPhaseTo = Option(
        "dash-phase-to", help: "Animate the dash phase from --dash-phase to P (marching dashes).", .number("P"))
    let cycle = CycleOptions.cycle("Length of one animation cycle in seconds; it repeats forever.")
    let timing = CycleOptions.timing("Easing.")
    let autoreverse = CycleOptions.autoreverse("Each cycle plays forward, then backward.")
    let transform = Option(
        "transform", help: "Transform the path by a list: translate(X,Y) rotate(DEG[,CX,CY]) skewX(DEG) ... (below).",
        default: TransformList.identity, .transformList)
    let transformTo = Option(
        "transform-to", help: "Animate the transform from --transform to this list, component-wise as CSS does.",
        .transformList)
    let back = Option(
        "back", help: "Path drawn instead when the transform turns the back toward the viewer (a flipped card).",
        .pathData)

    var rules: [OptionRule] {
        [
            .requires(trimTo, stroke, because: "it animates the stroke"),
            .requires(dashPhaseTo, stroke, because: "it animates the stroke"),
            .requires(cap, stroke), .requires(join, stroke), .requires(dash, stroke), .requires(dashPhase, stroke),
            .requires(trim, stroke), .requires(lineWidth, stroke),
            .requires(cycle, trimTo, dashPhaseTo, transformTo), .requires(timing, trimTo, dashPhaseTo, transformTo),
            .requires(autoreverse, trimTo, dashPhaseTo, transformTo),
        ]
    }
}

/// Two fractions of a path's length: where the stroke starts and ends.
struct Trim: Equatable, Sendable {
    var start: Double
    var end: Double
}

extension ArgumentValue where Value == Trim {
    /// `A,B`, two fractions in 0…1.
    static var trim: Self {
        ArgumentValue<[Double]>.numbers("A,B", count: 2...2).map(
            { v, text, option in
                guard v.allSatisfy({ (0...1).contains($0) }) else {
                    throw CLIError.badValue(option, text, "has a fraction outside 0…1")
                }
                return Trim(start: v[0], end: v[1])
            }, format: { "\(shortestDecimal($0.start)),\(shortestDecimal($0.end))" })
    }
}

extension ArgumentValue where Value == [Double] {
    /// Dash and gap lengths: non-negative, not all zero.
    static var dashPattern: Self {
        numbers("A,B,...").map(
            { v, text, option in
                guard !v.contains(where: { $0 < 0 }), !v.allSatisfy({ $0 == 0 }) else {
                    throw CLIError.badValue(option, text, "needs non-negative lengths, not all zero")
                }
                return v
            }, format: { $0.map(shortestDecimal).joined(separator: ",") })
    }
}

extension ArgumentValue where Value == TimingFunction {
    /// A timing curve by its Core Animation name, or `cubic-bezier(x1, y1, x2, y2)` as CSS writes it.
    static var timing: Self {
        ArgumentValue(
            TimingFunction.names.joined(separator: "|") + "|cubic-bezier(X1,Y1,X2,Y2)",
            parse: { text, option in
                if let timing = TimingFunction(named: text) { return timing }
                let trimmed = text.trimmingWhitespace
                guard trimmed.hasPrefix("cubic-bezier("), trimmed.hasSuffix(")") else {
                    throw CLIError.usage(
                        """
                        \(option): unknown value '\(CLIError.quoted(text))'\
                        \(Suggestion.didYouMean(text, in: TimingFunction.names + ["cubic-bezier"]))
                        """)
                }
                let inner = String(trimmed.dropFirst("cubic-bezier(".count).dropLast())
                guard let v = try? ArgumentValue<[Double]>.numbers("", count: 4...4).parse(inner, option) else {
                    throw CLIError.badValue(option, text, "is not of the form cubic-bezier(X1,Y1,X2,Y2)")
                }
                do { return try TimingFunction(controlPoints: v[0], v[1], v[2], v[3]) } catch {
                    throw CLIError.badValue(option, text, "needs X1 and X2 in 0…1")
                }
            },
            format: {
                $0.name ?? "cubic-bezier(\([$0.x1, $0.y1, $0.x2, $0.y2].map(shortestDecimal).joined(separator: ","))"
            })
    }
}
