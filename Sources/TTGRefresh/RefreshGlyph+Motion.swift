import TTGGeometry
import TTGScene

extension RefreshGlyph {
    /// The primitives that play while refreshing or loading: the style's, without a
    /// dash flow when the style has no dash pattern.
    public var motion: [MotionPrimitive] {
        style.motion.filter { primitive in
            if case .dashFlow = primitive { return !style.dash.isEmpty }
            return true
        }
    }

    /// The refreshing/loading motion as a declarative timeline, looping forever, one
    /// property per primitive (``GlyphPose/Property`` names). Its loop period is the
    /// least common multiple of the primitives' periods.
    public func motionTimeline() throws -> Timeline {
        var timeline = Timeline()
        for primitive in motion {
            timeline[primitive.property.rawValue] = try primitive.animation(role: role, speed: template.effectiveSpeed)
        }
        return timeline
    }

    /// The pose at `time` seconds into the refreshing/loading motion.
    public func busyPose(at time: Double) throws -> GlyphPose {
        GlyphPose(pullProgress: 1).applying(try motionTimeline().values(at: time))
    }

    /// The glyph in a state as an animation on a canvas of its size: the busy states
    /// play their motion (looping), the others are still.
    public func animation(state: RefreshState, progress: Double = 0) throws -> SceneAnimation {
        let canvas = canvasSize
        guard state.isBusy else {
            let scene = self.scene(pose(state: state, progress: progress))
            return SceneAnimation(size: canvas, duration: 0) { _ in scene }
        }
        let rest = GlyphPose(pullProgress: 1)
        return SceneAnimation(timeline: try motionTimeline(), size: canvas) { values in
            self.scene(rest.applying(values))
        }
    }
}
