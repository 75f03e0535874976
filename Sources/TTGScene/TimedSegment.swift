/// A stretch of time over which an animated value follows one timing curve: from its value
/// at `start` to its value at `end`, with `easing` saying how much of the change is done
/// at each fraction of the time. Vector exporters turn these into native keyframes
/// (a Lottie keyframe's `o`/`i` handles, a SMIL `keySplines` entry).
public struct TimedSegment: Hashable, Sendable {
    /// When the stretch starts, in seconds.
    public var start: Double
    /// When it ends, in seconds (> start).
    public var end: Double
    /// The progress of the change over the stretch.
    public var easing: TimingFunction
    /// True when the value starts over at `end` (a repeat without autoreverse): the value
    /// just before `end` is the last keyframe's, the value at `end` the first's.
    public var jumpsAtEnd: Bool

    public init(start: Double, end: Double, easing: TimingFunction, jumpsAtEnd: Bool = false) {
        self.start = start
        self.end = end
        self.easing = easing
        self.jumpsAtEnd = jumpsAtEnd
    }
}
