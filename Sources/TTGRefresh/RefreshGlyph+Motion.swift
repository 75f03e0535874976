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
    ///
    /// - Parameter time: the moment of the motion the timeline's time 0 shows: every
    ///   primitive begins `time` seconds before it, so `values(at: τ)` is the motion at
    ///   `time + τ`. Before a primitive begins (a negative `time`) it holds its first value.
    /// - Throws: ``AnimationError`` when a duration is not finite and positive (an
    ///   animation speed of infinity) or `time` is not finite.
    public func motionTimeline(from time: Double = 0) throws -> Timeline {
        var timeline = Timeline()
        for primitive in motion {
            timeline[primitive.property.rawValue] = try primitive.animation(
                role: role, speed: template.effectiveSpeed, beginTime: -time)
        }
        return timeline
    }

    /// The pose at `time` seconds into the refreshing/loading motion.
    public func busyPose(at time: Double) throws -> GlyphPose {
        GlyphPose(pullProgress: 1).applying(try motionTimeline().values(at: time))
    }

    /// The still pose of a state at one moment.
    ///
    /// Every state but the busy ones is ``pose(state:progress:)``. A busy state
    /// (refreshing, loading) shows its motion `time` seconds in, or, when `time` is nil,
    /// the motion's resting pose: the full stroke with nothing moved, scaled, turned or
    /// faded, centered in the glyph's box, as an app icon or an asset wants it.
    public func pose(state: RefreshState, progress: Double = 0, time: Double?) throws -> GlyphPose? {
        guard state.isBusy, let time else { return pose(state: state, progress: progress) }
        return try busyPose(at: time)
    }

    /// The canvas of the glyph in a placement: ``canvasSize`` alone, the strip's in a composite.
    public func canvasSize(in placement: RefreshPlacement) -> Size {
        switch placement {
        case .alone: return canvasSize
        case .composite: return RefreshComposite(glyph: self, state: role.busyState).size
        }
    }

    /// The glyph in `pose` (nil: not drawn) in a placement: alone, or in its composite,
    /// titled for `state`.
    public func scene(_ pose: GlyphPose?, state: RefreshState, in placement: RefreshPlacement) -> Scene {
        switch placement {
        case .alone: return scene(pose)
        case .composite: return RefreshComposite(glyph: self, state: state).scene(pose)
        }
    }

    /// The glyph in a state as an animation, alone or in its composite.
    ///
    /// - States that do not loop (idle, pulling at `progress`, willRefresh, willLoad,
    ///   ending, noMoreData, hidden) give a still: duration 0, the same picture at every time.
    /// - A busy state with `time` nil gives a still of the motion's resting pose (see
    ///   ``pose(state:progress:time:)``): the picture for an icon or an asset.
    /// - A busy state with a `time` gives the motion, looping, starting there: the frame at
    ///   τ shows the motion at `time + τ`. Its duration and loop period are the motion
    ///   timeline's (the least common multiple of the primitives' periods).
    ///
    /// Everything that can fail is built here, so the animation's frames cannot.
    /// - Throws: ``AnimationError`` as ``motionTimeline(from:)`` does.
    public func animation(
        state: RefreshState, progress: Double = 0, time: Double? = 0,
        in placement: RefreshPlacement = .alone
    ) throws -> SceneAnimation {
        let size = canvasSize(in: placement)
        guard state.isBusy, let time else {
            let scene = self.scene(pose(state: state, progress: progress), state: state, in: placement)
            return SceneAnimation(size: size, duration: 0) { _ in scene }
        }
        let rest = GlyphPose(pullProgress: 1)
        return SceneAnimation(timeline: try motionTimeline(from: time), size: size) { values in
            self.scene(rest.applying(values), state: state, in: placement)
        }
    }
}
