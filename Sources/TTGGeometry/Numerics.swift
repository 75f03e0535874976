import Foundation

// Shared numerics: polynomial roots and the Gauss–Legendre rule.

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

/// 16-point Gauss–Legendre quadrature on [-1, 1]: its nodes come in pairs ±xᵢ sharing a weight wᵢ;
/// here the eight positive nodes and their weights, from the centre out.
enum GaussLegendre16 {
    @inline(__always) static var nodes: SIMD8<Double> {
        SIMD8(
            0.09501250983763744, 0.2816035507792589, 0.45801677765722737, 0.6178762444026438,
            0.755404408355003, 0.8656312023878318, 0.9445750230732326, 0.9894009349916499)
    }
    @inline(__always) static var weights: SIMD8<Double> {
        SIMD8(
            0.18945061045506864, 0.18260341504492364, 0.16915651939500265, 0.1495959888165767,
            0.12462897125553407, 0.0951585116824926, 0.062253523938647456, 0.027152459411754176)
    }
    /// The nodes squared (folded into constants by the compiler).
    @inline(__always) static var squaredNodes: SIMD8<Double> { nodes * nodes }
}
