extension PathSegment {
    /// The direction of travel at `t`, as a unit vector (zero only for a segment
    /// that is a single point).
    ///
    /// Where the derivative vanishes — a control point on its end point, a cusp —
    /// the direction is the limit of the derivative's direction as the parameter
    /// approaches `t` from inside the segment (from above, except at `t = 1`): the
    /// first non-zero higher derivative, with the sign that limit gives. When every
    /// derivative vanishes the chord gives the direction.
    public func unitTangent(at t: Double) -> Vector {
        // Near t₀, B′(t₀ + h) ≈ B′ + h·B″ + h²/2·B‴: the first non-zero term leads.
        // At t = 1 the step h is negative, which flips the sign of the B″ term.
        let derivatives = [
            derivative(at: t), higherDerivative(2, at: t) * (t >= 1 ? -1 : 1),
            higherDerivative(3, at: t),
        ]
        let scale = controlPoints.reduce(0.0) { max($0, abs($1.x - start.x), abs($1.y - start.y)) }
        for d in derivatives where d.length > 1e-12 * scale {
            return d.normalized
        }
        return (end - start).normalized
    }

    /// The tangent angle at `t` in radians, `atan2(dy, dx)` of ``unitTangent(at:)``:
    /// 0 along +x, π/2 along +y (downward on screen).
    public func tangentAngle(at t: Double) -> Double { unitTangent(at: t).angle }

    /// The second or third derivative at `t` (zero for orders a segment lacks).
    private func higherDerivative(_ order: Int, at t: Double) -> Vector {
        switch (self, order) {
        case (.quad(let q), 2):
            return ((q.end - q.control) - (q.control - q.start)) * 2
        case (.cubic(let c), 2):
            return c.secondDerivative(at: t)
        case (.cubic(let c), 3):
            return ((c.end - c.control2) - (c.control2 - c.control1) * 2 + (c.control1 - c.start)) * 6
        default:
            return .zero
        }
    }
}
