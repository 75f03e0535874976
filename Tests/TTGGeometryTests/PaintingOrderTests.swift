import TTGGeometry
import Testing

/// ``Path/paintingOrder(rule:)``: contours as masks painted in turn, checked against nested
/// squares whose answer is known by construction.
@Suite struct PaintingOrderTests {
    /// Squares centered on (50, 50) with these half sides, each clockwise or not on a y-down screen.
    static func nested(_ squares: [(half: Double, clockwise: Bool)]) -> Path {
        var path = Path()
        for square in squares {
            let (lo, hi) = (50 - square.half, 50 + square.half)
            let corners = [Point(lo, lo), Point(hi, lo), Point(hi, hi), Point(lo, hi)]
            let ordered = square.clockwise ? corners : corners.reversed()
            path.move(to: ordered[0])
            for corner in ordered.dropFirst() { path.line(to: corner) }
            path.close()
        }
        return path
    }

    @Test func evenOddAlternatesOutlineHoleIslandOutermostFirst() {
        // Listed island first: the order is by depth, not by the path's order.
        let path = Self.nested([(10, true), (40, true), (25, true)])
        let order = path.paintingOrder(rule: .evenOdd)
        #expect(order.map(\.subpath) == [1, 2, 0])
        #expect(order.map(\.adds) == [true, false, true])
    }

    @Test func nonzeroAddsAContourWoundTheSameWayAndTakesAwayOneWoundOpposite() {
        let same = Self.nested([(40, true), (25, true)]).paintingOrder(rule: .nonzero)
        #expect(same.map(\.adds) == [true, true])
        let opposite = Self.nested([(40, true), (25, false)]).paintingOrder(rule: .nonzero)
        #expect(opposite.map(\.adds) == [true, false])
        // Wound counterclockwise throughout: the outline still adds.
        let flipped = Self.nested([(40, false), (25, true)]).paintingOrder(rule: .nonzero)
        #expect(flipped.map(\.adds) == [true, false])
    }

    @Test func sideBySideContoursAreBothOutlines() {
        var path = Path(rect: Rect(x: 0, y: 0, width: 10, height: 10))
        path.append(contentsOf: Path(rect: Rect(x: 20, y: 0, width: 10, height: 10)))
        #expect(path.paintingOrder(rule: .evenOdd).map(\.adds) == [true, true])
    }
}
