extension CubicBezier: ArcLengthMeasurable {
    /// The length between two parameters by adaptive Gauss–Legendre quadrature,
    /// within `accuracy × length`.
    public func arcLength(from t0: Double, to t1: Double, accuracy: Double) -> Double {
        adaptiveArcLength(of: CubicSpeed(self), from: t0, to: t1, accuracy: accuracy)
    }
}

/// A cubic's speed `|B′(t)|` at 16 parameters at once: ``CubicBezier/derivative(at:)``'s
/// arithmetic, operation for operation, in every lane (so each lane's value is the same double).
struct CubicSpeed: LaneFunction {
    let d0: Vector
    let d1: Vector
    let d2: Vector

    init(_ c: CubicBezier) {
        d0 = c.control1 - c.start
        d1 = c.control2 - c.control1
        d2 = c.end - c.control2
    }

    @inline(__always)
    func callAsFunction(_ t: SIMD16<Double>) -> SIMD16<Double> {
        let mt = 1 - t
        let k0 = 3 * mt * mt
        let k1 = 6 * mt * t
        let k2 = 3 * t * t
        let dx = d0.dx * k0 + d1.dx * k1 + d2.dx * k2
        let dy = d0.dy * k0 + d1.dy * k1 + d2.dy * k2
        return (dx * dx + dy * dy).squareRoot()
    }
}
