import TTGGeometry

/// A recorded drag of the piece: the pointer's positions over time, as TTGPuzzleVerify's
/// `recordsTrack` gives them (track points, elapsed time, drag distance).
///
/// Positions are the piece box's corner in canvas points before the axis constraint (the
/// start plus the drag's translation), so a drag along one axis still shows the hand's
/// wobble on the other. Times are in milliseconds from any origin and never decrease.
public struct DragTrack: Hashable, Sendable {
    /// One sample: the time in milliseconds and the position.
    public struct Sample: Hashable, Sendable {
        public var time: Double
        public var x: Double
        public var y: Double

        public init(time: Double, x: Double, y: Double) {
            self.time = time
            self.x = x
            self.y = y
        }
    }

    public var samples: [Sample]

    public init(_ samples: [Sample]) {
        self.samples = samples
    }

    /// The last sample's time minus the first's, in milliseconds.
    public var duration: Double {
        guard let first = samples.first, let last = samples.last else { return 0 }
        return last.time - first.time
    }

    /// The length of the path through every sample, in points.
    public var distance: Double {
        zip(samples, samples.dropFirst()).reduce(0) { $0 + Self.length($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
    }

    /// How the track is judged.
    public var score: DragTrackScore { DragTrackScore(self) }

    static func length(_ dx: Double, _ dy: Double) -> Double { (dx * dx + dy * dy).squareRoot() }
}

/// Why a drag track looks scripted.
public enum DragTrackReason: String, CaseIterable, Hashable, Sendable {
    /// Fewer than ``DragTrackRules/minimumSamples`` samples.
    case tooFewPoints
    /// Shorter than ``DragTrackRules/minimumDuration``.
    case tooFast
    /// Longer than ``DragTrackRules/maximumDuration``.
    case tooSlow
    /// The path is shorter than ``DragTrackRules/minimumDistance``.
    case noMovement
    /// One step moves a large part of the path far faster than the rest: a jump.
    case teleport
    /// The sampling intervals are as regular as a timer's.
    case regularSampling
    /// The vertical position never wavers.
    case flatY
    /// The speed hardly changes: no acceleration and deceleration.
    case constantVelocity
    /// The acceleration almost never changes sign: a noiseless curve (an easing function).
    case tooSmooth
    /// The track does not begin at the piece's start.
    case startMismatch
    /// The track does not end where the piece was dropped.
    case endMismatch
}

/// The thresholds of the drag track rules, in one place (docs/families/puzzle.md,
/// "Drag tracks", lists them with the measured acceptance and rejection rates).
public enum DragTrackRules {
    /// A drag needs at least this many samples.
    public static let minimumSamples = 8
    /// A drag lasts at least this long, in milliseconds.
    public static let minimumDuration = 300.0
    /// A drag lasts at most this long, in milliseconds.
    public static let maximumDuration = 20_000.0
    /// A drag's path is at least this long, in points.
    public static let minimumDistance = 2.0
    /// A step is a teleport when it moves at least this share of the path…
    public static let teleportShareOfDistance = 0.1
    /// …at least this many times faster than the track's mean speed.
    public static let teleportSpeedRatio = 10.0
    /// An interval this close to the median interval, in milliseconds, is a timer's tick…
    public static let timerIntervalSlack = 0.5
    /// …and the sampling is a timer's when at least this share of the intervals are such ticks.
    public static let maximumTimerShare = 0.8
    /// A hand wavers vertically by at least this much (the y range), in points.
    public static let minimumYRange = 1.0
    /// A hand's speed varies: the speeds' coefficient of variation is at least this.
    public static let minimumSpeedVariation = 0.3
    /// A hand's acceleration changes sign at least this often (the share of consecutive
    /// accelerations, on both axes, whose signs differ).
    public static let minimumAccelerationFlips = 0.2
    /// Accelerations smaller than this, in points per ms², count as none.
    public static let accelerationEpsilon = 1e-6
    /// The first sample is at most this far from the start, on each axis, in points.
    public static let startSlack = 8.0
    /// The last sample is at most this far from the drop, on each axis, in points.
    public static let endSlack = 1.0
}

/// The measures of a drag track and the verdict: accepted, or rejected with the first
/// rule it breaks (in the order of ``DragTrackReason``).
public struct DragTrackScore: Hashable, Sendable {
    public var samples: Int
    /// Milliseconds.
    public var duration: Double
    /// The path's length, in points.
    public var distance: Double
    /// The largest step speed over the mean speed.
    public var peakSpeedRatio: Double
    /// The share of the path moved by the step with the largest speed ratio.
    public var peakStepShare: Double
    /// The share of sampling intervals within ``DragTrackRules/timerIntervalSlack`` of the median interval.
    public var timerShare: Double
    /// max y − min y, in points.
    public var yRange: Double
    /// The step speeds' standard deviation over their mean.
    public var speedVariation: Double
    /// The share of consecutive accelerations (both axes) whose signs differ.
    public var accelerationFlips: Double
    /// How far the track went past its end along the drag's x direction, in points (a
    /// hand overshoots and corrects; reported, not required).
    public var overshoot: Double
    /// Nil when the track is accepted.
    public var reason: DragTrackReason?

    public var accepted: Bool { reason == nil }

    public init(_ track: DragTrack) {
        let s = track.samples
        let duration = track.duration
        let distance = track.distance
        samples = s.count
        self.duration = duration
        self.distance = distance
        let steps = zip(s, s.dropFirst()).map { a, b in
            (dt: b.time - a.time, length: DragTrack.length(b.x - a.x, b.y - a.y))
        }
        // Speeds per step; a step without time is given 1 ms, so a jump in no time is fast, not infinite.
        let speeds = steps.map { $0.length / max($0.dt, 1) }
        let meanSpeed = duration > 0 ? distance / duration : 0
        // The fastest step, unless a step fast enough to be a jump moves more of the path.
        var ratio = 0.0
        var share = 0.0
        if meanSpeed > 0 && distance > 0 {
            let measured = zip(steps, speeds).map { (ratio: $1 / meanSpeed, share: $0.length / distance) }
            let fast = measured.filter { $0.ratio >= DragTrackRules.teleportSpeedRatio }
            if let worst = (fast.isEmpty ? measured : fast).max(by: {
                fast.isEmpty ? $0.ratio < $1.ratio : $0.share < $1.share
            }) {
                (ratio, share) = (worst.ratio, worst.share)
            }
        }
        peakSpeedRatio = ratio
        peakStepShare = share
        let intervals = steps.map(\.dt).sorted()
        if intervals.isEmpty {
            timerShare = 0
        } else {
            let median = intervals[intervals.count / 2]
            let ticks = intervals.filter { abs($0 - median) <= DragTrackRules.timerIntervalSlack }.count
            timerShare = Double(ticks) / Double(intervals.count)
        }
        let ys = s.map(\.y)
        yRange = (ys.max() ?? 0) - (ys.min() ?? 0)
        let speedMean = speeds.isEmpty ? 0 : speeds.reduce(0, +) / Double(speeds.count)
        speedVariation = speedMean > 0 ? Self.deviation(speeds) / speedMean : 0
        accelerationFlips = Self.flips(s)
        if let first = s.first, let last = s.last, last.x != first.x {
            let direction: Double = last.x > first.x ? 1 : -1
            overshoot = max(0, s.map { ($0.x - last.x) * direction }.max() ?? 0)
        } else {
            overshoot = 0
        }
        reason = nil
        reason = firstBrokenRule()
    }

    private func firstBrokenRule() -> DragTrackReason? {
        typealias R = DragTrackRules
        if samples < R.minimumSamples { return .tooFewPoints }
        if duration < R.minimumDuration { return .tooFast }
        if duration > R.maximumDuration { return .tooSlow }
        if distance < R.minimumDistance { return .noMovement }
        if peakSpeedRatio >= R.teleportSpeedRatio && peakStepShare >= R.teleportShareOfDistance { return .teleport }
        if timerShare >= R.maximumTimerShare { return .regularSampling }
        if yRange < R.minimumYRange { return .flatY }
        if speedVariation < R.minimumSpeedVariation { return .constantVelocity }
        if accelerationFlips < R.minimumAccelerationFlips { return .tooSmooth }
        return nil
    }

    /// The population standard deviation.
    static func deviation(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let mean = values.reduce(0, +) / Double(values.count)
        return (values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(values.count)).squareRoot()
    }

    /// The share of sign changes between consecutive accelerations on x and on y (tiny ones skipped).
    static func flips(_ s: [DragTrack.Sample]) -> Double {
        var changes = 0
        var pairs = 0
        for axis in [\DragTrack.Sample.x, \DragTrack.Sample.y] {
            var velocities: [(t: Double, v: Double)] = []
            for (a, b) in zip(s, s.dropFirst()) where b.time > a.time {
                velocities.append(((a.time + b.time) / 2, (b[keyPath: axis] - a[keyPath: axis]) / (b.time - a.time)))
            }
            var previous: Double?
            for (a, b) in zip(velocities, velocities.dropFirst()) where b.t > a.t {
                let acceleration = (b.v - a.v) / (b.t - a.t)
                guard abs(acceleration) >= DragTrackRules.accelerationEpsilon else { continue }
                if let previous {
                    pairs += 1
                    if (previous > 0) != (acceleration > 0) { changes += 1 }
                }
                previous = acceleration
            }
        }
        return pairs > 0 ? Double(changes) / Double(pairs) : 0
    }
}

extension PuzzleVerifier {
    /// The track's verdict for a drop at `position`: its own score, then whether it begins at
    /// the start and ends at the drop (both compared after the axis constraint and clamp).
    public func judge(_ track: DragTrack, droppedAt position: Point) -> DragTrackScore {
        var score = track.score
        guard score.accepted, let first = track.samples.first, let last = track.samples.last else { return score }
        let begin = constrained(Point(first.x, first.y))
        let end = constrained(Point(last.x, last.y))
        let drop = constrained(position)
        if abs(begin.x - start.x) > DragTrackRules.startSlack || abs(begin.y - start.y) > DragTrackRules.startSlack {
            score.reason = .startMismatch
        } else if abs(end.x - drop.x) > DragTrackRules.endSlack || abs(end.y - drop.y) > DragTrackRules.endSlack {
            score.reason = .endMismatch
        }
        return score
    }
}
