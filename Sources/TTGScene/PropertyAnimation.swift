/// How one numeric property changes over time, with Core Animation's timing
/// model (`CAKeyframeAnimation` with `CAMediaTiming`, fill mode both).
///
/// Time runs like this, for a time `t` in seconds:
/// - Before `beginTime` the property holds the first keyframe value
///   (fill mode backwards).
/// - From `beginTime` on, cycles follow each other. A cycle lasts
///   `duration / speed` seconds, twice that when it `autoreverses`: it plays the
///   keyframes forward and then backward, the backward half being the exact
///   mirror image in time of the forward half (value(d + s) == value(d − s)),
///   as Core Animation plays the timing curve in reverse.
/// - Within each direction, the fraction of time elapsed goes through `timing`
///   (the whole cycle's curve, `CAAnimation.timingFunction`), then through the
///   keyframes (with their own per-segment curves).
/// - After `repeatCount` cycles (fractions allowed; `.infinity` never ends) the
///   property holds the value it reached (fill mode forwards): the last
///   keyframe value for whole counts without autoreverse, the first with it.
///
/// Times within 1e-9 cycles of a cycle boundary count as that boundary, so
/// that a frame time such as `i / fps` that lands on a boundary up to rounding
/// gets the boundary's value: a repeating rotation from 0 to 2π shows 0, not a
/// hair under 2π, at every multiple of its period.
public struct PropertyAnimation: Hashable, Sendable {
    /// The values of one cycle (one direction when autoreversing).
    public let keyframes: Keyframes
    /// The length of one direction of a cycle at speed 1, in seconds (> 0).
    public let duration: Double
    /// The curve applied to each direction's progress before the keyframes.
    public let timing: TimingFunction
    /// Whether each cycle plays forward and then backward.
    public let autoreverses: Bool
    /// The number of cycles (> 0, fractions allowed); `.infinity` repeats forever.
    public let repeatCount: Double
    /// How much faster than real time the animation runs (> 0): 2 halves every duration.
    public let speed: Double
    /// When the first cycle starts, in seconds (not affected by `speed`).
    public let beginTime: Double

    /// An animation of `keyframes`.
    ///
    /// - Throws: ``AnimationError`` when `duration` or `speed` is not a finite
    ///   number greater than 0, `repeatCount` is not greater than 0 (NaN
    ///   included), or `beginTime` is not finite.
    public init(
        keyframes: Keyframes, duration: Double, timing: TimingFunction = .linear,
        autoreverses: Bool = false, repeatCount: Double = 1, speed: Double = 1,
        beginTime: Double = 0
    ) throws {
        guard duration.isFinite, duration > 0 else { throw AnimationError.invalidDuration(duration) }
        guard speed.isFinite, speed > 0 else { throw AnimationError.invalidSpeed(speed) }
        guard repeatCount > 0 else { throw AnimationError.invalidRepeatCount(repeatCount) }
        guard beginTime.isFinite else { throw AnimationError.nonFiniteBeginTime(beginTime) }
        self.keyframes = keyframes
        self.duration = duration
        self.timing = timing
        self.autoreverses = autoreverses
        self.repeatCount = repeatCount
        self.speed = speed
        self.beginTime = beginTime
    }

    /// An animation from one value to another (Core Animation's `CABasicAnimation`).
    ///
    /// - Throws: ``AnimationError`` for a non-finite value or invalid timing,
    ///   as ``init(keyframes:duration:timing:autoreverses:repeatCount:speed:beginTime:)``.
    public static func basic(
        from: Double, to: Double, duration: Double, timing: TimingFunction = .linear,
        autoreverses: Bool = false, repeatCount: Double = 1, speed: Double = 1,
        beginTime: Double = 0
    ) throws -> PropertyAnimation {
        try PropertyAnimation(
            keyframes: Keyframes(values: [from, to]), duration: duration, timing: timing,
            autoreverses: autoreverses, repeatCount: repeatCount, speed: speed,
            beginTime: beginTime)
    }

    /// The length of one whole cycle in seconds: `duration / speed`, doubled
    /// when the animation autoreverses.
    public var cycleDuration: Double { (autoreverses ? 2 : 1) * duration / speed }

    /// Whether the animation repeats forever.
    public var repeatsForever: Bool { repeatCount == .infinity }

    /// The time after which the value repeats exactly, when it repeats forever:
    /// ``cycleDuration``, that is (autoreverses ? 2 : 1) · duration / speed.
    /// Nil when the animation ends.
    public var period: Double? { repeatsForever ? cycleDuration : nil }

    /// The time at which the last cycle ends and the value holds still:
    /// `beginTime + repeatCount · cycleDuration`; nil when it repeats forever.
    public var endTime: Double? { repeatsForever ? nil : beginTime + repeatCount * cycleDuration }

    /// True when the value never changes (all keyframe values are equal).
    public var isConstant: Bool { keyframes.isConstant }

    /// The value at `time` seconds. Defined for every time: negative and huge
    /// times work (and NaN counts as before the beginning).
    public func value(at time: Double) -> Double {
        keyframes.value(atProgress: timing.progress(directionProgress(atCyclePosition: cyclePosition(at: time))))
    }

    /// How far through its cycle the animation is at `time`, in cycles (0…1).
    private func cyclePosition(at time: Double) -> Double {
        let cycles = (time - beginTime) / cycleDuration
        guard cycles > 0 else { return 0 }  // before the beginning, or NaN
        guard cycles.isFinite else { return repeatsForever ? 0 : finalCyclePosition }
        let nearestBoundary = cycles.rounded()
        let snapped = abs(cycles - nearestBoundary) <= Self.boundaryTolerance ? nearestBoundary : cycles
        if snapped >= repeatCount { return finalCyclePosition }
        return snapped - snapped.rounded(.down)
    }

    /// Where the last cycle stops: 1 after whole repeat counts, else the fraction.
    private var finalCyclePosition: Double {
        let fraction = repeatCount - repeatCount.rounded(.down)
        return fraction == 0 ? 1 : fraction
    }

    /// How close (in cycles) a time must be to a cycle boundary to count as it.
    private static let boundaryTolerance = 1e-9

    /// The progress through the keyframes, before timing, at a position in the
    /// cycle: the position itself, or there and back again when autoreversing.
    private func directionProgress(atCyclePosition position: Double) -> Double {
        guard autoreverses else { return position }
        return position <= 0.5 ? 2 * position : 2 - 2 * position
    }
}
