import Foundation
import TTGGeometry
import Testing

private let outer = [Point(0, 0), Point(100, 0), Point(100, 100), Point(0, 100)]
private let inner = [Point(25, 25), Point(75, 25), Point(75, 75), Point(25, 75)]

@Test func fillRuleRawValues() {
    #expect(FillRule(rawValue: "nonzero") == .nonzero)
    #expect(FillRule(rawValue: "evenodd") == .evenOdd)
    #expect(FillRule.evenOdd.rawValue == "evenodd")
}

@Test func windingSignFollowsScreenDirection() {
    // Right along the top, down the right side: clockwise on a y-down screen.
    #expect(polygon(outer).winding(at: Point(50, 50)) == 1)
    #expect(polygon(outer.reversed()).winding(at: Point(50, 50)) == -1)
    #expect(polygon(outer).winding(at: Point(150, 50)) == 0)
    #expect(polygon(outer).winding(at: Point(-50, 50)) == 0)
}

@Test func innerSquareSameDirection() {
    var path = polygon(outer)
    path.append(contentsOf: polygon(inner))
    let hole = Point(50, 50)
    let ring = Point(10, 10)
    #expect(path.winding(at: hole) == 2)
    #expect(path.contains(hole, rule: .nonzero))
    #expect(!path.contains(hole, rule: .evenOdd))
    #expect(path.contains(ring, rule: .nonzero) && path.contains(ring, rule: .evenOdd))
    #expect(!path.contains(Point(110, 50)))
}

@Test func innerSquareOppositeDirection() {
    var path = polygon(outer)
    path.append(contentsOf: polygon(inner.reversed()))
    let hole = Point(50, 50)
    #expect(path.winding(at: hole) == 0)
    #expect(!path.contains(hole, rule: .nonzero))
    #expect(!path.contains(hole, rule: .evenOdd))
    #expect(path.contains(Point(10, 50), rule: .nonzero))
}

@Test func rayThroughVertices() {
    let diamond = polygon([Point(50, 0), Point(100, 50), Point(50, 100), Point(0, 50)])
    // The ray from inside passes through the right vertex: one crossing.
    #expect(abs(diamond.winding(at: Point(20, 50))) == 1)
    #expect(abs(diamond.winding(at: Point(80, 50))) == 1)
    // From outside it passes through both side vertices: none.
    #expect(diamond.winding(at: Point(-10, 50)) == 0)
    #expect(diamond.winding(at: Point(110, 50)) == 0)
    // Grazing the top and bottom vertices, where the boundary turns back.
    #expect(diamond.winding(at: Point(10, 0)) == 0)
    #expect(diamond.winding(at: Point(10, 100)) == 0)
    // A zigzag top edge touching y = 50 at x = 0, 50 and 100.
    let zigzag = polygon([
        Point(0, 100), Point(0, 50), Point(25, 0), Point(50, 50),
        Point(75, 0), Point(100, 50), Point(100, 100),
    ])
    #expect(abs(zigzag.winding(at: Point(10, 50))) == 1)
    #expect(abs(zigzag.winding(at: Point(60, 50))) == 1)
    #expect(zigzag.winding(at: Point(-10, 50)) == 0)
    #expect(zigzag.winding(at: Point(50, 20)) == 0)
    #expect(abs(zigzag.winding(at: Point(25, 40))) == 1)
}

@Test func rayAlongHorizontalEdges() {
    // An L: the ray at y = 50 runs along the edge (50,50)–(0,50).
    let l = polygon([
        Point(0, 0), Point(100, 0), Point(100, 100), Point(50, 100),
        Point(50, 50), Point(0, 50),
    ])
    #expect(l.winding(at: Point(-10, 50)) == 0)
    #expect(l.winding(at: Point(75, 50)) == 1)
    #expect(l.winding(at: Point(-10, 0)) == 0)
    #expect(l.winding(at: Point(-10, 100)) == 0)
    #expect(l.winding(at: Point(25, 25)) == 1)
    #expect(l.winding(at: Point(75, 75)) == 1)
    #expect(l.winding(at: Point(25, 75)) == 0)
}

@Test func openSubpathsAreFilledAsClosed() {
    let triangle = Path([.move(to: Point(0, 0)), .line(to: Point(100, 0)), .line(to: Point(0, 100))])
    #expect(triangle.contains(Point(20, 20)))
    #expect(!triangle.contains(Point(80, 80)))
}

@Test func curvedBoundaryWithoutFlatteningError() {
    // Eight cubics stay within 5e-5 of a circle of radius 10, far inside the ±1e-3 probes.
    let center = Point(3, -2)
    let r = 10.0
    let circle = cubicCircle(center: center, radius: r, pieces: 8)
    for i in 0..<360 {
        let angle = Double(i) * .pi / 180 + 0.001
        let direction = Vector(cos(angle), sin(angle))
        #expect(circle.contains(center + direction * (r - 1e-3)))
        #expect(!circle.contains(center + direction * (r + 1e-3)))
    }
    // Exactly on the curve's own geometry, 1e-7 off along the normal.
    for segment in circle.segments {
        for t in stride(from: 0.05, to: 1, by: 0.1) {
            let q = segment.point(at: t)
            let d = segment.derivative(at: t).normalized
            let outward = Vector(d.dy, -d.dx)  // left of travel on a clockwise circle
            #expect(circle.contains(q - outward * 1e-7))
            #expect(!circle.contains(q + outward * 1e-7))
        }
    }
}

@Test func rayThroughCurveExtremaAndJoints() {
    let center = Point(0, 0)
    let r = 10.0
    let circle = cubicCircle(center: center, radius: r, pieces: 4)
    // y = ±r touches the circle at a joint that is also a y extremum.
    #expect(circle.winding(at: Point(-20, r)) == 0)
    #expect(circle.winding(at: Point(-20, -r)) == 0)
    // y = 0 passes through the joints at (±r, 0).
    #expect(circle.winding(at: Point(0, 0)) == 1)
    #expect(circle.winding(at: Point(-20, 0)) == 0)
    // A quad whose y extremum is inside the segment.
    let cap = Path([.move(to: Point(0, 0)), .quad(to: Point(100, 0), control: Point(50, -100)), .close])
    #expect(cap.winding(at: Point(-10, -50)) == 0)
    #expect(abs(cap.winding(at: Point(50, -49))) == 1)
    #expect(cap.winding(at: Point(50, -51)) == 0)
}

@Test func nearestDistanceToLine() {
    let line = PathSegment.line(Line(Point(0, 0), Point(10, 0)))
    #expect(line.nearestDistance(to: Point(5, 5)) == 5)
    #expect(line.nearest(to: Point(5, 5)).t == 0.5)
    #expect(line.nearestDistance(to: Point(13, 4)) == 5)
    #expect(PathSegment.line(Line(Point(1, 1), Point(1, 1))).nearestDistance(to: Point(4, 5)) == 5)
}

@Test func nearestDistanceToCubicMatchesDenseSampling() {
    let curve = PathSegment.cubic(CubicBezier(Point(0, 0), Point(200, 100), Point(-100, 100), Point(100, 0)))
    let samples = (0...200_000).map { curve.point(at: Double($0) / 200_000) }
    for p in [Point(50, 50), Point(50, 90), Point(-30, 10), Point(120, -20), Point(50, 74)] {
        let brute = samples.map { $0.distance(to: p) }.min()!
        let found = curve.nearest(to: p)
        #expect(found.distance <= brute + 1e-9)
        #expect(found.distance >= brute - 1e-3)
        #expect(isClose(curve.point(at: found.t).distance(to: p), found.distance, absolute: 1e-12))
    }
}

@Test func strokeContainsNearACurve() {
    let curve = CubicBezier(Point(0, 0), Point(30, 80), Point(90, -40), Point(100, 20))
    let path = Path([
        .move(to: curve.start),
        .cubic(to: curve.end, control1: curve.control1, control2: curve.control2),
    ])
    let segment = PathSegment.cubic(curve)
    for t in [0.2, 0.5, 0.8] {
        let q = segment.point(at: t)
        let d = segment.derivative(at: t).normalized
        let normal = Vector(-d.dy, d.dx)
        for side in [1.0, -1.0] {
            #expect(path.strokeContains(q + normal * (side * (2 - 1e-6)), lineWidth: 4))
            #expect(!path.strokeContains(q + normal * (side * (2 + 1e-6)), lineWidth: 4))
        }
    }
    // Round caps: beyond the end along the tangent.
    let tail = segment.unitTangent(at: 1)
    #expect(path.strokeContains(curve.end + tail * 1.9, lineWidth: 4))
    #expect(!path.strokeContains(curve.end + tail * 2.1, lineWidth: 4))
    #expect(!Path().strokeContains(.zero, lineWidth: 10))
}

@Test func strokeContainsIncludesClosingLine() {
    let triangle = polygon([Point(0, 0), Point(100, 0), Point(0, 100)])
    #expect(triangle.strokeContains(Point(50, 51), lineWidth: 4))
    #expect(triangle.nearestDistance(to: Point(50, 50)) == 0)
    let open = Path([.move(to: Point(0, 0)), .line(to: Point(100, 0)), .line(to: Point(0, 100))])
    #expect(open.strokeContains(Point(50, 51), lineWidth: 4))
    #expect(!open.strokeContains(Point(-1, 50), lineWidth: 1))
    #expect(triangle.strokeContains(Point(-0.4, 50), lineWidth: 1))
}
