/// An exact fraction of two integers, always reduced, with a positive denominator.
///
/// Used to find common periods of animations exactly: durations such as 1.8 s
/// and 0.9 s / 1.3 become 9/5 and 9/13 (``init(approximating:relativeTolerance:maxDenominator:)``),
/// and their least common multiple is computed without rounding
/// (``leastCommonMultiple(_:_:)``). Arithmetic that would overflow `Int`
/// returns nil instead of trapping.
public struct Rational: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The numerator; carries the sign.
    public let numerator: Int
    /// The denominator, always > 0.
    public let denominator: Int

    /// The fraction `numerator / denominator`, reduced; nil when the denominator
    /// is 0 or when the reduced fraction cannot be represented (`Int.min` parts).
    public init?(_ numerator: Int, _ denominator: Int) {
        guard denominator != 0 else { return nil }
        let divisor = Self.greatestCommonDivisor(numerator, denominator)
        var n = numerator / divisor
        var d = denominator / divisor
        if d < 0 {
            guard n != .min, d != .min else { return nil }
            n = -n
            d = -d
        }
        self.numerator = n
        self.denominator = d
    }

    /// The whole number `value`.
    public init(_ value: Int) {
        numerator = value
        denominator = 1
    }

    /// The simplest fraction close to `value`: the first continued-fraction
    /// convergent p/q of `value` with |p/q − value| ≤ `relativeTolerance` · |value|.
    ///
    /// Nil when `value` is not finite, its magnitude is 2⁵³ or more, or no
    /// convergent with a denominator up to `maxDenominator` is close enough.
    /// With the defaults, 1.8 gives 9/5, 0.9 / 1.3 gives 9/13 and 0.1 gives 1/10:
    /// any fraction whose denominator is at most a few ten thousands is recovered
    /// exactly from its nearest `Double`.
    public init?(approximating value: Double, relativeTolerance: Double = 1e-9, maxDenominator: Int = 1_000_000) {
        guard value.isFinite, abs(value) < 0x1p53 else { return nil }
        let tolerance = relativeTolerance * abs(value)
        let x = abs(value)
        // Convergents h/k from the recurrence h = a·h₁ + h₂, k = a·k₁ + k₂.
        var (h1, h2) = (1.0, 0.0)
        var (k1, k2) = (0.0, 1.0)
        var remainder = x
        while true {
            let a = remainder.rounded(.down)
            let (h, k) = (a * h1 + h2, a * k1 + k2)
            guard k <= Double(maxDenominator), h < 0x1p53 else { return nil }
            if abs(h / k - x) <= tolerance {
                guard let fraction = Rational(Int(h) * (value < 0 ? -1 : 1), Int(k)) else { return nil }
                self = fraction
                return
            }
            let rest = remainder - a
            guard rest > 0 else { return nil }  // exact h/k, yet outside a zero tolerance
            remainder = 1 / rest
            (h1, h2, k1, k2) = (h, h1, k, k1)
        }
    }

    /// The nearest `Double`.
    public var doubleValue: Double { Double(numerator) / Double(denominator) }

    /// `numerator/denominator`, or just the numerator for whole numbers.
    public var description: String { denominator == 1 ? "\(numerator)" : "\(numerator)/\(denominator)" }

    public static func < (lhs: Rational, rhs: Rational) -> Bool {
        // Compare a/b < c/d as a·d < c·b, in 128 bits so it cannot overflow.
        let left = lhs.numerator.multipliedFullWidth(by: rhs.denominator)
        let right = rhs.numerator.multipliedFullWidth(by: lhs.denominator)
        return (left.high, left.low) < (right.high, right.low)
    }

    /// The smallest positive fraction that is a whole multiple of both `a` and
    /// `b` (both must be positive): lcm(numerators) / gcd(denominators) of the
    /// reduced fractions. Nil when an argument is not positive or the result
    /// overflows `Int`.
    public static func leastCommonMultiple(_ a: Rational, _ b: Rational) -> Rational? {
        guard a.numerator > 0, b.numerator > 0,
            let numerator = leastCommonMultiple(a.numerator, b.numerator)
        else { return nil }
        return Rational(numerator, greatestCommonDivisor(a.denominator, b.denominator))
    }

    /// The greatest common divisor of two integers, by Euclid's algorithm on
    /// their magnitudes: ≥ 0, with gcd(0, 0) = 0, except that the one result
    /// too large for `Int`, 2⁶³ (gcd(Int.min, 0) or gcd(Int.min, Int.min)),
    /// wraps to `Int.min`.
    public static func greatestCommonDivisor(_ a: Int, _ b: Int) -> Int {
        var (x, y) = (a.magnitude, b.magnitude)
        while y != 0 { (x, y) = (y, x % y) }
        return Int(truncatingIfNeeded: x)
    }

    /// The least common multiple of two positive integers; nil when it overflows
    /// `Int` or an argument is not positive.
    public static func leastCommonMultiple(_ a: Int, _ b: Int) -> Int? {
        guard a > 0, b > 0 else { return nil }
        let (product, overflow) = (a / greatestCommonDivisor(a, b)).multipliedReportingOverflow(by: b)
        return overflow ? nil : product
    }
}
