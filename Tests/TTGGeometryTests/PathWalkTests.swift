import Foundation
import Testing

@testable import TTGGeometry

/// The measures `path info` prints, read in one walk over the elements, against answers worked
/// out by hand: moves alone, repeated closes, drawing after a close, a closing line or none.
@Suite struct PathWalkTests {
    /// `M1 1` · `M2 2 Z` · `(2,2) L5 5 Z` · `m(5,5) z` · `(5,5) l1 1 h2 v3 z` · `M0 0`: six subpaths.
    let path = try! Path(svgPathData: "M1 1 M2 2 Z Z L5 5 Z m3 3 z l1 1 h2 v3 z M0 0")

    @Test func countsSubpathsAndDrawnSegments() {
        #expect(path.subpathCount == 6)
        // L5 5 and its closing line; l1 1, h2, v3 and theirs. An empty subpath closes with no line.
        #expect(path.drawnSegmentCount == 6)
        #expect(path.subpathCount == path.subpaths.count)
        #expect(path.drawnSegmentCount == path.segments.count)
    }

    @Test func lengthSumsEverySubpathWithItsClosingLine() {
        // 2·|(3,3)| there and back, then √2 + 2 + 3 + |(3,4)|.
        #expect(abs(path.length - (10 + 7 * 2.0.squareRoot())) <= 1e-12)
        #expect(path.length == PathMeasure(path).totalLength)
    }

    @Test func boundsHoldEveryStartAndEnd() {
        #expect(path.bounds == Rect(x: 0, y: 0, width: 8, height: 9))
        #expect(path.controlBounds == Rect(x: 0, y: 0, width: 8, height: 9))
        #expect(path.startPoint == Point(1, 1))
        #expect(path.currentPoint == Point(0, 0))
    }

    @Test func curveBoundsAreTightAndControlBoundsHoldTheControls() throws {
        // y(t) = 150 t (1 − t) peaks at t = ½: 37.5.
        let curve = try Path(svgPathData: "M0 0 C0 50 100 50 100 0")
        #expect(curve.bounds == Rect(x: 0, y: 0, width: 100, height: 37.5))
        #expect(curve.controlBounds == Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(curve.subpathCount == 1 && curve.drawnSegmentCount == 1)
    }

    @Test func emptyPathHasNothing() {
        let empty = Path()
        #expect(empty.subpathCount == 0 && empty.drawnSegmentCount == 0 && empty.length == 0)
        #expect(empty.startPoint == nil && empty.bounds == .zero)
    }

    /// A cubic's extrema in increasing order, the two axes' merged (built from chosen roots).
    @Test func cubicExtremaAreSortedAcrossAxes() {
        // x′ ∝ (t − 0.2)(t − 0.9) and y′ ∝ (t − 0.5): the extrema, both axes merged, are 0.2, 0.5, 0.9.
        // With x(0) = 0: x(t) = t³ − 1.65t² + 0.54t; control points x₁ = 0.18, x₂ = −0.19, x₃ = −0.11.
        // With y(0) = 0: y(t) = −t² + t (a parabola as a cubic): y₁ = y₂ = 1/3, y₃ = 0.
        let c = CubicBezier(Point(0, 0), Point(0.18, 1.0 / 3), Point(-0.19, 1.0 / 3), Point(-0.11, 0))
        let ts = c.extremaParameters
        #expect(ts.count == 3)
        for (t, expected) in zip(ts, [0.2, 0.5, 0.9]) { #expect(abs(t - expected) <= 1e-12) }
    }
}
