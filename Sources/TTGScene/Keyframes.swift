/// The values a property passes through during one cycle of an animation, as
/// Core Animation's `CAKeyframeAnimation` describes them: `values`, `keyTimes`
/// and per-segment `timingFunctions`.
///
/// At progress `keyTimes[i]` the value is `values[i]`; between two key times it
/// moves linearly from one value to the next, with the segment's progress
/// eased by `segmentTimings[i]` when given. Before the first key time it holds
/// the first value, after the last the last value. One value is a constant.
public struct Keyframes: Hashable, Sendable {
    /// The values, in order; all finite, at least one.
    public let values: [Double]
    /// The progress (0…1) at which each value is reached, strictly increasing,
    /// one per value.
    public let keyTimes: [Double]
    /// The timing curve of each segment between two values (count: values − 1),
    /// or nil for linear segments.
    public let segmentTimings: [TimingFunction]?

    /// Keyframes from values, their key times and segment timings.
    ///
    /// - Parameters:
    ///   - keyTimes: one per value, in 0…1, strictly increasing; nil spreads
    ///     the values evenly from 0 to 1 (a single value sits at 0).
    ///   - segmentTimings: one per segment (values − 1); nil for linear segments.
    /// - Throws: ``AnimationError`` naming the first problem: no values, a
    ///   non-finite value, a count mismatch, a key time out of 0…1 or not increasing.
    public init(values: [Double], keyTimes: [Double]? = nil, segmentTimings: [TimingFunction]? = nil) throws {
        guard !values.isEmpty else { throw AnimationError.noValues }
        if let index = values.firstIndex(where: { !$0.isFinite }) {
            throw AnimationError.nonFiniteValue(index: index, value: values[index])
        }
        let times = keyTimes ?? Self.evenlySpacedTimes(count: values.count)
        guard times.count == values.count else {
            throw AnimationError.keyTimeCountMismatch(values: values.count, keyTimes: times.count)
        }
        if let index = times.firstIndex(where: { !(0...1).contains($0) }) {
            throw AnimationError.keyTimeOutOfRange(index: index, value: times[index])
        }
        if let index = times.indices.dropFirst().first(where: { times[$0] <= times[$0 - 1] }) {
            throw AnimationError.keyTimesNotIncreasing(index: index)
        }
        if let segmentTimings, segmentTimings.count != values.count - 1 {
            throw AnimationError.segmentTimingCountMismatch(segments: values.count - 1, timings: segmentTimings.count)
        }
        self.values = values
        self.keyTimes = times
        self.segmentTimings = segmentTimings
    }

    /// `count` key times spread evenly from 0 to 1; [0] for a single value.
    private static func evenlySpacedTimes(count: Int) -> [Double] {
        guard count > 1 else { return [0] }
        let last = Double(count - 1)
        return (0..<count).map { Double($0) / last }
    }

    /// True when every value is the same, so the property never changes.
    public var isConstant: Bool { values.allSatisfy { $0 == values[0] } }

    /// The value at `progress` (0…1) through the keyframes.
    ///
    /// Exactly `values[i]` at `keyTimes[i]`; linear (or eased by the segment's
    /// timing curve) in between; the first value at or before the first key
    /// time (and for NaN), the last value at or after the last key time.
    public func value(atProgress progress: Double) -> Double {
        guard progress > keyTimes[0] else { return values[0] }
        guard progress < keyTimes[keyTimes.count - 1] else { return values[values.count - 1] }
        // The segment [keyTimes[i], keyTimes[i + 1]) holding progress: i ≥ 0 because
        // progress > keyTimes[0], i + 1 < count because progress < the last key time.
        let i = keyTimes.lastIndex { $0 <= progress }!
        let start = keyTimes[i]
        let end = keyTimes[i + 1]
        var fraction = (progress - start) / (end - start)
        if let segmentTimings { fraction = segmentTimings[i].progress(fraction) }
        return Self.interpolate(values[i], values[i + 1], fraction)
    }

    /// The point a fraction `t` of the way from `a` to `b`, exact at both ends.
    private static func interpolate(_ a: Double, _ b: Double, _ t: Double) -> Double {
        t < 0.5 ? a + (b - a) * t : b - (b - a) * (1 - t)
    }
}
