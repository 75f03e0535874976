import TTGBase

/// An interval of accepted numbers whose ends may be open: `0…1`, `(0, 3600]`.
///
/// Closed intervals print as `a…b`, others in interval notation, so help and
/// messages say exactly which ends are allowed.
public struct NumberRange: Sendable, Equatable, CustomStringConvertible {
    public var lower: Double
    public var upper: Double
    public var includesLower: Bool
    public var includesUpper: Bool

    public init(_ lower: Double, _ upper: Double, includesLower: Bool = true, includesUpper: Bool = true) {
        self.lower = lower
        self.upper = upper
        self.includesLower = includesLower
        self.includesUpper = includesUpper
    }

    /// `[lower, upper]`.
    public init(_ closed: ClosedRange<Double>) {
        self.init(closed.lowerBound, closed.upperBound)
    }

    /// `(lower, upper]`: positive quantities with a ceiling (a duration, a speed).
    public static func above(_ lower: Double, upTo upper: Double) -> NumberRange {
        NumberRange(lower, upper, includesLower: false)
    }

    public func contains(_ value: Double) -> Bool {
        (includesLower ? value >= lower : value > lower) && (includesUpper ? value <= upper : value < upper)
    }

    /// The nearest value inside the range (for ranges that clamp rather than refuse).
    public func clamped(_ value: Double) -> Double { min(max(value, lower), upper) }

    public var description: String {
        if includesLower && includesUpper { return "\(shortestDecimal(lower))…\(shortestDecimal(upper))" }
        return (includesLower ? "[" : "(") + "\(shortestDecimal(lower)), \(shortestDecimal(upper))"
            + (includesUpper ? "]" : ")")
    }
}
