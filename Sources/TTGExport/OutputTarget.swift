import Foundation
import TTGCairo
import TTGCodecs
import TTGScene

/// Animated file formats: one file holding every frame (GIF, WebP) or the motion itself (SVG
/// animated with SMIL, Lottie: a `.svg` or `.json` file written by a command that animates).
public enum AnimatedFormat: String, CaseIterable, Sendable {
    case gif, webp, svg, lottie

    /// What is wrong with `fps` for this format (a predicate: "is too fast for a GIF: …"); nil
    /// when the file plays at that rate as asked. Vector files have no frame grid of their own.
    public func frameRateProblem(_ fps: Double) -> String? {
        switch self {
        case .gif: AnimatedGIFEncoder.frameRateProblem(fps)
        case .webp: AnimatedWebPEncoder.frameRateProblem(fps)
        case .svg, .lottie: nil
        }
    }
}

/// What `-o` (with `--format`) asks for: one picture, a sequence of frame files, or an animated file.
public enum OutputTarget: Equatable, Sendable {
    case picture(OutputFormat)
    case frameFiles(FrameNaming, OutputFormat)
    case animation(AnimatedFormat)

    /// Reads `-o` and `--format`:
    /// - a name ending in `/`, or an existing directory: frames `DIR/frame_0000.png` (format from `--format`, default PNG);
    /// - a name with `%d` or `%0Nd`: frames named by the pattern, format from its extension
    ///   (`%%` is a percent sign; a name without a conversion, `100%.png`, is a file name);
    /// - `.gif` or `.webp`: one animated file;
    /// - `.png`, `.svg`, `.pdf`, `.json` (Lottie), `-`, a pipe or a device: one picture (an
    ///   animating command makes an SVG or a Lottie one animated file).
    public static func resolve(path: String, format: FileFormat?) throws -> OutputTarget {
        let stillFormat = format?.still
        let animatedFormat = format?.animated
        var isDirectory: ObjCBool = false
        if path.hasSuffix("/")
            || (FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue)
        {
            guard animatedFormat == nil else {
                throw ExportError.invalid(
                    .output, path, "is a directory; an animated \(format!.rawValue) needs a file name")
            }
            let f = stillFormat ?? .png
            return .frameFiles(.directory(path, extension: f.fileExtension), f)
        }
        if FrameNaming.isPattern(path) {
            let naming = try FrameNaming.pattern(path)
            guard let f = stillFormat ?? OutputFormat(fileExtensionOf: naming.suffix) else {
                throw ExportError.invalid(
                    .output, path, "has no known extension; use .png, .svg, .pdf or .json, or --format")
            }
            return .frameFiles(naming, f)
        }
        if let animatedFormat { return .animation(animatedFormat) }
        if let stillFormat { return .picture(stillFormat) }
        if let f = OutputFormat(fileExtensionOf: path) { return .picture(f) }
        if let ext = path.split(separator: ".").last, path.contains("."),
            let f = AnimatedFormat(rawValue: ext.lowercased())
        {
            return .animation(f)
        }
        if OutputFile.isStream(path) { return .picture(.png) }
        throw ExportError.invalid(
            .output, path,
            "has no known extension; use .png, .svg, .pdf, .json (Lottie), .gif or .webp, a directory ending in /, or --format"
        )
    }
}

extension OutputTarget {
    /// The format's name, for messages: `png frames`, `one gif`.
    public var formatName: String {
        switch self {
        case .picture(let format): "one \(format.rawValue) picture"
        case .frameFiles(_, let format): "\(format.rawValue) frames"
        case .animation(let format): "an animated \(format.rawValue)"
        }
    }

    /// What an animation written here becomes: a `.svg` picture is one animated SVG, a `.json`
    /// one Lottie animation.
    public var animating: OutputTarget {
        switch self {
        case .picture(.svg): .animation(.svg)
        case .picture(.lottie): .animation(.lottie)
        default: self
        }
    }

    /// True for one still picture.
    public var isPicture: Bool {
        if case .picture = self { return true }
        return false
    }

    /// The fastest frame rate this output plays as asked: 50 for a GIF, 1000/11 for a WebP,
    /// the `--fps` limit for frames (the rates `--loop` offers stay under it).
    public var maximumFPS: Double {
        switch self {
        case .animation(.gif): return AnimatedGIFEncoder.maximumFPS
        case .animation(.webp): return AnimatedWebPEncoder.maximumFPS
        case .picture, .frameFiles, .animation(.svg), .animation(.lottie): return ExportSettings.maximumFPS
        }
    }
}
