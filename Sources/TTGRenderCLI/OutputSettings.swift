import TTGGeometry
import TTGScene
import TTGCairo

/// The file formats ttg-render writes.
public enum OutputFormat: String, CaseIterable, Sendable {
    case png, svg, pdf

    /// The format a file name's extension names (case-insensitive), if any.
    init?(fileExtensionOf path: String) {
        guard let name = path.split(separator: "/").last, let dot = name.lastIndex(of: ".") else { return nil }
        self.init(rawValue: name[name.index(after: dot)...].lowercased())
    }
}

/// Every format `--format` names: a still format or an animated one.
enum FileFormat: String, CaseIterable, Sendable {
    case png, svg, pdf, gif, webp

    var still: OutputFormat? { OutputFormat(rawValue: rawValue) }
    var animated: AnimatedFormat? { AnimatedFormat(rawValue: rawValue) }

    /// `--format` of a command that writes one picture.
    static let stills = ArgumentValue<FileFormat>.choice(among: [.png, .svg, .pdf])
}

/// Where and how pictures are written: `-o`, `--format`, `--scale`, `--background`.
///
/// Shared by every command that renders, so they all behave alike.
struct OutputSettings {
    var path: String
    var target: OutputTarget
    var scale: Double
    var background: Color?

    /// Pixels per point at most (`--scale`), and pixels a side at most.
    static let maximumScale = 8.0
    static let maximumPixels = 16384.0

    /// The still format, for commands that write one picture only.
    func pictureFormat() throws -> OutputFormat {
        guard case .picture(let format) = target else {
            throw CLIError.badValue("-o", path, "names frames or an animation; this command writes one picture (.png, .svg, .pdf)")
        }
        return format
    }

    /// Checks that a canvas of `size` points is drawable at this scale.
    func validate(canvas size: Size, widthOption: String = "--width", heightOption: String = "--height") throws {
        for (value, option) in [(size.width, widthOption), (size.height, heightOption)] {
            guard value > 0 else { throw CLIError.badValue(option, shortestDecimal(value), "must be positive") }
            guard (value * scale).rounded(.up) <= Self.maximumPixels else {
                throw CLIError.badValue(option, shortestDecimal(value),
                                        "makes \(shortestDecimal((value * scale).rounded(.up))) pixels at scale \(shortestDecimal(scale)); the limit is 16384")
            }
        }
    }

    /// The scene with the `--background` applied.
    func prepared(_ scene: Scene) -> Scene {
        var scene = scene
        if let background { scene.background = background }
        return scene
    }

    /// Encodes a scene in a still format.
    func encode(_ scene: Scene, as format: OutputFormat) throws -> [UInt8] {
        try ValidationOnly.checkpoint()
        let scene = prepared(scene)
        do {
            switch format {
            case .png: return try renderPNG(scene, scale: scale)
            case .svg: return try renderSVG(scene)
            case .pdf: return try renderPDF(scene)
            }
        } catch {
            throw CLIError("cannot render: \(error)", status: .ioError)
        }
    }

    /// Renders one picture and writes it atomically.
    func write(_ scene: Scene) throws {
        try OutputFile.write(try encode(scene, as: try pictureFormat()), to: path)
    }
}

extension OutputSettings {
    /// Reads `-o`, `--format`, `--scale` and `--background`.
    init(_ arguments: ParsedArguments, _ options: OutputOptions) throws {
        path = try arguments[options.output]
        guard !path.isEmpty else { throw CLIError.badValue("-o", path, "is not a file name") }
        target = try OutputTarget.resolve(path: path, format: try arguments[options.format])
        scale = try arguments[options.scale]
        background = try arguments[options.background]
    }
}

/// The output options every rendering command shares: `-o`, `--format`, `--scale`, `--background`.
struct OutputOptions: OptionGroup {
    let output: Option<String>
    let format: Option<FileFormat?>
    let scale = Option(
        "scale", help: "Pixels per point for PNG (1, 2, 3 like @1x/@2x/@3x).", default: 1,
        .number(in: .above(0, upTo: OutputSettings.maximumScale)))
    let background = Option(
        "background", help: "Background color (#RGB, #RRGGBB, #RRGGBBAA or a CSS name).", shown: "transparent", .color)

    /// The options of a command whose output is `defaultFile` when -o is not given; an
    /// animating command also writes frames and animated files.
    init(defaultFile: String, animates: Bool = false) {
        let what = animates
            ? "Output: a file (.png, .svg, .pdf; .gif or .webp animate), a directory DIR/ or a pattern frame_%04d.png for frames; '-' is standard output. A file's directory must exist (exit 73 otherwise); frame directories are created."
            : "Output file; the extension picks the format (.png, .svg, .pdf); '-' writes to standard output. Its directory must exist (exit 73 otherwise)."
        output = Option("output", short: "o", help: what, default: defaultFile, .text("FILE"))
        format = Option("format", help: "Format, overriding the extension.", animates ? .choice : FileFormat.stills)
    }
}
