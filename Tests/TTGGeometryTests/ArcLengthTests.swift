import Foundation
import TTGGeometry
import Testing

/// An independent reference: composite Simpson's rule on the speed over `a…b` with
/// `n` intervals.
private func simpsonLength<C: ParametricCurve>(
    _ curve: C, from a: Double = 0, to b: Double = 1,
    intervals n: Int = 200_000
) -> Double {
    let h = (b - a) / Double(n)
    var sum = curve.derivative(at: a).length + curve.derivative(at: b).length
    for i in 1..<n {
        sum += Double(i % 2 == 0 ? 2 : 4) * curve.derivative(at: a + Double(i) * h).length
    }
    return sum * h / 3
}

private func totalLength(_ path: Path, accuracy: Double = 1e-9) -> Double {
    path.segments.reduce(0) { $0 + $1.arcLength(accuracy: accuracy) }
}

@Test func lineArcLengthIsExact() {
    let line = Line(Point(1, 2), Point(4, 6))
    #expect(line.arcLength() == 5)
    #expect(isClose(line.arcLength(from: 0.2, to: 0.6, accuracy: 1e-9), 2, relative: 1e-15))
    #expect(PathSegment.line(line).arcLength() == 5)
    #expect(line.parameter(atLength: 2.5) == 0.5)
}

@Test func cubicCircleOfEightPiecesHasCircumference() {
    let r = 50.0
    let length = totalLength(cubicCircle(center: Point(10, 20), radius: r, pieces: 8))
    #expect(isClose(length, 2 * .pi * r, relative: 1e-5))
}

@Test func cubicCircleErrorComesFromTheApproximationNotTheMeasure() {
    // Four 90° cubics are about 1.4e-4 too long against 2πr ...
    let r = 50.0
    let circle = cubicCircle(center: .zero, radius: r, pieces: 4)
    let measured = totalLength(circle)
    let relativeError = (measured - 2 * .pi * r) / (2 * .pi * r)
    #expect(relativeError > 1e-5 && relativeError < 2e-4)
    // ... while the measure agrees with an independent fine integration to 1e-10.
    let reference = circle.segments.reduce(0) { $0 + simpsonLength($1) }
    #expect(isClose(measured, reference, relative: 1e-10))
}

@Test(arguments: [1e-3, 1e-6, 1e-9, 1e-12])
func cubicArcLengthAccuracy(accuracy: Double) {
    let curves = [
        CubicBezier(Point(0, 0), Point(30, 80), Point(90, -40), Point(100, 20)),
        // A cusp at t = 0.5, where the speed has a kink.
        CubicBezier(Point(0, 0), Point(100, 100), Point(0, 100), Point(100, 0)),
        // A loop.
        CubicBezier(Point(0, 0), Point(200, 100), Point(-100, 100), Point(100, 0)),
    ]
    for curve in curves {
        let reference = simpsonLength(curve)
        #expect(isClose(curve.arcLength(accuracy: accuracy), reference, relative: max(accuracy, 1e-11)))
    }
    // The cusp at t = 4/7, off the halving points, so that subdivision has to close in
    // on the kink. The reference integrates either side of the cusp separately.
    let cusp = curves[1]
    let offCenter = cusp.subsegment(0.1, 0.8)
    let reference = simpsonLength(cusp, from: 0.1, to: 0.5) + simpsonLength(cusp, from: 0.5, to: 0.8)
    #expect(isClose(offCenter.arcLength(accuracy: accuracy), reference, relative: max(accuracy, 1e-11)))
}

@Test func quadArcLengthOfParabola() {
    // y = x² for x in 0…1 is B(t) = (t, t²).
    let parabola = QuadBezier(Point(0, 0), Point(0.5, 0), Point(1, 1))
    let exact = (2 * 5.0.squareRoot() + asinh(2.0)) / 4
    #expect(isClose(parabola.arcLength(), exact, relative: 1e-12))
    #expect(isClose(PathSegment.quad(parabola).arcLength(accuracy: 1e-6), exact, relative: 1e-6))
}

@Test func arcLengthAccuracyIsRelativeAtAnyScale() {
    let parabola = QuadBezier(Point(0, 0), Point(0.5, 0), Point(1, 1))
    let exact = (2 * 5.0.squareRoot() + asinh(2.0)) / 4
    for scale in [1e-6, 1e6] {
        let scaled = parabola.applying(.scale(x: scale, y: scale))
        #expect(isClose(scaled.arcLength(), exact * scale, relative: 1e-12))
    }
}

@Test func straightCubicHasChordLength() {
    let a = Point(1, 1)
    let b = Point(7, 9)
    let straight = CubicBezier(a, a.lerp(to: b, 1.0 / 3), a.lerp(to: b, 2.0 / 3), b)
    #expect(isClose(straight.arcLength(), 10, relative: 1e-12))
    // Controls on the end points: straight, but the speed vanishes at both ends.
    let degenerate = CubicBezier(a, a, b, b)
    #expect(isClose(degenerate.arcLength(), 10, relative: 1e-12))
    #expect(degenerate.arcLength() > 0)
}

@Test func zeroLengthCurves() {
    let p = Point(3, 4)
    let point = CubicBezier(p, p, p, p)
    #expect(point.arcLength() == 0)
    #expect(point.parameter(atLength: 0) == 0)
    #expect(point.parameter(atLength: 1) == 1)
}

@Test func parameterAtLengthInvertsArcLength() {
    let curves: [PathSegment] = [
        .cubic(CubicBezier(Point(0, 0), Point(30, 80), Point(90, -40), Point(100, 20))),
        .cubic(CubicBezier(Point(0, 0), Point(0, 0), Point(40, 30), Point(40, 30))),
        .cubic(CubicBezier(Point(0, 0), Point(100, 100), Point(0, 100), Point(100, 0))),
        .quad(QuadBezier(Point(0, 0), Point(50, 100), Point(100, 0))),
        .line(Line(Point(0, 0), Point(3, 4))),
    ]
    for curve in curves {
        let total = curve.arcLength()
        for fraction in [0.0, 1e-9, 0.001, 0.1, 0.25, 0.4999, 0.5, 0.5001, 0.7, 0.999, 1 - 1e-9, 1.0] {
            let s = fraction * total
            let t = curve.parameter(atLength: s)
            #expect(t >= 0 && t <= 1)
            #expect(
                isClose(
                    curve.arcLength(from: 0, to: t, accuracy: 1e-12), s,
                    absolute: 2e-9 * total))
        }
        #expect(curve.parameter(atLength: -1) == 0)
        #expect(curve.parameter(atLength: total * 2) == 1)
    }
}

@Test func parameterAtLengthOnDegenerateCubicLandsOnTheChord() {
    // Speed zero at both ends: Newton alone would divide by zero there.
    let curve = CubicBezier(Point(0, 0), Point(0, 0), Point(10, 0), Point(10, 0))
    for s in [0.001, 2.5, 5, 9.999] {
        let p = curve.point(at: curve.parameter(atLength: s))
        #expect(isClose(p, Point(s, 0), tolerance: 1e-8))
    }
}

@Test func quarterCircleCubicMatchesAFineIntegration() {
    // The usual quarter circle of radius 100 as one cubic (k = 4/3·(√2 − 1)): its length is
    // a little over 50π, and within 1e-9 of the fine Simpson reference.
    let r = 100.0
    let k = 4.0 / 3 * (2.0.squareRoot() - 1) * r
    let quarter = CubicBezier(Point(r, 0), Point(r, k), Point(k, r), Point(0, r))
    let measured = quarter.arcLength()
    #expect(isClose(measured, simpsonLength(quarter), relative: 1e-11))
    #expect(measured > .pi / 2 * r && measured < .pi / 2 * r * (1 + 1e-3))
}

@Test func randomCubicsAreWithinTheDocumentedAccuracy() {
    // Curves of every shape (loops, near-cusps, near-lines) at scales from 10⁻³ to 10³,
    // each against a fine Simpson integration computed here.
    var generator = SplitMix64(state: 31)
    for _ in 0..<40 {
        let scale = pow(10, Double.random(in: -3...3, using: &generator))
        func point() -> Point {
            Point(
                Double.random(in: -1...1, using: &generator) * scale,
                Double.random(in: -1...1, using: &generator) * scale)
        }
        let curve = CubicBezier(point(), point(), point(), point())
        let reference = simpsonLength(curve)
        #expect(isClose(curve.arcLength(), reference, relative: 1e-9), "\(curve)")
    }
}

@Test func roughShortCubicsAreWithinTheDocumentedAccuracy() {
    // Short segments of a ring with coordinates rounded to 0.001 (as `make profile`'s long path
    // writes them): the rounding bends them at their own scale, and a quarter of them need
    // subdividing.
    let count = 3_000
    func ring(_ a: Double) -> Point {
        let r = 80 + 12 * sin(7 * a)
        return Point(((100 + r * cos(a)) * 1000).rounded() / 1000, ((100 + r * sin(a)) * 1000).rounded() / 1000)
    }
    for i in stride(from: 1, through: count, by: 37) {
        let a0 = Double(i - 1) / Double(count) * 2 * .pi
        let a1 = Double(i) / Double(count) * 2 * .pi
        let start = ring(a0)
        let end = ring(a1)
        let c1 = ring(a0 + 0.3 / Double(count))
        let c2 = end.lerp(to: c1, 0.4)
        let curve = CubicBezier(start, c1, c2, end)
        #expect(isClose(curve.arcLength(), simpsonLength(curve), relative: 1e-9), "\(curve)")
    }
}

@Test func quadraticLengthsAreWithinTheDocumentedAccuracy() {
    // A parabola y = c·x² over 0…w has the closed form length
    // (x·√(1 + 4c²x²)/2 + asinh(2cx)/(4c)) at x = w.
    for (c, w) in [(0.01, 100.0), (1.0, 1.0), (50.0, 0.3), (1e-4, 1e3)] {
        let parabola = QuadBezier(Point(0, 0), Point(w / 2, 0), Point(w, c * w * w))
        let exact = w * (1 + 4 * c * c * w * w).squareRoot() / 2 + asinh(2 * c * w) / (4 * c)
        #expect(isClose(parabola.arcLength(), exact, relative: 1e-9), "c \(c), w \(w)")
    }
}
