import Testing

@testable import TTGGeometry

/// The 16-point Gauss–Legendre table integrates every polynomial of degree up to 31 exactly:
/// checked on the powers uᵏ over [−1, 1] (2/(k + 1) for even k, 0 for odd k), which a wrong
/// digit in a node or a weight would miss.
@Test func gaussLegendre16IntegratesPolynomialsOfDegree31() {
    let x = GaussLegendre16.nodes
    let w = GaussLegendre16.weights
    for k in 0...31 {
        var sum = 0.0
        for i in 0..<8 { sum += w[i] * (pow(x[i], k) + pow(-x[i], k)) }
        let exact = k % 2 == 0 ? 2 / Double(k + 1) : 0
        #expect(abs(sum - exact) <= 1e-14, "u^\(k): \(sum) instead of \(exact)")
    }
    #expect(GaussLegendre16.squaredNodes == x * x)
}

private func pow(_ x: Double, _ k: Int) -> Double { (0..<k).reduce(1) { p, _ in p * x } }
