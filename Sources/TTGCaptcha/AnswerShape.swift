import TTGPuzzle

/// What stays of an answer when a script replays it on another challenge, moved, stretched and
/// jittered: a drag's path up to an affine map, with its timing; a key script's intervals; a
/// click's reaction time and hold. A store compares an answer with the last ones accepted from the
/// same client network (``CaptchaStore/rememberAnswer(_:network:challenge:until:now:)``), where a
/// replaying bot sends them, and refuses a replay.
///
/// Jitter of ±3 points and ±5 ms drowns a drag's tremor and rhythm (``TrackFingerprint``, which
/// compares with every network's tracks), but not its path: re-targeted and jittered, a replayed
/// drag stays within 2.6 points of the original once an affine map is fitted, and its times
/// within 3.4 ms; independent drags of the same samples seldom come that close on both, and
/// within one network the answers compared are few.
public struct AnswerShape: Hashable, Sendable {
    public var input: CaptchaInput
    /// A drag's times, x and y from its first sample (n each); the milliseconds before each key
    /// press (the first from the start, at most ``keyIntervals``); a click's press time and hold.
    public var values: [Double]

    /// Points from a fitted affine map a replayed drag stays within (RMS).
    public static let pathTolerance = 3.0
    /// Milliseconds from a fitted linear map a replayed drag's times stay within (RMS).
    public static let timeTolerance = 4.0
    /// Milliseconds a replayed key interval or click time stays within.
    public static let timingTolerance = 11.0
    /// Key intervals compared at most, and at least.
    public static let keyIntervals = 32
    static let minimumKeyIntervals = 4
    /// Samples a drag needs to be compared.
    static let minimumSamples = 8
    /// Answers of this input remembered a network: its latest. A click is two numbers, so fewer
    /// are kept, or a person's own clicks would read as replays of each other too often.
    public var remembered: Int { input == .click ? 8 : 32 }

    public init(input: CaptchaInput, values: [Double]) {
        self.input = input
        self.values = values
    }

    /// The shape of `track` answered with `input`; nil for work, and for a track too short to tell.
    public init?(_ track: DragTrack, input: CaptchaInput) {
        let samples = track.samples
        guard let first = samples.first else { return nil }
        switch input {
        case .drag:
            guard samples.count >= Self.minimumSamples else { return nil }
            values =
                samples.map { $0.time - first.time } + samples.map { $0.x - first.x } + samples.map { $0.y - first.y }
        case .keys:
            let intervals = [first.time] + zip(samples, samples.dropFirst()).map { $1.time - $0.time }
            guard intervals.count >= Self.minimumKeyIntervals else { return nil }
            values = Array(intervals.prefix(Self.keyIntervals))
        case .click:
            guard samples.count == 2 else { return nil }
            values = [first.time, samples[1].time - first.time]
        case .work:
            return nil
        }
        self.input = input
    }

    /// True when this answer is `other` replayed.
    public func isReplay(of other: AnswerShape) -> Bool {
        guard input == other.input else { return false }
        switch input {
        case .drag:
            guard values.count == other.values.count, values.count % 3 == 0 else { return false }
            let count = values.count / 3
            let (times, x, y) = (values[0..<count], values[count..<2 * count], values[(2 * count)...])
            let (otherTimes, otherX, otherY) = (
                other.values[0..<count], other.values[count..<2 * count], other.values[(2 * count)...]
            )
            return Self.residual(times, fittedFrom: [otherTimes]) <= Self.timeTolerance
                && Self.pathResidual((x, y), from: (otherX, otherY)) <= Self.pathTolerance
        case .keys:
            let shared = min(values.count, other.values.count)
            guard shared >= Self.minimumKeyIntervals else { return false }
            return zip(values.prefix(shared), other.values.prefix(shared)).allSatisfy {
                abs($0 - $1) <= Self.timingTolerance
            }
        case .click:
            return values.count == 2 && other.values.count == 2
                && zip(values, other.values).allSatisfy { abs($0 - $1) <= Self.timingTolerance }
        case .work:
            return false
        }
    }

    /// The RMS distance, in points, of path `a` from the affine map of path `b` that fits it best.
    static func pathResidual(
        _ a: (x: ArraySlice<Double>, y: ArraySlice<Double>), from b: (x: ArraySlice<Double>, y: ArraySlice<Double>)
    ) -> Double {
        let x = residual(a.x, fittedFrom: [b.x, b.y])
        let y = residual(a.y, fittedFrom: [b.x, b.y])
        return (x * x + y * y).squareRoot()
    }

    /// The RMS of `target` less its least-squares fit by `sources` and a constant (at most two
    /// sources; a source that does not vary adds nothing).
    static func residual(_ target: ArraySlice<Double>, fittedFrom sources: [ArraySlice<Double>]) -> Double {
        let count = target.count
        guard count > 0 else { return 0 }
        // Columns: the sources, centred, and the constant (taken out by centring).
        let mean = { (values: ArraySlice<Double>) in values.reduce(0, +) / Double(count) }
        let centred = sources.map { source in
            let average = mean(source)
            return source.map { $0 - average }
        }
        let targetMean = mean(target)
        let y = target.map { $0 - targetMean }
        // Normal equations, 1×1 or 2×2, with a small ridge so a straight path is no singular case.
        let ridge = 1e-9 * Double(count)
        let dot = { (a: [Double], b: [Double]) in zip(a, b).reduce(0) { $0 + $1.0 * $1.1 } }
        var coefficients: [Double] = []
        if centred.count == 1 {
            coefficients = [dot(centred[0], y) / (dot(centred[0], centred[0]) + ridge)]
        } else if centred.count == 2 {
            let (u, v) = (centred[0], centred[1])
            let (a, b, d) = (dot(u, u) + ridge, dot(u, v), dot(v, v) + ridge)
            let (p, q) = (dot(u, y), dot(v, y))
            let determinant = a * d - b * b
            coefficients = determinant == 0 ? [0, 0] : [(d * p - b * q) / determinant, (a * q - b * p) / determinant]
        }
        var sum = 0.0
        for index in 0..<count {
            var fitted = 0.0
            for (column, coefficient) in zip(centred, coefficients) { fitted += coefficient * column[index] }
            let difference = y[index] - fitted
            sum += difference * difference
        }
        return (sum / Double(count)).squareRoot()
    }
}
