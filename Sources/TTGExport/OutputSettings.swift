import Foundation
import TTGBase
import TTGCairo
import TTGCodecs
import TTGGeometry
import TTGLottie
import TTGSVG
import TTGScene
import TTGVectorDrawable

/// Where and how pictures are written: `-o`, `--format`, `--scale` or a size in pixels,
/// `--background`.
///
/// Shared by every command that renders, so they all behave alike.
public struct OutputSettings: Sendable {
    public var path: String
    public var target: OutputTarget
    /// Pixels per point (both axes), when no pixel size is given.
    public var scale: Double
    public var background: Color?
    /// The output's width and height in pixels, when `--width`/`--height` set them: one alone
    /// keeps the aspect ratio, both stretch the picture to exactly that size.
    public var pixelWidth: Double? = nil
    public var pixelHeight: Double? = nil
    /// The file a still goes to inside a directory named by -o (`DIR/emoji.png`).
    public var defaultFile: String = ""
    /// `--transform`: the whole picture's transform, in points; the canvas keeps its size.
    public var transform: TransformList = .identity
    /// `--transform-to`: the whole picture's transform moving over time, applied by
    /// ``applyingMotion(to:)`` (``transform`` then stands still at its start).
    public var transformMotion: PictureTransformMotion? = nil
    /// `--live-text`: SVG text as `<text>` in the PNG's font rather than glyph outlines
    /// (``SVGWriter/liveText``).
    public var liveText = false
    /// `--shadow-scale`: pixels per point of the shadow bitmaps a Lottie embeds (the largest
    /// screen scale it is meant for).
    public var shadowScale = OutputSettings.defaultShadowScale
    /// `--dark-background`: a picture set (``PictureSet``) also holds the picture drawn for this
    /// opaque dark background (``DarkLook``), transparent, for the dark appearance; nil: it holds
    /// the one appearance.
    public var darkBackground: Color? = nil
    /// A folder the export makes (with its parents) before it writes, since it names the file's
    /// place rather than the user: an Android res folder's `raw/` (``AndroidRawResource``).
    public var folder: String? = nil
    /// `--vector-fallback`: what a VectorDrawable does with what it cannot show (``VectorFallback``).
    public var vectorFallback = VectorFallback.refuse

    /// Settings that write to `path`, in the format its extension names (or `format`): one file,
    /// a folder of frames (`frames/`) or a pattern (`frame_%04d.png`), as
    /// ``OutputTarget/resolve(path:format:)`` reads it.
    public init(path: String, format: FileFormat? = nil, scale: Double = 1, background: Color? = nil) throws {
        self.init(
            path: path, target: try OutputTarget.resolve(path: path, format: format), scale: scale,
            background: background)
    }

    /// Settings that write to `path` as `target` (``OutputTarget/resolve(path:format:)``).
    public init(
        path: String, target: OutputTarget, scale: Double = 1, background: Color? = nil, pixelWidth: Double? = nil,
        pixelHeight: Double? = nil, defaultFile: String = "", transform: TransformList = .identity,
        transformMotion: PictureTransformMotion? = nil
    ) {
        self.path = path
        self.target = target
        self.scale = scale
        self.background = background
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.defaultFile = defaultFile
        self.transform = transform
        self.transformMotion = transformMotion
    }

    /// Pixels per point of the shadow bitmaps a Lottie embeds, unless told: sharp on a 3× screen,
    /// the densest phones have.
    public static let defaultShadowScale = 3.0

    /// Pixels per point at most (`--scale`), and pixels a side at most.
    public static let maximumScale = 8.0
    public static let maximumPixels = Double(RasterImage.maximumSide)

    /// The still format, for commands that write one picture only.
    public func pictureFormat() throws -> FileFormat {
        guard case .picture(let format) = target else {
            throw ExportError.invalid(
                .output, path,
                "names frames or an animation; this command writes one picture (\(FileFormat.extensions(of: FileFormat.pictures, joinedBy: nil)))"
            )
        }
        return format
    }

    /// Pixels per point on each axis for a canvas of `size` points.
    public func pixelsPerPoint(_ size: Size) -> (x: Double, y: Double) {
        switch (pixelWidth, pixelHeight) {
        case (let w?, let h?): return (w / size.width, h / size.height)
        case (let w?, nil): return (w / size.width, w / size.width)
        case (nil, let h?): return (h / size.height, h / size.height)
        case (nil, nil): return (scale, scale)
        }
    }

    /// The size in whole pixels of a canvas of `size` points; a side past 10^15 pixels (or not a
    /// number) is counted as 10^15, so a canvas from path data of any size never traps here and
    /// ``validate(canvas:setBy:)`` refuses it by name.
    public func pixelSize(_ size: Size) -> (width: Int, height: Int) {
        let (sx, sy) = pixelsPerPoint(size)
        return (Self.wholePixels(size.width * sx), Self.wholePixels(size.height * sy))
    }

    /// `pixels` rounded up to a whole number, within 0…10^15.
    private static func wholePixels(_ pixels: Double) -> Int {
        let bound = 1e15
        guard !pixels.isNaN else { return Int(bound) }
        return Int(min(max(pixels.rounded(.up), 0), bound))
    }

    /// The size a file in the output's format states for a canvas of `size` points: its whole
    /// pixels (``pixelSize(_:)``) when the format stores pixels, its page (points × ``pixelsPerPoint(_:)``,
    /// as ``prepared(_:)`` scales it) otherwise.
    public func statedSize(_ size: Size) -> Size {
        guard target.format.storesPixels else {
            let (sx, sy) = pixelsPerPoint(size)
            return Size(size.width * sx, size.height * sy)
        }
        let (width, height) = pixelSize(size)
        return Size(Double(width), Double(height))
    }

    /// Checks that a canvas of `size` points is drawable at this scale, in pixels a side. The error
    /// names what made the picture too large as the user gave it: `setter` (what set the canvas,
    /// `--size 8192` of an emoji, with its text as typed), else `--width`/`--height`, else `--scale`.
    public func validate(canvas size: Size, setBy setter: (setting: ExportSetting, typed: String)? = nil) throws {
        guard size.width > 0, size.height > 0 else {
            let side = size.width > 0 ? size.height : size.width
            if let setter { throw ExportError.invalid(setter.setting, setter.typed, "makes an empty canvas") }
            throw ExportError.invalid(
                size.width > 0 ? .height : .width, shortestDecimal(side), "must be positive")
        }
        let (width, height) = pixelSize(size)
        guard Double(max(width, height)) > Self.maximumPixels else { return }
        let atScale: Message = scale == 1 ? "" : " at \(ExportSetting.scale) \(shortestDecimal(scale))"
        let limit: Message = "; the limit is \(shortestDecimal(Self.maximumPixels)) a side"
        let problem: Message = "makes a picture of \(width) × \(height) pixels"
        // Both sides given are each within the limit, so one alone made the other side too long.
        if let pixelWidth { throw ExportError.invalid(.width, shortestDecimal(pixelWidth), problem + limit) }
        if let pixelHeight { throw ExportError.invalid(.height, shortestDecimal(pixelHeight), problem + limit) }
        if let setter { throw ExportError.invalid(setter.setting, setter.typed, problem + atScale + limit) }
        throw ExportError.invalid(
            .scale, shortestDecimal(scale),
            problem + "\(" from a canvas of \(shortestDecimal(size.width)) × \(shortestDecimal(size.height)) points")"
                + limit)
    }

    /// The scene with the `--background` and `--transform` applied and, when a pixel size is
    /// given, scaled to it (then drawn at one pixel per point); a vector format is scaled by
    /// `--scale` too, so its page is that many times larger; a Telegram sticker is fitted into its
    /// square instead (``TelegramSticker/fitted(_:)``). A transparent `--background`
    /// (`none`) takes away the picture's own background.
    public func prepared(_ scene: Scene) throws -> Scene {
        var scene = scene
        if let background { scene.background = background.alpha > 0 ? background : nil }
        if transformMotion == nil { scene = try transformed(scene, by: transform) }
        if target.format == .tgs { return TelegramSticker.fitted(scene) }
        guard pixelWidth != nil || pixelHeight != nil || (scale != 1 && !target.format.storesPixels) else {
            return scene
        }
        let (sx, sy) = pixelsPerPoint(scene.size)
        scene.nodes = [.group(GroupNode(children: scene.nodes, transform: .scale(x: sx, y: sy)))]
        scene.size = Size(scene.size.width * sx, scene.size.height * sy)
        return scene
    }

    /// The animation with `--transform-to` moving the whole picture, and the settings that write
    /// it (with the motion taken out, so it applies once). The lists every eighth of the way are
    /// checked on the first picture, so a perspective that cannot draw it is refused up front.
    public func applyingMotion(to animation: SceneAnimation) throws -> (SceneAnimation, OutputSettings) {
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
    public func transformed(_ scene: Scene, by list: TransformList) throws -> Scene {
        var scene = scene
        if let affine = list.affineTransform {
            guard !affine.isIdentity else { return scene }
            scene.nodes = [.group(GroupNode(children: scene.nodes, transform: affine))]
            return scene
        }
        let (sx, sy) = pixelsPerPoint(scene.size)
        guard let projected = scene.projected(by: list.projectiveTransform, tolerance: 0.05 / max(sx, sy)) else {
            throw ExportError.invalid(
                .transform, list.description,
                "cannot be drawn in perspective: the picture holds text or images, or reaches behind the viewer")
        }
        return projected
    }

    /// Pixels per point the renderer uses for a ``prepared(_:)`` scene.
    public var renderScale: Double { pixelWidth != nil || pixelHeight != nil ? 1 : scale }

    /// Encodes a scene in a still format.
    /// `compressionLevel` is the PNG one of ``encodePNG(_:compressionLevel:)`` (0: stored, RGBA, a size that depends
    /// only on the pixel count); `quality` the JPEG one of ``encodeJPEG(_:quality:matte:)`` (nil: its default).
    /// A JPEG, which has no alpha, is drawn onto white: under the `--background`, or alone without one.
    public func encode(
        _ scene: Scene, as format: FileFormat, quality: Double? = nil,
        compressionLevel: Int = defaultPNGCompressionLevel
    ) throws -> [UInt8] {
        var scene = try prepared(scene)
        do {
            switch format {
            case .png: return try renderPNG(scene, scale: renderScale, compressionLevel: compressionLevel)
            case .jpeg:
                scene.background = (scene.background ?? .clear).composited(over: .white)
                return try encodeJPEG(
                    try rasterize(scene, scale: renderScale), quality: quality ?? defaultJPEGQuality)
            case .svg: return Array(try svgWriter.document(for: scene).utf8)
            case .pdf: return try renderPDF(scene)
            case .lottie: return Array(try lottieWriter.document(for: scene).utf8)
            case .vectorDrawable: return Array(try vectorDrawable(scene).utf8)
            case .gif, .webp, .dotLottie, .tgs:
                throw ExportError.invalid(.format, format.rawValue, "is not a picture format")
            }
        } catch let error as ExportError {
            throw error
        } catch {
            throw ExportError(.ioError, "cannot render: \(error)")
        }
    }

    /// The SVG writer these settings ask for.
    public var svgWriter: SVGWriter { SVGWriter(services: .raster, liveText: liveText) }

    /// The VectorDrawable writer these settings ask for.
    public var vectorDrawableWriter: VectorDrawableWriter {
        VectorDrawableWriter(services: .raster, fallback: vectorFallback)
    }

    /// A prepared scene as a vector drawable (``vectorDrawable(_:)``).
    private func vectorDrawable(_ scene: Scene) throws -> String {
        try vectorDrawable { try $0.document(for: scene) }
    }

    /// The text of the vector drawable or AnimatedVectorDrawable `make` writes with these
    /// settings' writer; what it draws another way is said on standard error, a line each, and
    /// what it cannot show is refused by name.
    func vectorDrawable(_ make: (VectorDrawableWriter) throws -> VectorDrawableDocument) throws -> String {
        do {
            let document = try make(vectorDrawableWriter)
            for line in document.approximations { Console.err("ttg-render: warning: \(path): \(line)\n") }
            return document.text
        } catch let unsupported as VectorDrawableUnsupported {
            guard let approximation = unsupported.approximation else {
                throw ExportError.invalid(
                    .output, path,
                    "is a \(FileFormat.vectorDrawable.name), which cannot show \(unsupported.what); write \(FileFormat.extensions(of: [.png, .svg, .lottie], lottie: " (Lottie)"))"
                )
            }
            throw ExportError.invalid(
                .vectorFallback, vectorFallback.rawValue,
                "refuses \(unsupported.what), which a \(FileFormat.vectorDrawable.name) cannot show; "
                    + "with \(ExportSetting.vectorFallback) \(VectorFallback.approximate.rawValue) it is \(approximation)"
            )
        }
    }

    /// The Lottie writer these settings ask for.
    public var lottieWriter: LottieWriter { LottieWriter(services: .raster(shadowScale: shadowScale)) }

    /// Renders one picture and writes it atomically; `quality` is a JPEG's (nil: its default).
    public func write(_ scene: Scene, quality: Double? = nil) throws {
        try OutputFile.write(try encode(scene, as: try pictureFormat(), quality: quality), to: path)
    }

    /// For one file asked into a directory (`-o out/`, `-o .`): a still picture, or what
    /// ``ExportSettings/writesOneFile(as:markers:)`` says is one file. The settings that write it
    /// as the command's default file inside it; nil when the target is not a directory.
    public func fileInDirectory() -> OutputSettings? {
        guard case .frameFiles(let naming, let format) = target, naming.isDirectory else { return nil }
        var still = self
        let name = defaultFile.split(separator: ".").dropLast().joined(separator: ".")
        still.path = OutputDirectory.path((name.isEmpty ? defaultFile : name) + "." + format.fileExtension, in: path)
        still.target = .picture(format)
        return still
    }

    /// What an animation's frames written with these settings become: ``OutputTarget/animating``,
    /// or a ``OutputTarget/frameStream(_:)`` when the output is a stream (`-`, a pipe) and its
    /// format ``FileFormat/streamsFrames``.
    public var animatingTarget: OutputTarget {
        if case .picture(let format) = target, format.streamsFrames, OutputFile.isStream(path) {
            return .frameStream(format)
        }
        return target.animating
    }

    /// True when the output goes to standard output.
    public var isStandardOutput: Bool { path == "-" }

    /// Refuses to write binary output to a terminal.
    public func checkTerminal(binary: Bool) throws {
        guard isStandardOutput, binary, Console.isTerminal(STDOUT_FILENO) else { return }
        throw ExportError.invalid(.output, "standard output is a terminal; redirect it to a file (> out.png) or a pipe")
    }
}
