import Foundation
import TTGArguments
import TTGBase
import TTGExport
import TTGGeometry
import TTGScene
import TTGVectorDrawable

extension FileFormat {
    /// `--format` of a command that writes one picture.
    static let stills = ArgumentValue<FileFormat>.choice(among: allCases.filter(\.writesPictures))
}

extension OutputSettings {
    /// Reads `-o`, `--format`, `--scale`, `--width`, `--height` and `--background`.
    init(_ arguments: ParsedArguments, _ options: OutputOptions) throws {
        let path = try options.path(arguments)
        guard !path.isEmpty else { throw ExportError.invalid(.output, path, "is not a file name") }
        let format = try arguments[options.format]
        let raw = try options.rawResource(arguments, path: path)
        self.init(
            path: path,
            target: raw != nil
                ? .picture(.lottie)
                : try options.pictureSet(arguments, path: path).map(OutputTarget.pictureSet)
                    ?? OutputTarget.resolve(path: path, format: format),
            scale: try arguments[options.scale], background: try arguments[options.background],
            pixelWidth: try arguments[options.width], pixelHeight: try arguments[options.height],
            defaultFile: options.defaultFile,
            transform: try options.transform.map { try arguments[$0] } ?? .identity,
            transformMotion: try options.motion(arguments))
        liveText = arguments[options.liveText]
        shadowScale = try arguments[options.shadowScale]
        darkBackground = try arguments[options.darkBackground]
        vectorFallback = try arguments[options.vectorFallback]
        if let dark = darkBackground, let problem = DarkPalette.problem(with: dark) {
            throw ExportError.invalid(
                .darkBackground, arguments.text(of: options.darkBackground) ?? dark.hexString, "\(problem)")
        }
        if let raw { self = raw.output(self) }
        switch target {
        case .picture(let format): try checkTerminal(binary: format.isBinary)
        case .animation, .frameStream: try checkTerminal(binary: true)
        case .frameFiles, .pictureSet: break
        }
    }
}

/// The output options every rendering command shares: `-o`, `--format`, `--scale`,
/// `--width`/`--height` (pixels), `--background`, `--transform`.
struct OutputOptions: OptionGroup {
    let output: Option<String>
    let format: Option<FileFormat?>
    let scale = Option(
        "scale",
        help:
            "Pixels per point (1, 2, 3 like @1x/@2x/@3x); SVG, PDF, Lottie and VectorDrawable are made that many times larger.",
        default: 1,
        .number(in: .above(0, upTo: OutputSettings.maximumScale)))
    let width: Option<Double?>
    let height: Option<Double?>
    let liveText = Flag(
        "live-text",
        help:
            "SVG: write text as text elements in the PNG's font (DejaVu Sans), editable, instead of its glyphs' outlines; where that font is missing it is drawn in another."
    )
    let shadowScale = Option(
        "shadow-scale",
        help:
            "Lottie: pixels per point of the shadow bitmaps it embeds (players do not blur alike): the largest screen scale it is shown at.",
        default: OutputSettings.defaultShadowScale, .number(in: .above(0, upTo: OutputSettings.maximumScale)))
    let background = Option(
        "background",
        help:
            "Background color; none or transparent takes the picture's own away. A JPEG has no alpha: it is flattened onto this color, over white. Every COLOR is a CSS color: a name, #RGB, #RGBA, #RRGGBB, #RRGGBBAA, rgb()/rgba() with numbers or percentages, hsl()/hsla() with a hue in deg, rad, grad or turn (commas, or spaces and / alpha), transparent or none.",
        shown: "transparent (white for a JPEG)", .color)
    let vectorFallback = Option(
        "vector-fallback",
        help:
            "VectorDrawable (.xml): what to do with what it cannot show. refuse: fail, naming it; approximate: "
            + "leave shadows out and fade a translucent group's overlapping parts each alone, saying so on "
            + "standard error. Bitmaps and masks other than one opaque outline are refused either way.",
        default: VectorFallback.refuse, .choice)
    /// nil for commands that transform their own geometry (`path render`), as the three below.
    let darkBackground = Option(
        "dark-background",
        help:
            "Xcode image sets and Android drawables: the picture again, drawn for this dark background, for the dark "
            + "appearance (images with appearances luminosity dark; \(AndroidDensity.folder("DENSITY", night: true)) "
            + "folders): transparent, light surfaces made the dark theme's, every mark at least 3:1 against COLOR.",
        .color
    ).commandLineOnly()
    let androidResources = Flag(
        "android-res",
        help:
            "Write an Android res folder, -o DIR/ (default \(OutputOptions.androidFolder)): NAME.png in "
            + FileFormat.listed(
                AndroidDensity.allCases.map { "\($0.folder(night: false)) (\(shortestDecimal($0.factor))×)" },
                joinedBy: "and")
            + " of the picture's size; with --format vector-drawable, one drawable/NAME.xml for every density"
            + " (and drawable-night/NAME.xml with --dark-background)."
    ).commandLineOnly()
    let androidName: Option<String?>
    let transform: Option<TransformList>?
    let transformTo: Option<TransformList?>?
    let cycle: Option<Double>?
    let timing: Option<TimingFunction>?
    let autoreverse: Flag?
    let defaultFile: String

    /// The options of a command whose output is `defaultFile` when -o is not given; an
    /// animating command also writes frames and animated files. `pictureTransform` adds
    /// `--transform`, a plane transform of the whole picture.
    init(defaultFile: String, animates: Bool = false, pictureTransform: Bool = true) {
        let what =
            animates
            ? "Output: a file (\(FileFormat.extensions(of: FileFormat.pictures, joinedBy: nil, lottie: " for Lottie")); \(FileFormat.extensions(of: FileFormat.holding(.frames), joinedBy: "and")) animate, and \(FileFormat.extensions(of: FileFormat.holding(.vector), joinedBy: "and")) when the command animates; .tgs is a Telegram sticker: 512 × 512, at most 3 s and 64 KiB), a directory (DIR/, '.') or a pattern frame_%04d.png for frames; '-' is standard output (frames go there one after another as \(FileFormat.listed(FileFormat.frameStreams.map(\.name))) files, for ffmpeg -f image2pipe). A file's directory must exist (exit 73 otherwise); frame directories are created; one file into a directory (a still, a vector --loop, --markers) is DIR/\(defaultFile) with the format's extension."
            : "Output file; the extension picks the format (\(FileFormat.extensions(of: FileFormat.pictures, joinedBy: nil, lottie: " for a one-frame Lottie"))); '-' writes to standard output. Its directory must exist (exit 73 otherwise)."
        let (png, pdf) = (PictureSet(.imageSet, in: ""), PictureSet(.imageSet, in: "", format: .pdf))
        let sets =
            " An Xcode asset catalog CATALOG.\(PictureSet.catalogExtension)/ (made if missing, its other sets kept) gets the "
            + "image set \(PictureSetExport.stem(defaultFile)).\(PictureSet.imageSetExtension), and "
            + "SET.\(PictureSet.imageSetExtension) is that one set: the picture \(png.scalesDescription) (--format pdf: "
            + "\(pdf.scalesDescription)) with its Contents.json."
        output = Option("output", short: "o", help: what + sets, default: defaultFile, .file)
        format = Option("format", help: "Format, overriding the extension.", animates ? .choice : FileFormat.stills)
            .commandLineOnly()
        let pixels = NumberRange.above(0, upTo: OutputSettings.maximumPixels)
        width = Option(
            "width", help: "Output width in pixels; alone, the height follows the aspect ratio.",
            .number("PX", in: pixels))
        height = Option(
            "height", help: "Output height in pixels; with --width the picture is stretched to both.",
            .number("PX", in: pixels))
        transform =
            pictureTransform
            ? Option(
                "transform",
                help:
                    "Transform the whole picture, in points, by an SVG/CSS list: translate(X,Y) rotate(DEG[,CX,CY]) scale(S) skewX(DEG) skewY(DEG) matrix(a,b,c,d,e,f), perspective(D) rotateX(DEG) rotateY(DEG) rotate3d(X,Y,Z,DEG); the canvas keeps its size.",
                default: TransformList.identity, .transformList)
            : nil
        transformTo =
            pictureTransform
            ? Option(
                "transform-to",
                help:
                    "Animate the whole picture's transform from --transform to this list, component-wise as CSS does.",
                .transformList)
            : nil
        cycle =
            pictureTransform
            ? CycleOptions.cycle("With --transform-to: seconds from one list to the other; it repeats forever.") : nil
        timing =
            pictureTransform
            ? CycleOptions.timing("With --transform-to: easing.") : nil
        autoreverse =
            pictureTransform ? CycleOptions.autoreverse("With --transform-to: each cycle goes there and back.") : nil
        androidName = Option(
            "android-name",
            help:
                "With --android-res: the drawable's NAME, its files' name (NAME.png), lower-case a–z, digits and underscores, starting with a letter.",
            shown: PictureSetExport.stem(defaultFile), .text("NAME")
        ).commandLineOnly()
        self.defaultFile = defaultFile
    }

    /// Where `--android-res` writes without -o.
    static let androidFolder = "res/"

    /// `-o`, or the res folder `--android-res` writes into without it.
    func path(_ arguments: ParsedArguments) throws -> String {
        arguments[androidResources] && !arguments.has(output) ? Self.androidFolder : try arguments[output]
    }

    /// With `--android-res` and `--format lottie`: the raw resource the animation goes to in the
    /// res folder `path`, named `name` (nil: `--android-name`, else the item's file's name).
    func rawResource(_ arguments: ParsedArguments, path: String, name: String? = nil) throws -> AndroidRawResource? {
        guard arguments[androidResources], try arguments[format] == .lottie else { return nil }
        try checkResFolder(path)
        return try AndroidRawResource(
            in: path, name: try name ?? arguments[androidName] ?? PictureSetExport.stem(defaultFile))
    }

    /// Refuses a `path` that is not a res folder (`DIR/`, or a folder that exists).
    private func checkResFolder(_ path: String) throws {
        if try PictureSet.xcode(path: path, format: nil) != nil {
            throw ExportError.invalid(
                .output, path,
                "is an Xcode asset catalog or image set; \(androidResources.setting) writes into a res folder (\(Self.androidFolder))"
            )
        }
        var isDirectory: ObjCBool = false
        guard
            path.hasSuffix("/")
                || (FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue)
        else {
            throw ExportError.invalid(
                .output, path,
                "is not a folder; \(androidResources.setting) writes drawable-DENSITY/NAME.png (drawable/NAME.xml for a VectorDrawable, raw/NAME.json for Lottie) into a res folder, DIR/"
            )
        }
    }

    /// The picture set the options ask for at `path`: an Android res folder with --android-res
    /// (a folder, DIR/ or one that exists), an Xcode set when -o names one; nil otherwise.
    func pictureSet(_ arguments: ParsedArguments, path: String) throws -> PictureSet? {
        let format = try arguments[self.format]
        guard arguments[androidResources] else { return try PictureSet.xcode(path: path, format: format) }
        try checkResFolder(path)
        return try PictureSet.android(folder: path, name: try arguments[androidName], format: format)
    }

    /// The `--transform-to` motion, when it is given.
    func motion(_ arguments: ParsedArguments) throws -> PictureTransformMotion? {
        guard let transform, let transformTo, let cycle, let timing, let autoreverse,
            let to = try arguments[transformTo]
        else { return nil }
        let interpolation: TransformInterpolation
        do { interpolation = try TransformInterpolation(from: try arguments[transform], to: to) } catch {
            throw CLIError.usage("\(transformTo.flag): \(error)")
        }
        let progress = try PropertyAnimation.basic(
            from: 0, to: 1, duration: try arguments[cycle], timing: try arguments[timing],
            autoreverses: arguments[autoreverse], repeatCount: .infinity)
        return PictureTransformMotion(interpolation: interpolation, timeline: Timeline(["progress": progress]))
    }

    var rules: [OptionRule] {
        var rules: [OptionRule] = [
            .conflicts(scale, with: width, height, because: "a size in pixels sets the scale"),
            .requires(androidName, androidResources),
        ]
        if let transformTo, let cycle, let timing, let autoreverse {
            rules += [
                .requires(cycle, transformTo), .requires(timing, transformTo), .requires(autoreverse, transformTo),
            ]
        }
        return rules
    }
}
