/// The scale a rating lives on: a minimum, a maximum and an optional step.
///
/// A rate is clamped to [minimum, maximum]; with a step it is snapped to
/// `minimum + round((rate − minimum) / step) · step` and clamped again. The
/// **progress** `(rate − minimum) / (maximum − minimum)`, in 0…1, drives every
/// part of the face.
public struct RateScale: Hashable, Sendable {
    public let minimum: Double
    public let maximum: Double
    /// 0 for a continuous scale; 0.5 for half points, 1 for whole points.
    public let step: Double

    public static let standard = try! RateScale()

    /// A scale; throws ``EmojiError`` when a number is not finite, `maximum ≤ minimum` or `step < 0`.
    public init(minimum: Double = 0, maximum: Double = 5, step: Double = 0) throws {
        for (field, value) in [("minimum", minimum), ("maximum", maximum), ("step", step)] where !value.isFinite {
            throw EmojiError.notFinite(field: field, value: value)
        }
        guard maximum > minimum else { throw EmojiError.emptyRange(minimum: minimum, maximum: maximum) }
        guard step >= 0 else { throw EmojiError.negativeStep(step) }
        self.minimum = minimum
        self.maximum = maximum
        self.step = step
    }

    /// The rate clamped to the scale and, with a step, snapped to it. NaN becomes the minimum.
    public func clamp(_ rate: Double) -> Double {
        guard !rate.isNaN else { return minimum }
        var value = Swift.min(maximum, Swift.max(minimum, rate))
        if step > 0 {
            value = minimum + ((value - minimum) / step).rounded() * step
            value = Swift.min(maximum, Swift.max(minimum, value))
        }
        return value
    }

    /// The progress of a rate, after clamping and snapping: 0 at the minimum, 1 at the maximum.
    public func progress(_ rate: Double) -> Double {
        (clamp(rate) - minimum) / (maximum - minimum)
    }

    /// The rate `fraction` of the way from minimum to maximum (not snapped).
    public func rate(atFraction fraction: Double) -> Double {
        minimum + (maximum - minimum) * fraction
    }
}
