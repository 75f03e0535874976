import Foundation
import TTGScene

/// What `-o` (with `--format`) asks for: one picture, a sequence of frame files, or an animated file.
public enum OutputTarget: Equatable, Sendable {
    /// One picture, in a format that ``FileFormat/writesPictures``.
    case picture(FileFormat)
    /// Frame files, in a format that ``FileFormat/writesPictures``.
    case frameFiles(FrameNaming, FileFormat)
    /// One animated file, in a format that holds motion (``FileFormat/animatedFiles``).
    case animation(FileFormat)
    /// Frames one after another on one stream (standard output, a pipe), each a whole file in a
    /// format that ``FileFormat/streamsFrames`` (``OutputSettings/animatingTarget``).
    case frameStream(FileFormat)
    /// One picture drawn at every density of an app platform, in the layout its tools take
    /// (``PictureSet``): an Xcode image set or Android density buckets.
    case pictureSet(PictureSet)

    /// Reads `-o` and `--format`:
    /// - a name ending in `/`, or an existing directory: frames `DIR/frame_0000.png` (format from `--format`, default PNG);
    /// - a name with `%d` or `%0Nd`: frames named by the pattern, format from its extension
    ///   (`%%` is a percent sign; a name without a conversion, `100%.png`, is a file name);
    /// - `.gif` or `.webp`: one animated file;
    /// - `.png`, `.jpg`/`.jpeg`, `.svg`, `.pdf`, `.json` (Lottie), `-`, a pipe or a device: one picture (an
    ///   animating command makes an SVG or a Lottie one animated file);
    /// - a folder `NAME.xcassets` or `NAME.imageset`: an Xcode image set (``PictureSet/xcode(path:format:)``).
    public static func resolve(path: String, format: FileFormat?) throws -> OutputTarget {
        if let set = try PictureSet.xcode(path: path, format: format) { return .pictureSet(set) }
        let pictureFormat = format.flatMap { $0.writesPictures ? $0 : nil }
        let animatedFormat = format.flatMap { $0.alwaysAnimates ? $0 : nil }
        var isDirectory: ObjCBool = false
        if path.hasSuffix("/")
            || (FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue)
        {
            if let animatedFormat {
                throw ExportError.invalid(
                    .output, path, "is a directory; an animated \(animatedFormat.rawValue) needs a file name")
            }
            let f = pictureFormat ?? .png
            return .frameFiles(.directory(path, extension: f.fileExtension), f)
        }
        if FrameNaming.isPattern(path) {
            let naming = try FrameNaming.pattern(path)
            let named = FileFormat(fileExtensionOf: naming.suffix)
            guard let f = pictureFormat ?? named, f.writesPictures else {
                if let named, named.alwaysAnimates {
                    // A pattern names one still a frame; an animated format is one file of them all.
                    throw ExportError.invalid(
                        .output, path,
                        "is a frame pattern, and frames are stills: use \(FileFormat.extensions(of: FileFormat.pictures)) in it, or one file without %d for an animated \(named.rawValue)"
                    )
                }
                throw ExportError.invalid(
                    .output, path,
                    "has no known extension; use \(FileFormat.extensions(of: FileFormat.pictures)), or \(ExportSetting.format)"
                )
            }
            return .frameFiles(naming, f)
        }
        if let format { return format.alwaysAnimates ? .animation(format) : .picture(format) }
        if let f = FileFormat(fileExtensionOf: path) { return f.alwaysAnimates ? .animation(f) : .picture(f) }
        if OutputFile.isStream(path) { return .picture(.png) }
        throw ExportError.invalid(
            .output, path,
            "has no known extension; use \(FileFormat.extensions(of: FileFormat.allCases, lottie: " (Lottie)")), a directory ending in /, or \(ExportSetting.format)"
        )
    }
}

extension OutputTarget {
    /// The format's name, for messages: `png frames`, `one gif`.
    public var formatName: String {
        switch self {
        case .picture(let format): "one \(format.name) picture"
        case .frameFiles(_, let format): "\(format.name) frames"
        case .animation(let format): "an animated \(format.name)"
        case .frameStream(let format): "a stream of \(format.name) frames"
        case .pictureSet(let set): set.description
        }
    }

    /// What an animation written here becomes: a `.svg` picture is one animated SVG, a `.json`
    /// one Lottie animation.
    public var animating: OutputTarget {
        if case .picture(let format) = self, format.motion == .vector { return .animation(format) }
        return self
    }

    /// True when one Lottie file (or a dotLottie archive of them) is written here, which holds
    /// markers: a Lottie file, or a directory, where it is the command's default file
    /// (``ExportSettings/writesOneFile(as:markers:)``). Frame files of a pattern hold none.
    public var holdsMarkers: Bool {
        switch self {
        case .picture(let format), .animation(let format): format.isLottie
        case .frameFiles(let naming, let format): naming.isDirectory && format.isLottie
        case .frameStream, .pictureSet: false
        }
    }

    /// The format of the file or files.
    public var format: FileFormat {
        switch self {
        case .picture(let format), .frameFiles(_, let format), .animation(let format), .frameStream(let format):
            format
        case .pictureSet(let set): set.format
        }
    }

    /// False for one animated SVG or Lottie, whose motion has no frame grid: a loop there is its
    /// exact period, and a change happens at its own time, between frames.
    public var hasFrameGrid: Bool {
        if case .animation(let format) = self { return format.motion != .vector }
        return true
    }

    /// True for one animated GIF or WebP: its delays are whole centiseconds or milliseconds, so
    /// it plays --fps only to the nearest tick anyway. A loop there that is long only because its
    /// period is not whole frames at --fps plays one period at the rate nearest --fps that makes
    /// it whole frames (``FramePlan/make(_:duration:period:maximumFPS:frameGrid:roundedDelays:)``).
    public var hasRoundedDelays: Bool {
        if case .animation(let format) = self { return format.motion == .frames }
        return false
    }

    /// True for one still picture.
    public var isPicture: Bool {
        if case .picture = self { return true }
        return false
    }

    /// True when the output shows the picture at one moment: one picture, or a picture set (the
    /// same picture at several densities). A command whose picture moves draws its still pose here.
    public var showsOneMoment: Bool {
        switch self {
        case .picture, .pictureSet: true
        case .frameFiles, .animation, .frameStream: false
        }
    }

    /// The picture set, when the output is one.
    public var pictureSet: PictureSet? {
        if case .pictureSet(let set) = self { return set }
        return nil
    }

    /// The fastest frame rate this output plays as asked: the animated file's
    /// (``FileFormat/maximumFPS``), the export's limit for frames.
    public var maximumFPS: Double {
        if case .animation(let format) = self { return format.maximumFPS }
        return ExportSettings.maximumFPS
    }
}
