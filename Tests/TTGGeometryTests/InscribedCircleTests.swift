import Foundation
import TTGGeometry
import Testing

/// The largest circle inside a fill, against shapes whose answer is known in closed form.
@Suite struct InscribedCircleTests {
    static let tolerance = 0.01

    func path(_ data: String) throws -> Path { try Path(svgPathData: data) }

    @Test func aSquaresIsItsInscribedCircle() throws {
        let found = try #require(try path("M10 20 h80 v80 h-80 Z").largestInscribedCircle(tolerance: Self.tolerance))
        #expect(abs(found.radius - 40) <= Self.tolerance)
        #expect(found.center.distance(to: Point(50, 60)) <= 0.01)
    }

    /// A 100 × 40 rectangle: radius 20, the center anywhere on the middle line 20 from both ends.
    @Test func aRectanglesCenterLiesOnItsMiddleLine() throws {
        let found = try #require(try path("M0 0 h100 v40 h-100 Z").largestInscribedCircle(tolerance: Self.tolerance))
        #expect(abs(found.radius - 20) <= Self.tolerance)
        #expect(abs(found.center.y - 20) <= 0.05 && (20 - 0.05...80 + 0.05).contains(found.center.x))
    }

    /// A triangle's incircle: the incenter weights each corner by the opposite side's length,
    /// and the radius is twice the area over the perimeter.
    @Test func aTrianglesIsItsIncircle() throws {
        let (a, b, c) = (Point(10, 20), Point(110, 20), Point(60, 110))
        let (la, lb, lc) = (b.distance(to: c), c.distance(to: a), a.distance(to: b))
        let perimeter = la + lb + lc
        let area = abs((b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y)) / 2
        let incenter = Point(
            (la * a.x + lb * b.x + lc * c.x) / perimeter, (la * a.y + lb * b.y + lc * c.y) / perimeter)
        let found = try #require(try path("M10 20 L110 20 L60 110 Z").largestInscribedCircle(tolerance: Self.tolerance))
        #expect(abs(found.radius - 2 * area / perimeter) <= Self.tolerance)
        #expect(found.center.distance(to: incenter) <= 0.05)
    }

    /// A ring between radii 10 and 50 (even-odd): a circle of radius 20 whose center is 30 out.
    @Test func aRingHoldsACircleBetweenItsEdges() throws {
        var ring = Path(circleCenter: Point(60, 60), radius: 50)
        ring.append(contentsOf: Path(circleCenter: Point(60, 60), radius: 10))
        let found = try #require(ring.largestInscribedCircle(rule: .evenOdd, tolerance: Self.tolerance))
        #expect(abs(found.radius - 20) <= 0.01)
        #expect(abs(found.center.distance(to: Point(60, 60)) - 30) <= 0.05)
        // Nonzero fills the hole, but its contour still bounds the circle: the same answer.
        let filled = try #require(ring.largestInscribedCircle(rule: .nonzero, tolerance: Self.tolerance))
        #expect(abs(filled.radius - 20) <= 0.01)
    }

    /// An L whose arms are 20 wide: the circle sits in the corner square, touching the two
    /// outer sides and the inner corner: on the diagonal at t from both sides, t = √2 (20 − t).
    @Test func anLShapesCircleTouchesItsInnerCorner() throws {
        let found = try #require(
            try path("M0 0 h20 v80 h80 v20 h-100 Z").largestInscribedCircle(tolerance: Self.tolerance))
        let t = 20 * 2.0.squareRoot() / (1 + 2.0.squareRoot())
        #expect(abs(found.radius - t) <= Self.tolerance)
        #expect(found.center.distance(to: Point(t, 100 - t)) <= 0.05)
    }

    @Test func aPathWithoutAreaHasNone() throws {
        #expect(try path("M0 0 L100 100").largestInscribedCircle(tolerance: Self.tolerance) == nil)
        #expect(Path().largestInscribedCircle(tolerance: Self.tolerance) == nil)
    }
}
