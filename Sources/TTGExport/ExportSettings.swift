import Foundation
import TTGCodecs

/// How an animation is exported: which frames (count, length, start, rate, one seamless loop), how
/// the work runs (jobs, a shard, frames already there), and how an animated file plays.
///
/// The defaults are the command line's: every option shows these values as its default.
public struct ExportSettings: Sendable {
    /// Exactly this many frames, from ``start`` at ``fps``.
    public var frames: Int?
    /// Exactly round(duration × fps) frames, from ``start``.
    public var duration: Double?
    /// Frames a second; an export never changes it.
    public var fps: Double
    /// The time of the first frame, in seconds.
    public var start: Double
    /// Exactly one seamless loop (``WholeFrameLoop``).
    public var loop: Bool
    /// Export a `loop` longer than ``FramePlan/longestQuietLoop`` instead of refusing it.
    public var longLoop: Bool
    /// Frames rendered in parallel.
    public var jobs: Int
    /// Only this part of the frames (frame files).
    public var shard: Shard?
    /// Keep frame files that are whole pictures of the export's format and size
    /// (``FileFormat/isWholePicture(at:size:)``); render only the others.
    public var skipExisting: Bool
    /// No progress bar on standard error.
    public var quiet: Bool
    /// WebP quality 0…100 for lossy output; nil for lossless.
    public var quality: Double?
    /// GIF, WebP and animated SVG: how many times the animation plays in all; 0 forever.
    public var playCount: Int
    /// Animated files: seconds the last frame shows beyond its 1 / fps.
    public var hold: Double
    /// A moment after which an export still drawing its frames stops with an
    /// ``ExportError/Kind/overBudget`` error: a service's time budget for one request.
    public var deadline: Date?

    /// An option that makes the command's picture an animation was given (`emoji --to`,
    /// `refresh --sequence`): a stream of frames then carries the animation at its natural
    /// length, as an animated file does, where it would otherwise carry its first moment.
    public var asksForMotion = false

    /// True when an animation written into a directory in `format` is one file there rather
    /// than frame files: a format that only animates (GIF, WebP, dotLottie), a Lottie holding
    /// `markers`, or a loop in a format that holds motion (SVG, Lottie: one exact period).
    /// Frames asked for by count or length are frame files in every picture format.
    public func writesOneFile(as format: FileFormat, markers: Bool) -> Bool {
        format.alwaysAnimates || (markers && format.isLottie)
            || (format.motion == .vector && loop && frames == nil && duration == nil)
    }

    /// True when frames are asked for (a count, a length or a loop), even of a still.
    public var asksForFrames: Bool { loop || frames != nil || duration != nil }

    public init(
        frames: Int? = nil, duration: Double? = nil, fps: Double = 30, start: Double = 0, loop: Bool = false,
        longLoop: Bool = false, jobs: Int = ProcessInfo.processInfo.activeProcessorCount, shard: Shard? = nil,
        skipExisting: Bool = false, quiet: Bool = true, quality: Double? = nil,
        playCount: Int = AnimationPlayCount.forever, hold: Double = 0, deadline: Date? = nil
    ) {
        self.frames = frames
        self.duration = duration
        self.fps = fps
        self.start = start
        self.loop = loop
        self.longLoop = longLoop
        self.jobs = jobs
        self.shard = shard
        self.skipExisting = skipExisting
        self.quiet = quiet
        self.quality = quality
        self.playCount = playCount
        self.hold = hold
        self.deadline = deadline
    }

    /// Throws when the export has run past its ``deadline``.
    func checkDeadline() throws {
        guard let deadline, Date() > deadline else { return }
        throw ExportError(.overBudget, "the export ran past its time budget")
    }

    /// The most frames an export has.
    public static let maximumFrames = 100_000
    /// The fastest frame rate an export accepts.
    public static let maximumFPS = 240.0
}

/// One part of an export split between machines: frames whose index % count == index,
/// or a captcha pool's contiguous ``block(of:)``.
public struct Shard: Sendable, Equatable {
    public var index: Int
    public var count: Int

    public init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// The shard's contiguous block of `total` items, `index × total / count ..< (index + 1) × total / count`
    /// in whole numbers: the blocks, in shard order, cover `0..<total`, differ in size by at most one,
    /// and are empty for some shards when `count > total`.
    public func block(of total: Int) -> Range<Int> {
        // k × total may not fit 64 bits (a large N); the quotient is at most total.
        func bound(_ k: Int) -> Int { count.dividingFullWidth(k.multipliedFullWidth(by: total)).quotient }
        return bound(index)..<bound(index + 1)
    }

    /// The shard's own file for `path`: `-KKKKK-of-NNNNN` before the extension, or at the end without one
    /// (`answers.jsonl` → `answers-00001-of-00004.jsonl` for `--shard 1/4`). Both numbers have five
    /// digits, more when N needs them, so the files sort by name in shard order.
    public func fileName(_ path: String) -> String {
        let digits = max(5, String(count).count)
        func padded(_ n: Int) -> String { String(repeating: "0", count: digits - String(n).count) + String(n) }
        let suffix = "-\(padded(index))-of-\(padded(count))"
        let name = path.lastIndex(of: "/").map(path.index(after:)) ?? path.startIndex
        // A leading dot (`.answers`) starts a hidden name, not an extension.
        guard let dot = path[name...].lastIndex(of: "."), dot > name else { return path + suffix }
        return path[..<dot] + suffix + path[dot...]
    }
}
