/// A timing curve: how an animation's progress follows its time, as Core
/// Animation's `CAMediaTimingFunction` and CSS `cubic-bezier()` define it.
///
/// The curve is the cubic Bézier from (0, 0) to (1, 1) with control points
/// (x1, y1) and (x2, y2); x is the fraction of time elapsed, y the fraction of
/// the change done. With x1 and x2 in 0…1, x grows monotonically along the
/// curve, so every time has exactly one progress; y may leave 0…1 (overshoot).
public struct TimingFunction: Hashable, Sendable {
    public let x1: Double
    public let y1: Double
    public let x2: Double
    public let y2: Double

    /// Constant speed: progress equals time (0, 0, 1, 1).
    public static let linear = TimingFunction(uncheckedControlPoints: 0, 0, 1, 1)
    /// Starts slowly, then speeds up (0.42, 0, 1, 1).
    public static let easeIn = TimingFunction(uncheckedControlPoints: 0.42, 0, 1, 1)
    /// Starts quickly, then slows down (0, 0, 0.58, 1).
    public static let easeOut = TimingFunction(uncheckedControlPoints: 0, 0, 0.58, 1)
    /// Starts slowly, speeds up, slows down at the end (0.42, 0, 0.58, 1).
    public static let easeInEaseOut = TimingFunction(uncheckedControlPoints: 0.42, 0, 0.58, 1)

    /// The curve with control points (x1, y1) and (x2, y2).
    ///
    /// - Throws: ``AnimationError/nonFiniteControlPoint(index:value:)`` for NaN
    ///   or infinite values, ``AnimationError/controlPointXOutOfRange(index:value:)``
    ///   when x1 or x2 is outside 0…1.
    public init(controlPoints x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) throws {
        for (index, value) in [x1, y1, x2, y2].enumerated() where !value.isFinite {
            throw AnimationError.nonFiniteControlPoint(index: index, value: value)
        }
        for (index, value) in [(0, x1), (2, x2)] where !(0...1).contains(value) {
            throw AnimationError.controlPointXOutOfRange(index: index, value: value)
        }
        self.init(uncheckedControlPoints: x1, y1, x2, y2)
    }

    private init(uncheckedControlPoints x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    /// The progress (y) at the fraction of time `x`.
    ///
    /// `x` is clamped to 0…1 (NaN stays NaN); 0 gives exactly 0 and 1 exactly 1.
    /// The curve parameter t with x(t) = `x` is found by Newton's method, with a
    /// bisection fallback when Newton stalls where x(t) is flat, to about 1e-14
    /// in t; the result y(t) is then accurate to better than 1e-12 for the named
    /// curves and any curve of moderate slope. (Where a curve turns vertical,
    /// dy/dx = ∞ as for (1, 0, 0, 1) at x = ½, no method in doubles does better
    /// than the rounding of x(t) allows, about 1e-5 in y right at that point.)
    public func progress(_ x: Double) -> Double {
        if x.isNaN { return x }
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        if x1 == y1 && x2 == y2 { return x }  // x(t) and y(t) coincide: the identity
        return Self.bezier(solveCurveParameter(forX: x), y1, y2)
    }

    /// The curve parameter t in 0…1 where x(t) = `x` (0 < x < 1).
    private func solveCurveParameter(forX x: Double) -> Double {
        // Newton's method from t = x converges quadratically where x'(t) is not small.
        var t = x
        for _ in 0..<8 {
            let slope = Self.bezierDerivative(t, x1, x2)
            guard abs(slope) > 1e-6 else { break }
            let step = (Self.bezier(t, x1, x2) - x) / slope
            t -= step
            guard (0...1).contains(t) else { break }
            if abs(step) <= 1e-14 { return t }
        }
        // Bisection always converges, as x(t) increases on 0…1: 52 halvings give t to 2⁻⁵².
        var low = 0.0
        var high = 1.0
        for _ in 0..<52 {
            let middle = (low + high) / 2
            if Self.bezier(middle, x1, x2) < x { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }

    /// One coordinate of the curve at parameter t, with end points 0 and 1 and
    /// control coordinates c1 and c2, in Horner form.
    private static func bezier(_ t: Double, _ c1: Double, _ c2: Double) -> Double {
        let c = 3 * c1
        let b = 3 * (c2 - c1) - c
        let a = 1 - c - b
        return ((a * t + b) * t + c) * t
    }

    /// The derivative of ``bezier(_:_:_:)`` with respect to t.
    private static func bezierDerivative(_ t: Double, _ c1: Double, _ c2: Double) -> Double {
        let c = 3 * c1
        let b = 3 * (c2 - c1) - c
        let a = 1 - c - b
        return (3 * a * t + 2 * b) * t + c
    }
}
