/// Which moments an export samples: frame `i` is at `start + i × interval`.
struct FramePlan: Equatable, Sendable {
    var count: Int
    var start: Double
    /// Seconds between frames: 1 / fps, or a period split evenly (see ``ExportSettings/discussion``).
    var interval: Double

    /// The time of frame `index`.
    func time(of index: Int) -> Double { start + Double(index) * interval }

    /// The exported length in seconds.
    var duration: Double { Double(count) * interval }

    /// The longest loop stretched to whole frames before one period is split evenly instead.
    static let longestWholeFrameLoop = 60.0

    /// The plan for a request on an animation of natural length `duration` and loop period `period`.
    static func make(_ options: ExportSettings, duration: Double, period: Double?) throws -> FramePlan {
        let frameTime = 1 / options.fps
        if options.loop {
            guard let period, period > 0 else {
                throw CLIError.usage("--loop: this animation does not repeat; give --frames or --duration instead")
            }
            if let frames = options.frames {
                return FramePlan(count: frames, start: options.start, interval: period / Double(frames))
            }
            if let whole = wholeFrameLoop(period: period, fps: options.fps) {
                return try checked(FramePlan(count: whole, start: options.start, interval: frameTime))
            }
            let count = max(1, Int((period * options.fps).rounded()))
            return try checked(FramePlan(count: count, start: options.start, interval: period / Double(count)))
        }
        if let frames = options.frames { return FramePlan(count: frames, start: options.start, interval: frameTime) }
        let length = options.duration ?? duration
        return try checked(FramePlan(count: max(1, Int((length * options.fps).rounded())), start: options.start, interval: frameTime))
    }

    /// The frame count of the first multiple of `period` that is a whole number of frames
    /// (within 1e-9 of one), if it is at most ``longestWholeFrameLoop`` seconds long.
    static func wholeFrameLoop(period: Double, fps: Double) -> Int? {
        var multiple = 1.0
        while multiple * period <= longestWholeFrameLoop + 1e-9 {
            let frames = multiple * period * fps
            if abs(frames - frames.rounded()) <= 1e-9 * max(1, frames), frames.rounded() >= 1 {
                return Int(frames.rounded())
            }
            multiple += 1
        }
        return nil
    }

    private static func checked(_ plan: FramePlan) throws -> FramePlan {
        guard plan.count <= ExportSettings.maximumFrames else {
            throw CLIError.usage("the export would have \(plan.count) frames; the limit is \(ExportSettings.maximumFrames)")
        }
        return plan
    }
}
