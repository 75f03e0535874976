import Foundation
import TTGArguments
import TTGBase
import TTGCairo
import TTGCodecs
import TTGExport
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
        help:
            "The piece's box in points (scaled down to fit a smaller canvas; with --out-dir, 0.22 of the canvas's "
            + "shorter side); a custom path keeps its own size.",
        default: PuzzleConfiguration.defaultPieceSize, .size())
    let rotate = Option(
        "rotate", help: "Rotates the piece about its center, clockwise, in degrees.", default: model.rotation,
        .number("DEG", in: PuzzleConfiguration.rotationRange))
    let image = Option(
        "image", help: "A PNG or JPEG picture, mapped onto the canvas by --image-fit; '-' reads standard input.",
        shown: "a built-in landscape (a new one per challenge with --out-dir)", .image)
    let images = Option(
        "images",
        help: "A folder of PNG and JPEG photos: each challenge gets one at random, aspect-filled with a random crop.",
        .directory)
    let decoys = Option(
        "decoys", help: "Holes that look like the real one, on its row where they fit, not overlapping it.",
        shown: "\(PuzzleConfiguration.servedDecoyCount) with --out-dir, 0 otherwise", .integer(in: 0...8))
    let holeColor = Option(
        "hole-color",
        help: "The hole's flat color, or 'picture': the picture at --blank-alpha (the original's look).",
        shown: "a light grey of random tint per challenge with --out-dir, picture otherwise", .holeFill)
    let imageFit = Option(
        "image-fit", help: "stretch: the picture's whole area to the canvas; fill: keep its aspect ratio, centered.",
        default: model.imageFit, .choice)
    let canvasColor = Option(
        "canvas-color", help: "A color under the picture, seen through the hole, or 'none'.",
        default: model.backgroundColor, .colorOrNone)
    let canvas = Option("canvas", help: "The picture's size in points.", default: model.canvasSize, .size())
    let blank = Option(
        "blank", help: "Where the hole is: the piece box's top-left corner.",
        shown: "random, from the secure generator (--seed: the seeded one)", .blank)
    let position = Option(
        "position", help: "Where the piece is drawn (clamped into the canvas).",
        shown: "the start: 20,20",
        .point)
    let axes = Option(
        "axes", help: "Directions the piece may move; a forbidden axis keeps the start's coordinate.",
        default: model.axes, .choice)
    let seed = Option(
        "seed",
        help: "Seed for random blanks, starts and pictures: for tests and docs only; a seeded pool is predictable.",
        shown: "the secure system generator", .seed)
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
        .directory)
    let mask = Flag("mask", help: "With --out-dir, also write mask.png: the piece's shape.").commandLineOnly()
    let answer = Option(
        "answer", help: "Write the answer JSON (one line per challenge) to FILE; never serve it.", .file)
    let count = Option(
        "count", help: "With --out-dir and --answer, write N challenges with random blanks.", .integer(in: 1...100_000)
    ).commandLineOnly()
    let animate = Option("animate", help: "Animate the piece (export options apply).", PuzzleAnimation.choice)

    var rules: [OptionRule] {
        [
            .conflicts(noShadows, with: pieceShadow, innerShadow),
            .conflicts(outDir, with: animate, because: "\(animate.flag) writes one picture or frames"),
            .requires(count, outDir),
            .requires(count, answer, because: "a pool without its answers cannot be verified"),
            .requires(mask, outDir),
            .conflicts(images, with: image, imageFit),
        ]
    }

    /// The outlines by name; `custom` takes `--path`.
    enum ShapeName: String, CaseIterable, Sendable {
        case classic, square, circle, custom
    }
}

/// The hole's fill: the picture (the original's look) or a flat color.
enum HoleFill: Sendable, Equatable {
    case picture
    case color(Color)
}

extension ArgumentValue where Value == HoleFill {
    /// `COLOR` or `picture`. The flat color hides the picture under the hole, so it is opaque: a
    /// translucent one is refused.
    static var holeFill: Self {
        ArgumentValue(
            "COLOR|picture", control: .color,
            parse: { text, option in
                if text == "picture" { return .picture }
                let color = try parseColor(text, option: option)
                guard color.alpha == 1 else {
                    throw CLIError.badValue(
                        option, text,
                        "is \(color.alpha == 0 ? "transparent" : "translucent"); the hole's flat color is opaque, "
                            + "so none of the picture shows through it (picture: the picture at --blank-alpha)")
                }
                return .color(color)
            },
            format: { fill in
                if case .color(let c) = fill { return c.hexString }
                return "picture"
            })
    }
}

extension PuzzleAnimation {
    static let choice = ArgumentValue<PuzzleAnimation>.choice
}

/// The `puzzle` options, read and checked: how challenges are drawn (``PuzzleServing``), from
/// which generator, and how many.
package struct PuzzleSettings: Sendable {
    /// How the blank is chosen.
    enum Blank: Sendable, Equatable {
        case fixed(Point)
        case random
    }

    var serving: PuzzleServing
    var seed: UInt64?
    var count: Int?

    /// The configuration every challenge starts from.
    var base: PuzzleConfiguration { serving.base }

    init(_ arguments: ParsedArguments, _ options: PuzzleOptions, scale: Double) throws {
        let shape = try Self.shape(arguments, options)
        var pieceShadow = try arguments[options.pieceShadow]
        var innerShadow = try arguments[options.innerShadow]
        if arguments[options.noShadows] { (pieceShadow, innerShadow) = (nil, nil) }
        let base = PuzzleConfiguration(
            canvasSize: try arguments[options.canvas], shape: shape,
            pieceSize: arguments.has(options.size) ? try arguments[options.size] : nil,
            rotation: try arguments[options.rotate],
            background: try arguments[options.image].map(PuzzleBackground.image) ?? .scenic,
            imageFit: try arguments[options.imageFit], backgroundColor: try arguments[options.canvasColor],
            position: try arguments[options.position], axes: try arguments[options.axes],
            tolerance: try arguments[options.tolerance], blankAlpha: try arguments[options.blankAlpha],
            pieceShadow: pieceShadow, innerShadow: innerShadow, cornerRadius: try arguments[options.cornerRadius])
        let holeColor: Color?? = try arguments[options.holeColor].map { fill in
            if case .color(let color) = fill { return color }
            return nil
        }
        let blank = try arguments[options.blank] ?? .random
        var fixedBlank: Point?
        if case .fixed(let point) = blank { fixedBlank = point }
        count = try arguments[options.count]
        if count != nil, fixedBlank != nil {
            throw CLIError.usage(
                "\(options.count.flag) draws a random blank for each challenge; \(options.blank.flag) X,Y cannot be "
                    + "used with it")
        }
        serving = PuzzleServing(
            base, served: arguments.has(options.outDir),
            pieceSize: arguments.has(options.size) ? base.pieceSize : nil, holeColor: holeColor,
            decoys: try arguments[options.decoys], fixedBlank: fixedBlank,
            photos: try arguments[options.images].map { try Self.readPhotos($0, option: options.images) })
        seed = try arguments[options.seed]
        try checkCanvas(scale: scale)
        // Validate once with the library's default blank, so errors name the option before any random draw.
        var probe = serving.base
        if let fixedBlank { probe.blank = fixedBlank }
        try Self.validate(probe, pieceSizeGiven: arguments.has(options.size))
        if fixedBlank != nil { try Self.checkReachable(probe) }
        // The holes must fit: try a draw with a fixed seed.
        var trial = PuzzleRandom(seed: 0)
        _ = try configuration(using: &trial)
    }

    /// The error when the holes do not fit apart.
    private var holesDoNotFit: CLIError {
        let (decoys, options) = (serving.decoys, PuzzleCommand.options)
        return CLIError.usage(
            "\(options.decoys.flag) \(decoys): \(decoys + 1) holes of \(shortestDecimal(base.pieceSize.width))x"
                + "\(shortestDecimal(base.pieceSize.height)) do not fit apart on the canvas "
                + "\(shortestDecimal(base.canvasSize.width))x\(shortestDecimal(base.canvasSize.height)); "
                + "use fewer decoys, a smaller \(options.size.flag) or a larger \(options.canvas.flag)")
    }

    /// The largest number of photos `--images` reads.
    static let maximumPhotos = 1000

    /// Every PNG and JPEG file in `directory` (by name), decoded once: a missing folder exits 66,
    /// a bad file 65, naming it.
    static func readPhotos(_ directory: String, option: OptionDeclaration) throws -> [RasterImage] {
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: directory) } catch {
            throw CLIError("\(option.flag): cannot read the folder '\(directory)'", status: .noInput)
        }
        let files = names.filter {
            ["png", "jpg", "jpeg"].contains(($0 as NSString).pathExtension.lowercased()) && !$0.hasPrefix(".")
        }.sorted()
        guard !files.isEmpty else {
            throw CLIError("\(option.flag): '\(directory)' holds no .png, .jpg or .jpeg file", status: .noInput)
        }
        guard files.count <= maximumPhotos else {
            throw CLIError.usage("\(option.flag): '\(directory)' holds \(files.count) photos; at most \(maximumPhotos)")
        }
        return try files.map { name in
            try ArgumentValue<RasterImage>.image.parse(
                (directory as NSString).appendingPathComponent(name), option.flag)
        }
    }

    /// Refuses a blank that a piece moving along one axis from its start can never reach.
    static func checkReachable(_ configuration: PuzzleConfiguration) throws {
        guard let (axis, coordinate) = PuzzleServing.unreachableBlank(configuration) else { return }
        let options = PuzzleCommand.options
        throw CLIError.usage(
            "\(options.blank.flag): the piece keeps its start's \(axis) \(shortestDecimal(coordinate)) with "
                + "\(options.axes.flag) "
                + "\(configuration.axes.rawValue), so the blank's \(axis) must be within the tolerance "
                + "\(shortestDecimal(configuration.tolerance)) of it")
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
        case (.custom, nil):
            throw CLIError.usage("\(options.shape.flag) custom needs \(options.path.flag) D (SVG path data or @file)")
        case (let name, _?):
            throw CLIError.usage(
                "\(options.path.flag) draws a custom shape; it cannot be used with \(options.shape.flag) \(name.rawValue)"
            )
        }
    }

    /// Checks that the canvas can be drawn at `scale`.
    private func checkCanvas(scale: Double) throws {
        let canvas = base.canvasSize
        guard (canvas.width * scale).rounded(.up) <= OutputSettings.maximumPixels,
            (canvas.height * scale).rounded(.up) <= OutputSettings.maximumPixels
        else {
            throw CLIError.badValue(
                PuzzleCommand.options.canvas, "\(shortestDecimal(canvas.width))x\(shortestDecimal(canvas.height))",
                "makes more than \(RasterImage.maximumSide) pixels a side at scale \(shortestDecimal(scale))")
        }
    }

    /// The generator for random blanks: seeded when --seed is given, the system's secure one otherwise.
    func makeGenerator() -> PuzzleRandom { PuzzleRandom(seed: seed) }

    /// The configuration of one challenge, drawn from `generator` (``PuzzleServing/challenge(using:)``).
    func configuration(using generator: inout PuzzleRandom) throws -> PuzzleConfiguration {
        guard let configuration = serving.challenge(using: &generator) else { throw holesDoNotFit }
        return configuration
    }

    /// Turns a model error into a one-line error naming the option.
    static func validate(_ configuration: PuzzleConfiguration, pieceSizeGiven: Bool) throws {
        let options = PuzzleCommand.options
        do { try configuration.validate() } catch let error as PuzzleError {
            let option: OptionDeclaration
            switch error {
            case .invalidCanvas: option = options.canvas
            case .pieceDoesNotFit: option = pieceSizeGiven ? options.size : options.canvas
            case .blankOutsideCanvas: option = options.blank
            case .emptyShape: throw CLIError("\(options.path.flag): \(error)", status: .dataError)
            case .outOfRange(let field, _, _): option = Self.option(of: field)
            }
            throw CLIError.usage("\(option.flag): \(error)")
        }
    }

    /// The option that sets a configuration field.
    static func option(of field: PuzzleField) -> OptionDeclaration {
        let options = PuzzleCommand.options
        return switch field {
        case .rotation: options.rotate
        case .tolerance: options.tolerance
        case .blankAlpha: options.blankAlpha
        case .cornerRadius: options.cornerRadius
        case .pieceShadowRadius, .pieceShadowOffset: options.pieceShadow
        case .innerShadowRadius, .innerShadowOffset: options.innerShadow
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
                if text.namesNoPaint { return nil }
                let parts = text.splitOutsideParentheses(",")
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
            "FILE", completion: .files,
            parse: { path, option in
                let bytes = try InputFile.bytes(path, option: option, limit: maximumImageFileBytes)
                do { return try loadImage(bytes: bytes) } catch {
                    throw CLIError("\(option): '\(InputFile.displayName(path))': \(error)", status: .dataError)
                }
            }, format: { "\($0.width)x\($0.height) pixels" })
    }
}
