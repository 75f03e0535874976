import Foundation
import TTGArguments
import TTGCodecs
import TTGExport

extension ExportSettings {
    /// The help paragraph on frames and loops, shared by every animating command.
    static let discussion = """
        Frame i shows the animation at t = start + i / fps; the export never changes --fps.
        A looping animation (one with a loop period) includes its start and excludes its end,
        which is the start of the next period, so the file loops without a doubled frame. An
        animation that ends (no loop period) includes both ends: exported at its natural length it
        gets every frame from start before its end and one more at the end itself (1 s at 30 fps:
        31 frames, the last at t = 1; 1.05 s: 33 frames, the last at t = 1.05); --start 0.5 exports
        the rest of the 1 s one, 16 frames, as ffmpeg's -ss does.
        --frames N exports exactly N frames and --duration S exactly round(S × fps) frames, both
        from t = start at 1 / fps apart, whatever the animation does.

        --loop finds the period exactly: each animated property repeats after its duration
        (twice that when it autoreverses) divided by the speed; those periods are read as
        fractions and the period is their least common multiple. The loop is the first multiple of
        the period that is a whole number of frames at --fps. A loop longer than 10 s is refused
        with its length and frame count and, where they exist, the frame rates nearest --fps whose
        loop is at most 10 s: the closest whole rate from 2/3 to 3/2 of --fps (20–45 for 30, at
        most 50 for a GIF), and the rate that fits one period into round(period × fps) frames.
        An animated GIF or WebP, whose delays are whole centiseconds or milliseconds and so
        play --fps only to the nearest tick, takes that last rate instead of refusing when the
        period itself is at most 10 s: one period, at the rate nearest --fps that makes it whole
        frames (a 0.7872 s loop at 30 fps: 24 frames at 30.49 fps).
        --long-loop exports the long loop anyway. --loop --frames N exports N frames only when
        they are a whole number of periods at --fps, and otherwise names the rate they need.
        An animated SVG or a Lottie has no frame grid: its --loop is one exact period however long
        (--fps sets how densely it is sampled; a Lottie's frame rate is the one nearest --fps that
        makes the period whole frames), and a change of shape or a jump happens at its own time.

        GIF, WebP and animated SVG: --repeat N plays the animation N times in all (0, the default:
        forever; a GIF stores N − 1 in its NETSCAPE2.0 loop count, as browsers play that count plus
        one, a WebP stores N, an SVG's SMIL repeatCount N), and --hold S shows the last frame S
        seconds longer; both are refused for frame files and pictures. Frames render in parallel and every file is written to a temporary
        name and renamed when complete, so an interrupted export leaves only whole files; outputs
        are byte-identical whatever --jobs is.
        """

    /// Reads the export options.
    init(_ arguments: ParsedArguments, _ options: ExportOptions) throws {
        self.init(
            frames: try arguments[options.frames], duration: try arguments[options.duration],
            fps: try arguments[options.fps], start: try arguments[options.start], loop: arguments[options.loop],
            longLoop: arguments[options.longLoop], jobs: try arguments[options.jobs],
            shard: try arguments[options.shard], skipExisting: arguments[options.skipExisting],
            quiet: arguments[options.quiet], quality: try arguments[options.quality],
            playCount: try arguments[options.playCount], hold: try arguments[options.hold])
    }
}

/// The options every animating command shares: how many frames, when, how fast, and how to run.
struct ExportOptions: OptionGroup {
    /// The library's defaults, which the options show and apply.
    private static let defaults = ExportSettings()
    let frames = Option(
        "frames", help: "Export exactly N frames, at start + i / fps.", .integer(in: 1...ExportSettings.maximumFrames))
    let duration = Option(
        "duration", help: "Length to export in seconds: round(duration × fps) frames, at start + i / fps.",
        .number("SECONDS", in: .above(0, upTo: 3600)))
    let fps = Option(
        "fps", help: "Frames per second, never changed by the export (GIF: at most 50; a .tgs sticker: 60, or 30).",
        default: Self.defaults.fps,
        .number("F", in: .above(0, upTo: ExportSettings.maximumFPS)))
    let start = Option(
        "start", help: "Time of the first frame in seconds.", default: Self.defaults.start,
        .number("SECONDS", in: -86_400...86_400))
    let loop = Flag(
        "loop",
        help:
            "Export exactly one seamless loop: the first whole number of periods that is a whole number of frames (see below)."
    )
    let longLoop = Flag(
        "long-loop", help: "With --loop: export a loop longer than 10 s instead of refusing it (frames, GIF, WebP).")
    let jobs = Option(
        "jobs", help: "Frames rendered in parallel.", default: Self.defaults.jobs,
        shown: "the number of cores", .integer(in: 1...256)
    ).commandLineOnly()
    let shard = Option(
        "shard",
        help:
            "Render only frames whose index % N == K (share an export between N machines); puzzle --count writes block K "
            + "of N contiguous blocks of challenges. auto takes K and N from a batch engine.",
        .shard
    ).commandLineOnly()
    let skipExisting = Flag(
        "skip-existing",
        help:
            "Keep frame files that are already whole pictures of this export's format and size; render the others (missing, cut short or of another size)."
    ).commandLineOnly()
    let quiet = Flag("quiet", short: "q", help: "No progress bar.").commandLineOnly()
    let json = Flag(
        "json",
        help:
            "Print a JSON manifest: files, frames, fps, duration (playing time, with --hold), size in pixels, wall time."
    ).commandLineOnly()
    let quality = Option(
        "quality", help: "JPEG quality (YCbCr 4:4:4, baseline); lossy WebP at this quality.",
        shown: "\(Int(defaultJPEGQuality)) for a JPEG, lossless for a WebP", .number("Q", in: 0...100))
    let playCount = Option(
        "repeat",
        help:
            "GIF, WebP and animated SVG (a Lottie app decides itself): play the animation N times in all; 0 plays forever.",
        default: Self.defaults.playCount, .integer(in: 0...AnimationPlayCount.maximum))
    let hold = Option(
        "hold", help: "GIF, WebP, animated SVG and Lottie: show the last frame this many seconds longer.",
        default: Self.defaults.hold,
        .number("SECONDS", in: 0...600))

    var rules: [OptionRule] {
        [
            .exclusive(loop, duration, because: "a loop has its own length"),
            .exclusive(frames, duration),
            .requires(longLoop, loop),
        ]
    }

    /// True when the arguments ask for more than one still picture.
    func requested(in arguments: ParsedArguments) -> Bool {
        arguments[loop] || arguments.has(frames) || arguments.has(duration)
    }
}

extension ArgumentValue where Value == Shard {
    /// `K/N` with 0 ≤ K < N, or `auto` / `auto/N`: K (and N) from the batch engine (``BatchShard``).
    static var shard: Self {
        ArgumentValue(
            "K/N",
            parse: { text, option in
                let parts = text.split(separator: "/", omittingEmptySubsequences: false)
                if parts.first == "auto" {
                    guard parts.count == 1 || (parts.count == 2 && Int(parts[1]).map { $0 >= 1 } == true) else {
                        throw CLIError.badValue(option, text, "is not of the form auto or auto/N with N ≥ 1")
                    }
                    return try BatchShard.shard(
                        givenCount: parts.count == 2 ? Int(parts[1]) : nil,
                        environment: ProcessInfo.processInfo.environment, option: option)
                }
                guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]) else {
                    throw CLIError.badValue(option, text, "is not of the form K/N")
                }
                guard n >= 1, k >= 0, k < n else { throw CLIError.badValue(option, text, "needs 0 ≤ K < N") }
                return Shard(index: k, count: n)
            }, format: { "\($0.index)/\($0.count)" })
    }
}
