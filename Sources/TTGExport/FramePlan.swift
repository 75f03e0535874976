import TTGBase
import TTGGeometry
import TTGScene

/// Which moments an export samples: frame `i` is at `start + i / fps`, except that the last
/// frame of an animation that ends is at its end (see ``ExportSettings/discussion``).
///
/// The frame rate is the one asked for (but for a loop in a file without a frame grid, or in a GIF
/// or WebP that would need many periods, at the rate nearest it that fits one period): a plan
/// never stretches or squeezes frames to fit a length. Where a length and a rate do not fit (a
/// loop that is not a whole number of frames),
/// ``make(_:duration:period:maximumFPS:frameGrid:roundedDelays:)`` refuses and says which rate would fit.
public struct FramePlan: Equatable, Sendable {
    public var count: Int
    public var start: Double
    public var fps: Double
    /// The time of the last frame when it is the animation's end rather than
    /// `start + (count − 1) / fps`: set for an animation that ends, exported at its natural length.
    public var end: Double?
    /// The loop's exact period when the plan is one loop of a file without a frame grid (an
    /// animated SVG or a Lottie): the span is the period, and the frames are those before its end.
    public var period: Double?

    /// The time of frame `index`.
    public func time(of index: Int) -> Double {
        if index == count - 1, let end { return end }
        return start + Double(index) / fps
    }

    /// The playing time in seconds: every frame shows for 1 / fps, or one exact period.
    public var duration: Double { period ?? Double(count) / fps }

    /// The plan for a request on an animation of natural length `duration` and loop period
    /// `period` (nil when it does not loop), written at most `maximumFPS` frames a second
    /// (the rates offered for a short loop stay under it).
    ///
    /// - Natural length (no --frames, --duration, --loop): a looping animation gets
    ///   round(duration × fps) frames, its end excluded; one that ends gets the rest of it from
    ///   `start`, as ffmpeg's -ss: the frames before its end and one more at `duration` itself,
    ///   both ends included (a start at or past the end is refused).
    /// - `--frames N`: N frames; `--duration S`: round(S × fps) frames; from `start`.
    /// - `--loop`: the ``WholeFrameLoop`` at fps, refused when it is longer than
    ///   ``longestQuietLoop`` without --long-loop; `--loop --frames N` only when N frames are whole periods.
    ///   With `roundedDelays` (an animated GIF or WebP) a loop refused only for the repeats a
    ///   period needs to end on a frame at fps is one period instead, at ``loopRate(period:near:maximumFPS:)``.
    ///   Without a frame grid (`frameGrid` false: an animated SVG, a Lottie) `--loop` is one exact
    ///   period, however long, sampled round(period × fps) times: at the rate nearest fps that
    ///   makes the period a whole number of frames (a Lottie's frame rate).
    public static func make(
        _ options: ExportSettings, duration: Double, period: Double?,
        maximumFPS: Double = ExportSettings.maximumFPS, frameGrid: Bool = true, roundedDelays: Bool = false
    ) throws -> FramePlan {
        let fps = options.fps
        if options.loop {
            guard let period, period > 0 else {
                throw ExportError.invalid(
                    .loop,
                    "this animation does not repeat; give \(ExportSetting.frames) or \(ExportSetting.duration) instead"
                )
            }
            if !frameGrid, options.frames == nil {
                let (rate, frames) = wholeFrameRate(period: period, near: fps)
                return try checked(FramePlan(count: frames, start: options.start, fps: rate, period: period))
            }
            guard let loop = WholeFrameLoop(period: period, fps: fps) else {
                throw ExportError.invalid(
                    .loop,
                    "the period \(shortestDecimal(period)) s and \(shortestDecimal(fps)) fps are not "
                        + "exact fractions, so no whole number of frames is a loop; give \(ExportSetting.frames) or \(ExportSetting.duration) instead"
                )
            }
            if let frames = options.frames {
                guard frames % loop.frames == 0 else {
                    throw ExportError.invalid(LoopRefusal.framesMessage(frames, period: period, fps: fps, loop: loop))
                }
                return FramePlan(count: frames, start: options.start, fps: fps)
            }
            if !options.longLoop,
                let refusal = LoopRefusal(period: period, fps: fps, loop: loop, maximumFPS: maximumFPS)
            {
                guard roundedDelays, let (rate, frames) = loopRate(period: period, near: fps, maximumFPS: maximumFPS)
                else { throw ExportError.invalid(refusal.message) }
                return try checked(FramePlan(count: frames, start: options.start, fps: rate))
            }
            return try checked(FramePlan(count: loop.frames, start: options.start, fps: fps))
        }
        if let frames = options.frames { return FramePlan(count: frames, start: options.start, fps: fps) }
        if let length = options.duration {
            return try checked(FramePlan(count: max(1, Int((length * fps).rounded())), start: options.start, fps: fps))
        }
        if period != nil {
            return try checked(
                FramePlan(count: max(1, Int((duration * fps).rounded())), start: options.start, fps: fps))
        }
        guard options.start < duration || (options.start == 0 && duration == 0) else {
            throw ExportError.invalid(
                .start,
                "'\(shortestDecimal(options.start))' is not before the animation's end at \(shortestDecimal(duration)) s; "
                    + "give a start before it, or \(ExportSetting.frames) to draw frames from there")
        }
        return try checked(
            FramePlan(
                count: framesBefore(duration - options.start, fps: fps) + 1, start: options.start, fps: fps,
                end: duration))
    }

    /// How many frames i ≥ 0 have i / fps before `length`, one within a billionth of it counting as
    /// at it (so 1 s at 30 fps has 30: frame 30 is the end itself).
    public static func framesBefore(_ length: Double, fps: Double) -> Int {
        let frames = length * fps
        guard frames > 0 else { return 0 }
        return Int((frames - 1e-9 * max(1, frames)).rounded(.up))
    }

    /// The rate nearest `fps`, at most `maximumFPS`, at which one `period` of at most
    /// ``longestQuietLoop`` is a whole number of frames, with that number; nil for a longer period.
    public static func loopRate(period: Double, near fps: Double, maximumFPS: Double) -> (
        rate: Double, frames: Int
    )? {
        guard period <= longestQuietLoop else { return nil }
        let (rate, frames) = wholeFrameRate(period: period, near: fps)
        guard rate > maximumFPS else { return (rate, frames) }
        return frames > 1 ? (Double(frames - 1) / period, frames - 1) : nil
    }

    /// The longest loop `--loop` exports without --long-loop or --frames, in seconds.
    public static let longestQuietLoop = 10.0

    private static func checked(_ plan: FramePlan) throws -> FramePlan {
        guard plan.count <= ExportSettings.maximumFrames else {
            throw ExportError.invalid(
                "the export would have \(plan.count) frames; the limit is \(ExportSettings.maximumFrames)")
        }
        return plan
    }
}
