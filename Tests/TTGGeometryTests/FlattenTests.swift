import Foundation
import TTGGeometry
import Testing

/// The distance from `p` to the segment `a`–`b`.
private func distance(_ p: Point, toChord a: Point, _ b: Point) -> Double {
    PathSegment.line(Line(a, b)).nearestDistance(to: p)
}

private let curves: [PathSegment] = [
    .cubic(CubicBezier(Point(0, 0), Point(30, 80), Point(90, -40), Point(100, 20))),
    .cubic(CubicBezier(Point(0, 0), Point(200, 100), Point(-100, 100), Point(100, 0))),
    .cubic(CubicBezier(Point(0, 0), Point(100, 100), Point(0, 100), Point(100, 0))),
    .quad(QuadBezier(Point(0, 0), Point(50, 100), Point(100, 0))),
]

private func path(_ segment: PathSegment) -> Path {
    Path([.move(to: segment.start), segment.element])
}

@Test(arguments: [1.0, 0.25, 0.01])
func flattenedVerticesLieOnTheCurve(tolerance: Double) {
    for curve in curves {
        let polylines = path(curve).flattened(tolerance: tolerance)
        #expect(polylines.count == 1)
        #expect(polylines[0].first == curve.start && polylines[0].last == curve.end)
        for vertex in polylines[0] {
            #expect(curve.nearestDistance(to: vertex) < 1e-9)
        }
    }
}

@Test(arguments: [1.0, 0.25, 0.01])
func flattenedChordsStayWithinTolerance(tolerance: Double) {
    for curve in curves {
        let polyline = path(curve).flattened(tolerance: tolerance)[0]
        let steps = polyline.count - 1
        var worst = 0.0
        for i in 0..<steps {
            let a = polyline[i]
            let b = polyline[i + 1]
            // The chord's midpoint is near the curve ...
            worst = max(worst, curve.nearestDistance(to: a.midpoint(b)))
            // ... and the arc between the chord's ends stays near the chord.
            for k in 1..<20 {
                let t = (Double(i) + Double(k) / 20) / Double(steps)
                worst = max(worst, distance(curve.point(at: t), toChord: a, b))
            }
        }
        #expect(worst <= tolerance)
        // Not wastefully fine either: halving the steps would break the tolerance
        // (checked loosely, as Wang's bound is not tight).
        #expect(worst > tolerance / 16)
    }
}

@Test func flattenedCircleVertexCountIsReasonable() {
    let circle = cubicCircle(center: .zero, radius: 100, pieces: 4)
    let polyline = circle.flattened(tolerance: 0.25)[0]
    // An ideal polygon needs 45 chords at this tolerance.
    #expect(polyline.count > 45 && polyline.count < 150)
    #expect(polyline.last == polyline.first)
}

@Test func flattenedSubpathsAndLines() {
    var path = Path([.move(to: Point(0, 0)), .line(to: Point(10, 0)), .line(to: Point(10, 10)), .close])
    path.move(to: Point(20, 20))
    path.line(to: Point(30, 20))
    path.move(to: Point(50, 50))
    let polylines = path.flattened()
    #expect(
        polylines == [
            [Point(0, 0), Point(10, 0), Point(10, 10), Point(0, 0)],
            [Point(20, 20), Point(30, 20)],
            [Point(50, 50)],
        ])
    #expect(Path([.move(to: Point(1, 1)), .close]).flattened() == [[Point(1, 1), Point(1, 1)]])
    #expect(Path().flattened().isEmpty)
}

@Test func flatteningStepsFollowWangsFormula() {
    let cubic = PathSegment.cubic(CubicBezier(Point(0, 0), Point(0, 30), Point(30, 30), Point(30, 0)))
    // Second differences (30,−30) and (−30,−30): M = 30√2, k = ⌈√(¾·M / tol)⌉ = ⌈11.28⌉.
    #expect(cubic.chordDeviationBound == 0.75 * 30 * 2.0.squareRoot())
    #expect(cubic.flatteningSteps(tolerance: 0.25) == 12)
    // The arch strays 90·t(1−t) from its chord: 22.5 at t = ½, within the bound.
    #expect(cubic.point(at: 0.5).y == 22.5)
    #expect(PathSegment.line(Line(.zero, Point(5, 5))).flatteningSteps(tolerance: 1e-9) == 1)
    #expect(cubic.flatteningSteps(tolerance: 0) == 1 << 16)
    #expect(cubic.flatteningSteps(tolerance: .nan) == 1 << 16)
}
