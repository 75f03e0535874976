import TTGGeometry
import Testing

/// The least distance between two paths' curves, against analytic answers.
@Suite struct CurveDistanceTests {
    func line(_ a: Point, _ b: Point) -> Path {
        var path = Path()
        path.move(to: a)
        path.line(to: b)
        return path
    }

    @Test func parallelAndCrossingLines() {
        #expect(abs(line(Point(0, 0), Point(10, 0)).curveDistance(to: line(Point(2, 3), Point(8, 3))) - 3) < 1e-12)
        #expect(line(Point(0, 0), Point(10, 10)).curveDistance(to: line(Point(0, 10), Point(10, 0))) == 0)
        // End to end: from (10, 0) to (13, 4) is 5.
        #expect(abs(line(Point(0, 0), Point(10, 0)).curveDistance(to: line(Point(13, 4), Point(20, 4))) - 5) < 1e-12)
    }

    /// Two circles of radius 10 and 5 whose centers are 40 apart are 25 apart; a circle
    /// inside another is as far as between the curves (radius 20 around radius 5, 15).
    @Test func circles() {
        let big = Path(circleCenter: Point(0, 0), radius: 10)
        let small = Path(circleCenter: Point(40, 0), radius: 5)
        #expect(abs(big.curveDistance(to: small, tolerance: 1e-4) - 25) < 1e-3)
        let outer = Path(circleCenter: Point(0, 0), radius: 20)
        let inner = Path(circleCenter: Point(0, 0), radius: 5)
        #expect(abs(outer.curveDistance(to: inner, tolerance: 1e-4) - 15) < 1e-3)
    }
}
