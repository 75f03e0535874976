import TTGGeometry
import TTGScene

/// `--transform-to` on a whole picture (`emoji`, `puzzle`, `refresh`): the transform list moving
/// from `--transform` to it, with `--cycle`, `--timing` and `--autoreverse`, on top of whatever
/// the picture itself does.
public struct PictureTransformMotion: Sendable {
    public let interpolation: TransformInterpolation
    /// `progress` from 0 to 1 each cycle, forever.
    public let timeline: Timeline

    public init(interpolation: TransformInterpolation, timeline: Timeline) {
        self.interpolation = interpolation
        self.timeline = timeline
    }

    /// The picture's own animation with the transform moving on top: its length is the longer of
    /// the two, and it loops when both loop (after the least common multiple of their periods,
    /// when that is at most an hour) or when the picture is still.
    /// `drawing` draws each list (``OutputSettings/transformed(_:by:)``); a list it cannot draw
    /// (checked before, so only past an overshooting timing curve) leaves the frame empty.
    public func applied(to animation: SceneAnimation, drawing: OutputSettings) -> SceneAnimation {
        let interpolation = interpolation
        let timeline = timeline
        let period = timeline.duration
        let loopPeriod: Double?
        if animation.duration == 0 && animation.loopPeriod == nil {
            loopPeriod = period
        } else if let other = animation.loopPeriod, let a = Rational(approximating: other),
            let b = Rational(approximating: period), let both = Rational.leastCommonMultiple(a, b),
            both.doubleValue <= Timeline.loopPeriodCap
        {
            loopPeriod = both.doubleValue
        } else {
            loopPeriod = nil
        }
        return SceneAnimation(
            size: animation.size, duration: max(animation.duration, loopPeriod ?? period), loopPeriod: loopPeriod
        ) { time in
            var scene = animation.scene(time)
            let list = interpolation.list(at: timeline.values(at: time)["progress", default: 0])
            guard let transformed = try? drawing.transformed(scene, by: list) else {
                scene.nodes = []
                return scene
            }
            return transformed
        }
    }
}
