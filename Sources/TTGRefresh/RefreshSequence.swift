import TTGGeometry
import TTGScene

/// The whole story of a refresh as one animation: the pull from 0 to 1, the release
/// (held armed), whole cycles of the refreshing/loading motion, and the ending back to rest.
///
/// It is declarative like the motion: the pull progress is a keyframed property, and
/// each motion primitive starts when refreshing starts and plays a whole number of its
/// cycles, so every one of them comes back to where it began before the ending.
public struct RefreshSequence: Hashable, Sendable {
    /// Seconds of pulling from 0 to 1 (easeOut, as a finger slows down).
    public var pullDuration = 0.9
    /// Seconds held at full pull before the refresh starts (the release).
    public var releaseDuration = 0.25
    /// The least time the motion plays; each primitive plays whole cycles covering it.
    public var minimumBusyDuration = 1.8
    /// Seconds of the ending, from full back to rest (easeIn).
    public var endingDuration = 0.45
    /// Seconds held at rest at the end.
    public var restDuration = 0.3

    public init() {}

    /// When each part of the story ends for a glyph, in seconds.
    public struct Phases: Hashable, Sendable {
        /// The pull reaches 1.
        public var pulled: Double
        /// The release is over and the motion starts.
        public var busyStart: Double
        /// Every primitive has finished its last whole cycle.
        public var busyEnd: Double
        /// The glyph is back at rest.
        public var ended: Double
        /// The end of the story.
        public var total: Double
    }

    /// How many whole cycles each motion primitive plays, and the phases they give.
    public func plan(for glyph: RefreshGlyph) throws -> (cycles: [Double], phases: Phases) {
        let speed = glyph.template.effectiveSpeed
        let start = pullDuration + releaseDuration
        var busyEnd = start + minimumBusyDuration
        var cycles: [Double] = []
        for primitive in glyph.motion {
            let period = try primitive.animation(role: glyph.role, speed: speed).cycleDuration
            let count = max(1, (minimumBusyDuration / period).rounded(.up))
            cycles.append(count)
            busyEnd = max(busyEnd, start + count * period)
        }
        let ended = busyEnd + endingDuration
        return (
            cycles,
            Phases(
                pulled: pullDuration, busyStart: start, busyEnd: busyEnd, ended: ended,
                total: ended + restDuration)
        )
    }

    /// The state the control is in at `time` of the story.
    public func state(at time: Double, phases: Phases, role: RefreshRole) -> RefreshState {
        if time < phases.pulled { return time <= 0 ? .idle : .pulling }
        if time < phases.busyStart { return role.armedState }
        if time < phases.busyEnd { return role.busyState }
        if time < phases.ended { return role == .header ? .ending : .idle }
        return .idle
    }

    /// The timeline of the whole story for a glyph: `pull` and the motion's properties.
    public func timeline(for glyph: RefreshGlyph) throws -> Timeline {
        let (cycles, phases) = try plan(for: glyph)
        var timeline = Timeline()
        for (primitive, count) in zip(glyph.motion, cycles) {
            timeline[primitive.property.rawValue] = try primitive.animation(
                role: glyph.role, speed: glyph.template.effectiveSpeed, repeatCount: count, beginTime: phases.busyStart)
        }
        let times = [0, phases.pulled, phases.busyEnd, phases.ended, phases.total].map { $0 / phases.total }
        timeline[GlyphPose.Property.pull.rawValue] = try PropertyAnimation(
            keyframes: Keyframes(
                values: [0, 1, 1, 0, 0], keyTimes: times,
                segmentTimings: [.easeOut, .linear, .easeIn, .linear]),
            duration: phases.total)
        return timeline
    }

    /// The story as an animation of the glyph, alone on a canvas of its size or in its
    /// composite (whose title follows the state of each moment, ``state(at:phases:role:)``).
    /// It lasts ``Phases/total`` and does not loop.
    ///
    /// - Throws: ``AnimationError`` when the motion cannot be built (see
    ///   ``RefreshGlyph/motionTimeline(from:)``), before any frame.
    public func animation(for glyph: RefreshGlyph, in placement: RefreshPlacement = .alone) throws -> SceneAnimation {
        let timeline = try timeline(for: glyph)
        let phases = try plan(for: glyph).phases
        let role = glyph.role
        return SceneAnimation(size: glyph.canvasSize(in: placement), duration: phases.total) { time in
            glyph.scene(
                GlyphPose().applying(timeline.values(at: time)),
                state: self.state(at: time, phases: phases, role: role), in: placement)
        }
    }
}
