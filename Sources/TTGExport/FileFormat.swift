import TTGCodecs

/// Every file format ttg-render writes, and what each one is: the one table that resolving an
/// output, the writers, messages, help and the checks of options read.
public enum FileFormat: String, CaseIterable, Sendable {
    case png, svg, pdf, lottie, gif, webp

    /// How a file of the format holds motion.
    public enum Motion: Sendable {
        /// None: one still picture (PNG, PDF).
        case still
        /// Every frame as pixels: always animated (GIF, WebP).
        case frames
        /// The motion itself, from the scene's numbers: animated when what it shows moves (SVG, Lottie).
        case vector
    }

    /// How a file of this format holds motion.
    public var motion: Motion {
        switch self {
        case .png, .pdf: .still
        case .gif, .webp: .frames
        case .svg, .lottie: .vector
        }
    }

    /// True when one picture (and a frame file) may be written in this format: all but GIF and WebP.
    public var writesPictures: Bool { motion != .frames }

    /// True when a file may hold a whole animation: GIF and WebP, and SVG and Lottie when it moves.
    public var animates: Bool { motion != .still }

    /// True when the file is written from the scene's geometry, not from pixels.
    public var isVector: Bool { self == .svg || self == .pdf || self == .lottie }

    /// The extension its files get: the format's name, `json` for Lottie (`.lottie` is dotLottie's zip).
    public var fileExtension: String { self == .lottie ? "json" : rawValue }

    /// The format a file name's extension names (case-insensitive), if any.
    public init?(fileExtensionOf path: String) {
        guard let name = path.split(separator: "/").last, let dot = name.lastIndex(of: ".") else { return nil }
        let ext = name[name.index(after: dot)...].lowercased()
        guard let format = Self.allCases.first(where: { $0.fileExtension == ext }) else { return nil }
        self = format
    }

    /// The fastest frame rate an animated file of this format plays as asked: 50 for a GIF,
    /// 1000/11 for a WebP; the export's own limit for the others (the rates `loop` offers stay under it).
    public var maximumFPS: Double {
        switch self {
        case .gif: AnimatedGIFEncoder.maximumFPS
        case .webp: AnimatedWebPEncoder.maximumFPS
        case .png, .svg, .pdf, .lottie: ExportSettings.maximumFPS
        }
    }

    /// What is wrong with `fps` for an animated file of this format (a predicate: "is too fast for
    /// a GIF: …"); nil when it plays at that rate as asked. Vector files have no frame grid of their own.
    public func frameRateProblem(_ fps: Double) -> String? {
        switch self {
        case .gif: AnimatedGIFEncoder.frameRateProblem(fps)
        case .webp: AnimatedWebPEncoder.frameRateProblem(fps)
        case .png, .svg, .pdf, .lottie: nil
        }
    }
}
