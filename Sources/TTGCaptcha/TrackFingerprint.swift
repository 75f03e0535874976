import TTGPuzzle

/// What stays the same when one recorded drag is replayed on another challenge, moved, stretched and
/// lightly jittered: the hand's tremor across the drag's line and the pointer's sampling rhythm.
///
/// The features are, sample by sample, the distance off the straight line from the first sample to
/// the last less its mean over the 7 samples around it (the tremor, with the smooth motion taken
/// out), then each sampling time less its mean over the 5 around it (the rhythm), each part scaled
/// to unit variance. Averaging over a few samples, rather than taking the second difference, keeps
/// the hand's wobble (several samples long) and lets little of a replayer's per-sample jitter
/// through: a replay jittered by ±1 point and ±2 ms still correlates. Two tracks with the same
/// number of samples are one replayed when their features correlate strongly; independent drags,
/// even of one shape and length, do not correlate.
public struct TrackFingerprint: Hashable, Sendable {
    /// The correlation at or above which two tracks are one replayed…
    public static let minimumCorrelation = 0.4
    /// …provided it is also this many standard errors of chance (1/√features): short tracks are
    /// too few numbers to tell.
    public static let minimumStandardErrors = 5.0
    /// Samples on each side that the tremor's and the rhythm's local means take in.
    static let tremorReach = 3
    static let rhythmReach = 2

    public var features: [Double]

    public init(features: [Double]) {
        self.features = features
    }

    /// The fingerprint of `track`; nil for one of fewer than 9 samples, or with no movement.
    public init?(_ track: DragTrack) {
        let samples = track.samples
        guard samples.count >= 9, let first = samples.first, let last = samples.last else { return nil }
        let (dx, dy) = (last.x - first.x, last.y - first.y)
        let length = (dx * dx + dy * dy).squareRoot()
        guard length >= 1 else { return nil }
        let offsets = samples.map { ($0.x - first.x) * dy / length - ($0.y - first.y) * dx / length }
        let times = samples.map(\.time)
        features =
            Self.standardized(Self.localDeviations(offsets, reach: Self.tremorReach))
            + Self.standardized(Self.localDeviations(times, reach: Self.rhythmReach))
    }

    /// True when `other` is this track replayed.
    public func isNearDuplicate(of other: TrackFingerprint) -> Bool {
        let count = features.count
        guard count > 0, other.features.count == count else { return false }
        var product = 0.0
        for index in 0..<count { product += features[index] * other.features[index] }
        // Both halves have mean 0 and variance 1, so the correlation is the mean product.
        let correlation = product / Double(count)
        let chance = 1 / Double(count).squareRoot()
        return correlation >= max(Self.minimumCorrelation, Self.minimumStandardErrors * chance)
    }

    /// Each value less the mean of the `reach` values on each side and itself, for every value
    /// with that many on both sides.
    static func localDeviations(_ values: [Double], reach: Int) -> [Double] {
        let width = Double(2 * reach + 1)
        return (reach..<(values.count - reach)).map { (index: Int) -> Double in
            let window = values[(index - reach)...(index + reach)]
            return values[index] - window.reduce(0, +) / width
        }
    }

    /// `values` with their mean taken away and scaled to variance 1 (all zero when they do not vary).
    static func standardized(_ values: [Double]) -> [Double] {
        let mean = values.reduce(0, +) / Double(values.count)
        let variance = values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(values.count)
        guard variance > 1e-12 else { return values.map { _ in 0 } }
        let deviation = variance.squareRoot()
        return values.map { ($0 - mean) / deviation }
    }
}
