/// Named numeric properties animated together: the declarative description of
/// a whole animation (which property, keyframes, timing curve, duration,
/// autoreverse, repeat, speed), with no closures, so that it can be sampled
/// into frames and also exported as a vector animation.
///
/// Property names are free-form; the content module that builds the timeline
/// defines them and reads them back from ``values(at:)``.
public struct Timeline: Hashable, Sendable {
    /// The animation of each property, by name.
    public var animations: [String: PropertyAnimation]

    public init(_ animations: [String: PropertyAnimation] = [:]) {
        self.animations = animations
    }

    /// The animation of the property `name`, if any.
    public subscript(name: String) -> PropertyAnimation? {
        get { animations[name] }
        set { animations[name] = newValue }
    }

    /// The value of every property at `time` seconds.
    public func values(at time: Double) -> AnimatedValues {
        AnimatedValues(animations.mapValues { $0.value(at: time) })
    }

    /// The natural length of the timeline in seconds, for exporting it:
    /// - the ``loopPeriod`` when every changing property repeats forever and
    ///   a common period within the cap exists;
    /// - otherwise the latest ``PropertyAnimation/endTime`` among the changing
    ///   properties that end (at least 0), after which nothing moves;
    /// - otherwise (all repeat forever, without a common period within the
    ///   cap) the longest single ``PropertyAnimation/period``;
    /// - 0 when nothing changes (no property, or only constant ones).
    public var duration: Double {
        if let loopPeriod { return loopPeriod }
        let changing = animations.values.filter { !$0.isConstant }
        if let end = changing.compactMap(\.endTime).max() { return max(0, end) }
        return changing.compactMap(\.period).max() ?? 0
    }
}
