/// A curve whose length can be measured, and inverted: from a length back to a parameter.
///
/// Accuracies are **relative**: `arcLength(accuracy: 1e-9)` is within about
/// `1e-9 × length` of the true length, whatever the scale of the coordinates.
public protocol ArcLengthMeasurable: ParametricCurve {
    /// The length of the curve between parameters `t0` and `t1` (`t0 ≤ t1`),
    /// within `accuracy × length` of the true value.
    func arcLength(from t0: Double, to t1: Double, accuracy: Double) -> Double
}

/// The default relative accuracy of arc-length measures.
public let defaultArcLengthAccuracy = 1e-9

extension ArcLengthMeasurable {
    /// The length of the whole curve, within `accuracy × length` of the true value.
    public func arcLength(accuracy: Double = defaultArcLengthAccuracy) -> Double {
        arcLength(from: 0, to: 1, accuracy: accuracy)
    }

    /// The parameter `t` where the length measured from the start reaches `s`.
    ///
    /// `s` is clamped to `0…arcLength`; 0 maps to 0 and the full length to 1, so a
    /// curve of zero length answers 0 for `s ≤ 0` and 1 otherwise. The solution is
    /// found by Newton's method on `length(0, t) − s`, whose derivative is the speed
    /// `|B′(t)|`; a bisection bracket catches steps that leave it and points where the
    /// speed vanishes (a cubic whose control points sit on its end points). It stops
    /// when the length at `t` is within `accuracy × arcLength` of `s`, or after 100
    /// steps (bisection alone needs about 55 to pin `t` to the last bit).
    public func parameter(atLength s: Double, accuracy: Double = defaultArcLengthAccuracy) -> Double {
        parameter(atLength: s, of: arcLength(accuracy: accuracy), accuracy: accuracy)
    }

    /// ``parameter(atLength:accuracy:)`` when the whole length `total` is known already.
    func parameter(atLength s: Double, of total: Double, accuracy: Double) -> Double {
        guard s > 0 else { return 0 }
        guard s < total else { return 1 }
        let tolerance = accuracy * total
        var lo = 0.0
        var hi = 1.0
        var t = s / total
        for _ in 0..<100 {
            let error = arcLength(from: 0, to: t, accuracy: accuracy) - s
            if abs(error) <= tolerance { return t }
            if error < 0 { lo = t } else { hi = t }
            let speed = derivative(at: t).length
            let newton = speed > 0 ? t - error / speed : .nan
            // Newton only when it lands strictly inside the bracket; bisect otherwise.
            t = newton > lo && newton < hi ? newton : (lo + hi) / 2
            if hi - lo <= 2 * Double.ulpOfOne { return t }
        }
        return t
    }
}

/// The length of a curve between `t0` and `t1` by adaptive 16-point Gauss–Legendre
/// quadrature of its speed `|B′(t)|` (``VelocityPolynomial/integrateGL16(_:_:)``).
///
/// Each interval is integrated whole and as two halves; when the two estimates
/// differ by more than the interval's share of the tolerance, both halves are
/// refined with half the tolerance each. The tolerance is `accuracy` (at least
/// 10⁻¹⁵, about what doubles resolve) times a first estimate of the length. Subdivision stops 30 levels deep (an interval of
/// 2⁻³⁰ of the range): only a cusp, where the speed has a kink, gets near that,
/// and there the remaining error is far below the tolerance. A length that overflows
/// (control points near ±10³⁰⁸) is +∞ at once: refining infinities never converges
/// and would take 2³⁰ steps.
func adaptiveArcLength(
    of velocity: VelocityPolynomial, from t0: Double, to t1: Double,
    accuracy: Double
) -> Double {
    guard t1 > t0 else { return 0 }
    let whole = velocity.integrateGL16(t0, t1)
    guard whole.isFinite else { return .infinity }
    guard whole > 0 else { return 0 }
    return integrateAdaptively(
        t0, t1, whole: whole, tolerance: max(accuracy, 1e-15) * whole,
        depth: 30, velocity)
}

/// One step of the adaptive quadrature in ``adaptiveArcLength(of:from:to:accuracy:)``.
private func integrateAdaptively(
    _ a: Double, _ b: Double, whole: Double, tolerance: Double,
    depth: Int, _ velocity: VelocityPolynomial
) -> Double {
    let mid = (a + b) / 2
    let left = velocity.integrateGL16(a, mid)
    let right = velocity.integrateGL16(mid, b)
    if depth == 0 || abs(left + right - whole) <= tolerance { return left + right }
    return integrateAdaptively(a, mid, whole: left, tolerance: tolerance / 2, depth: depth - 1, velocity)
        + integrateAdaptively(mid, b, whole: right, tolerance: tolerance / 2, depth: depth - 1, velocity)
}
