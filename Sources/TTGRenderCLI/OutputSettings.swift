import Foundation
import TTGCairo
import TTGCodecs
import TTGGeometry
import TTGLottie
import TTGSVG
import TTGScene

/// The file formats ttg-render writes one picture in (Lottie: a one-frame animation).
public enum OutputFormat: String, CaseIterable, Sendable {
    case png, svg, pdf, lottie

    /// The format a file name's extension names (case-insensitive), if any.
    init?(fileExtensionOf path: String) {
        guard let name = path.split(separator: "/").last, let dot = name.lastIndex(of: ".") else { return nil }
        let ext = name[name.index(after: dot)...].lowercased()
        guard let format = Self.allCases.first(where: { $0.fileExtension == ext }) else { return nil }
        self = format
    }

    /// The extension its files get: the format's name, but `json` for Lottie.
    var fileExtension: String { self == .lottie ? "json" : rawValue }
}

/// Every format `--format` names: a still format or an animated one.
enum FileFormat: String, CaseIterable, Sendable {
    case png, svg, pdf, lottie, gif, webp

    var still: OutputFormat? { OutputFormat(rawValue: rawValue) }
    /// GIF and WebP; an SVG or a Lottie is a picture until the command animates
    /// (``OutputTarget/animating``).
    var animated: AnimatedFormat? { still != nil ? nil : AnimatedFormat(rawValue: rawValue) }

    /// `--format` of a command that writes one picture.
    static let stills = ArgumentValue<FileFormat>.choice(among: [.png, .svg, .pdf, .lottie])
}

/// Where and how pictures are written: `-o`, `--format`, `--scale` or a size in pixels,
/// `--background`.
///
/// Shared by every command that renders, so they all behave alike.
struct OutputSettings {
    var path: String
    var target: OutputTarget
    /// Pixels per point (both axes), when no pixel size is given.
    var scale: Double
    var background: Color?
    /// The output's width and height in pixels, when `--width`/`--height` set them: one alone
    /// keeps the aspect ratio, both stretch the picture to exactly that size.
    var pixelWidth: Double? = nil
    var pixelHeight: Double? = nil
    /// The file a still goes to inside a directory named by -o (`DIR/emoji.png`).
    var defaultFile: String = ""
    /// `--transform`: the whole picture's transform, in points; the canvas keeps its size.
    var transform: TransformList = .identity
    /// `--transform-to`: the whole picture's transform moving over time, applied by
    /// ``applyingMotion(to:)`` (``transform`` then stands still at its start).
    var transformMotion: PictureTransformMotion? = nil

    /// Pixels per point at most (`--scale`), and pixels a side at most.
    static let maximumScale = 8.0
    static let maximumPixels = Double(RasterImage.maximumSide)

    /// The still format, for commands that write one picture only.
    func pictureFormat() throws -> OutputFormat {
        guard case .picture(let format) = target else {
            throw CLIError.badValue(
                "-o", path, "names frames or an animation; this command writes one picture (.png, .svg, .pdf, .json)")
        }
        return format
    }

    /// Pixels per point on each axis for a canvas of `size` points.
    func pixelsPerPoint(_ size: Size) -> (x: Double, y: Double) {
        switch (pixelWidth, pixelHeight) {
        case (let w?, let h?): return (w / size.width, h / size.height)
        case (let w?, nil): return (w / size.width, w / size.width)
        case (nil, let h?): return (h / size.height, h / size.height)
        case (nil, nil): return (scale, scale)
        }
    }

    /// The size in whole pixels of a canvas of `size` points.
    func pixelSize(_ size: Size) -> (width: Int, height: Int) {
        let (sx, sy) = pixelsPerPoint(size)
        return (Int((size.width * sx).rounded(.up)), Int((size.height * sy).rounded(.up)))
    }

    /// Checks that a canvas of `size` points is drawable at this scale.
    func validate(canvas size: Size, widthOption: String = "--width", heightOption: String = "--height") throws {
        for (value, option) in [(size.width, widthOption), (size.height, heightOption)] {
            guard value > 0 else { throw CLIError.badValue(option, shortestDecimal(value), "must be positive") }
        }
        let (sx, sy) = pixelsPerPoint(size)
        for (value, perPoint, option) in [(size.width, sx, widthOption), (size.height, sy, heightOption)] {
            let pixels = (value * perPoint).rounded(.up)
            guard pixels <= Self.maximumPixels else {
                throw CLIError.badValue(
                    option, shortestDecimal(value),
                    "makes \(shortestDecimal(pixels)) pixels; the limit is \(shortestDecimal(Self.maximumPixels))")
            }
        }
    }

    /// The scene with the `--background` and `--transform` applied and, when a pixel size is
    /// given, scaled to it (then drawn at one pixel per point).
    func prepared(_ scene: Scene) throws -> Scene {
        var scene = scene
        if let background { scene.background = background }
        if transformMotion == nil { scene = try transformed(scene, by: transform) }
        guard pixelWidth != nil || pixelHeight != nil else { return scene }
        let (sx, sy) = pixelsPerPoint(scene.size)
        scene.nodes = [.group(GroupNode(children: scene.nodes, transform: .scale(x: sx, y: sy)))]
        scene.size = Size(scene.size.width * sx, scene.size.height * sy)
        return scene
    }

    /// The animation with `--transform-to` moving the whole picture, and the settings that write
    /// it (with the motion taken out, so it applies once). The lists every eighth of the way are
    /// checked on the first picture, so a perspective that cannot draw it is refused up front.
    func applyingMotion(to animation: SceneAnimation) throws -> (SceneAnimation, OutputSettings) {
        guard let transformMotion else { return (animation, self) }
        var settings = self
        settings.transformMotion = nil
        settings.transform = .identity
        let first = animation.scene(0)
        for step in 0...8 {
            _ = try transformed(first, by: transformMotion.interpolation.list(at: Double(step) / 8))
        }
        return (transformMotion.applied(to: animation, drawing: self), settings)
    }

    /// A picture under a whole-picture transform list: a group for a plane map; its paths
    /// projected within 0.05 pixels for a perspective (refused for text and images).
    func transformed(_ scene: Scene, by list: TransformList) throws -> Scene {
        var scene = scene
        if let affine = list.affineTransform {
            guard !affine.isIdentity else { return scene }
            scene.nodes = [.group(GroupNode(children: scene.nodes, transform: affine))]
            return scene
        }
        let (sx, sy) = pixelsPerPoint(scene.size)
        guard let projected = scene.projected(by: list.projectiveTransform, tolerance: 0.05 / max(sx, sy)) else {
            throw CLIError.badValue(
                "--transform", list.description,
                "cannot be drawn in perspective: the picture holds text or images, or reaches behind the viewer")
        }
        return projected
    }

    /// Pixels per point the renderer uses for a ``prepared(_:)`` scene.
    var renderScale: Double { pixelWidth != nil || pixelHeight != nil ? 1 : scale }

    /// Encodes a scene in a still format.
    /// `compressionLevel` is the PNG one of ``encodePNG(_:compressionLevel:)`` (0: stored, RGBA, a size that depends
    /// only on the pixel count).
    func encode(
        _ scene: Scene, as format: OutputFormat, compressionLevel: Int = defaultPNGCompressionLevel
    ) throws -> [UInt8] {
        try ValidationOnly.checkpoint()
        let scene = try prepared(scene)
        do {
            switch format {
            case .png: return try renderPNG(scene, scale: renderScale, compressionLevel: compressionLevel)
            case .svg: return Array(try SVGWriter(services: .raster).document(for: scene).utf8)
            case .pdf: return try renderPDF(scene)
            case .lottie: return Array(try LottieWriter(services: .raster).document(for: scene).utf8)
            }
        } catch {
            throw CLIError("cannot render: \(error)", status: .ioError)
        }
    }

    /// Renders one picture and writes it atomically.
    func write(_ scene: Scene) throws {
        try OutputFile.write(try encode(scene, as: try pictureFormat()), to: path)
    }

    /// For a still picture asked into a directory (`-o out/`, `-o .`): the settings that write it
    /// as the command's default file inside it; nil when the target is not a directory.
    func stillInDirectory() -> OutputSettings? {
        guard case .frameFiles(let naming, let format) = target, naming.isDirectory else { return nil }
        var still = self
        let name = defaultFile.split(separator: ".").dropLast().joined(separator: ".")
        still.path = OutputDirectory.path((name.isEmpty ? defaultFile : name) + "." + format.fileExtension, in: path)
        still.target = .picture(format)
        return still
    }

    /// True when the output goes to standard output.
    var isStandardOutput: Bool { path == "-" }

    /// Refuses to write binary output to a terminal.
    func checkTerminal(binary: Bool) throws {
        guard isStandardOutput, binary, Console.isTerminal(STDOUT_FILENO) else { return }
        throw CLIError.usage("-o -: standard output is a terminal; redirect it to a file (> out.png) or a pipe")
    }
}

extension OutputSettings {
    /// Reads `-o`, `--format`, `--scale`, `--width`, `--height` and `--background`.
    init(_ arguments: ParsedArguments, _ options: OutputOptions) throws {
        path = try arguments[options.output]
        guard !path.isEmpty else { throw CLIError.badValue("-o", path, "is not a file name") }
        target = try OutputTarget.resolve(path: path, format: try arguments[options.format])
        scale = try arguments[options.scale]
        background = try arguments[options.background]
        if let width = options.width, let height = options.height {
            pixelWidth = try arguments[width]
            pixelHeight = try arguments[height]
        }
        defaultFile = options.defaultFile
        if let option = options.transform { transform = try arguments[option] }
        transformMotion = try options.motion(arguments)
        switch target {
        case .picture(let format): try checkTerminal(binary: format == .png || format == .pdf)
        case .animation: try checkTerminal(binary: true)
        case .frameFiles: break
        }
    }
}

/// The output options every rendering command shares: `-o`, `--format`, `--scale`,
/// `--width`/`--height` (pixels), `--background`, `--transform`.
struct OutputOptions: OptionGroup {
    let output: Option<String>
    let format: Option<FileFormat?>
    let scale = Option(
        "scale", help: "Pixels per point for PNG (1, 2, 3 like @1x/@2x/@3x).", default: 1,
        .number(in: .above(0, upTo: OutputSettings.maximumScale)))
    /// nil for commands whose --width and --height are their own (`path render`'s canvas).
    let width: Option<Double?>?
    let height: Option<Double?>?
    let background = Option(
        "background", help: "Background color (#RGB, #RRGGBB, #RRGGBBAA or a CSS name).", shown: "transparent", .color)
    /// nil for commands that transform their own geometry (`path render`), as the three below.
    let transform: Option<TransformList>?
    let transformTo: Option<TransformList?>?
    let cycle: Option<Double>?
    let timing: Option<TimingFunction>?
    let autoreverse: Flag?
    let defaultFile: String

    /// The options of a command whose output is `defaultFile` when -o is not given; an
    /// animating command also writes frames and animated files. `pixelSize` adds `--width`
    /// and `--height` in pixels; `pictureTransform` adds `--transform`, a plane transform of the whole picture.
    init(defaultFile: String, animates: Bool = false, pixelSize: Bool = true, pictureTransform: Bool = true) {
        let what =
            animates
            ? "Output: a file (.png, .svg, .pdf, .json for Lottie; .gif and .webp animate, and .svg and .json when the command animates), a directory (DIR/, '.') or a pattern frame_%04d.png for frames; '-' is standard output. A file's directory must exist (exit 73 otherwise); frame directories are created; a still into a directory is DIR/\(defaultFile)."
            : "Output file; the extension picks the format (.png, .svg, .pdf, .json for a one-frame Lottie); '-' writes to standard output. Its directory must exist (exit 73 otherwise)."
        output = Option("output", short: "o", help: what, default: defaultFile, .text("FILE"))
        format = Option("format", help: "Format, overriding the extension.", animates ? .choice : FileFormat.stills)
        let pixels = NumberRange.above(0, upTo: OutputSettings.maximumPixels)
        width =
            pixelSize
            ? Option(
                "width", help: "Output width in pixels; alone, the height follows the aspect ratio.",
                .number("PX", in: pixels))
            : nil
        height =
            pixelSize
            ? Option(
                "height", help: "Output height in pixels; with --width the picture is stretched to both.",
                .number("PX", in: pixels))
            : nil
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
            ? Option(
                "cycle", help: "With --transform-to: seconds from one list to the other; it repeats forever.",
                default: 1, .number("SECONDS", in: .above(0, upTo: 3600)))
            : nil
        timing =
            pictureTransform
            ? Option("timing", help: "With --transform-to: easing.", default: TimingFunction.easeInEaseOut, .timing)
            : nil
        autoreverse =
            pictureTransform ? Flag("autoreverse", help: "With --transform-to: each cycle goes there and back.") : nil
        self.defaultFile = defaultFile
    }

    /// The `--transform-to` motion, when it is given.
    func motion(_ arguments: ParsedArguments) throws -> PictureTransformMotion? {
        guard let transform, let transformTo, let cycle, let timing, let autoreverse,
            let to = try arguments[transformTo]
        else { return nil }
        let interpolation: TransformInterpolation
        do { interpolation = try TransformInterpolation(from: try arguments[transform], to: to) } catch {
            throw CLIError.usage("--transform-to: \(error)")
        }
        let progress = try PropertyAnimation.basic(
            from: 0, to: 1, duration: try arguments[cycle], timing: try arguments[timing],
            autoreverses: arguments[autoreverse], repeatCount: .infinity)
        return PictureTransformMotion(interpolation: interpolation, timeline: Timeline(["progress": progress]))
    }

    var rules: [OptionRule] {
        var rules: [OptionRule] = []
        if let width, let height {
            rules.append(.conflicts(scale, with: width, height, because: "a size in pixels sets the scale"))
        }
        if let transformTo, let cycle, let timing, let autoreverse {
            rules += [
                .requires(cycle, transformTo), .requires(timing, transformTo), .requires(autoreverse, transformTo),
            ]
        }
        return rules
    }
}
