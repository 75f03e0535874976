/// An animation sampled for a vector exporter: the pictures at the frame times of a span and
/// at every time a timeline property starts a new curve, cut into runs of one structure.
///
/// Exporters walk the scenes of a run side by side (they have one ``SceneStructure``, so they
/// differ only in numbers) and turn each number that changes into keyframes with
/// ``keyframes(_:in:tolerance:)``: the keyframes and curves of the timeline property it moves
/// with when there is one, otherwise the fewest linear keyframes that keep every sample.
public struct AnimationSampling: Sendable {
    /// The first and last time of the span, in seconds.
    public let start: Double
    public let end: Double
    /// The sample times, ascending: the frames, the span's ends and the timeline's breakpoints.
    public let times: [Double]
    /// The picture at each time.
    public let scenes: [Scene]
    /// Consecutive samples of one structure: each run is shown from its first sample's time
    /// until the next run starts (the last until the end).
    public let runs: [Range<Int>]
    /// The timeline's changing properties: their values at each time and their curves.
    private let properties: [(values: [Double], segments: [TimedSegment])]

    /// How long before a jump the value just before it is sampled, in seconds: far below
    /// anything a player shows, far above the rounding of a key time in a 15-minute span. The
    /// value is held from there (``Keyframe/holds``) and the new one shown from the jump's own
    /// time, so a player asked for exactly that time has one value to show.
    public static let jumpLead = 1e-6

    /// How close the time of a change of structure is found, in seconds.
    static let switchPrecision = 1e-9

    /// The times just before a jump of a timeline property.
    private let leads: Set<Double>

    /// Samples `animation` at `frameTimes` (within `start…end`) and at its timeline's breakpoints,
    /// each picture passed through `preparing` (an output's background, scale or transform).
    ///
    /// Where the picture's structure changes between two samples (a node appears, a path gains
    /// a command), the instant it changes is found by bisection to ``switchPrecision``, and
    /// both sides of it are sampled: each run then starts at the time the model switches, not
    /// at a frame.
    public init(
        _ animation: SceneAnimation, start: Double, end: Double, frameTimes: [Double],
        preparing: (Scene) throws -> Scene = { $0 }
    ) rethrows {
        var times = Set(frameTimes.filter { $0 >= start && $0 <= end })
        times.insert(start)
        times.insert(end)
        var curves: [(name: String, segments: [TimedSegment])] = []
        var leads: Set<Double> = []
        if let timeline = animation.timeline, end > start {
            for (name, property) in timeline.animations.sorted(by: { $0.key < $1.key }) where !property.isConstant {
                guard let segments = property.segments(from: start, to: end) else { continue }
                curves.append((name, segments))
                for segment in segments {
                    times.insert(segment.start)
                    times.insert(segment.end)
                    if segment.jumpsAtEnd {
                        times.insert(segment.end - Self.jumpLead)
                        leads.insert(segment.end - Self.jumpLead)
                    }
                }
            }
        }
        self.start = start
        self.end = end
        self.leads = leads
        var samples: [(time: Double, scene: Scene, structure: SceneStructure)] = try times.sorted().map {
            let scene = try preparing(animation.scene($0))
            return ($0, scene, SceneStructure(scene))
        }
        // Each change of structure at its own instant: the last sample before it and the first after.
        var index = 1
        while index < samples.count {
            var (before, after) = (samples[index - 1], samples[index])
            if before.structure != after.structure {
                while after.time - before.time > Self.switchPrecision {
                    let middle = (before.time + after.time) / 2
                    guard middle > before.time, middle < after.time else { break }
                    let scene = try preparing(animation.scene(middle))
                    let sample = (middle, scene, SceneStructure(scene))
                    if sample.2 == before.structure { before = sample } else { after = sample }
                }
                if before.time > samples[index - 1].time {
                    samples.insert(before, at: index)
                    index += 1
                }
                if after.time < samples[index].time {
                    samples.insert(after, at: index)
                }
            }
            index += 1
        }
        self.times = samples.map(\.time)
        self.scenes = samples.map(\.scene)
        let values = self.times.map { animation.timeline?.values(at: $0) }
        self.properties = curves.map { curve in (values.map { $0?[curve.name] ?? 0 }, curve.segments) }
        var runs: [Range<Int>] = []
        var runStart = 0
        for index in samples.indices.dropFirst() where samples[index].structure != samples[index - 1].structure {
            runs.append(runStart..<index)
            runStart = index
        }
        runs.append(runStart..<samples.count)
        self.runs = runs
    }

    /// Keyframes for a number (or a vector of numbers) sampled over `run`: `samples[i]` belongs
    /// to `times[run.lowerBound + i]`.
    ///
    /// - One keyframe when it never changes by more than `tolerance`.
    /// - The keyframes of a timeline property when the samples are an affine function of it,
    ///   within `tolerance` at every sample: the property's breakpoints, with its curves. The
    ///   number then follows the curve between breakpoints exactly, as the raster frames do.
    /// - Otherwise the fewest samples whose linear interpolation stays within `tolerance` of
    ///   every sample.
    ///
    /// A jump (a property starting over) is the value just before it, held (``Keyframe/holds``)
    /// until the keyframe of the value after it, at the jump's time.
    public func keyframes(_ samples: [[Double]], in run: Range<Int>, tolerance: Double) -> [Keyframe] {
        precondition(samples.count == run.count, "one sample per time of the run")
        if let exact = exactKeyframes(samples, samples.indices, in: run, tolerance: tolerance) {
            // A value held over the whole run is one keyframe.
            return exact.count == 2 && exact[0].value == exact[1].value ? [exact[0]] : exact
        }
        let reduced = holdingJumps(Self.reduced(samples, at: Array(times[run]), tolerance: tolerance))
        let stretched = stretchedKeyframes(samples, in: run, tolerance: tolerance)
        return stretched.count < reduced.count ? stretched : reduced
    }

    /// Keyframes for the samples in `range` (indices into `samples`, whose first is at
    /// `times[run.lowerBound]`): the value held when it never changes by more than `tolerance`,
    /// a timeline property's own keyframes when the samples are an affine function of it; nil
    /// when neither gives every sample back.
    private func exactKeyframes(
        _ samples: [[Double]], _ range: Range<Int>, in run: Range<Int>, tolerance: Double
    ) -> [Keyframe]? {
        let part = Array(samples[range])
        let partTimes = Array(times[(run.lowerBound + range.lowerBound)..<(run.lowerBound + range.upperBound)])
        if part.allSatisfy({ Self.distance($0, part[0]) <= tolerance }) {
            // Held over the stretch: a keyframe at each end, one for a single sample.
            return part.count == 1
                ? [Keyframe(time: partTimes[0], value: part[0])]
                : [Keyframe(time: partTimes[0], value: part[0]), Keyframe(time: partTimes.last!, value: part[0])]
        }
        for property in properties {
            let values = Array(
                property.values[(run.lowerBound + range.lowerBound)..<(run.lowerBound + range.upperBound)])
            guard Self.isAffine(part, in: values, tolerance: tolerance) else { continue }
            if let native = nativeKeyframes(part, times: partTimes, segments: property.segments),
                Self.reproduces(part, at: partTimes, with: native, tolerance: tolerance)
            {
                return native
            }
        }
        return nil
    }

    /// Keyframes for a number that is, stretch by stretch, held or in step with a timeline
    /// property (a contour's share of a trim: 0, then following the trim's curve, then 1):
    /// each longest stretch from where the last ended, found by bisection on its end, joined
    /// to the next by a straight line across the time between their samples.
    private func stretchedKeyframes(_ samples: [[Double]], in run: Range<Int>, tolerance: Double) -> [Keyframe] {
        var result: [Keyframe] = []
        var start = 0
        while start < samples.count {
            // The longest stretch start..<end with exact keyframes (one sample always has them).
            var fits = start + 1
            var fails = samples.count + 1
            var step = 2
            while start + step <= samples.count,
                exactKeyframes(samples, start..<(start + step), in: run, tolerance: tolerance) != nil
            {
                fits = start + step
                step *= 2
            }
            fails = min(fails, start + step)
            while fails - fits > 1 {
                let middle = (fits + fails) / 2
                if middle <= samples.count,
                    exactKeyframes(samples, start..<middle, in: run, tolerance: tolerance) != nil
                {
                    fits = middle
                } else {
                    fails = middle
                }
            }
            result += exactKeyframes(samples, start..<fits, in: run, tolerance: tolerance) ?? []
            start = fits
        }
        return result
    }

    /// The largest difference between two vectors' components.
    static func distance(_ a: [Double], _ b: [Double]) -> Double {
        zip(a, b).reduce(0) { max($0, abs($1.0 - $1.1)) }
    }

    /// Whether `samples` = a + (value − value₀)·d for some vector d, within `tolerance`.
    private static func isAffine(_ samples: [[Double]], in values: [Double], tolerance: Double) -> Bool {
        guard let far = values.indices.max(by: { abs(values[$0] - values[0]) < abs(values[$1] - values[0]) }) else {
            return false
        }
        let span = values[far] - values[0]
        guard abs(span) > 1e-12 else { return false }
        let slope = zip(samples[far], samples[0]).map { ($0 - $1) / span }
        for (sample, value) in zip(samples, values) {
            let offset = value - values[0]
            for k in sample.indices where abs(sample[k] - samples[0][k] - offset * slope[k]) > tolerance {
                return false
            }
        }
        return true
    }

    /// Keyframes at the property's breakpoints within the run, with its curves.
    private func nativeKeyframes(_ samples: [[Double]], times: [Double], segments: [TimedSegment]) -> [Keyframe]? {
        guard let first = times.first, let last = times.last else { return nil }
        func sample(at time: Double) -> [Double]? {
            var low = 0
            var high = times.count - 1
            while low < high {
                let middle = (low + high) / 2
                if times[middle] < time { low = middle + 1 } else { high = middle }
            }
            return abs(times[low] - time) <= 1e-12 * max(1, abs(time)) ? samples[low] : nil
        }
        var result: [Keyframe] = []
        for segment in segments where segment.end > first && segment.start < last {
            let start = max(segment.start, first)
            let end = min(segment.end, last)
            var easing = segment.easing
            if start > segment.start || end < segment.end {
                let length = segment.end - segment.start
                guard
                    let part = segment.easing.part(
                        fromTime: (start - segment.start) / length, toTime: (end - segment.start) / length)
                else { return nil }
                easing = part
            }
            guard end > start, let value = sample(at: start) else { return nil }
            // The keyframe after a start-over gives way to the curve that starts there.
            if let previous = result.last, previous.time == start { result.removeLast() }
            result.append(Keyframe(time: start, value: value, easing: easing))
            // A start-over: the value reached just before it, held until the new one shows.
            if segment.jumpsAtEnd, end == segment.end,
                let before = sample(at: end - Self.jumpLead), let after = sample(at: end)
            {
                result.append(Keyframe(time: end - Self.jumpLead, value: before, holds: true))
                result.append(Keyframe(time: end, value: after))
            }
        }
        guard let value = sample(at: last) else { return nil }
        if result.last?.time != last { result.append(Keyframe(time: last, value: value)) }
        return result
    }

    /// The keyframes with each jump of a timeline property written as a jump: the value just
    /// before it held until the next keyframe, at the jump's own time.
    private func holdingJumps(_ keyframes: [Keyframe]) -> [Keyframe] {
        var result = keyframes
        for index in result.indices.dropLast()
        where leads.contains(result[index].time) && result[index + 1].time - result[index].time <= 2 * Self.jumpLead {
            result[index].holds = true
        }
        return result
    }

    /// Whether the keyframes give every sample within `tolerance` (samples in time order).
    private static func reproduces(
        _ samples: [[Double]], at times: [Double], with keyframes: [Keyframe], tolerance: Double
    ) -> Bool {
        var segment = 0
        for (sample, time) in zip(samples, times) {
            while segment + 1 < keyframes.count, keyframes[segment + 1].time <= time { segment += 1 }
            let value = Keyframe.value(of: keyframes, segment: segment, at: time)
            if distance(value, sample) > tolerance { return false }
        }
        return true
    }

    /// The fewest samples (the first and last always) whose linear interpolation keeps every
    /// sample within `tolerance`, chosen greedily: each keyframe reaches as far as it can.
    static func reduced(_ samples: [[Double]], at times: [Double], tolerance: Double) -> [Keyframe] {
        var kept = [0]
        var anchor = 0
        var candidate = 1
        while candidate < samples.count {
            var next = candidate + 1
            while next < samples.count,
                fits(samples, times, from: anchor, to: next, tolerance: tolerance)
            {
                next += 1
            }
            let reach = next - 1
            kept.append(reach)
            anchor = reach
            candidate = reach + 1
        }
        return kept.map { Keyframe(time: times[$0], value: samples[$0]) }
    }

    /// Whether the line from sample `a` to sample `b` passes within `tolerance` of those between.
    private static func fits(_ samples: [[Double]], _ times: [Double], from a: Int, to b: Int, tolerance: Double)
        -> Bool
    {
        let span = times[b] - times[a]
        guard span > 0 else { return false }
        for k in (a + 1)..<b {
            let f = (times[k] - times[a]) / span
            for c in samples[k].indices {
                let expected = samples[a][c] + (samples[b][c] - samples[a][c]) * f
                if abs(expected - samples[k][c]) > tolerance { return false }
            }
        }
        return true
    }
}

/// A value at a time, and how it moves toward the next keyframe.
public struct Keyframe: Hashable, Sendable {
    /// When, in seconds.
    public var time: Double
    /// The value: a number, or several moving together (a point, a color, a path's coordinates).
    public var value: [Double]
    /// How the change toward the next keyframe's value progresses over the time between them.
    public var easing: TimingFunction
    /// True when the value stays until the next keyframe and changes at its time at once (a
    /// Lottie hold keyframe): how a jump is written, the next keyframe following within
    /// ``AnimationSampling/jumpLead``.
    public var holds: Bool

    public init(time: Double, value: [Double], easing: TimingFunction = .linear, holds: Bool = false) {
        self.time = time
        self.value = value
        self.easing = easing
        self.holds = holds
    }

    /// The value the keyframes give at `time`: held before the first and after the last.
    public static func value(of keyframes: [Keyframe], at time: Double) -> [Double] {
        let segment = keyframes.lastIndex { $0.time <= time } ?? 0
        return value(of: keyframes, segment: segment, at: time)
    }

    /// The value at `time` within the segment from keyframe `segment` to the next.
    static func value(of keyframes: [Keyframe], segment: Int, at time: Double) -> [Double] {
        let a = keyframes[segment]
        guard time > a.time, segment + 1 < keyframes.count, !a.holds else { return a.value }
        let b = keyframes[segment + 1]
        guard time < b.time else { return b.value }
        let progress = a.easing.progress((time - a.time) / (b.time - a.time))
        return zip(a.value, b.value).map { $0 + ($1 - $0) * progress }
    }
}
