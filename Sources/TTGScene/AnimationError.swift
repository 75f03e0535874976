/// Why a timing curve, keyframes or a property animation is invalid; the
/// description is a one-line message for users.
///
/// Every initializer of the animation model validates its input and throws
/// this error, so an animation that exists is always well defined at every time.
public enum AnimationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A timing curve control point that is NaN or infinite (index 0…3 in x1, y1, x2, y2 order).
    case nonFiniteControlPoint(index: Int, value: Double)
    /// A timing curve control point x outside 0…1 (index 0 for x1, 2 for x2).
    case controlPointXOutOfRange(index: Int, value: Double)
    /// Keyframes without any value.
    case noValues
    /// A keyframe value that is NaN or infinite.
    case nonFiniteValue(index: Int, value: Double)
    /// Key times whose count differs from the values' count.
    case keyTimeCountMismatch(values: Int, keyTimes: Int)
    /// A key time outside 0…1 (or NaN).
    case keyTimeOutOfRange(index: Int, value: Double)
    /// A key time not greater than the one before it.
    case keyTimesNotIncreasing(index: Int)
    /// Segment timings whose count is not the number of segments (values − 1).
    case segmentTimingCountMismatch(segments: Int, timings: Int)
    /// A duration that is not a finite number greater than 0.
    case invalidDuration(Double)
    /// A speed that is not a finite number greater than 0.
    case invalidSpeed(Double)
    /// A repeat count that is not greater than 0 (`.infinity` repeats forever).
    case invalidRepeatCount(Double)
    /// A begin time that is NaN or infinite.
    case nonFiniteBeginTime(Double)
    /// A motion that does not repeat within `cap` seconds, where a period is needed.
    case noLoopPeriod(cap: Double)

    public var description: String {
        switch self {
        case .nonFiniteControlPoint(let index, let value):
            "timing curve control point \(Self.controlPointNames[index]) is \(value); expected a finite number"
        case .controlPointXOutOfRange(let index, let value):
            "timing curve control point \(Self.controlPointNames[index]) is \(value); expected 0…1"
        case .noValues:
            "keyframes need at least one value"
        case .nonFiniteValue(let index, let value):
            "keyframe value \(index) is \(value); expected a finite number"
        case .keyTimeCountMismatch(let values, let keyTimes):
            "\(keyTimes) key times for \(values) values; expected one key time per value"
        case .keyTimeOutOfRange(let index, let value):
            "key time \(index) is \(value); expected 0…1"
        case .keyTimesNotIncreasing(let index):
            "key time \(index) is not greater than key time \(index - 1); key times must increase"
        case .segmentTimingCountMismatch(let segments, let timings):
            "\(timings) segment timing functions for \(segments) segments; expected one per segment (values − 1)"
        case .invalidDuration(let value):
            "duration \(value); expected a number of seconds greater than 0"
        case .invalidSpeed(let value):
            "speed \(value); expected a number greater than 0"
        case .invalidRepeatCount(let value):
            "repeat count \(value); expected a number greater than 0, or infinity to repeat forever"
        case .nonFiniteBeginTime(let value):
            "begin time \(value); expected a finite number of seconds"
        case .noLoopPeriod(let cap):
            "the motion does not repeat within \(Int(cap)) s, so it has no period to loop"
        }
    }

    private static let controlPointNames = ["x1", "y1", "x2", "y2"]
}
