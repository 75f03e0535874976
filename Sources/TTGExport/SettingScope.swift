/// Where an export setting changes the output, declared once for every front end: a setting given
/// for an output it would not change is refused (``OutputTarget/refusal(of:path:)``), not ignored.
public struct SettingScope: Sendable {
    /// The outputs it changes, in words: "frames and animated files".
    public var description: String
    /// True when it changes an export to the target.
    public var includes: @Sendable (OutputTarget) -> Bool

    public init(_ description: String, includes: @escaping @Sendable (OutputTarget) -> Bool) {
        self.description = description
        self.includes = includes
    }

    /// Frames and animated files: everything but one picture or a picture set of pictures (a set
    /// of Android vector drawables holds an animation as AnimatedVectorDrawables).
    public static let framesAndAnimatedFiles = SettingScope("frames and animated files") {
        !$0.showsOneMoment || $0.pictureSet?.holdsAnimations == true
    }

    /// Picture sets: Xcode image sets and Android drawables.
    public static let pictureSets = SettingScope("Xcode image sets and Android drawables") { $0.pictureSet != nil }

    /// Frame files only.
    public static let frameFiles = SettingScope("frame files") {
        if case .frameFiles = $0 { return true }
        return false
    }

    /// Every output in one of `formats`: pictures, frame files or one animated file.
    public static func formats(_ formats: [FileFormat]) -> SettingScope {
        SettingScope(FileFormat.listed(formats.map(\.name)) + " output") { formats.contains($0.format) }
    }

    /// One animated file of one of `formats`.
    public static func animatedFiles(_ formats: [FileFormat]) -> SettingScope {
        SettingScope("an animated " + FileFormat.extensions(of: formats)) {
            if case .animation(let format) = $0 { return formats.contains(format) }
            return false
        }
    }
}

extension ExportSetting {
    public static let jobs = ExportSetting("jobs")
    public static let shard = ExportSetting("shard")
    public static let skipExisting = ExportSetting("skip-existing")
    public static let quality = ExportSetting("quality")
    public static let playCount = ExportSetting("repeat")
    public static let liveText = ExportSetting("live-text")
    public static let shadowScale = ExportSetting("shadow-scale")
    public static let darkBackground = ExportSetting("dark-background")
    public static let androidName = ExportSetting("android-name")
    public static let vectorFallback = ExportSetting("vector-fallback")

    /// Where each setting that does not apply everywhere changes the output. A Lottie's play count
    /// is the app's to choose; only a JPEG and a WebP are lossy (``FileFormat/takesQuality``); only
    /// SVG can hold live text (a Lottie's text is always outlines, PNG and PDF draw the font); only
    /// a Lottie embeds shadows as bitmaps (SVG draws them with filters); only a picture set has a
    /// dark appearance; only a VectorDrawable falls back. An AnimatedVectorDrawable holds no
    /// `--hold`: one that plays once keeps its last picture, and a loop's animators repeat whole.
    /// `--jobs` is not here: scripts pass it to every command, and a job that has one picture
    /// to draw uses one thread.
    public static let scopes: [ExportSetting: SettingScope] = [
        .fps: .framesAndAnimatedFiles, .shard: .frameFiles,
        .skipExisting: .frameFiles, .quality: .formats(FileFormat.allCases.filter(\.takesQuality)),
        .playCount: .animatedFiles([.gif, .webp, .svg]),
        .hold: .animatedFiles(FileFormat.animatedFiles.filter { $0 != .vectorDrawable }),
        .liveText: .formats([.svg]), .shadowScale: .formats([.lottie]), .darkBackground: .pictureSets,
        .vectorFallback: .formats([.vectorDrawable]),
    ]
}

extension OutputTarget {
    /// The error for `setting` given for an export to this target (at `path`) that it would not
    /// change; nil when it does (or applies everywhere).
    public func refusal(of setting: ExportSetting, path: String) -> ExportError? {
        guard let scope = ExportSetting.scopes[setting], !scope.includes(self) else { return nil }
        return ExportError.invalid(
            setting, "applies to \(scope.description), not to \(formatName) ('\(ExportError.quoted(path))')")
    }
}
