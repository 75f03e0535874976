import Foundation
import TTGBase
import Testing

@testable import TTGGeometry

/// Every coordinate of the path, in order.
private func coordinates(_ path: Path) -> [Double] {
    path.elements.flatMap { e -> [Double] in
        switch e {
        case .move(let p), .line(let p): [p.x, p.y]
        case .quad(let p, let c): [c.x, c.y, p.x, p.y]
        case .cubic(let p, let c1, let c2): [c1.x, c1.y, c2.x, c2.y, p.x, p.y]
        case .close: []
        }
    }
}

/// True when the path reads back equal, every coordinate bit for bit (so −0 stays −0).
private func roundTrips(_ path: Path) throws -> Bool {
    let back = try Path(svgPathData: path.svgPathData)
    return back == path && coordinates(back).map(\.bitPattern) == coordinates(path).map(\.bitPattern)
}

/// A path with one element of each kind, drawn through the given values.
private func pathThrough(_ v: [Double]) -> Path {
    var p = Path()
    p.move(to: Point(v[0], v[1]))
    p.line(to: Point(v[2], v[3]))
    p.quad(to: Point(v[4], v[5]), control: Point(v[6], v[7]))
    p.cubic(to: Point(v[8], v[9]), control1: Point(v[10], v[11]), control2: Point(v[12], v[13]))
    p.close()
    return p
}

// MARK: - Format

@Test func writerUsesAbsoluteCommandsSeparatedBySpaces() {
    var path = Path()
    path.move(to: .zero)
    path.line(to: Point(10, 10))
    path.cubic(to: Point(5, 6), control1: Point(1, 2), control2: Point(3, 4))
    path.quad(to: Point(-1.5, 0.25), control: Point(7, 8))
    path.close()
    path.line(to: Point(2, 2))
    #expect(path.svgPathData == "M0 0 L10 10 C1 2 3 4 5 6 Q7 8 -1.5 0.25 Z L2 2")
    #expect(Path().svgPathData == "")
}

@Test func writerNumbersArePositionalShortestDecimals() {
    #expect(shortestDecimal(0) == "0")
    #expect(shortestDecimal(-0.0) == "-0")
    #expect(shortestDecimal(1) == "1")
    #expect(shortestDecimal(100) == "100")
    #expect(shortestDecimal(-2.5) == "-2.5")
    #expect(shortestDecimal(0.1) == "0.1")
    #expect(shortestDecimal(1.0 / 3) == "0.3333333333333333")
    #expect(shortestDecimal(1e-7) == "0.0000001")
    #expect(shortestDecimal(1.5e-5) == "0.000015")
    #expect(shortestDecimal(123456789.123) == "123456789.123")
    #expect(shortestDecimal(1e16) == "10000000000000000")
    #expect(shortestDecimal(1.25e21) == "1250000000000000000000")
    #expect(shortestDecimal(Double.leastNonzeroMagnitude) == "0." + String(repeating: "0", count: 323) + "5")
    #expect(shortestDecimal(.infinity) == "inf")
}

// MARK: - Round trips

@Test func awkwardNumbersRoundTripExactly() throws {
    let awkward: [Double] = [
        0.1, 1.0 / 3, 1e-7, -0.0, 123456789.123, .leastNonzeroMagnitude,
        -.leastNonzeroMagnitude, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
        .leastNormalMagnitude, 2.0.squareRoot(), -1e21, 1e22, 0.1 + 0.2,
        9_007_199_254_740_994, 4.35, 6.123233995736766e-17,
    ]
    for (i, _) in awkward.enumerated() {
        let values = (0..<14).map { awkward[(i + $0) % awkward.count] }
        #expect(try roundTrips(pathThrough(values)), "values \(values)")
    }
    let back = try Path(svgPathData: pathThrough(Array(repeating: -0.0, count: 14)).svgPathData)
    #expect(coordinates(back).allSatisfy { $0 == 0 && $0.sign == .minus })
}

@Test func randomFiniteDoublesRoundTripExactly() throws {
    var random = SplitMix64(state: 2024)
    var tested = 0
    while tested < 300 {
        let values = (0..<14).map { _ in Double(bitPattern: random.next()) }
        guard values.allSatisfy(\.isFinite) else { continue }
        #expect(try roundTrips(pathThrough(values)), "values \(values)")
        tested += 1
    }
}

@Test func shapesAndArcsRoundTripExactly() throws {
    var arcs = Path()
    arcs.addArc(center: Point(0.3, 0.7), radius: 1.0 / 7, startAngle: 0.1, endAngle: 2, clockwise: false)
    arcs.addEllipticalArc(
        to: Point(3, 1e-3), radii: Vector(2, 0.5), xAxisRotation: 0.4,
        largeArc: true, sweep: false)
    for path in [
        arcs,
        Path(ovalIn: Rect(x: 0.1, y: 0.2, width: 0.7, height: 1.0 / 3)),
        Path(roundedRect: Rect(x: -3.3, y: 1e5, width: 77.7, height: 8.9), cornerRadius: 2.2),
        Path(circleCenter: Point(1e-9, -1e9), radius: 0.123),
    ] {
        #expect(try roundTrips(path))
    }
}

@Test func pathsWithoutMovesAfterCloseRoundTrip() throws {
    var path = Path()
    path.move(to: Point(1, 1))
    path.line(to: Point(2, 1))
    path.close()
    path.quad(to: Point(5, 5), control: Point(3, 0))
    path.close()
    path.close()
    #expect(try roundTrips(path))
}

@Test func parsedThenWrittenDataIsStable() throws {
    let data = "m10 20 l5 5 h3 v-2 c1 2 3 4 5 6 s1 1 2 2 q1 1 2 2 t3 3 a5 4 30 0 1 10 0 z m1 1 l.1.2 Z l1e-3 -0"
    let first = try Path(svgPathData: data)
    let written = first.svgPathData
    let second = try Path(svgPathData: written)
    #expect(second == first)
    #expect(second.svgPathData == written)
    #expect(!written.contains("e") && !written.contains("m") && !written.contains("l"))
}
