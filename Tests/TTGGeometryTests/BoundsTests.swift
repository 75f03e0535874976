import Foundation
import TTGGeometry
import Testing

@Test func cubicBoundsAreTightAtAnalyticExtrema() {
    let curve = CubicBezier(Point(0, 0), Point(-10, 30), Point(50, 30), Point(40, 0))
    // y(t) = 90·t(1−t): maximum 22.5 at t = ½.
    // x′(t)/3 = −140t² + 140t − 10: extrema at t = (140 ∓ √14000) / 280.
    func x(_ t: Double) -> Double {
        let mt = 1 - t
        return 3 * mt * mt * t * -10 + 3 * mt * t * t * 50 + t * t * t * 40
    }
    let tMin = (140 - 14000.0.squareRoot()) / 280
    let tMax = (140 + 14000.0.squareRoot()) / 280
    let tight = curve.bounds
    #expect(isClose(tight.minX, x(tMin), absolute: 1e-12))
    #expect(isClose(tight.maxX, x(tMax), absolute: 1e-12))
    #expect(tight.minY == 0)
    #expect(isClose(tight.maxY, 22.5, absolute: 1e-12))
    #expect(curve.controlBounds == Rect(x: -10, y: 0, width: 60, height: 30))
    // Strictly inside the control bounds wherever a control point overshoots.
    #expect(tight.minX > -10 && tight.maxX < 50 && tight.maxY < 30)
    #expect(x(tMin) < 0 && x(tMax) > 40)
}

@Test func quadAndLineBounds() {
    let quad = QuadBezier(Point(0, 0), Point(50, 100), Point(100, 0))
    #expect(quad.bounds == Rect(x: 0, y: 0, width: 100, height: 50))
    #expect(Line(Point(5, 1), Point(2, 7)).bounds == Rect(x: 2, y: 1, width: 3, height: 6))
}

@Test func pathBounds() {
    var path = Path([
        .move(to: Point(0, 0)), .line(to: Point(10, 0)),
        .quad(to: Point(10, 20), control: Point(30, 10)),
    ])
    // The quad reaches x = 10 + 2·¼·20 = 20 at t = ½.
    #expect(path.bounds == Rect(x: 0, y: 0, width: 20, height: 20))
    #expect(path.controlBounds == Rect(x: 0, y: 0, width: 30, height: 20))
    path.move(to: Point(-5, 40))
    #expect(path.bounds == Rect(x: -5, y: 0, width: 25, height: 40))
    #expect(Path().bounds == .zero)
    #expect(Path().controlBounds == .zero)
}

@Test func cubicCircleBounds() {
    let r = 50.0
    let bounds = cubicCircle(center: Point(10, 20), radius: r, pieces: 8).bounds
    #expect(isClose(bounds.minX, 10 - r, absolute: 1e-9) && isClose(bounds.maxX, 10 + r, absolute: 1e-9))
    #expect(isClose(bounds.minY, 20 - r, absolute: 1e-9) && isClose(bounds.maxY, 20 + r, absolute: 1e-9))
}

@Test func tightBoundsHoldSampledPoints() {
    let curve = PathSegment.cubic(CubicBezier(Point(0, 0), Point(200, 100), Point(-100, 100), Point(100, 0)))
    let bounds = curve.bounds
    let grown = bounds.insetBy(dx: -1e-9, dy: -1e-9)
    var sampled = Rect(origin: curve.start, size: .zero)
    for i in 0...10_000 {
        let p = curve.point(at: Double(i) / 10_000)
        #expect(grown.contains(p))
        sampled = sampled.union(p)
    }
    #expect(isClose(sampled.width, bounds.width, absolute: 1e-3))
    #expect(isClose(sampled.height, bounds.height, absolute: 1e-3))
}

@Test func cubicWithControlsInsideItsEndBoxIsBoundedByItsEnds() {
    // Monotone in x and y: the end points' box is tight, and every sampled point lies in it.
    let curve = CubicBezier(Point(0, 10), Point(3, 9), Point(7, 1), Point(10, 0))
    #expect(curve.bounds == Rect(x: 0, y: 0, width: 10, height: 10))
    for i in 0...1_000 {
        #expect(curve.bounds.contains(curve.point(at: Double(i) / 1_000)))
    }
    // One control a little outside on one axis: the extremum widens the box past the end.
    let overshoot = CubicBezier(Point(0, 10), Point(3, 9), Point(11, 1), Point(10, 0))
    #expect(overshoot.bounds.maxX > 10 && overshoot.bounds.maxX < 11)
}
