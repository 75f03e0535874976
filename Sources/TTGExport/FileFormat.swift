import TTGCodecs
import TTGLottie

/// Every file format ttg-render writes, and what each one is: the one table that resolving an
/// output, the writers, messages, help and the checks of options read.
public enum FileFormat: String, CaseIterable, Sendable {
    case png, jpeg, svg, pdf, lottie, gif, webp
    /// Lottie animations in a dotLottie archive (``DotLottie``).
    case dotLottie = "dotlottie"
    /// A Telegram animated sticker (``TelegramSticker``): a gzipped Lottie of a 512 × 512 canvas.
    case tgs
    /// An Android VectorDrawable, or of an animation an AnimatedVectorDrawable
    /// (``TTGVectorDrawable/VectorDrawableWriter``): XML an app's `res/drawable` holds.
    case vectorDrawable = "vector-drawable"

    /// How a file of the format holds motion.
    public enum Motion: Sendable {
        /// None: one still picture (PNG, JPEG, PDF).
        case still
        /// Every frame as pixels: always animated (GIF, WebP).
        case frames
        /// The motion itself, from the scene's numbers: animated when what it shows moves (SVG, Lottie).
        case vector
    }

    /// How a file of this format holds motion.
    public var motion: Motion {
        switch self {
        case .png, .jpeg, .pdf: .still
        case .gif, .webp: .frames
        case .svg, .lottie, .dotLottie, .tgs, .vectorDrawable: .vector
        }
    }

    /// True when the format stores pixels (PNG, JPEG, GIF, WebP), so `--scale` sets how many a point
    /// gets; a vector format (SVG, PDF, Lottie) is scaled as a whole instead, as rsvg-convert's `-z` does.
    public var storesPixels: Bool {
        switch self {
        case .png, .jpeg, .gif, .webp: true
        case .svg, .pdf, .lottie, .dotLottie, .tgs, .vectorDrawable: false
        }
    }

    /// True when a file of the format is always an animation (GIF, WebP, a dotLottie archive, a
    /// Telegram sticker), so it never holds one picture.
    public var alwaysAnimates: Bool { motion == .frames || self == .dotLottie || self == .tgs }

    /// True for Lottie and a dotLottie archive of Lottie: the formats that hold markers.
    public var isLottie: Bool { self == .lottie || self == .dotLottie }

    /// True when one picture (and a frame file) may be written in this format: all but GIF, WebP,
    /// dotLottie and a Telegram sticker.
    public var writesPictures: Bool { !alwaysAnimates }

    /// The format's name in prose: PNG, JPEG, SVG, PDF, Lottie, GIF, WebP, dotLottie, Telegram sticker,
    /// VectorDrawable.
    public var name: String {
        switch self {
        case .png, .jpeg, .svg, .pdf, .gif: rawValue.uppercased()
        case .lottie: "Lottie"
        case .webp: "WebP"
        case .dotLottie: "dotLottie"
        case .tgs: "Telegram sticker"
        case .vectorDrawable: "VectorDrawable"
        }
    }

    /// The media type its files are served as.
    public var mediaType: String {
        switch self {
        case .png: "image/png"
        case .jpeg: "image/jpeg"
        case .svg: "image/svg+xml"
        case .pdf: "application/pdf"
        case .lottie: "application/json"
        case .gif: "image/gif"
        case .webp: "image/webp"
        case .dotLottie: "application/zip"
        case .tgs: "application/x-tgsticker"
        case .vectorDrawable: "application/xml"
        }
    }

    /// The extension its files get: the format's name, `jpg` for JPEG (its most common spelling),
    /// `json` for Lottie (`.lottie` is dotLottie's zip), `xml` for a VectorDrawable.
    public var fileExtension: String {
        switch self {
        case .jpeg: "jpg"
        case .lottie: "json"
        case .dotLottie: "lottie"
        case .vectorDrawable: "xml"
        default: rawValue
        }
    }

    /// Every extension that names the format: ``fileExtension`` first, then `jpeg` for JPEG.
    public var fileExtensions: [String] { self == .jpeg ? ["jpg", "jpeg"] : [fileExtension] }

    /// True when its files are bytes for a program, not text (PNG, JPEG, PDF, GIF, WebP, dotLottie,
    /// a gzipped sticker).
    public var isBinary: Bool { self != .svg && self != .lottie && self != .vectorDrawable }

    /// True when frames of the format can follow one another on one stream that a video tool
    /// splits again by their own headers (ffmpeg's `-f image2pipe`): PNG and JPEG.
    public var streamsFrames: Bool { self == .png || self == .jpeg }

    /// True when `--quality` sets how much detail the file keeps: a JPEG always, a WebP when
    /// it is lossy.
    public var takesQuality: Bool { self == .jpeg || self == .webp }

    /// The format a file name's extension names (case-insensitive), if any.
    public init?(fileExtensionOf path: String) {
        guard let name = path.split(separator: "/").last, let dot = name.lastIndex(of: ".") else { return nil }
        let ext = name[name.index(after: dot)...].lowercased()
        guard let format = Self.allCases.first(where: { $0.fileExtensions.contains(ext) }) else { return nil }
        self = format
    }

    /// The fastest frame rate an animated file of this format plays as asked: 50 for a GIF,
    /// 1000/11 for a WebP; the export's own limit for the others (the rates `loop` offers stay under it).
    public var maximumFPS: Double {
        switch self {
        case .gif: AnimatedGIFEncoder.maximumFPS
        case .webp: AnimatedWebPEncoder.maximumFPS
        case .png, .jpeg, .svg, .pdf, .lottie, .dotLottie, .tgs, .vectorDrawable: ExportSettings.maximumFPS
        }
    }

    /// The frame rate an animation in this format is written at when `--fps` is not given, where it
    /// is not the export's own default: a Telegram sticker's 60 (``TelegramSticker/frameRates``).
    public var defaultFPS: Double? { self == .tgs ? TelegramSticker.frameRates[0] : nil }

    /// What is wrong with `fps` for an animated file of this format (a predicate: "is too fast for
    /// a GIF: …"); nil when it plays at that rate as asked. Vector files have no frame grid of their
    /// own (a sticker's 30 or 60 is the rate asked for, ``TelegramStickerExport``).
    public func frameRateProblem(_ fps: Double) -> String? {
        switch self {
        case .gif: AnimatedGIFEncoder.frameRateProblem(fps)
        case .webp: AnimatedWebPEncoder.frameRateProblem(fps)
        case .png, .jpeg, .svg, .pdf, .lottie, .dotLottie, .tgs, .vectorDrawable: nil
        }
    }
}

extension FileFormat {
    /// The formats one picture (and a frame file) may be written in, in table order.
    public static var pictures: [FileFormat] { allCases.filter(\.writesPictures) }

    /// The formats frames may be streamed in (``streamsFrames``), in table order.
    public static var frameStreams: [FileFormat] { allCases.filter(\.streamsFrames) }

    /// The formats that hold motion as `motion` says, in table order.
    public static func holding(_ motion: Motion) -> [FileFormat] { allCases.filter { $0.motion == motion } }

    /// The formats one file may hold an animation in: every frame first (GIF, WebP), then the
    /// motion itself (SVG, Lottie).
    public static var animatedFiles: [FileFormat] { holding(.frames) + holding(.vector) }

    /// The formats' extensions as messages and help list them: `.gif, .webp, .svg or .json`, the
    /// last joined by `conjunction` (nil: a comma too), `lottie` written after `.json`.
    public static func extensions(
        of formats: [FileFormat], joinedBy conjunction: String? = "or", lottie: String = ""
    ) -> String {
        listed(formats.map { "." + $0.fileExtension + ($0 == .lottie ? lottie : "") }, joinedBy: conjunction)
    }

    /// `items` as prose lists them: `a, b or c`, the last joined by `conjunction` (nil: a comma too).
    public static func listed(_ items: [String], joinedBy conjunction: String? = "or") -> String {
        guard let conjunction, let last = items.last, items.count > 1 else { return items.joined(separator: ", ") }
        return items.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }
}
