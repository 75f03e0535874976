import Foundation
import TTGGeometry
import TTGScene
import Testing

/// ``ShapeNode/paintedBounds(tolerance:)`` against boxes worked out by hand: half the width on
/// each side, caps, joins and miter tips.
@Suite struct PaintedBoundsTests {
    private func box(_ d: String, fill: Bool = false, _ stroke: Stroke?) throws -> Rect? {
        ShapeNode(path: try Path(svgPathData: d), fill: fill ? Fill(.solid(.black)) : nil, stroke: stroke)
            .paintedBounds()
    }

    private func expect(_ rect: Rect?, _ minX: Double, _ minY: Double, _ maxX: Double, _ maxY: Double) {
        guard let rect else {
            Issue.record("nothing painted")
            return
        }
        let error = [rect.minX - minX, rect.minY - minY, rect.maxX - maxX, rect.maxY - maxY].map(abs).max()!
        #expect(error < 1e-6, "\(rect) is not [\(minX), \(minY)] to [\(maxX), \(maxY)]")
    }

    @Test func aRectangleWithMiteredCornersReachesHalfTheWidthPastEachSide() throws {
        // Right-angle miters are √2 long, within the limit of 10: the corners of the outer square.
        expect(try box("M0 0 h50 v20 h-50 Z", Stroke(.solid(.black), width: 10)), -5, -5, 55, 25)
        expect(try box("M0 0 h50 v20 h-50 Z", Stroke(.solid(.black), width: 10, join: .round)), -5, -5, 55, 25)
    }

    @Test func capsOfALine() throws {
        let d = "M10 10 L40 10"
        expect(try box(d, Stroke(.solid(.black), width: 4, cap: .butt)), 10, 8, 40, 12)
        expect(try box(d, Stroke(.solid(.black), width: 4, cap: .square)), 8, 8, 42, 12)
        expect(try box(d, Stroke(.solid(.black), width: 4, cap: .round)), 8, 8, 42, 12)
        // A diagonal line with round caps: discs of radius 2 at both ends.
        expect(try box("M0 0 L30 40", Stroke(.solid(.black), width: 4, cap: .round)), -2, -2, 32, 42)
        // With butt caps the ends are the faces, across the line: ±2·(4/5, 3/5).
        expect(try box("M0 0 L30 40", Stroke(.solid(.black), width: 4, cap: .butt)), -1.6, -1.2, 31.6, 41.2)
    }

    @Test func aSharpMiterReachesItsTipUntilTheLimitBevelsIt() throws {
        // At (40, 10) the segments meet at an angle φ with sin(φ/2) = 10/√1700 (≈ 0.24): the
        // miter reaches 1/sin(φ/2) ≈ 4.12 half widths along the bisector (+x), within a limit of 10.
        let half = 2.0
        let sine = 10 / 1700.0.squareRoot()
        let tip = 40 + half / sine
        let miter = Stroke(.solid(.black), width: 2 * half, join: .miter, miterLimit: 10)
        #expect(1 / sine < 10)
        let drawn = try #require(try box("M0 0 L40 10 L0 20", miter))
        #expect(abs(drawn.maxX - tip) < 1e-6, "\(drawn)")
        // A limit below 4.12 bevels it: the faces' corners reach 40 + 2 sin(φ/2).
        let beveled = try #require(try box("M0 0 L40 10 L0 20", Stroke(.solid(.black), width: 4, miterLimit: 4)))
        let face = 40 + half * 10 / 1700.0.squareRoot()
        #expect(abs(beveled.maxX - face) < 1e-6, "\(beveled)")
    }

    @Test func aCircleStrokedReachesItsRadiusPlusHalfTheWidth() throws {
        let circle = "M60 50 A10 10 0 1 1 40 50 A10 10 0 1 1 60 50 Z"
        let drawn = try #require(try box(circle, Stroke(.solid(.black), width: 6)))
        for (value, expected) in [(drawn.minX, 37.0), (drawn.minY, 37.0), (drawn.maxX, 63.0), (drawn.maxY, 63.0)] {
            #expect(abs(value - expected) < 5e-3, "\(drawn)")
        }
    }

    @Test func trimsCount() throws {
        // Only the first half of the line, 0…20, is stroked.
        expect(try box("M0 0 L40 0", Stroke(.solid(.black), width: 2, trimStart: 0, trimEnd: 0.5)), 0, -1, 20, 1)
        #expect(try box("M0 0 L40 0", Stroke(.solid(.black), width: 2, trimStart: 0.5, trimEnd: 0.5)) == nil)
    }

    @Test func whatPaintsNothing() throws {
        // A fill needs an area.
        #expect(try box("M-10 -10 L-5 -5", fill: true, nil) == nil)
        #expect(try box("M0 0 L10 10 L20 20 Z", fill: true, nil) == nil)
        expect(try box("M0 0 L10 10 L20 0 Z", fill: true, nil), 0, 0, 20, 10)
        // A stroke needs a width, and a line (a move alone draws nothing).
        #expect(try box("M5 5", Stroke(.solid(.black), width: 4, cap: .round)) == nil)
        #expect(try box("M0 0 L10 0", Stroke(.solid(.black), width: 0)) == nil)
        // A point closed on itself is a dot with round or square caps, nothing with butt caps.
        expect(try box("M5 5 Z", Stroke(.solid(.black), width: 4, cap: .round)), 3, 3, 7, 7)
        #expect(try box("M5 5 Z", Stroke(.solid(.black), width: 4, cap: .butt)) == nil)
    }

    @Test func dashesCountAsIfADashCouldEndAnywhere() throws {
        // Round caps could end a dash at the corner (40, 0): a disc there reaches x = 42.
        let dashed = Stroke(.solid(.black), width: 4, cap: .round, join: .bevel, dash: [5, 5])
        expect(try box("M0 0 L40 0 L40 30", dashed), -2, -2, 42, 32)
    }
}
