import Foundation

// Shared numerics: polynomial roots and Gauss–Legendre quadrature.

/// Real roots of `a·t² + b·t + c = 0`, in any order. Degrades to the linear case
/// when `a` is (relatively) zero; returns [] when every t is a root.
func solveQuadratic(_ a: Double, _ b: Double, _ c: Double) -> [Double] {
    let scale = max(abs(a), abs(b), abs(c))
    guard scale > 0 else { return [] }
    if abs(a) <= 1e-12 * scale {
        return abs(b) > 0 ? [-c / b] : []
    }
    let disc = b * b - 4 * a * c
    if disc < 0 { return [] }
    if disc == 0 { return [-b / (2 * a)] }
    // Numerically stable form: avoid cancellation between -b and sqrt(disc).
    let q = -0.5 * (b + (b >= 0 ? 1 : -1) * disc.squareRoot())
    return [q / a, c / q]
}

/// Nodes and weights of 16-point Gauss–Legendre quadrature on [-1, 1].
let gaussLegendre16: [(x: Double, w: Double)] = {
    let half: [(Double, Double)] = [
        (0.0950125098376374, 0.1894506104550685),
        (0.2816035507792589, 0.1826034150449236),
        (0.4580167776572274, 0.1691565193950025),
        (0.6178762444026438, 0.1495959888165767),
        (0.7554044083550030, 0.1246289712555339),
        (0.8656312023878318, 0.0951585116824928),
        (0.9445750230732326, 0.0622535239386479),
        (0.9894009349916499, 0.0271524594117541),
    ]
    return half.flatMap { [(x: -$0.0, w: $0.1), (x: $0.0, w: $0.1)] }
}()

/// Integrates `f` over [a, b] with 16-point Gauss–Legendre.
func integrateGL16(_ a: Double, _ b: Double, _ f: (Double) -> Double) -> Double {
    let mid = (a + b) / 2
    let half = (b - a) / 2
    var sum = 0.0
    for node in gaussLegendre16 { sum += node.w * f(mid + half * node.x) }
    return sum * half
}
