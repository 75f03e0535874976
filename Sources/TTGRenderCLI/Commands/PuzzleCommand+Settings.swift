import TTGCairo
import TTGGeometry
import TTGPuzzle
import TTGScene

/// `ttg-render puzzle`'s options, each declared once with the model's default
/// (``PuzzleConfiguration``).
struct PuzzleOptions: OptionGroup {
    private static let model = PuzzleConfiguration()

    let shape = Option("shape", help: "The piece's outline.", default: ShapeName.classic, .choice)
    let path = Option("path", help: "SVG path data of a custom shape (or @file); implies --shape custom.", .pathData)
    let size = Option(
        "size",
        help: "The piece's box in points (scaled down to fit a smaller canvas); a custom path keeps its own size.",
        default: PuzzleConfiguration.defaultPieceSize, .size())
    let rotate = Option(
        "rotate", help: "Rotates the piece about its center, clockwise, in degrees.", default: model.rotation,
        .number("DEG", in: PuzzleConfiguration.rotationRange))
    let image = Option(
        "image", help: "A PNG or JPEG picture, mapped onto the canvas by --image-fit; '-' reads standard input.",
        shown: "a built-in landscape", .image)
    let imageFit = Option(
        "image-fit", help: "stretch: the picture's whole area to the canvas; fill: keep its aspect ratio, centered.",
        default: model.imageFit, .choice)
    let canvasColor = Option(
        "canvas-color", help: "A color under the picture, seen through the hole, or 'none'.",
        default: model.backgroundColor, .colorOrNone)
    let canvas = Option("canvas", help: "The picture's size in points.", default: model.canvasSize, .size())
    let blank = Option(
        "blank", help: "Where the hole is: the piece box's top-left corner.", shown: "four fifths along, centered",
        .blank)
    let position = Option(
        "position", help: "Where the piece is drawn (clamped into the canvas).",
        shown: "the start: 20,20",
        .point)
    let axes = Option(
        "axes", help: "Directions the piece may move; a forbidden axis keeps the start's coordinate.",
        default: model.axes, .choice)
    let seed = Option(
        "seed", help: "Seed for random blanks (reproducible).", shown: "the secure system generator", .seed)
    let tolerance = Option(
        "tolerance", help: "How far from the blank a drop still verifies (in the answer), in points.",
        default: model.tolerance,
        .number("POINTS", in: PuzzleConfiguration.toleranceRange))
    let blankAlpha = Option(
        "blank-alpha", help: "Opacity of the picture in the hole.", default: model.blankAlpha, .number("A", in: 0...1))
    let pieceShadow = Option(
        "piece-shadow", help: "The piece's drop shadow, or 'none'.", default: model.pieceShadow, .shadow)
    let innerShadow = Option(
        "inner-shadow", help: "The hole's inner shadow, or 'none'.", default: model.innerShadow, .shadow)
    let noShadows = Flag("no-shadows", help: "Neither shadow.")
    let cornerRadius = Option(
        "corner-radius", help: "Rounds the canvas's corners (at most half its shorter side).",
        default: model.cornerRadius,
        .number("R", in: 0...100_000))
    let outDir = Option(
        "out-dir", help: "Write the layers background, piece, composite (and mask) into DIR (created when missing).",
        .text("DIR"))
    let mask = Flag("mask", help: "With --out-dir, also write mask.png: the piece's shape.")
    let answer = Option("answer", help: "Write the answer JSON (one line per challenge) to FILE.", .text("FILE"))
    let count = Option(
        "count", help: "With --out-dir, write N challenges with random blanks.", .integer(in: 1...100_000))
    let animate = Option("animate", help: "Animate the piece (export options apply).", PuzzleAnimation.choice)

    var rules: [OptionRule] {
        [
            .conflicts(noShadows, with: pieceShadow, innerShadow),
            .conflicts(outDir, with: animate, because: "--animate writes one picture or frames"),
            .requires(count, outDir),
            .requires(mask, outDir),
        ]
    }

    /// The outlines by name; `custom` takes `--path`.
    enum ShapeName: String, CaseIterable, Sendable {
        case classic, square, circle, custom
    }
}

extension PuzzleAnimation {
    static let choice = ArgumentValue<PuzzleAnimation>.choice
}

/// The `puzzle` options, read and checked: a configuration without its blank,
/// and how the blank is chosen (given, default, or random per challenge).
struct PuzzleSettings: Sendable {
    /// How the blank is chosen.
    enum Blank: Sendable, Equatable {
        case standard
        case fixed(Point)
        case random
    }

    var base: PuzzleConfiguration
    var blank: Blank
    var seed: UInt64?
    var count: Int?

    init(_ arguments: ParsedArguments, _ options: PuzzleOptions, scale: Double) throws {
        let shape = try Self.shape(arguments, options)
        var pieceShadow = try arguments[options.pieceShadow]
        var innerShadow = try arguments[options.innerShadow]
        if arguments[options.noShadows] { (pieceShadow, innerShadow) = (nil, nil) }
        base = PuzzleConfiguration(
            canvasSize: try arguments[options.canvas], shape: shape,
            pieceSize: arguments.has(options.size) ? try arguments[options.size] : nil,
            rotation: try arguments[options.rotate],
            background: try arguments[options.image].map(PuzzleBackground.image) ?? .scenic,
            imageFit: try arguments[options.imageFit], backgroundColor: try arguments[options.canvasColor],
            position: try arguments[options.position], axes: try arguments[options.axes],
            tolerance: try arguments[options.tolerance], blankAlpha: try arguments[options.blankAlpha],
            pieceShadow: pieceShadow, innerShadow: innerShadow, cornerRadius: try arguments[options.cornerRadius])
        blank = try arguments[options.blank] ?? .standard
        seed = try arguments[options.seed]
        count = try arguments[options.count]
        if count != nil {
            if case .fixed = blank {
                throw CLIError.usage(
                    "--count draws a random blank for each challenge; --blank X,Y cannot be used with it")
            }
            blank = .random
        }
        try checkCanvas(scale: scale)
        // Validate once with the default blank, so errors name the option before any random draw.
        var probe = base
        if case .fixed(let p) = blank { probe.blank = p }
        try Self.validate(probe, pieceSizeGiven: arguments.has(options.size))
        if case .fixed = blank { try Self.checkReachable(probe) }
    }

    /// Refuses a blank that a piece moving along one axis from its start can never reach.
    static func checkReachable(_ configuration: PuzzleConfiguration) throws {
        let (start, blank, tolerance) = (configuration.start, configuration.blank, configuration.tolerance)
        let (axis, offset, coordinate): (String, Double, Double)
        switch configuration.axes {
        case .both: return
        case .horizontal: (axis, offset, coordinate) = ("y", abs(blank.y - start.y), start.y)
        case .vertical: (axis, offset, coordinate) = ("x", abs(blank.x - start.x), start.x)
        }
        guard offset > tolerance else { return }
        throw CLIError.usage(
            "--blank: the piece keeps its start's \(axis) \(shortestDecimal(coordinate)) with --axes "
                + "\(configuration.axes.rawValue), so the blank's \(axis) must be within the tolerance "
                + "\(shortestDecimal(tolerance)) of it")
    }

    /// `--shape`, with `--path` for a custom one.
    private static func shape(_ arguments: ParsedArguments, _ options: PuzzleOptions) throws -> PuzzleShape {
        let path = try arguments[options.path]
        let name = arguments.has(options.shape) ? try arguments[options.shape] : (path == nil ? .classic : .custom)
        switch (name, path) {
        case (.classic, nil): return .classic
        case (.square, nil): return .square
        case (.circle, nil): return .circle
        case (.custom, let path?): return .custom(path)
        case (.custom, nil): throw CLIError.usage("--shape custom needs --path D (SVG path data or @file)")
        case (let name, _?):
            throw CLIError.usage("--path draws a custom shape; it cannot be used with --shape \(name.rawValue)")
        }
    }

    /// Checks that the canvas can be drawn at `scale`.
    private func checkCanvas(scale: Double) throws {
        let canvas = base.canvasSize
        guard (canvas.width * scale).rounded(.up) <= OutputSettings.maximumPixels,
            (canvas.height * scale).rounded(.up) <= OutputSettings.maximumPixels
        else {
            throw CLIError.badValue(
                "--canvas", "\(shortestDecimal(canvas.width))x\(shortestDecimal(canvas.height))",
                "makes more than 16384 pixels a side at scale \(shortestDecimal(scale))")
        }
    }

    /// The generator for random blanks: seeded when --seed is given, the system's secure one otherwise.
    func makeGenerator() -> PuzzleRandom { PuzzleRandom(seed: seed) }

    /// The configuration of one challenge, drawing its blank from `generator` when random.
    func configuration(using generator: inout PuzzleRandom) throws -> PuzzleConfiguration {
        var configuration = base
        switch blank {
        case .standard: break
        case .fixed(let p): configuration.blank = p
        case .random: configuration.blank = base.randomBlank(using: &generator)
        }
        return configuration
    }

    /// Turns a model error into a one-line error naming the option.
    static func validate(_ configuration: PuzzleConfiguration, pieceSizeGiven: Bool) throws {
        do { try configuration.validate() } catch let error as PuzzleError {
            let option: String
            switch error {
            case .invalidCanvas: option = "--canvas"
            case .pieceDoesNotFit: option = pieceSizeGiven ? "--size" : "--canvas"
            case .blankOutsideCanvas: option = "--blank"
            case .emptyShape: throw CLIError("--path: \(error)", status: .dataError)
            case .outOfRange(let field, _, _): option = Self.option(of: field)
            }
            throw CLIError.usage("\(option): \(error)")
        }
    }

    /// The option that sets a configuration field.
    static func option(of field: PuzzleField) -> String {
        switch field {
        case .rotation: "--rotate"
        case .tolerance: "--tolerance"
        case .blankAlpha: "--blank-alpha"
        case .cornerRadius: "--corner-radius"
        case .pieceShadowRadius, .pieceShadowOffset: "--piece-shadow"
        case .innerShadowRadius, .innerShadowOffset: "--inner-shadow"
        }
    }
}

extension ArgumentValue where Value == PuzzleSettings.Blank {
    /// `X,Y` or `random`.
    static var blank: Self {
        ArgumentValue(
            "X,Y|random",
            parse: { text, option in
                if text == "random" { return .random }
                let numbers = ArgumentValue<[Double]>.numbers("X,Y or 'random'", count: 2...2)
                let v = try numbers.parse(text, option)
                return .fixed(Point(v[0], v[1]))
            },
            format: { blank in
                if case .fixed(let p) = blank { return "\(shortestDecimal(p.x)),\(shortestDecimal(p.y))" }
                return "random"
            })
    }
}

extension ArgumentValue where Value == UInt64 {
    /// A seed: a whole number that fits 64 bits.
    static var seed: Self {
        ArgumentValue(
            "N",
            parse: { text, option in
                guard let value = UInt64(text.trimmingWhitespace) else {
                    throw CLIError.badValue(option, text, "is not a whole number 0…18446744073709551615")
                }
                return value
            }, format: { String($0) })
    }
}

extension ArgumentValue where Value == Shadow? {
    /// `COLOR,RADIUS,OPACITY[,DX,DY]`, or `none`.
    static var shadow: Self {
        let form = "COLOR,RADIUS,OPACITY[,DX,DY] or 'none'"
        return ArgumentValue(
            "COLOR,RADIUS,OPACITY[,DX,DY]",
            parse: { text, option in
                if text == "none" { return nil }
                let parts = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
                guard parts.count == 3 || parts.count == 5 else {
                    throw CLIError.badValue(option, text, "is not of the form \(form)")
                }
                let color = try parseColor(parts[0].trimmingWhitespace, option: option)
                let numbers = try ArgumentValue<[Double]>.numbers(form).parse(
                    parts.dropFirst().joined(separator: ","), option)
                guard PuzzleConfiguration.shadowRadiusRange.contains(numbers[0]) else {
                    throw CLIError.badValue(
                        option, text, "has a radius outside \(NumberRange(PuzzleConfiguration.shadowRadiusRange))")
                }
                guard (0...1).contains(numbers[1]) else {
                    throw CLIError.badValue(option, text, "has an opacity outside 0…1")
                }
                let offset = numbers.count == 4 ? Vector(numbers[2], numbers[3]) : .zero
                guard max(abs(offset.dx), abs(offset.dy)) <= PuzzleConfiguration.shadowOffsetRange.upperBound else {
                    throw CLIError.badValue(option, text, "has an offset outside -100…100")
                }
                return Shadow(color: color.withAlpha(color.alpha * numbers[1]), radius: numbers[0], offset: offset)
            },
            format: { shadow in
                guard let shadow else { return "none" }
                let offset =
                    shadow.offset == .zero
                    ? "" : ",\(shortestDecimal(shadow.offset.dx)),\(shortestDecimal(shadow.offset.dy))"
                return
                    "\(shadow.color.withAlpha(1).hexString),\(shortestDecimal(shadow.radius)),\(shortestDecimal(shadow.color.alpha))"
                    + offset
            })
    }
}

extension ArgumentValue where Value == RasterImage {
    /// The largest image file read (a bigger file is refused before reading it).
    static let maximumImageFileBytes = 512 << 20

    /// A PNG or JPEG file, or `-` for standard input: a missing or unreadable file exits 66,
    /// a bad or oversized image 65, both naming the file.
    static var image: Self {
        ArgumentValue(
            "FILE",
            parse: { path, option in
                let bytes = try InputFile.bytes(path, option: option, limit: maximumImageFileBytes)
                do { return try loadImage(bytes: bytes) } catch {
                    throw CLIError("\(option): '\(InputFile.displayName(path))': \(error)", status: .dataError)
                }
            }, format: { "\($0.width)x\($0.height) pixels" })
    }
}
