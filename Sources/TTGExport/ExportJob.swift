import Foundation
import TTGBase
import TTGGeometry
import TTGScene

/// One export, decided and checked before anything is drawn or written: the animation, where
/// it goes, and which frames.
///
/// Everything that can be refused without drawing is refused when the job is made: the canvas
/// at the output's scale, the frame plan and its loop, the frame rate an animated format holds,
/// and frames sent to a one-picture file. A front end makes its jobs first, so a bad request
/// fails before any work, and then runs them (``write()``) or keeps the file in memory (``bytes()``).
public struct ExportJob: Sendable {
    /// The animation, with the output's picture-transform motion applied.
    public let animation: SceneAnimation
    public let output: OutputSettings
    public private(set) var settings: ExportSettings
    /// The output of the one picture this job is (``Exporter/stillOutput(_:to:_:)``), or nil for
    /// frames or an animated file.
    public let still: OutputSettings?
    /// The frames to draw when the job is frames or an animated file.
    public let plan: FramePlan?
    /// The picture set to write when the output is one (``OutputTarget/pictureSet(_:)``).
    public let pictureSet: PictureSetExport?
    /// The animation drawn for ``OutputSettings/darkBackground`` (a ``DarkLook``), which a picture
    /// set's dark appearance shows, transparent; nil without a dark background.
    public let darkAnimation: SceneAnimation?

    /// The export of `animation` to `output`; a picture set's dark pictures show `dark`, the
    /// family's dark look of it (nil: ``DarkLook`` with no surface named, on the dark background).
    /// Refuses a dark background that is not opaque and dark (``DarkPalette/problem(with:)``).
    public init(
        _ animation: SceneAnimation, to output: OutputSettings, _ settings: ExportSettings = ExportSettings(),
        dark: SceneAnimation? = nil
    ) throws {
        let (animation, moved) = try output.applyingMotion(to: animation)
        if let background = output.darkBackground {
            if let problem = DarkPalette.problem(with: background) {
                throw ExportError.invalid(.darkBackground, background.hexString, "\(problem)")
            }
            let drawn = dark ?? DarkLook(on: background).animation(animation)
            darkAnimation = try output.applyingMotion(to: drawn).0
        } else {
            darkAnimation = nil
        }
        var output = moved
        // Into a directory, what is one file (a vector loop, markers) is the command's default file there.
        if settings.writesOneFile(as: output.target.format, markers: !animation.markers.isEmpty),
            let file = output.fileInDirectory()
        {
            output = file
        }
        self.animation = animation
        self.output = output
        self.settings = settings
        if case .pictureSet(let set) = output.target, set.holdsAnimations, animation.moves {
            // Android's drawables of an animation: one AnimatedVectorDrawable (and one at night).
            try output.validate(canvas: animation.size)
            pictureSet = try PictureSetExport(set, output: output, canvas: animation.size, animated: true)
            still = nil
            plan = try FrameExporter(animation: animation, options: settings, output: pictureSet!.files[0].output)
                .checkedPlan().plan
            return
        }
        if case .pictureSet(let set) = output.target {
            try Self.refuseFrames(settings, into: set, path: output.path)
            try output.validate(canvas: animation.size)
            pictureSet = try PictureSetExport(set, output: output, canvas: animation.size)
            still = nil
            plan = nil
            return
        }
        pictureSet = nil
        still = Exporter.stillOutput(animation, to: output, settings)
        if output.target.format == .dotLottie, !animation.moves, !settings.asksForFrames {
            throw ExportError.invalid(
                .output, output.path,
                "is a dotLottie archive of animations, and this picture does not move; write NAME.json for a one-frame Lottie"
            )
        }
        if output.target.format == .tgs, !animation.moves, !settings.asksForFrames {
            throw ExportError.invalid(
                .output, output.path,
                "is a Telegram animated sticker, and this picture does not move; write NAME.png for a still sticker, or give \(ExportSetting.frames)"
            )
        }
        if let still {
            try still.validate(canvas: animation.size)
            plan = nil
        } else {
            plan = try FrameExporter(animation: animation, options: settings, output: output).checkedPlan().plan
        }
    }

    /// Refuses frames asked for a picture set, naming what asked: it holds pictures.
    private static func refuseFrames(_ settings: ExportSettings, into set: PictureSet, path: String) throws {
        let problem: Message =
            "\(set.description) ('\(ExportError.quoted(path))') holds pictures, not an animation: write frames "
            + "(DIR/, frame_%04d.png) or an animated file (\(FileFormat.extensions(of: FileFormat.animatedFiles)))"
        if let frames = settings.frames {
            throw ExportError.invalid(.frames, String(frames), "asks for frames; " + problem)
        }
        if let duration = settings.duration {
            throw ExportError.invalid(.duration, shortestDecimal(duration), "asks for frames; " + problem)
        }
        if settings.loop { throw ExportError.invalid(.loop, "asks for frames; " + problem) }
    }

    /// ``ExportSettings/deadline``: set by a service after the job is made, so a request's time
    /// budget starts when its work does.
    public var deadline: Date? {
        get { settings.deadline }
        set { settings.deadline = newValue }
    }

    /// What the job writes: its still picture's target, or the output's when it animates (a
    /// picture set's, which may hold an animation: ``PictureSetExport/animated``).
    public var target: OutputTarget { still?.target ?? output.animatingTarget }

    /// Where the job writes: the still picture's file, or the output's path.
    public var path: String { still?.path ?? output.path }

    /// Draws and writes the job; every file is written atomically. A progress bar on a terminal
    /// names it `progress` (its file or folder name by default), and a still picture only when
    /// it is one of several.
    @discardableResult
    public func write(progress: ProgressItem? = nil) throws -> ExportManifest {
        if let pictureSet, pictureSet.animated {
            let started = Date()
            var files: [String] = []
            for (file, output) in pictureSet.files {
                try OutputDirectory.create((output.path as NSString).deletingLastPathComponent, setting: .output)
                let drawn = file.isDark ? darkAnimation ?? animation : animation
                files += try FrameExporter(animation: drawn, options: settings, output: output, progress: progress)
                    .run()
                    .files
            }
            return ExportManifest(
                files: files, skipped: 0, plan: plan, pixelSize: output.pixelSize(animation.size),
                wallTime: Date().timeIntervalSince(started))
        }
        if let pictureSet {
            let started = Date()
            let bar = progress.flatMap { $0.count > 1 ? ProgressBar($0, total: 0, quiet: settings.quiet) : nil }
            defer { bar?.finish() }
            TemporaryFiles.removeOnInterrupt()
            let files = try pictureSet.write(animation, dark: darkAnimation, at: settings.start, jobs: settings.jobs)
            return ExportManifest(
                files: files, skipped: 0, plan: nil, pixelSize: output.pixelSize(animation.size),
                wallTime: Date().timeIntervalSince(started))
        }
        if let folder = output.folder { try OutputDirectory.create(folder, setting: .output) }
        guard let still else {
            return try FrameExporter(animation: animation, options: settings, output: output, progress: progress).run()
        }
        let started = Date()
        // One picture of several: the bar names it while it is drawn.
        let bar = progress.flatMap { $0.count > 1 ? ProgressBar($0, total: 0, quiet: settings.quiet) : nil }
        defer { bar?.finish() }
        try still.write(animation.scene(settings.start), quality: settings.quality)
        return ExportManifest(
            files: [still.path], skipped: 0, plan: nil, pixelSize: still.pixelSize(animation.size),
            wallTime: Date().timeIntervalSince(started))
    }

    /// The bytes ``write()`` would write when the job is one file (a picture or an animated
    /// file, not frames), made in memory: nothing is written. `progress` names the animation on a
    /// terminal's bar while it is made.
    public func bytes(progress: ProgressItem? = nil) throws -> [UInt8] {
        if let pictureSet {
            throw ExportError.invalid(
                .output, output.path, "is \(pictureSet.set.description), several files, not one to make in memory")
        }
        guard let still else {
            return try FrameExporter(animation: animation, options: settings, output: output, progress: progress)
                .animatedFile()
        }
        return try still.encode(
            animation.scene(settings.start), as: try still.pictureFormat(), quality: settings.quality)
    }
}
