import Foundation
import TTGGeometry
import TTGScene
import TTGCairo
import TTGPuzzle

/// The `puzzle` options, read and checked: a configuration without its blank,
/// and how the blank is chosen (given, default, or random per challenge).
struct PuzzleSettings: Sendable {
    /// How the blank is chosen.
    enum Blank: Sendable {
        case standard
        case fixed(Point)
        case random
    }

    var base: PuzzleConfiguration
    var blank: Blank
    var seed: UInt64?
    var count: Int?

    init(_ arguments: ParsedArguments, scale: Double) throws {
        var shape = PuzzleShape.classic
        let shapeName = arguments.string("shape") ?? (arguments.has("path") ? "custom" : "classic")
        switch shapeName {
        case "classic": shape = .classic
        case "square": shape = .square
        case "circle": shape = .circle
        case "custom":
            guard let raw = arguments.string("path") else { throw CLIError.usage("--shape custom needs --path D (SVG path data or @file)") }
            let text = try InputText.resolve(raw, option: "--path")
            do { shape = .custom(try Path(svgPathData: text)) } catch {
                throw CLIError("--path: \(error)", status: .dataError)
            }
        default:
            throw CLIError.usage("--shape: unknown value '\(shapeName)'" + Suggestion.didYouMean(shapeName, in: PuzzleShape.names))
        }
        if arguments.has("path"), shapeName != "custom" {
            throw CLIError.usage("--path draws a custom shape; it cannot be used with --shape \(shapeName)")
        }

        let canvas = try arguments.string("canvas").map { try Self.size($0, option: "--canvas") } ?? PuzzleConfiguration.defaultCanvasSize
        let size = try arguments.string("size").map { try Self.size($0, option: "--size") }
        var pieceShadow: Shadow? = PuzzleConfiguration.defaultShadow, innerShadow: Shadow? = PuzzleConfiguration.defaultShadow
        if let raw = arguments.string("piece-shadow") { pieceShadow = try Self.shadow(raw, option: "--piece-shadow") }
        if let raw = arguments.string("inner-shadow") { innerShadow = try Self.shadow(raw, option: "--inner-shadow") }
        if arguments.has("no-shadows") { pieceShadow = nil; innerShadow = nil }

        let background: PuzzleBackground = try arguments.string("image").map { .image(try Self.loadImage($0)) } ?? .scenic
        let position = try arguments.point("position").map { Point($0.0, $0.1) }
        base = PuzzleConfiguration(
            canvasSize: canvas, shape: shape, pieceSize: size,
            rotation: try arguments.number("rotate", default: 0, in: -3600...3600),
            background: background, position: position,
            axes: try arguments.choice("axes", default: .both),
            tolerance: try arguments.number("tolerance", default: 8, in: 0...10_000),
            blankAlpha: try arguments.number("blank-alpha", default: 0.5, in: 0...1),
            pieceShadow: pieceShadow, innerShadow: innerShadow,
            cornerRadius: try arguments.number("corner-radius", default: 0, in: 0...100_000))

        switch arguments.string("blank") {
        case nil: blank = .standard
        case "random": blank = .random
        case let raw?:
            let (x, y) = try ValueParser.pair(raw, option: "--blank", separator: ",", form: "X,Y or 'random'")
            blank = .fixed(Point(x, y))
        }
        seed = try arguments.string("seed").map { raw in
            guard let v = UInt64(raw.trimmingWhitespace) else { throw CLIError.badValue("--seed", raw, "is not a whole number 0…18446744073709551615") }
            return v
        }
        count = try arguments.string("count").map { try ValueParser.integer($0, option: "--count", in: 1...100_000) }
        if count != nil {
            if case .fixed = blank {
                throw CLIError.usage("--count draws a random blank for each challenge; --blank X,Y cannot be used with it")
            }
            blank = .random
        }
        try checkCanvas(scale: scale)
        // Validate once with the default blank, so errors name the option before any random draw.
        var probe = base
        if case .fixed(let p) = blank { probe.blank = p }
        try Self.validate(probe, arguments)
    }

    /// Checks that the canvas can be drawn at `scale`.
    private func checkCanvas(scale: Double) throws {
        let canvas = base.canvasSize
        guard (canvas.width * scale).rounded(.up) <= OutputOptions.maximumPixels,
              (canvas.height * scale).rounded(.up) <= OutputOptions.maximumPixels else {
            throw CLIError.badValue("--canvas", "\(ValueParser.format(canvas.width))x\(ValueParser.format(canvas.height))",
                                    "makes more than 16384 pixels a side at scale \(ValueParser.format(scale))")
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
    static func validate(_ configuration: PuzzleConfiguration, _ arguments: ParsedArguments) throws {
        do { try configuration.validate() } catch let error as PuzzleError {
            let option: String
            switch error {
            case .invalidCanvas: option = "--canvas"
            case .pieceDoesNotFit: option = arguments.has("size") ? "--size" : "--canvas"
            case .blankOutsideCanvas: option = "--blank"
            case .emptyShape:
                throw CLIError("--path: \(error)", status: .dataError)
            case .outOfRange(let field, _, _):
                option = ["rotation": "--rotate", "tolerance": "--tolerance", "blankAlpha": "--blank-alpha",
                          "cornerRadius": "--corner-radius"][field] ?? "--piece-shadow"
            }
            throw CLIError.usage("\(option): \(error)")
        }
    }

    /// `WxH` in points, both positive.
    static func size(_ raw: String, option: String) throws -> Size {
        let (w, h) = try ValueParser.pair(raw.lowercased(), option: option, separator: "x", form: "WxH")
        guard w > 0, h > 0 else { throw CLIError.badValue(option, raw, "needs a positive width and height") }
        guard w <= 16384, h <= 16384 else { throw CLIError.badValue(option, raw, "is larger than 16384 points a side") }
        return Size(w, h)
    }

    /// `COLOR,RADIUS,OPACITY[,DX,DY]`, or `none`.
    static func shadow(_ raw: String, option: String) throws -> Shadow? {
        if raw == "none" { return nil }
        let parts = raw.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        let form = "COLOR,RADIUS,OPACITY[,DX,DY] or 'none'"
        guard parts.count == 3 || parts.count == 5 else { throw CLIError.badValue(option, raw, "is not of the form \(form)") }
        let color = try parseColor(parts[0].trimmingWhitespace, option: option)
        let numbers = try ValueParser.numbers(parts.dropFirst().joined(separator: ","), option: option, form: form)
        guard (0...100).contains(numbers[0]) else { throw CLIError.badValue(option, raw, "has a radius outside 0…100") }
        guard (0...1).contains(numbers[1]) else { throw CLIError.badValue(option, raw, "has an opacity outside 0…1") }
        let offset = numbers.count == 4 ? Vector(numbers[2], numbers[3]) : .zero
        guard abs(offset.dx) <= 100, abs(offset.dy) <= 100 else { throw CLIError.badValue(option, raw, "has an offset outside -100…100") }
        return Shadow(color: color.withAlpha(color.alpha * numbers[1]), radius: numbers[0], offset: offset)
    }

    /// The largest image file read (a bigger file is refused before reading it).
    static let maximumImageFileBytes = 512 << 20

    /// Reads and decodes `--image`: missing or unreadable files exit 66, bad or
    /// oversized images 65, both naming the file.
    static func loadImage(_ path: String) throws -> RasterImage {
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw CLIError("--image: cannot read '\(path)': \(String(cString: strerror(errno)))", status: .noInput)
        }
        guard (info.st_mode & S_IFMT) != S_IFDIR else { throw CLIError("--image: '\(path)' is a directory", status: .noInput) }
        guard Int(info.st_size) <= maximumImageFileBytes else {
            throw CLIError("--image: '\(path)' is larger than \(maximumImageFileBytes >> 20) MB", status: .dataError)
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw CLIError("--image: cannot read '\(path)': \(String(cString: strerror(errno)))", status: .noInput)
        }
        defer { try? handle.close() }
        let bytes: [UInt8]
        do { bytes = [UInt8](try handle.readToEnd() ?? Data()) } catch {
            throw CLIError("--image: cannot read '\(path)': \(error.localizedDescription)", status: .noInput)
        }
        do { return try TTGCairo.loadImage(bytes: bytes) } catch {
            throw CLIError("--image: '\(path)': \(error)", status: .dataError)
        }
    }
}

/// Random blanks: a seeded SplitMix64 with --seed, else the system's secure generator.
struct PuzzleRandom: RandomNumberGenerator {
    private var seeded: SplitMix64?
    private var system = SystemRandomNumberGenerator()

    init(seed: UInt64?) {
        seeded = seed.map(SplitMix64.init(seed:))
    }

    mutating func next() -> UInt64 {
        if seeded != nil { return seeded!.next() }
        return system.next()
    }
}
