import TTGGeometry
import TTGScene

/// The control's whole story as one animation an app drives, in segments named by markers: the
/// pull, which the app scrubs (pull progress 0 → 1 linear over the segment, so progress p is at
/// p of its length), the busy motion for exactly one period (the app loops that segment
/// seamlessly), and the ending from full back to rest (easeIn, as in ``RefreshSequence``).
///
/// Every segment is a whole number of frames at ``frameRate``, the rate nearest the one asked
/// for at which the busy period is whole frames: players that take a marker's frames as whole
/// numbers (lottie-android) still loop the busy segment seamlessly.
public struct RefreshStory: Sendable {
    public var glyph: RefreshGlyph
    public var placement: RefreshPlacement
    /// Frames a second, at which every segment is whole frames.
    public let frameRate: Double
    /// When each segment ends, in seconds: pulled, busy period over, back at rest.
    public let phases: RefreshSequence.Phases

    /// The marker names, in the story's order: `pulling`, the role's busy state (`refreshing` or
    /// `loading`), `ending`.
    public static func markerNames(for role: RefreshRole) -> [String] {
        [RefreshState.pulling.rawValue, role.busyState.rawValue, RefreshState.ending.rawValue]
    }

    /// The story of `glyph` at the rate nearest `fps` that makes its busy period whole frames.
    ///
    /// - Throws: ``AnimationError`` when the motion cannot be built, or does not repeat within
    ///   ``Timeline/loopPeriodCap``.
    public init(glyph: RefreshGlyph, in placement: RefreshPlacement = .alone, fps: Double) throws {
        let sequence = RefreshSequence()
        guard let period = try glyph.motionTimeline().loopPeriod else {
            throw AnimationError.noLoopPeriod(cap: Timeline.loopPeriodCap)
        }
        let rate = wholeFrameRate(period: period, near: fps).rate
        func whole(_ seconds: Double) -> Double { max(1, (seconds * rate).rounded()) / rate }
        let pulled = whole(sequence.pullDuration)
        let busyEnd = pulled + period
        let ended = busyEnd + whole(sequence.endingDuration)
        self.glyph = glyph
        self.placement = placement
        frameRate = rate
        phases = RefreshSequence.Phases(pulled: pulled, busyStart: pulled, busyEnd: busyEnd, ended: ended, total: ended)
    }

    /// The segments as markers.
    public var markers: [AnimationMarker] {
        let names = Self.markerNames(for: glyph.role)
        return [
            AnimationMarker(name: names[0], start: 0, duration: phases.pulled),
            AnimationMarker(name: names[1], start: phases.busyStart, duration: phases.busyEnd - phases.busyStart),
            AnimationMarker(name: names[2], start: phases.busyEnd, duration: phases.ended - phases.busyEnd),
        ]
    }

    /// The timeline: `pull` and the motion's properties, each primitive playing the whole
    /// cycles of one busy period.
    public func timeline() throws -> Timeline {
        let speed = glyph.template.effectiveSpeed
        let period = phases.busyEnd - phases.busyStart
        var timeline = Timeline()
        for primitive in glyph.motion {
            let cycle = try primitive.animation(role: glyph.role, speed: speed).cycleDuration
            timeline[primitive.property.rawValue] = try primitive.animation(
                role: glyph.role, speed: speed, repeatCount: (period / cycle).rounded(), beginTime: phases.busyStart)
        }
        let times = [0, phases.pulled, phases.busyEnd, phases.ended].map { $0 / phases.total }
        timeline[GlyphPose.Property.pull.rawValue] = try PropertyAnimation(
            keyframes: Keyframes(
                values: [0, 1, 1, 0], keyTimes: times, segmentTimings: [.linear, .linear, .easeIn]),
            duration: phases.total)
        return timeline
    }

    /// The story as an animation with its markers; it lasts until the glyph is back at rest
    /// and does not loop.
    public func animation() throws -> SceneAnimation {
        let timeline = try timeline()
        let (glyph, placement, phases) = (self.glyph, self.placement, self.phases)
        let sequence = RefreshSequence()
        var animation = SceneAnimation(size: glyph.canvasSize(in: placement), duration: phases.total) { time in
            let values = timeline.values(at: time)
            let state = sequence.state(at: time, phases: phases, role: glyph.role)
            // Out of the busy period the glyph is the still of its pull, as the control shows it:
            // the motion's properties play only inside it.
            let pose =
                state.isBusy
                ? GlyphPose().applying(values)
                : time >= phases.ended
                    ? glyph.pose(state: .idle)
                    : glyph.pose(state: .pulling, progress: values[GlyphPose.Property.pull.rawValue, default: 0])
            return glyph.scene(pose, state: state, in: placement)
        }
        animation.timeline = timeline
        animation.markers = markers
        animation.frameRate = frameRate
        return animation
    }
}
