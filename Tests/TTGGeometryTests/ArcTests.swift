import Foundation
import Testing

@testable import TTGGeometry

private func near(_ a: Point, _ b: Point, _ tolerance: Double = 1e-9) -> Bool {
    a.distance(to: b) <= tolerance
}

private func cubics(_ path: Path) -> [CubicBezier] {
    path.segments.compactMap { if case .cubic(let c) = $0 { c } else { nil } }
}

/// The path's elements after the first (the move or line that starts the arc).
private func arcElementCount(_ path: Path) -> Int {
    path.elements.filter { if case .cubic = $0 { true } else { false } }.count
}

// MARK: - UIKit addArc

@Test func addArcClockwiseQuarterEndsOnYAxis() {
    var path = Path()
    path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
    #expect(path.elements.first == .move(to: Point(10, 0)))
    #expect(arcElementCount(path) == 2)
    #expect(path.currentPoint == Point(0, 10))
    // Clockwise on a y-down screen: from (10, 0) the arc heads toward +y.
    #expect(cubics(path)[0].end.y > 0 && cubics(path)[0].end.x > 0)
}

@Test func addArcCounterClockwiseQuarterSweeps270Degrees() {
    var path = Path()
    path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
    let parts = cubics(path)
    #expect(parts.count == 6)
    #expect(path.elements.first == .move(to: Point(10, 0)))
    #expect(path.currentPoint == Point(0, 10))
    // Decreasing angle: through the top (0, −10) and the left (−10, 0).
    #expect(parts[1].end == Point(0, -10))
    #expect(parts[3].end == Point(-10, 0))
}

@Test func addArcJoinsCurrentPointWithLine() {
    var path = Path()
    path.move(to: Point(-5, -5))
    path.addArc(center: Point(1, 2), radius: 3, startAngle: .pi, endAngle: 0, clockwise: true)
    #expect(path.elements[0] == .move(to: Point(-5, -5)))
    #expect(path.elements[1] == .line(to: Point(-2, 2)))
    #expect(arcElementCount(path) == 4)
    #expect(path.currentPoint == Point(4, 2))
}

@Test func addArcSkipsZeroLengthJoin() {
    var path = Path()
    path.move(to: Point(10, 0))
    path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
    #expect(path.elements.count == 1 + 4)
}

@Test func addArcClockwiseWithEndBeforeStartGoesTheLongWay() {
    var path = Path()
    path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: -.pi / 2, clockwise: true)
    #expect(arcElementCount(path) == 6)
    #expect(path.currentPoint == Point(0, -10))
    // Clockwise: through the bottom (0, 10) first.
    #expect(cubics(path)[1].end == Point(0, 10))

    var short = Path()
    short.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: -.pi / 2, clockwise: false)
    #expect(arcElementCount(short) == 2)
    #expect(short.currentPoint == Point(0, -10))
}

@Test func addArcSweepsOfAFullTurnOrMoreDrawOneCircle() {
    for (end, clockwise) in [(2 * Double.pi, true), (5 * Double.pi, true), (-7.0, false), (7.0, false)] {
        var path = Path()
        path.addArc(center: Point(3, 4), radius: 2, startAngle: 0, endAngle: end, clockwise: clockwise)
        #expect(arcElementCount(path) == 8)
        #expect(path.currentPoint == Point(5, 4))
        // The direction is the one asked for, not the sign of the angles.
        #expect((cubics(path)[0].end.y > 4) == clockwise)
    }
}

@Test func addArcWithEqualAnglesDrawsOnlyItsStart() {
    var path = Path()
    path.addArc(center: .zero, radius: 10, startAngle: 1, endAngle: 1, clockwise: true)
    #expect(path.elements.count == 1)
    #expect(near(path.currentPoint!, Point(10 * cos(1.0), 10 * sin(1.0)), 1e-12))
}

// MARK: - Cubic approximation

@Test func arcSegmentCountIsCeilingOfSweepOverFortyFiveDegrees() {
    func count(_ sweep: Double) -> Int {
        Arc(center: .zero, radius: 1, startAngle: 0, sweepAngle: sweep).segmentCount
    }
    #expect(count(0) == 0)
    #expect(count(1e-12) == 1)
    #expect(count(.pi / 4) == 1)
    #expect(count(.pi / 4 + 1e-6) == 2)
    #expect(count(-.pi / 2) == 2)
    #expect(count(2 * .pi - .pi / 2) == 6)
    #expect(count(2 * .pi) == 8)
    #expect(Arc(center: .zero, radius: 1, startAngle: 0, sweepAngle: 2).cubicBeziers().count == 3)
}

@Test func circleCubicsStayWithinFiveMillionthsOfTheRadius() {
    let r = 7.0
    let center = Point(2, -3)
    let arc = Arc(center: center, radius: r, startAngle: 0.3, sweepAngle: 2 * .pi)
    let parts = arc.cubicBeziers()
    #expect(parts.count == 8)
    var maxError = -Double.infinity
    var minError = Double.infinity
    for cubic in parts {
        for i in 0...200 {
            let error = cubic.point(at: Double(i) / 200).distance(to: center) - r
            maxError = max(maxError, error)
            minError = min(minError, error)
        }
    }
    // The documented bound r·(2/27)·sin⁶(θ/4)/cos²(θ/4) for θ = 45°.
    let bound = r * 2 / 27 * pow(sin(Double.pi / 16), 6) / pow(cos(Double.pi / 16), 2)
    #expect(maxError <= 5e-6 * r)
    #expect(maxError <= bound * (1 + 1e-6))
    #expect(maxError >= bound * 0.99)  // 45° parts, not finer ones
    #expect(minError >= -1e-12 * r)  // the cubics lie outside the circle
}

@Test func circleLengthExceedsTwoPiRByTheDocumentedAmount() {
    for r in [1.0, 250.0] {
        let parts = Arc(center: .zero, radius: r, startAngle: 0, sweepAngle: 2 * .pi).cubicBeziers()
        let length = parts.reduce(0) { sum, c in sum + VelocityPolynomial(c).integrateGL16(0, 1) }
        let excess = length - 2 * .pi * r
        #expect(excess <= 1e-5 * 2 * .pi * r)  // within 1e-5, relative
        #expect(excess >= 1.36e-5 * r && excess <= 1.38e-5 * r)
    }
}

@Test func fullTurnEndsExactlyWhereItStarts() {
    let arc = Arc(center: Point(0.1, 0.2), radius: 0.3, startAngle: 0.7, sweepAngle: -2 * .pi)
    let parts = arc.cubicBeziers()
    #expect(parts.last!.end == parts.first!.start)
    #expect(arc.endPoint == arc.startPoint)
}

@Test func cardinalPointsAreExact() {
    let arc = Arc(center: Point(5, 5), radius: 2, startAngle: 0, sweepAngle: 2 * .pi)
    #expect(arc.point(atAngle: .pi / 2) == Point(5, 7))
    #expect(arc.point(atAngle: .pi) == Point(3, 5))
    #expect(arc.point(atAngle: 3 * .pi / 2) == Point(5, 3))
    #expect(arc.point(atAngle: -.pi / 2) == Point(5, 3))
    let ends = arc.cubicBeziers().map(\.end)
    #expect(ends[1] == Point(5, 7) && ends[3] == Point(3, 5) && ends[5] == Point(5, 3) && ends[7] == Point(7, 5))
}

@Test func ellipseArcIsRotatedAboutItsCenter() {
    let arc = Arc(
        center: Point(1, 1), radii: Vector(4, 2), startAngle: 0, sweepAngle: .pi / 2,
        xAxisRotation: .pi / 2)
    // The ellipse's x axis points along +y, its y axis along −x.
    #expect(arc.startPoint == Point(1, 5))
    #expect(arc.endPoint == Point(-1, 1))
    for c in arc.cubicBeziers() {
        for t in stride(from: 0.0, through: 1, by: 0.1) {
            let p = c.point(at: t)
            let u = (p.y - 1) / 4
            let v = -(p.x - 1) / 2
            #expect(abs((u * u + v * v).squareRoot() - 1) <= 5e-6)
        }
    }
}

// MARK: - SVG elliptical arcs

@Test func svgHalfCircleSweepFlagPicksTheSide() throws {
    let up = try Path(svgPathData: "M0 0 A10 10 0 0 1 20 0")
    let upParts = cubics(up)
    #expect(upParts.count == 4)
    #expect(up.currentPoint == Point(20, 0))
    #expect(near(upParts[1].end, Point(10, -10)))
    // Sweep 1 runs clockwise on screen: from the left end over the top.
    #expect(upParts[0].end.y < 0)

    let down = try Path(svgPathData: "M0 0 A10 10 0 0 0 20 0")
    #expect(cubics(down).count == 4)
    #expect(down.currentPoint == Point(20, 0))
    #expect(near(cubics(down)[1].end, Point(10, 10)))

    for c in upParts + cubics(down) {
        for t in stride(from: 0.0, through: 1, by: 0.05) {
            #expect(abs(c.point(at: t).distance(to: Point(10, 0)) - 10) <= 5e-5)
        }
    }
}

@Test func svgLargeArcFlagPicksTheLongWay() throws {
    // A quarter circle or three quarters, between the same endpoints.
    let small = try Path(svgPathData: "M0 0 A10 10 0 0 1 10 10")
    let large = try Path(svgPathData: "M0 0 A10 10 0 1 1 10 10")
    #expect(cubics(small).count == 2)
    #expect(cubics(large).count == 6)
    for c in cubics(small) { #expect(abs(c.end.distance(to: Point(0, 10)) - 10) <= 1e-9) }
    for c in cubics(large) { #expect(abs(c.end.distance(to: Point(10, 0)) - 10) <= 1e-9) }
    #expect(large.currentPoint == Point(10, 10))
}

@Test func svgArcRadiiTooSmallAreScaledUp() throws {
    let tiny = try Path(svgPathData: "M0 0 A1 1 0 0 1 20 0")
    let exact = try Path(svgPathData: "M0 0 A10 10 0 0 1 20 0")
    let a = cubics(tiny)
    let b = cubics(exact)
    #expect(a.count == b.count)
    for (x, y) in zip(a, b) {
        for (p, q) in zip(x.controlPoints, y.controlPoints) { #expect(near(p, q, 1e-12)) }
    }
    // Scaling keeps the ratio: radii 1 × 2 across a chord of 20 along x become 10 × 20.
    let ellipse = try Path(svgPathData: "M0 0 A1 2 0 0 1 20 0")
    #expect(near(cubics(ellipse)[1].end, Point(10, -20)))
}

@Test func svgArcRotationOfNinetyDegreesSwapsTheAxes() throws {
    let rotated = try Path(svgPathData: "M0 0 A20 10 90 0 1 0 40")
    #expect(near(cubics(rotated)[1].end, Point(10, 20)))
    #expect(rotated.currentPoint == Point(0, 40))
    // Unrotated, the 10-unit radius runs along y and is scaled up to span the chord.
    let plain = try Path(svgPathData: "M0 0 A20 10 0 0 1 0 40")
    #expect(near(cubics(plain)[1].end, Point(40, 20)))
}

@Test func svgArcWithZeroRadiusIsALine() throws {
    #expect(try Path(svgPathData: "M0 0 A0 5 0 0 1 20 0").elements == [.move(to: .zero), .line(to: Point(20, 0))])
    #expect(try Path(svgPathData: "M0 0 A5 0 0 0 1 20 0").elements == [.move(to: .zero), .line(to: Point(20, 0))])
}

@Test func svgArcToTheCurrentPointIsOmitted() throws {
    #expect(try Path(svgPathData: "M5 5 A10 10 0 0 1 5 5").elements == [.move(to: Point(5, 5))])
}

@Test func svgArcNegativeRadiiCountAsPositive() throws {
    let negative = try Path(svgPathData: "M0 0 A-10 -10 0 0 1 20 0")
    let positive = try Path(svgPathData: "M0 0 A10 10 0 0 1 20 0")
    #expect(negative == positive)
}

@Test func ellipticalArcWithoutCurrentPointStartsAtOrigin() {
    var path = Path()
    path.addEllipticalArc(
        to: Point(20, 0), radii: Vector(10, 10), xAxisRotation: 0,
        largeArc: false, sweep: true)
    #expect(path.elements.first == .move(to: .zero))
    #expect(arcElementCount(path) == 4)
}
