import Foundation

/// What the export options ask for, read and checked.
struct ExportSettings {
    var frames: Int?
    var duration: Double?
    var fps: Double
    var start: Double
    var loop: Bool
    var jobs: Int
    var shard: Shard?
    var skipExisting: Bool
    var quiet: Bool
    var json: Bool
    /// WebP quality 0…100 for lossy output; nil for lossless.
    var quality: Double?

    static let maximumFrames = 100_000

    /// The help paragraph on frames and loops, shared by every animating command.
    static let discussion = """
    Frame i shows the animation at t = start + i / fps. Frames render in parallel and every
    file is written to a temporary name and renamed when complete, so an interrupted export
    leaves only whole files; outputs are byte-identical whatever --jobs is.
    --loop finds the period exactly: each animated property repeats after its duration
    (twice that when it autoreverses) divided by the speed; those periods are read as
    fractions and the loop is their least common multiple, stretched to the first multiple
    that is a whole number of frames (when that is longer than 60 s, one period is split
    into round(period × fps) evenly spaced frames instead).
    """

    /// Reads the export options.
    init(_ arguments: ParsedArguments, _ options: ExportOptions) throws {
        frames = try arguments[options.frames]
        duration = try arguments[options.duration]
        fps = try arguments[options.fps]
        start = try arguments[options.start]
        loop = arguments[options.loop]
        jobs = try arguments[options.jobs]
        shard = try arguments[options.shard]
        skipExisting = arguments[options.skipExisting]
        quiet = arguments[options.quiet]
        json = arguments[options.json]
        quality = try arguments[options.quality]
    }
}

/// The options every animating command shares: how many frames, when, how fast, and how to run.
struct ExportOptions: OptionGroup {
    let frames = Option("frames", help: "Number of frames.", .integer(in: 1...ExportSettings.maximumFrames))
    let duration = Option("duration", help: "Length to export in seconds; frames = round(duration × fps).", .number("SECONDS", in: .above(0, upTo: 3600)))
    let fps = Option("fps", help: "Frames per second (GIF: at most 50).", default: 30, .number("F", in: .above(0, upTo: 240)))
    let start = Option("start", help: "Time of the first frame in seconds.", default: 0, .number("SECONDS", in: -86_400...86_400))
    let loop = Flag("loop", help: "Export exactly one seamless loop: the shortest whole period after which the animation repeats (see below).")
    let jobs = Option("jobs", help: "Frames rendered in parallel.", default: ProcessInfo.processInfo.activeProcessorCount, shown: "the number of cores", .integer(in: 1...256))
    let shard = Option("shard", help: "Render only frames whose index % N == K (share an export between N machines).", .shard)
    let skipExisting = Flag("skip-existing", help: "Leave frame files that already exist; render only the missing ones.")
    let quiet = Flag("quiet", short: "q", help: "No progress bar.")
    let json = Flag("json", help: "Print a JSON manifest: files, frames, fps, duration, size in pixels, wall time.")
    let quality = Option("quality", help: "Lossy WebP at this quality.", shown: "lossless", .number("Q", in: 0...100))

    var rules: [OptionRule] {
        [
            .exclusive(loop, duration, because: "a loop has its own length"),
            .exclusive(frames, duration),
        ]
    }

    /// True when the arguments ask for more than one still picture.
    func requested(in arguments: ParsedArguments) -> Bool {
        arguments[loop] || arguments.has(frames) || arguments.has(duration)
    }
}

extension ArgumentValue where Value == Shard {
    /// `K/N` with 0 ≤ K < N.
    static var shard: Self {
        ArgumentValue("K/N", parse: { text, option in
            let parts = text.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]) else {
                throw CLIError.badValue(option, text, "is not of the form K/N")
            }
            guard n >= 1, k >= 0, k < n else { throw CLIError.badValue(option, text, "needs 0 ≤ K < N") }
            return Shard(index: k, count: n)
        }, format: { "\($0.index)/\($0.count)" })
    }
}

/// One part of an export split between machines: frames whose index % count == index.
struct Shard: Sendable, Equatable {
    var index: Int
    var count: Int
}
