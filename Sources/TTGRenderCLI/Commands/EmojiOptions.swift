import TTGGeometry
import TTGScene
import TTGEmoji

/// Reading an ``EmojiFace`` from `ttg-render emoji`'s options.
///
/// Numbers that are not numbers, `--max ≤ --min`, a negative step and unknown
/// names are usage errors naming the option; geometry values out of their range
/// are clamped as the spec says.
enum EmojiOptions {
    static var specs: [OptionSpec] {
        [
            // Rate
            OptionSpec("rate", value: "R", help: "The rating, clamped to [min, max] (and snapped with --step).", default: "2.5"),
            OptionSpec("min", value: "N", help: "Lowest rate.", default: "0"),
            OptionSpec("max", value: "N", help: "Highest rate (greater than --min).", default: "5"),
            OptionSpec("step", value: "S", help: "Snap the rate to multiples of S from --min; 0 is continuous.", default: "0"),
            OptionSpec("to", value: "B", help: "Animate the rate from --rate to B with easeInEaseOut (export with --frames, --duration, .gif …)."),
            OptionSpec("transition", value: "SECONDS", help: "Length of the --to animation.", default: "1"),
            // Geometry
            OptionSpec("size", value: "W", help: "Face width and height in points (8…8192).", default: "220"),
            OptionSpec("line-width", value: "N", help: "Stroke width in points at size 220, scaled with --size (clamped to 0.5…40).", default: "14"),
            OptionSpec("mouth-width", value: "F", help: "Mouth width / size (clamped to 0.2…0.7).", default: "0.6"),
            OptionSpec("lip-width", value: "F", help: "Distance of the mouth's inner control points / mouth width (0.2…0.9).", default: "0.7"),
            OptionSpec("mouth-y", value: "F", help: "Mouth corners at y = size × (1 − F) (0.1…0.5).", default: "0.35"),
            OptionSpec("eye-width", value: "F", help: "Eye width / size (0.1…0.3).", default: "0.2"),
            OptionSpec("eye-y", value: "F", help: "Eye corners at y = size × (1 − F) (0.6…0.8).", default: "0.6"),
            .flag("no-eyes", help: "Draw no eyes (nor eyebrows)."),
            // Color
            OptionSpec("color-from", value: "COLOR", help: "Stroke color at the lowest rate.", default: "#73C7FF"),
            OptionSpec("color-to", value: "COLOR", help: "Stroke color at the highest rate (interpolated in HSB).", default: "#1461F2"),
            OptionSpec("color", value: "COLOR", help: "One fixed stroke color (turns the dynamic color off)."),
            OptionSpec("dynamic-color", value: "true|false", help: "false keeps the stroke at --color-from.", default: "true"),
            OptionSpec("gradient", value: "C1,C2[,...]", help: "Paint the strokes with a linear gradient of these colors."),
            OptionSpec("gradient-start", value: "X,Y", help: "Gradient start in the face's unit box.", default: "0,0"),
            OptionSpec("gradient-end", value: "X,Y", help: "Gradient end in the face's unit box.", default: "1,1"),
            // Expression
            OptionSpec("preset", value: names(ExpressionPreset.self), help: "Rules picking eyes, mouth and accessories from the rate.", default: "classic"),
            OptionSpec("eyes", value: names(EyeStyle.self), help: "Eye style; automatic follows the preset.", default: "automatic"),
            OptionSpec("mouth", value: names(MouthStyle.self), help: "Mouth style; automatic follows the preset.", default: "automatic"),
            .flag("no-accessories", help: "No tears, sweat, blush, sparkles or eyebrows."),
            OptionSpec("accessory-scale", value: "F", help: "Size of tears, sweat, blush and sparkles (clamped to 0.5…2).", default: "1"),
            // Face
            OptionSpec("face", value: names(FaceShape.self), help: "Outline of the face.", default: "circle"),
            .flag("morph", help: "Squash the face at low rates and stretch it at high rates."),
            OptionSpec("fill", value: "COLOR", help: "Fill the face with COLOR (or --fill=COLOR); alone, #1F7AF0 at 12% alpha.", default: "none", optionalValue: true),
            .flag("fill-dynamic", help: "Fill the face with the stroke color at 12% alpha."),
            OptionSpec("fill-gradient", value: "C1,C2[,...]", help: "Fill the face with a gradient (along --gradient-start → --gradient-end)."),
            // Custom drawing
            OptionSpec("custom-path", value: "D", help: "SVG path data in the face's box 0…size, or @file."),
            OptionSpec("custom-mode", value: "replace|overlay", help: "Replace the built-in drawing or draw over it.", default: "replace"),
            .flag("grid", help: "A contact sheet: rates min→max in 6 steps across, presets down, each cell labeled."),
        ]
    }

    /// `a|b|c` of an enumeration's names.
    static func names<T: RawRepresentable & CaseIterable>(_: T.Type) -> String where T.RawValue == String {
        T.allCases.map(\.rawValue).joined(separator: "|")
    }

    /// The face the options describe.
    static func face(_ arguments: ParsedArguments) throws -> EmojiFace {
        var face = EmojiFace(scale: try scale(arguments))
        face.rate = try arguments.number("rate", default: 2.5)
        face.size = try arguments.number("size", default: 220, in: EmojiFace.sizeRange)
        face.geometry = FaceGeometry(
            lineWidth: try arguments.number("line-width", default: 14),
            mouthWidth: try arguments.number("mouth-width", default: 0.6),
            lipWidth: try arguments.number("lip-width", default: 0.7),
            mouthVerticalPosition: try arguments.number("mouth-y", default: 0.35),
            eyeWidth: try arguments.number("eye-width", default: 0.2),
            eyeVerticalPosition: try arguments.number("eye-y", default: 0.6),
            showEyes: !arguments.has("no-eyes"))
        face.coloring = try coloring(arguments)
        face.preset = try arguments.choice("preset", default: .classic)
        face.eyes = try arguments.choice("eyes", default: .automatic)
        face.mouth = try arguments.choice("mouth", default: .automatic)
        face.showsAccessories = !arguments.has("no-accessories")
        face.accessoryScale = try arguments.number("accessory-scale", default: 1)
        face.shape = try arguments.choice("face", default: .circle)
        face.morph = arguments.has("morph")
        face.fill = try fill(arguments)
        face.customPath = try customPath(arguments)
        return face
    }

    /// `--min`, `--max`, `--step`.
    static func scale(_ arguments: ParsedArguments) throws -> RateScale {
        let minimum = try arguments.number("min", default: 0)
        let maximum = try arguments.number("max", default: 5)
        let step = try arguments.number("step", default: 0)
        guard maximum > minimum else {
            throw CLIError.badValue("--max", ValueParser.format(maximum),
                                    "is not greater than --min \(ValueParser.format(minimum))")
        }
        guard step >= 0 else { throw CLIError.badValue("--step", arguments.string("step")!, "is negative") }
        do { return try RateScale(minimum: minimum, maximum: maximum, step: step) } catch {
            throw CLIError.usage("--min/--max/--step: \(error)")
        }
    }

    static func coloring(_ arguments: ParsedArguments) throws -> StrokeColoring {
        let from = try arguments.string("color-from").map { try parseColor($0, option: "--color-from") } ?? StrokeColoring.defaultFrom
        let to = try arguments.string("color-to").map { try parseColor($0, option: "--color-to") } ?? StrokeColoring.defaultTo
        let dynamic = try boolean("dynamic-color", arguments, default: true)
        if arguments.has("gradient") && arguments.has("color") {
            throw CLIError.usage("--gradient and --color cannot be used together")
        }
        if let raw = arguments.string("gradient") {
            return .gradient(try gradient(raw, option: "--gradient", arguments))
        }
        if let raw = arguments.string("color") { return .fixed(try parseColor(raw, option: "--color")) }
        return dynamic ? .dynamic(from: from, to: to) : .fixed(from)
    }

    static func fill(_ arguments: ParsedArguments) throws -> FaceFill {
        let given = ["fill", "fill-dynamic", "fill-gradient"].filter(arguments.has)
        guard given.count <= 1 else {
            throw CLIError.usage(given.map { "--" + $0 }.joined(separator: " and ") + " cannot be used together")
        }
        if arguments.has("fill-dynamic") { return .dynamic }
        if let raw = arguments.string("fill-gradient") {
            return .gradient(try gradient(raw, option: "--fill-gradient", arguments))
        }
        guard arguments.has("fill") else { return .none }
        guard let raw = arguments.string("fill") else { return .color(FaceFill.defaultColor) }
        return raw == "none" ? .none : .color(try parseColor(raw, option: "--fill"))
    }

    /// Two or more colors, with `--gradient-start` and `--gradient-end`.
    static func gradient(_ raw: String, option: String, _ arguments: ParsedArguments) throws -> UnitGradient {
        let parts = raw.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingWhitespace }
        guard parts.count >= 2 else { throw CLIError.badValue(option, raw, "needs at least two colors: C1,C2[,...]") }
        let colors = try parts.map { try parseColor($0, option: option) }
        let start = try arguments.point("gradient-start") ?? (0, 0)
        let end = try arguments.point("gradient-end") ?? (1, 1)
        guard start != end else {
            throw CLIError.usage("--gradient-start and --gradient-end are the same point")
        }
        return UnitGradient(colors: colors, start: Point(start.0, start.1), end: Point(end.0, end.1))
    }

    static func customPath(_ arguments: ParsedArguments) throws -> CustomPath? {
        guard let raw = arguments.string("custom-path") else {
            if arguments.has("custom-mode") { throw CLIError.usage("--custom-mode needs --custom-path") }
            return nil
        }
        let text = try InputText.resolve(raw, option: "--custom-path")
        let path: Path
        do { path = try Path(svgPathData: text) } catch {
            throw CLIError("--custom-path: \(error)", status: .dataError)
        }
        return CustomPath(path: path, mode: try arguments.choice("custom-mode", default: .replace))
    }

    /// `true` or `false`.
    static func boolean(_ name: String, _ arguments: ParsedArguments, default value: Bool) throws -> Bool {
        guard let raw = arguments.string(name) else { return value }
        switch raw {
        case "true": return true
        case "false": return false
        default: throw CLIError.badValue("--" + name, raw, "is not true or false")
        }
    }
}
