import Foundation
import TTGGeometry
import Testing

/// True when two angles are the same direction, up to a multiple of 2π.
private func sameAngle(_ a: Double, _ b: Double, tolerance: Double = 1e-9) -> Bool {
    let d = remainder(a - b, 2 * .pi)
    return abs(d) <= tolerance
}

@Test func pathMeasureLineTangent() {
    let measure = PathMeasure(Path([.move(to: Point(0, 0)), .line(to: Point(3, 4))]))
    #expect(measure.totalLength == 5)
    let mid = measure.position(atFraction: 0.5)
    #expect(isClose(mid.point, Point(1.5, 2), tolerance: 1e-12))
    #expect(sameAngle(mid.angle, atan2(4, 3)))
}

@Test func pathMeasurePolylineAndCorner() {
    let path = Path([.move(to: Point(0, 0)), .line(to: Point(10, 0)), .line(to: Point(10, 10))])
    let measure = path.measure()
    #expect(measure.totalLength == 20)
    #expect(path.length == 20)
    let quarter = measure.position(atFraction: 0.25)
    #expect(isClose(quarter.point, Point(5, 0), tolerance: 1e-12) && sameAngle(quarter.angle, 0))
    // The corner belongs to the outgoing segment; just before it, the incoming one.
    let corner = measure.position(atFraction: 0.5)
    #expect(isClose(corner.point, Point(10, 0), tolerance: 1e-12))
    #expect(sameAngle(corner.angle, .pi / 2))
    #expect(sameAngle(measure.position(atDistance: 10 - 1e-9).angle, 0))
    let threeQuarters = measure.position(atFraction: 0.75)
    #expect(isClose(threeQuarters.point, Point(10, 5), tolerance: 1e-12))
    let end = measure.position(atFraction: 1)
    #expect(isClose(end.point, Point(10, 10), tolerance: 1e-12) && sameAngle(end.angle, .pi / 2))
}

@Test func pathMeasureClampsDistances() {
    let measure = PathMeasure(Path([.move(to: Point(0, 0)), .line(to: Point(10, 0))]))
    #expect(measure.position(atDistance: -5).point == Point(0, 0))
    #expect(measure.position(atDistance: 50).point == Point(10, 0))
    #expect(measure.position(atFraction: 2).point == Point(10, 0))
}

@Test func pathMeasureIncludesClosingLinesAndSkipsMoves() {
    let square = polygon([Point(0, 0), Point(10, 0), Point(10, 10), Point(0, 10)])
    #expect(square.length == 40)
    var twoSubpaths = square
    twoSubpaths.move(to: Point(100, 100))
    twoSubpaths.line(to: Point(100, 110))
    let measure = twoSubpaths.measure()
    #expect(measure.totalLength == 50)
    // 35 is on the closing line (0,10) → (0,0); 45 is in the second subpath.
    #expect(isClose(measure.position(atDistance: 35).point, Point(0, 5), tolerance: 1e-12))
    #expect(sameAngle(measure.position(atDistance: 35).angle, -.pi / 2))
    #expect(isClose(measure.position(atDistance: 45).point, Point(100, 105), tolerance: 1e-12))
}

@Test func pathMeasureOnCubicCircle() {
    // Eight equal pieces: 3/8 of the length is exactly the end of the third piece.
    let center = Point(10, 20)
    let r = 50.0
    let measure = cubicCircle(center: center, radius: r, pieces: 8).measure()
    let position = measure.position(atFraction: 0.375)
    let angle = 0.75 * .pi
    #expect(
        isClose(
            position.point, Point(center.x + r * cos(angle), center.y + r * sin(angle)),
            tolerance: 1e-6))
    #expect(sameAngle(position.angle, angle + .pi / 2, tolerance: 1e-7))
}

@Test func tangentWhereTheDerivativeVanishes() {
    // The first control point sits on the start: the curve leaves toward control2.
    let leaving = PathSegment.cubic(CubicBezier(Point(0, 0), Point(0, 0), Point(10, 10), Point(10, 0)))
    #expect(leaving.derivative(at: 0) == .zero)
    #expect(sameAngle(leaving.tangentAngle(at: 0), .pi / 4))
    #expect(sameAngle(leaving.tangentAngle(at: 1), -.pi / 2))
    // The second control point sits on the end: the curve arrives from control1.
    let arriving = PathSegment.cubic(CubicBezier(Point(0, 0), Point(10, 10), Point(10, 0), Point(10, 0)))
    #expect(sameAngle(arriving.tangentAngle(at: 1), -.pi / 2))
    // Both controls on the start: only the third derivative is left.
    let flat = PathSegment.cubic(CubicBezier(Point(0, 0), Point(0, 0), Point(0, 0), Point(-3, 3)))
    #expect(sameAngle(flat.tangentAngle(at: 0), 0.75 * .pi))
    #expect(sameAngle(flat.tangentAngle(at: 1), 0.75 * .pi))
    let measure = Path([
        .move(to: Point(0, 0)),
        .cubic(
            to: Point(10, 0), control1: Point(0, 0),
            control2: Point(10, 10)),
    ]).measure()
    #expect(sameAngle(measure.position(atDistance: 0).angle, .pi / 4))
}

@Test func pathMeasureOfEmptyPath() {
    let measure = Path().measure()
    #expect(measure.totalLength == 0)
    #expect(measure.position(atFraction: 0.5).point == .zero)
    let dot = Path([.move(to: Point(4, 5))]).measure()
    #expect(dot.position(atDistance: 1).point == Point(4, 5))
}
