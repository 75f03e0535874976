extension QuadBezier: ArcLengthMeasurable {
    /// The length between two parameters by adaptive Gauss–Legendre quadrature,
    /// within `accuracy × length`.
    public func arcLength(from t0: Double, to t1: Double, accuracy: Double) -> Double {
        adaptiveArcLength(of: VelocityPolynomial(self), from: t0, to: t1, accuracy: accuracy)
    }
}
