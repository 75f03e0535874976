import TTGScene

/// Where an animation's times go in a Lottie file: frames from the span's start.
struct LottieTiming {
    let sampling: AnimationSampling
    /// Frames a second in the file: the rate asked for, or for a loop ``wholeFrameRate(period:near:)``.
    let frameRate: Double
    let hold: Double

    /// The timing of `sampling` at `frameRate`, its last picture shown `hold` seconds more (0: a loop).
    init(sampling: AnimationSampling, frameRate: Double, hold: Double) {
        self.sampling = sampling
        self.hold = hold
        let span = sampling.end - sampling.start
        self.frameRate = hold == 0 && span > 0 ? wholeFrameRate(period: span, near: frameRate).rate : frameRate
    }

    /// A marker as Lottie holds it: its name, its start and length in frames.
    func marker(_ marker: AnimationMarker) -> LottieMarker {
        LottieMarker(
            name: marker.name, start: LottieNumber.frame(marker.start * frameRate),
            duration: LottieNumber.frame(marker.duration * frameRate))
    }

    /// The frame at a time of the span.
    func frame(_ time: Double) -> Double { (time - sampling.start) * frameRate }

    /// The file's out point: the span and the hold, in whole frames (the last picture's hold
    /// grows to the next whole frame, so no player's rounding cuts it short).
    var lastFrame: Double { (frame(sampling.end + hold) - 1e-6).rounded(.up) }

    /// The transform that shows run `index` only over its own stretch: an opacity of 100 from
    /// the instant its structure appears (its first sample) until the next run's, 0 otherwise,
    /// as hold keyframes. Players agree on keyframe times to the fraction of a frame, where they
    /// round a layer's in and out points differently (rlottie to whole frames, and it shows a
    /// layer at its out point too).
    func visibility(of index: Int) -> LottieTransform {
        let runs = sampling.runs
        var keyframes: [(frame: Double, opacity: Double)] = []
        if index > 0 {
            keyframes += [(0, 0), (frame(sampling.times[runs[index].lowerBound]), 100)]
        } else {
            keyframes.append((0, 100))
        }
        if index + 1 < runs.count { keyframes.append((frame(sampling.times[runs[index + 1].lowerBound]), 0)) }
        return .identity(
            opacity: .animated(
                keyframes.map {
                    LottieKeyframe(time: LottieNumber.switchFrame($0.frame), value: $0.opacity, transition: .hold)
                }))
    }
}
