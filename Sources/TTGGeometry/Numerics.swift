import Foundation

// Shared numerics: polynomial roots and Gauss–Legendre quadrature.

/// Real roots of `a·t² + b·t + c = 0`, in any order. Degrades to the linear case
/// when `a` is (relatively) zero; returns [] when every t is a root.
func solveQuadratic(_ a: Double, _ b: Double, _ c: Double) -> [Double] {
    var roots: [Double] = []
    forEachQuadraticRoot(a, b, c) { roots.append($0) }
    return roots
}

/// ``solveQuadratic(_:_:_:)`` without an array: each root to `body`, in the same order.
@inline(__always) func forEachQuadraticRoot(_ a: Double, _ b: Double, _ c: Double, _ body: (Double) -> Void) {
    let scale = max(abs(a), abs(b), abs(c))
    guard scale > 0 else { return }
    if abs(a) <= 1e-12 * scale {
        if abs(b) > 0 { body(-c / b) }
        return
    }
    let disc = b * b - 4 * a * c
    if disc < 0 { return }
    if disc == 0 { return body(-b / (2 * a)) }
    // Numerically stable form: avoid cancellation between -b and sqrt(disc).
    let q = -0.5 * (b + (b >= 0 ? 1 : -1) * disc.squareRoot())
    body(q / a)
    body(c / q)
}

/// 16-point Gauss–Legendre quadrature on [-1, 1]: the nodes ±xᵢ and their weights, in the
/// order the terms are summed.
enum GaussLegendre16 {
    @inline(__always) static var nodes: SIMD16<Double> {
        SIMD16(
            -0.0950125098376374, 0.0950125098376374, -0.2816035507792589, 0.2816035507792589,
            -0.4580167776572274, 0.4580167776572274, -0.6178762444026438, 0.6178762444026438,
            -0.7554044083550030, 0.7554044083550030, -0.8656312023878318, 0.8656312023878318,
            -0.9445750230732326, 0.9445750230732326, -0.9894009349916499, 0.9894009349916499)
    }
    @inline(__always) static var weights: SIMD16<Double> {
        SIMD16(
            0.1894506104550685, 0.1894506104550685, 0.1826034150449236, 0.1826034150449236,
            0.1691565193950025, 0.1691565193950025, 0.1495959888165767, 0.1495959888165767,
            0.1246289712555339, 0.1246289712555339, 0.0951585116824928, 0.0951585116824928,
            0.0622535239386479, 0.0622535239386479, 0.0271524594117541, 0.0271524594117541)
    }
}

/// A function of one variable evaluated at the 16 nodes of ``integrateGL16(_:_:_:)`` at once:
/// each lane is the value at that lane's point, as if computed alone.
protocol LaneFunction {
    func callAsFunction(_ t: SIMD16<Double>) -> SIMD16<Double>
}

/// Integrates `f` over [a, b] with 16-point Gauss–Legendre, summing the weighted values in node order.
///
/// The 16 values are computed together (vector arithmetic, each lane rounding as a scalar
/// would), then added one by one: the sum is the same double a loop over the nodes gives.
@inline(__always)
func integrateGL16<F: LaneFunction>(_ a: Double, _ b: Double, _ f: F) -> Double {
    let mid = (a + b) / 2
    let half = (b - a) / 2
    let terms = GaussLegendre16.weights * f(mid + half * GaussLegendre16.nodes)
    var sum = 0.0
    for i in 0..<16 { sum += terms[i] }
    return sum * half
}
