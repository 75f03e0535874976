/// A curve's velocity as a polynomial in its parameter, `B′(t) = a·t² + b·t + c`: a cubic
/// Bézier's (a quadratic Bézier's has `a = 0`). Its norm, the speed, is what arc length integrates.
struct VelocityPolynomial {
    let a: Vector
    let b: Vector
    let c: Vector

    /// A cubic's velocity `3[(d₀ − 2d₁ + d₂)t² + 2(d₁ − d₀)t + d₀]`, where `dᵢ` are the
    /// differences of successive control points.
    init(_ curve: CubicBezier) {
        let d0 = curve.control1 - curve.start
        let d1 = curve.control2 - curve.control1
        let d2 = curve.end - curve.control2
        a = 3 * ((d0 - d1) + (d2 - d1))
        b = 6 * (d1 - d0)
        c = 3 * d0
    }

    /// A quadratic's velocity `2[(d₁ − d₀)t + d₀]`, where `dᵢ` are the differences of
    /// successive control points.
    init(_ curve: QuadBezier) {
        let d0 = curve.control - curve.start
        let d1 = curve.end - curve.control
        a = .zero
        b = 2 * (d1 - d0)
        c = 2 * d0
    }

    /// The integral of the speed `|B′(t)|` over `[t0, t1]` by 16-point Gauss–Legendre.
    ///
    /// On the interval, `t = m + h·u` with `u` in `[−1, 1]`, and the velocity is
    /// `a₂·u² + a₁·u + a₀` (`a₂ = a·h²`, `a₁ = (2a·m + b)·h`, `a₀ = B′(m)`). The nodes come in
    /// pairs `±x`, where it is `(a₂·x² + a₀) ± a₁·x`: an even and an odd part, each computed
    /// once for both nodes of a pair, all eight pairs at once.
    @inline(__always)
    func integrateGL16(_ t0: Double, _ t1: Double) -> Double {
        let m = (t0 + t1) / 2
        let h = (t1 - t0) / 2
        let a2 = a * (h * h)
        let a1 = (2 * m * a + b) * h
        let a0 = (a * m + b) * m + c
        let x = GaussLegendre16.nodes
        let xx = GaussLegendre16.squaredNodes
        let evenX = a2.dx * xx + a0.dx
        let evenY = a2.dy * xx + a0.dy
        let oddX = a1.dx * x
        let oddY = a1.dy * x
        let (px, py) = (evenX + oddX, evenY + oddY)
        let (qx, qy) = (evenX - oddX, evenY - oddY)
        let speeds = (px * px + py * py).squareRoot() + (qx * qx + qy * qy).squareRoot()
        return (GaussLegendre16.weights * speeds).sum() * h
    }
}
