import TTGArguments
import TTGBase
import TTGEmoji
import TTGGeometry
import TTGScene

/// `ttg-render emoji`'s options, each declared once with the model's own default
/// (``EmojiFace``), and how they make a face.
///
/// Numbers that are not numbers, numbers outside the model's ranges and unknown names are usage
/// errors naming the option (the model clamps its proportions; the command line says so instead),
/// and an option that cannot change the picture with the others given is refused by name.
struct EmojiOptions: OptionGroup {
    private static let face = EmojiFace()
    private static let geometry = FaceGeometry()

    // Rate
    let rate = Option(
        "rate", help: "The rating, clamped to [min, max] (and snapped with --step).", default: Self.face.rate,
        .number("R").editedOn(Self.face.scale.minimum...Self.face.scale.maximum))
    let minimum = Option("min", help: "Lowest rate.", default: Self.face.scale.minimum, .number())
    let maximum = Option("max", help: "Highest rate (greater than --min).", default: Self.face.scale.maximum, .number())
    let step = Option(
        "step", help: "Snap the rate to multiples of S from --min; 0 is continuous.", default: Self.face.scale.step,
        .number("S"))
    let target = Option(
        "to", help: "Animate the rate from --rate to B with easeInEaseOut (export with --frames, --duration, .gif …).",
        .number("B").editedOn(Self.face.scale.minimum...Self.face.scale.maximum))
    let transition = Option(
        "transition", help: "Length of the --to animation in seconds.", default: EmojiFace.defaultTransition,
        .number("SECONDS", in: .above(0, upTo: 3600)))
    // Geometry
    let size = Option(
        "size",
        help:
            "The face's box in points; the picture adds the room its stroke needs on each side, the same for every --face.",
        default: Self.face.size, .number("W", in: EmojiFace.sizeRange))
    let exactSize = Flag(
        "exact-size",
        help: "Make --size the whole picture: the face shrinks so that its stroke (and --morph) fits inside.")
    let lineWidth = Option(
        "line-width", help: "Stroke width in points at size 220, scaled with --size.", default: Self.geometry.lineWidth,
        .number(in: FaceGeometry.lineWidthRange))
    let mouthWidth = Option(
        "mouth-width", help: "Mouth width / size.", default: Self.geometry.mouthWidth,
        .number("F", in: FaceGeometry.mouthWidthRange))
    let lipWidth = Option(
        "lip-width", help: "Distance of the mouth's inner control points / mouth width.",
        default: Self.geometry.lipWidth,
        .number("F", in: FaceGeometry.lipWidthRange))
    let mouthY = Option(
        "mouth-y", help: "Mouth corners at y = size × (1 − F).", default: Self.geometry.mouthVerticalPosition,
        .number("F", in: FaceGeometry.mouthVerticalRange))
    let eyeWidth = Option(
        "eye-width", help: "Eye width / size.", default: Self.geometry.eyeWidth,
        .number("F", in: FaceGeometry.eyeWidthRange))
    let eyeY = Option(
        "eye-y", help: "Eye corners at y = size × (1 − F).", default: Self.geometry.eyeVerticalPosition,
        .number("F", in: FaceGeometry.eyeVerticalRange))
    let padding = Option(
        "padding", help: "Room around the face's box on each side, in points; 0 cuts the outline's stroke at the box.",
        shown: "what the outline's stroke needs (4 at the defaults)", .number("P", in: 0...512))
    let noEyes = Flag("no-eyes", help: "Draw no eyes (eyebrows follow --no-accessories).")
    // Color
    let colorFrom = Option(
        "color-from", help: "Stroke color at the lowest rate.", default: StrokeColoring.defaultFrom, .color)
    let colorTo = Option(
        "color-to", help: "Stroke color at the highest rate (interpolated in HSB).", default: StrokeColoring.defaultTo,
        .color)
    let huePath = Option(
        "hue-path",
        help: "How the hue goes from --color-from to --color-to: linear (the original's) or the shorter way round.",
        default: StrokeColoring.defaultHuePath, .choice)
    let color = Option("color", help: "One fixed stroke color (turns the dynamic color off).", .color)
    let dynamicColor = Option("dynamic-color", help: "false keeps the stroke at --color-from.", default: true, .boolean)
    let gradient = Option(
        "gradient",
        help: "Paint the strokes with a linear gradient of these colors; alone, the original's light blue → blue.",
        default: nil, bare: UnitGradient.defaultStrokeColors, .colorsOrNone(minimum: 2))
    let gradientStart = Option(
        "gradient-start", help: "Gradient start in the face's unit box.", default: UnitGradient(colors: []).start,
        .point)
    let gradientEnd = Option(
        "gradient-end", help: "Gradient end in the face's unit box.", default: UnitGradient(colors: []).end, .point)
    // Expression
    let preset = Option(
        "preset", help: "Rules picking eyes, mouth and accessories from the rate.", default: Self.face.preset, .choice)
    let eyes = Option("eyes", help: "Eye style; automatic follows the preset.", default: Self.face.eyes, .choice)
    let mouth = Option("mouth", help: "Mouth style; automatic follows the preset.", default: Self.face.mouth, .choice)
    let noAccessories = Flag("no-accessories", help: "No tears, sweat, blush, sparkles or eyebrows.")
    let accessoryScale = Option(
        "accessory-scale", help: "Size of eyebrows, tears, sweat, blush and sparkles; 0 hides all but the eyebrows.",
        default: Self.face.accessoryScale,
        .number("F", in: EmojiFace.accessoryScaleRange))
    let look = Option(
        "look", help: "original: every mark a line in the stroke color; rich: filled marks in colors of their own.",
        default: Self.face.look, .choice)
    // Face
    let shape = Option("face", help: "Outline of the face.", default: Self.face.shape, .choice)
    let morph = Flag("morph", help: "Shrink the face at low rates and grow it, taller than wide, at high rates.")
    let fill = Option(
        "fill", help: "Fill the face with COLOR (or --fill=COLOR); alone, with a light blue.", default: nil,
        bare: FaceFill.defaultColor, .colorOrNone)
    let fillDynamic = Flag(
        "fill-dynamic", help: "Fill the face with a color following the rate (--fill-from → --fill-to).")
    let fillFrom = Option(
        "fill-from", help: "--fill-dynamic's color at the lowest rate (red, green, blue and alpha move linearly).",
        default: FaceFill.defaultDynamicFrom, .color)
    let fillTo = Option(
        "fill-to", help: "--fill-dynamic's color at the highest rate.", default: FaceFill.defaultDynamicTo, .color)
    let fillGradient = Option(
        "fill-gradient",
        help:
            "Fill the face with a gradient (along --gradient-start → --gradient-end); alone, the original's pale blues.",
        default: nil, bare: FaceFill.defaultGradientColors, .colorsOrNone(minimum: 2))
    // Custom drawing
    let customPath = Option("custom-path", help: "SVG path data in the face's box 0…size, or @file.", .pathData)
    let customMode = Option(
        "custom-mode", help: "Replace the built-in drawing, draw over it, or be the face outline (features built in).",
        default: CustomPath.Mode.replace, .choice)
    let markers = Flag(
        "markers",
        help:
            "Lottie for an app to drive: the rate --min → --max, one second a star (progress = (rate − min) / (max − min)), a marker at each whole and half star (rate-0 … rate-5)."
    )
    let grid = Flag("grid", help: "A contact sheet: rates min→max in 6 steps across, presets down, each cell labeled.")

    /// Options that exclude or need each other.
    var rules: [OptionRule] {
        [
            .exclusive(gradient, color),
            .conflicts(
                color, with: colorFrom, colorTo, huePath, dynamicColor, because: "the stroke has one fixed color"),
            .conflicts(
                gradient, with: colorFrom, colorTo, huePath, dynamicColor, because: "the gradient colors the stroke"),
            .requires(gradientStart, gradient, fillGradient),
            .requires(gradientEnd, gradient, fillGradient),
            .exclusive(fill, fillDynamic, fillGradient),
            .exclusive(grid, target),
            .conflicts(
                markers, with: rate, target, transition, grid,
                because: "\(markers.flag) holds every rate from --min to --max, each whole and half star a marker"),
            .conflicts(grid, with: rate, preset, because: "the sheet shows every rate and preset"),
            .requires(transition, target),
            .requires(customMode, customPath),
            .requires(fillFrom, fillDynamic),
            .requires(fillTo, fillDynamic),
        ]
    }

    /// The face the options describe.
    func face(_ arguments: ParsedArguments) throws -> EmojiFace {
        var face = EmojiFace(scale: try scale(arguments))
        face.rate = try arguments[rate]
        face.size = try arguments[size]
        face.padding = try arguments[padding]
        face.geometry = FaceGeometry(
            lineWidth: try arguments[lineWidth], mouthWidth: try arguments[mouthWidth],
            lipWidth: try arguments[lipWidth],
            mouthVerticalPosition: try arguments[mouthY], eyeWidth: try arguments[eyeWidth],
            eyeVerticalPosition: try arguments[eyeY], showEyes: !arguments[noEyes])
        face.coloring = try coloring(arguments)
        face.preset = try arguments[preset]
        face.eyes = try arguments[eyes]
        face.mouth = try arguments[mouth]
        face.showsAccessories = !arguments[noAccessories]
        face.accessoryScale = try arguments[accessoryScale]
        face.shape = try arguments[shape]
        face.morph = arguments[morph]
        face.fill = try fill(arguments)
        face.customPath = try arguments[customPath].map { CustomPath(path: $0, mode: try arguments[customMode]) }
        face.look = try arguments[look]
        if arguments[exactSize] {
            if let padding = face.padding, face.size - 2 * padding < EmojiFace.sizeRange.lowerBound {
                throw CLIError.badValue(
                    self.padding, arguments.text(of: self.padding) ?? "",
                    "leaves no room for the face in \(size.flag) \(shortestDecimal(face.size)) with \(exactSize.flag)")
            }
            face.fit(canvas: face.size)
        }
        return face
    }

    /// `--min`, `--max`, `--step`, checked by the model; its errors name the option.
    func scale(_ arguments: ParsedArguments) throws -> RateScale {
        let (low, high, step) = (try arguments[minimum], try arguments[maximum], try arguments[self.step])
        do { return try RateScale(minimum: low, maximum: high, step: step) } catch let error as EmojiError {
            switch error {
            case .emptyRange:
                throw CLIError.badValue(
                    maximum, arguments.text(of: maximum) ?? shortestDecimal(high),
                    "is not greater than \(minimum.flag) \(arguments.text(of: minimum) ?? shortestDecimal(low))")
            case .negativeStep:
                throw CLIError.badValue(self.step, arguments.text(of: self.step) ?? "", "is negative")
            case .notFinite:
                throw CLIError.usage("\(minimum.flag)/\(maximum.flag)/\(self.step.flag): \(error)")
            }
        }
    }

    func coloring(_ arguments: ParsedArguments) throws -> StrokeColoring {
        let from = try arguments[colorFrom]
        let to = try arguments[colorTo]
        let dynamic = try arguments[dynamicColor]
        if let colors = try arguments[gradient] { return .gradient(try unitGradient(colors, arguments)) }
        if let fixed = try arguments[color] { return .fixed(fixed) }
        guard dynamic else {
            if let followed = ([colorTo, huePath] as [OptionDeclaration]).first(where: { arguments.has($0) }) {
                throw CLIError.usage(
                    "\(followed.spec.flag) changes nothing with \(dynamicColor.flag) false: the stroke stays at \(colorFrom.flag)"
                )
            }
            return .fixed(from)
        }
        return .dynamic(from: from, to: to, huePath: try arguments[huePath])
    }

    func fill(_ arguments: ParsedArguments) throws -> FaceFill {
        if arguments[fillDynamic] { return .dynamic(from: try arguments[fillFrom], to: try arguments[fillTo]) }
        if let colors = try arguments[fillGradient] { return .gradient(try unitGradient(colors, arguments)) }
        return try arguments[fill].map(FaceFill.color) ?? .none
    }

    /// The colors along `--gradient-start` → `--gradient-end`.
    func unitGradient(_ colors: [Color], _ arguments: ParsedArguments) throws -> UnitGradient {
        let start = try arguments[gradientStart]
        let end = try arguments[gradientEnd]
        guard start != end else {
            throw CLIError.usage("\(gradientStart.flag) and \(gradientEnd.flag) are the same point")
        }
        return UnitGradient(colors: colors, start: start, end: end)
    }
}

extension ArgumentValue where Value == [Color]? {
    /// Colors separated by commas, at least `minimum` of them, or `none`.
    static func colorsOrNone(minimum: Int) -> Self {
        let colors = ArgumentValue<[Color]>.colors(minimum: minimum)
        return ArgumentValue(
            colors.placeholder,
            parse: { text, option in text.namesNoPaint ? nil : try colors.parse(text, option) },
            format: { $0.map(colors.format) ?? "none" })
    }
}

extension String {
    /// True for `none` (any case, spaces around it): no paint at all where an option takes it, rather
    /// than a transparent color.
    var namesNoPaint: Bool { trimmingWhitespace.lowercased() == "none" }
}

extension ArgumentValue where Value == Color? {
    /// A color, or `none` for no paint.
    static var colorOrNone: Self {
        ArgumentValue(
            "COLOR", control: .color,
            parse: { text, option in text.namesNoPaint ? nil : try parseColor(text, option: option) },
            format: { $0?.hexString ?? "none" })
    }
}
