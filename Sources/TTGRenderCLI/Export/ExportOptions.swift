import Foundation

/// The options every animating subcommand shares: how many frames, when, how fast, and how to run.
struct ExportOptions {
    var frames: Int?
    var duration: Double?
    var fps: Double
    var start: Double
    var loop: Bool
    var jobs: Int
    var shard: (index: Int, count: Int)?
    var skipExisting: Bool
    var quiet: Bool
    var json: Bool
    /// WebP quality 0…100 for lossy output; nil for lossless.
    var quality: Double?

    static let maximumFrames = 100_000

    static var specs: [OptionSpec] {
        [
            OptionSpec("frames", value: "N", help: "Number of frames (1…100000)."),
            OptionSpec("duration", value: "SECONDS", help: "Length to export; frames = round(duration × fps)."),
            OptionSpec("fps", value: "F", help: "Frames per second (GIF: at most 50).", default: "30"),
            OptionSpec("start", value: "SECONDS", help: "Time of the first frame.", default: "0"),
            .flag("loop", help: "Export exactly one seamless loop: the shortest whole period after which the animation repeats (see below)."),
            OptionSpec("jobs", value: "N", help: "Frames rendered in parallel.", default: "the number of cores"),
            OptionSpec("shard", value: "K/N", help: "Render only frames whose index % N == K (share an export between N machines)."),
            .flag("skip-existing", help: "Leave frame files that already exist; render only the missing ones."),
            .flag("quiet", help: "No progress bar."),
            .flag("json", help: "Print a JSON manifest: files, frames, fps, duration, size in pixels, wall time."),
            OptionSpec("quality", value: "Q", help: "Lossy WebP at quality 0…100 (default: lossless)."),
        ]
    }

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

    /// True when the arguments ask for more than one still picture.
    static func requested(in arguments: ParsedArguments) -> Bool {
        ["frames", "duration", "loop"].contains(where: arguments.has)
    }

    init(_ arguments: ParsedArguments) throws {
        frames = try arguments.string("frames").map {
            try ValueParser.integer($0, option: "--frames", in: 1...Self.maximumFrames)
        }
        duration = try arguments.number("duration")
        if let duration, !(duration > 0 && duration <= 3600) {
            throw CLIError.badValue("--duration", arguments.string("duration")!, "is out of range (0, 3600] seconds")
        }
        fps = try arguments.number("fps", default: 30)
        guard fps > 0, fps <= 240 else { throw CLIError.badValue("--fps", arguments.string("fps")!, "is out of range (0, 240]") }
        start = try arguments.number("start", default: 0, in: -86_400...86_400)
        loop = arguments.has("loop")
        if loop, duration != nil { throw CLIError.usage("--loop and --duration cannot be used together: a loop has its own length") }
        if frames != nil, duration != nil { throw CLIError.usage("--frames and --duration cannot be used together") }
        jobs = try Self.jobs(arguments)
        shard = try arguments.string("shard").map(Self.parseShard)
        skipExisting = arguments.has("skip-existing")
        quiet = arguments.has("quiet")
        json = arguments.has("json")
        quality = try arguments.number("quality", in: 0...100)
    }

    /// `--jobs N` (1…256), by default the number of cores: shared by everything that renders in parallel.
    static func jobs(_ arguments: ParsedArguments) throws -> Int {
        try arguments.string("jobs").map { try ValueParser.integer($0, option: "--jobs", in: 1...256) }
            ?? ProcessInfo.processInfo.activeProcessorCount
    }

    private static func parseShard(_ raw: String) throws -> (index: Int, count: Int) {
        let parts = raw.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]) else {
            throw CLIError.badValue("--shard", raw, "is not of the form K/N")
        }
        guard n >= 1, k >= 0, k < n else { throw CLIError.badValue("--shard", raw, "needs 0 ≤ K < N") }
        return (k, n)
    }
}
