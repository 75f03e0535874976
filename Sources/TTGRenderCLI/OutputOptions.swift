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

/// Where and how a picture is written: `-o`, `--format`, `--scale`, `--background`.
///
/// Shared by every command that renders a picture, so they all behave alike.
struct OutputOptions {
    var path: String
    var format: OutputFormat
    var scale: Double
    var background: Color?

    /// Pixels per point at most (`--scale`), and pixels a side at most.
    static let maximumScale = 8.0
    static let maximumPixels = 16384.0

    /// The option declarations, with the command's default output file name.
    static func specs(defaultFile: String) -> [OptionSpec] {
        [
            OptionSpec("output", short: "o", value: "FILE",
                       help: "Output file; the extension picks the format (.png, .svg, .pdf); '-' writes to standard output.",
                       default: defaultFile),
            OptionSpec("format", value: "png|svg|pdf", help: "Format, overriding the extension."),
            OptionSpec("scale", value: "N", help: "Pixels per point for PNG (1, 2, 3 like @1x/@2x/@3x; at most 8).", default: "1"),
            OptionSpec("background", value: "COLOR", help: "Background color (#RGB, #RRGGBB, #RRGGBBAA or a CSS name).", default: "transparent"),
        ]
    }

    init(_ arguments: ParsedArguments, defaultFile: String) throws {
        path = arguments.string("output") ?? defaultFile
        guard !path.isEmpty else { throw CLIError.badValue("-o", path, "is not a file name") }
        if arguments.has("format") {
            format = try arguments.choice("format", default: .png)
        } else if let f = OutputFormat(fileExtensionOf: path) {
            format = f
        } else if OutputFile.isStream(path) {
            format = .png      // standard output, a pipe or a device: nothing to read an extension from
        } else {
            throw CLIError.badValue("-o", path, "has no known extension; use .png, .svg or .pdf, or --format")
        }
        scale = try arguments.number("scale", default: 1)
        guard scale > 0, scale <= Self.maximumScale else {
            throw CLIError.badValue("--scale", arguments.string("scale") ?? "", "is out of range (0, 8]")
        }
        background = try arguments.string("background").map { try parseColor($0, option: "--background") }
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

    /// Renders the scene in the chosen format and writes it atomically.
    func write(_ scene: Scene) throws {
        var scene = scene
        if let background { scene.background = background }
        let bytes: [UInt8]
        do {
            switch format {
            case .png: bytes = try renderPNG(scene, scale: scale)
            case .svg: bytes = try renderSVG(scene)
            case .pdf: bytes = try renderPDF(scene)
            }
        } catch {
            throw CLIError("cannot render: \(error)", status: .ioError)
        }
        try OutputFile.write(bytes, to: path)
    }
}

/// A color option value, with the parser's message (and suggestion) prefixed by the option.
func parseColor(_ raw: String, option: String) throws -> Color {
    do { return try Color(parsing: raw) } catch {
        throw CLIError.usage("\(option): \(error)")
    }
}
