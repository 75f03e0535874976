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

/// Where and how pictures are written: `-o`, `--format`, `--scale`, `--background`.
///
/// Shared by every command that renders, so they all behave alike.
struct OutputOptions {
    var path: String
    var target: OutputTarget
    var scale: Double
    var background: Color?

    /// Pixels per point at most (`--scale`), and pixels a side at most.
    static let maximumScale = 8.0
    static let maximumPixels = 16384.0

    /// The option declarations, with the command's default output file name.
    static func specs(defaultFile: String, animates: Bool = false) -> [OptionSpec] {
        let what = animates
            ? "Output: a file (.png, .svg, .pdf; .gif or .webp animate), a directory DIR/ or a pattern frame_%04d.png for frames; '-' is standard output. A file's directory must exist (exit 73 otherwise); frame directories are created."
            : "Output file; the extension picks the format (.png, .svg, .pdf); '-' writes to standard output. Its directory must exist (exit 73 otherwise)."
        return [
            OptionSpec("output", short: "o", value: "FILE", help: what, default: defaultFile),
            OptionSpec("format", value: animates ? "png|svg|pdf|gif|webp" : "png|svg|pdf", help: "Format, overriding the extension."),
            OptionSpec("scale", value: "N", help: "Pixels per point for PNG (1, 2, 3 like @1x/@2x/@3x; at most 8).", default: "1"),
            OptionSpec("background", value: "COLOR", help: "Background color (#RGB, #RRGGBB, #RRGGBBAA or a CSS name).", default: "transparent"),
        ]
    }


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
            guard value > 0 else { throw CLIError.badValue(option, ValueParser.format(value), "must be positive") }
            guard (value * scale).rounded(.up) <= Self.maximumPixels else {
                throw CLIError.badValue(option, ValueParser.format(value),
                                        "makes \(ValueParser.format((value * scale).rounded(.up))) pixels at scale \(ValueParser.format(scale)); the limit is 16384")
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

/// A color option value, with the parser's message (and suggestion) prefixed by the option.
func parseColor(_ raw: String, option: String) throws -> Color {
    do { return try Color(parsing: raw) } catch {
        throw CLIError.usage("\(option): \(error)")
    }
}

extension OutputOptions {
    /// Reads `-o`, `--format`, `--scale` and `--background`.
    init(_ arguments: ParsedArguments, defaultFile: String) throws {
        path = arguments.string("output") ?? defaultFile
        guard !path.isEmpty else { throw CLIError.badValue("-o", path, "is not a file name") }
        target = try OutputTarget.resolve(path: path, format: arguments.string("format"))
        scale = try arguments.number("scale", default: 1)
        guard scale > 0, scale <= Self.maximumScale else {
            throw CLIError.badValue("--scale", arguments.string("scale") ?? "", "is out of range (0, 8]")
        }
        background = try arguments.string("background").map { try parseColor($0, option: "--background") }
    }
}
