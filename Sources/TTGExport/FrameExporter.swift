import Foundation
import TTGBase
import TTGCairo
import TTGCodecs
import TTGGeometry
import TTGLottie
import TTGSVG
import TTGScene

/// Renders an animation's frames in parallel and writes them: frame files, a stream of frames, an
/// animated GIF or a WebP.
///
/// The engine knows nothing about what it draws: it samples a ``SceneAnimation``
/// at the plan's times. Frame files are written by the workers themselves, each
/// atomically; a stream of frames and animated files are assembled in frame order on the
/// calling thread from a bounded window of rendered frames, so memory does not grow with the
/// frame count and the bytes do not depend on `--jobs`.
public struct FrameExporter {
    public var animation: SceneAnimation
    public var options: ExportSettings
    public var output: OutputSettings
    /// What the progress bar calls this export (the output's file or folder name by default).
    public var progress: ProgressItem

    public init(
        animation: SceneAnimation, options: ExportSettings, output: OutputSettings, progress: ProgressItem? = nil
    ) {
        self.animation = animation
        self.options = options
        self.output = output
        self.progress = progress ?? ProgressItem(path: output.path)
    }

    /// Frames rendered ahead of the one being written, per job.
    public static let windowPerJob = 2

    /// Renders the frames and writes them: frame files, or one animated file.
    public func run() throws -> ExportManifest {
        let started = Date()
        let (plan, target) = try checkedPlan()
        TemporaryFiles.removeOnInterrupt()
        var manifest = ExportManifest(
            files: [], skipped: 0, plan: plan, pixelSize: output.pixelSize(animation.size), wallTime: 0)
        switch target {
        case .picture, .pictureSet:
            preconditionFailure("checkedPlan refuses frames into one picture or a picture set")
        case .frameFiles(let naming, let format):
            try exportFiles(plan, naming: naming, format: format, into: &manifest)
        case .animation(let format):
            try OutputFile.write(to: output.path) { stream in try encodeAnimation(plan, as: format, to: stream) }
            manifest.files = [output.path]
            manifest.hold = options.hold
            if format == .tgs {
                // What the sticker plays: its frames at its own rate (a loop's sampled near it), on its square.
                manifest.plan = FramePlan(count: plan.count, start: plan.start, fps: options.fps)
                manifest.pixelSize = (Int(TelegramSticker.side), Int(TelegramSticker.side))
            }
        case .frameStream(let format):
            try streamFrames(plan, as: format)
            manifest.files = [output.path]
        }
        manifest.wallTime = Date().timeIntervalSince(started)
        return manifest
    }

    /// The animated file this export writes (a GIF, WebP, animated SVG or Lottie), in memory.
    public func animatedFile() throws -> [UInt8] {
        let (plan, target) = try checkedPlan()
        guard case .animation(let format) = target else {
            throw ExportError.invalid(
                .output, output.path,
                "is not one animated file (\(FileFormat.extensions(of: FileFormat.animatedFiles)))")
        }
        let memory = ByteStream.inMemory()
        try encodeAnimation(plan, as: format, to: memory.stream)
        return memory.bytes()
    }

    /// The frames to draw and what they become, checked before anything is drawn: the plan, the
    /// canvas at the output's scale, the frame rate of an animated file, and an output that can
    /// hold frames.
    func checkedPlan() throws -> (plan: FramePlan, target: OutputTarget) {
        let target = output.animatingTarget
        let plan = try FramePlan.make(
            options, duration: animation.duration, period: animation.loopPeriod, maximumFPS: target.maximumFPS,
            frameGrid: target.hasFrameGrid, roundedDelays: target.hasRoundedDelays)
        try output.validate(canvas: animation.size)
        if case .animation(let format) = target, let problem = format.frameRateProblem(plan.fps) {
            throw ExportError.invalid(.fps, shortestDecimal(plan.fps), "\(problem)")
        }
        if target == .animation(.tgs) {
            let sticker = try TelegramStickerExport.sticker(fps: options.fps)
            try TelegramStickerExport.checkSize(output)
            let span = vectorSpan(plan)
            let seconds = span.end - plan.start + span.hold
            let rate = span.loops && span.hold == 0 ? wholeFrameRate(period: seconds, near: plan.fps).rate : plan.fps
            // The out point the Lottie writer gives (``LottieTiming``): the span and hold in whole frames.
            let frames = Int((seconds * rate - 1e-6).rounded(.up))
            try TelegramStickerExport.checkLength(
                frames: frames, seconds: seconds, loop: span.loops ? animation.loopPeriod : nil, of: sticker,
                settings: options, path: output.path)
        }
        if case .pictureSet(let set) = target {
            throw ExportError.invalid(
                .output, output.path, "is \(set.description), which holds pictures; it cannot hold \(plan.count) frames"
            )
        }
        if case .picture(let format) = target {
            if OutputFile.isStream(output.path) {
                throw ExportError.invalid(
                    .format, format.rawValue,
                    "cannot carry \(plan.count) frames on one stream; frames to standard output or a pipe are "
                        + "\(FileFormat.listed(FileFormat.frameStreams.map(\.name))) files one after another "
                        + "(ffmpeg -f image2pipe)")
            }
            throw ExportError.invalid(
                .output, output.path,
                "is one picture; for \(plan.count) frames give a directory (frames/), a pattern (frame_%04d.png), or a \(FileFormat.extensions(of: FileFormat.animatedFiles, lottie: " (Lottie)")) file"
            )
        }
        return (plan, target)
    }

    // MARK: - Frame files

    private func exportFiles(
        _ plan: FramePlan, naming: FrameNaming, format: FileFormat, into manifest: inout ExportManifest
    ) throws {
        let first = naming.name(of: 0, count: plan.count)
        try OutputDirectory.create(first.lastIndex(of: "/").map { String(first[...$0]) } ?? ".", setting: .output)
        var indices = Array(0..<plan.count)
        if let shard = options.shard { indices = indices.filter { $0 % shard.count == shard.index } }
        if options.skipExisting {
            // A file is kept only when it is a whole picture of this export's format and size; one
            // cut short, empty or of another size is drawn again.
            let size = output.statedSize(animation.size)
            indices = indices.filter { index in
                let name = naming.name(of: index, count: plan.count)
                guard FileManager.default.fileExists(atPath: name) else { return true }
                if format.isWholePicture(at: name, size: size) {
                    manifest.skipped += 1
                    return false
                }
                manifest.redone += 1
                return true
            }
        }
        let animation = self.animation
        let output = self.output
        let quality = options.quality
        var progress = ProgressBar(self.progress, total: indices.count, quiet: options.quiet)
        TemporaryFiles.noteOnInterrupt(
            "interrupted: the frames written are complete; run the same command with --skip-existing to render the rest"
        )
        defer { TemporaryFiles.noteOnInterrupt(nil) }
        var written: [String] = []
        try orderedParallelMap(
            indices, jobs: options.jobs, window: options.jobs * Self.windowPerJob,
            produce: { index in
                let name = naming.name(of: index, count: plan.count)
                try OutputFile.write(
                    try output.encode(animation.scene(plan.time(of: index)), as: format, quality: quality), to: name)
                return name
            },
            consume: { done, name in
                written.append(name)
                progress.update(done: done + 1)
            })
        progress.finish()
        manifest.files = written
    }

    // MARK: - A stream of frames

    /// Writes every frame to the output stream as a whole file, in frame order whatever `--jobs`
    /// is, each as soon as it and those before it are drawn.
    private func streamFrames(_ plan: FramePlan, as format: FileFormat) throws {
        let (width, height) = output.pixelSize(animation.size)
        if !width.isMultiple(of: 2) || !height.isMultiple(of: 2) {
            // Video tools split the stream into frames as they are; the usual yuv420p refuses an odd side.
            Console.err(
                "ttg-render: warning: the frames are \(width) × \(height) pixels, an odd width or height, which "
                    + "a yuv420p video cannot hold; pad them (ffmpeg -vf 'pad=ceil(iw/2)*2:ceil(ih/2)*2') or draw "
                    + "an even size\n")
        }
        let animation = self.animation
        let output = self.output
        let quality = options.quality
        var progress = ProgressBar(self.progress, total: plan.count, quiet: options.quiet)
        defer { progress.finish() }
        try OutputFile.stream(to: output.path) { stream in
            try orderedParallelMap(
                Array(0..<plan.count), jobs: options.jobs, window: options.jobs * Self.windowPerJob,
                produce: { index in
                    try output.encode(animation.scene(plan.time(of: index)), as: format, quality: quality)
                },
                consume: { done, file in
                    try stream.write(file)
                    progress.update(done: done + 1)
                })
        }
    }

    // MARK: - Animated files

    /// The most frames a GIF's palette is chosen from.
    public static let paletteSampleFrames = 120
    /// The most bytes of those frames' pixels kept to be written without drawing them again
    /// (a refresh loop's 120 frames take 3 MiB; memory stays the same for any frame count).
    public static let keptRasterBytes = 8 << 20

    /// `count` frame indices spread evenly over `0..<total` (all of them when there are no more), the first included.
    public static func spread(_ count: Int, over total: Int) -> [Int] {
        guard total > count else { return Array(0..<total) }
        return (0..<count).map { $0 * total / count }
    }

    /// The frames of `total` a pass has gone through once it has read `read` of the `samples`
    /// frames ``spread(_:over:)`` chose from them: a GIF's palette pass counts the frames asked
    /// for, as its encode pass does, though it reads at most ``paletteSampleFrames`` of them.
    public static func framesCovered(read: Int, of samples: Int, total: Int) -> Int {
        samples > 0 ? read * total / samples : total
    }

    /// Encodes the animated file into `stream`.
    private func encodeAnimation(_ plan: FramePlan, as format: FileFormat, to stream: ByteStream) throws {
        let write = stream.write
        let animation = self.animation
        let output = self.output
        let fps = plan.fps
        let (width, height) = output.pixelSize(animation.size)
        // A vector file is written from a sampling of the timeline: the bar names it, without a count.
        var progress = ProgressBar(
            self.progress, total: format == .gif || format == .webp ? plan.count : 0, quiet: options.quiet)
        defer { progress.finish() }
        let settings = options
        @Sendable func raster(_ index: Int) throws -> RasterImage {
            try settings.checkDeadline()
            do {
                return try rasterize(output.prepared(animation.scene(plan.time(of: index))), scale: output.renderScale)
            } catch {
                throw ExportError(.ioError, "cannot render frame \(index): \(error)")
            }
        }
        let window = options.jobs * Self.windowPerJob
        do {
            switch format {
            case .gif:
                let lastDelay =
                    AnimatedGIFEncoder.delayCentiseconds(frame: plan.count - 1, fps: fps)
                    + Int((options.hold * 100).rounded())
                guard lastDelay <= AnimatedGIFEncoder.maximumDelayCentiseconds else {
                    throw ExportError.invalid(
                        .hold, shortestDecimal(options.hold),
                        "makes the last frame last \(lastDelay) cs; a GIF frame lasts at most 65535 cs")
                }
                // The palette comes from at most `paletteSampleFrames` frames spread over the animation;
                // a frame it shows worse than GIFPalette.sharedErrorLimit gets its own.
                // The frames drawn for it are kept for the second pass while they fit in
                // `keptRasterBytes`: a loop of at most that many frames is then drawn once.
                let histogram = try GIFColorHistogram()
                let sampled = Self.spread(Self.paletteSampleFrames, over: plan.count)
                // Two passes over the frames, each its own phase of the one frame count.
                progress.begin(phase: "palette", total: plan.count)
                var kept: [Int: RasterImage] = [:]
                var keptBytes = 0
                try orderedParallelMap(
                    sampled, jobs: options.jobs, window: window,
                    produce: { index in
                        let image = try raster(index)
                        return (image, GIFColorHistogram.Colors(image))
                    },
                    consume: { done, drawn in
                        try histogram.add(drawn.1)
                        if keptBytes + drawn.0.pixels.count <= Self.keptRasterBytes {
                            kept[sampled[done]] = drawn.0
                            keptBytes += drawn.0.pixels.count
                        }
                        progress.update(done: Self.framesCovered(read: done + 1, of: sampled.count, total: plan.count))
                    })
                let palette = try histogram.palette()
                let keptRasters = kept
                let encoder = try AnimatedGIFEncoder(
                    width: width, height: height, fps: fps, playCount: options.playCount, palette: palette,
                    output: write)
                progress.begin(phase: "encode", total: plan.count)
                try orderedParallelMap(
                    Array(0..<plan.count), jobs: options.jobs, window: window,
                    produce: { index in try palette.prepare(keptRasters[index] ?? raster(index)) },
                    consume: { done, frame in
                        try encoder.append(frame)
                        progress.update(done: done + 1)
                    })
                try encoder.finish(lastFrameDelayCentiseconds: lastDelay)
            case .webp:
                let encoder = try AnimatedWebPEncoder(
                    width: width, height: height, quality: options.quality,
                    playCount: options.playCount, output: stream)
                try orderedParallelMap(
                    Array(0..<plan.count), jobs: options.jobs, window: window,
                    produce: { index in
                        try raster(index)
                    },
                    consume: { index, image in
                        try encoder.append(image, timestampMilliseconds: Self.milliseconds(index, fps: fps))
                        progress.update(done: index + 1)
                    })
                try encoder.finish(
                    endTimestampMilliseconds: Self.milliseconds(plan.count, fps: fps)
                        + Int((options.hold * 1000).rounded()))
            case .svg:
                try write(encodeAnimatedSVG(plan))
            case .lottie:
                try write(encodeLottie(plan))
            case .tgs:
                let writer = LottieWriter(
                    services: output.lottieWriter.services,
                    sticker: try TelegramStickerExport.sticker(fps: options.fps))
                let json = String(decoding: try encodeLottie(plan, writer: writer), as: UTF8.self)
                try write(TelegramStickerExport.file(json, path: output.path))
            case .dotLottie:
                let name = output.path.split(separator: "/").last.map(String.init) ?? ""
                let base = name.hasSuffix(".lottie") ? String(name.dropLast(7)) : name
                let animation = DotLottie.Animation(
                    id: DotLottie.id(base), json: try encodeLottie(plan), loops: self.animation.loopPeriod != nil)
                try write(DotLottie.archive([animation]))
            case .vectorDrawable:
                try write(encodeAnimatedVectorDrawable(plan))
            case .png, .jpeg, .pdf:
                throw ExportError.invalid(.format, format.rawValue, "does not animate")
            }
        } catch let error as ExportError {
            throw error
        } catch let refusal as TelegramSticker.Refusal {
            throw ExportError.invalid(
                .output, output.path,
                "is a Telegram sticker, which \(refusal); write NAME.json for a Lottie of it"
            )
        } catch {
            throw ExportError(.ioError, .output, "cannot encode '\(output.path)': \(error)")
        }
    }

    /// The animation sampled for a vector file at the frames' times (and the timeline's
    /// breakpoints), the seconds its last picture shows beyond the span (``vectorSpan(_:)``), and
    /// whether it is a loop.
    private func vectorSampling(_ plan: FramePlan) throws -> (sampling: AnimationSampling, hold: Double, loops: Bool) {
        let times = (0..<plan.count).map(plan.time(of:))
        // Half frames too: a player shows any moment (a 60 Hz screen the halves of a 30 fps
        // file), so sampled keyframes are held to the tolerance there as well.
        let halves = zip(times, times.dropFirst()).map { ($0 + $1) / 2 }
        let (end, hold, loops) = vectorSpan(plan)
        let (output, settings) = (self.output, options)
        let sampling = try AnimationSampling(
            animation, start: plan.start, end: end, frameTimes: times + halves + (loops ? [end - 0.5 / plan.fps] : []),
            preparing: { scene in
                try settings.checkDeadline()
                return try output.prepared(scene)
            })
        return (sampling, hold, loops)
    }

    /// Where a vector file's span ends, the seconds its last picture shows beyond it, and whether
    /// it is a loop: a loop plays whole periods and starts over seamlessly (its end is its
    /// start); an animation that ends plays up to its last frame, which then shows for one
    /// frame's time (and `--hold`), as in a GIF.
    private func vectorSpan(_ plan: FramePlan) -> (end: Double, hold: Double, loops: Bool) {
        let loops =
            animation.loopPeriod.map { period in
                let periods = plan.duration / period
                return plan.end == nil && abs(periods - periods.rounded()) < 1e-9 * max(1, periods)
            } ?? false
        guard !loops else { return (plan.start + plan.duration, options.hold, true) }
        return (plan.time(of: plan.count - 1), options.hold + 1 / plan.fps, false)
    }

    /// One SVG animated with SMIL, playing `--repeat` times.
    private func encodeAnimatedSVG(_ plan: FramePlan) throws -> [UInt8] {
        let (sampling, hold, _) = try vectorSampling(plan)
        let playback = SVGPlayback(
            playCount: options.playCount == AnimationPlayCount.forever ? nil : options.playCount, hold: hold)
        return Array(try output.svgWriter.document(for: sampling, playback: playback).utf8)
    }

    /// One Lottie animation at `--fps` (players choose how often it plays), by `writer` (nil:
    /// the output's).
    private func encodeLottie(_ plan: FramePlan, writer: LottieWriter? = nil) throws -> [UInt8] {
        let (sampling, hold, _) = try vectorSampling(plan)
        let markers = animation.markers.map {
            AnimationMarker(name: $0.name, start: $0.start - plan.start, duration: $0.duration)
        }
        return Array(
            try (writer ?? output.lottieWriter).document(
                for: sampling, frameRate: plan.fps, hold: hold, markers: markers
            ).utf8)
    }

    /// One AnimatedVectorDrawable: a loop repeats forever over exactly one period; an animation
    /// that ends plays once and keeps its last picture.
    private func encodeAnimatedVectorDrawable(_ plan: FramePlan) throws -> [UInt8] {
        let (sampling, _, loops) = try vectorSampling(plan)
        return Array(try output.vectorDrawable { try $0.animatedDocument(for: sampling, loops: loops) }.utf8)
    }

    /// Frame `index`'s timestamp, rounded from the exact time so durations add up.
    public static func milliseconds(_ index: Int, fps: Double) -> Int { Int((Double(index) * 1000 / fps).rounded()) }
}
