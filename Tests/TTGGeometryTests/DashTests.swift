import TTGGeometry
import Testing

/// The pieces `Path.dashed` cuts, as Cairo and SVG dash a stroke.
@Suite struct DashTests {
    /// The on-intervals of a 20-long line, as (start x, end x).
    static func pieces(_ path: Path) -> [(Double, Double)] {
        path.subpaths.map { ($0.start.x, $0.end.x) }
    }

    @Test func dashesAlternateOnAndOffAlongTheLine() {
        let line = Path([.move(to: Point(0, 0)), .line(to: Point(20, 0))])
        let pieces = Self.pieces(line.dashed([4, 2], phase: 0))
        #expect(pieces.map(\.0) == [0, 6, 12, 18])
        #expect(pieces.map(\.1) == [4, 10, 16, 20])
    }

    /// The phase shifts the pattern's start: 5 into [4, 2] starts 1 before the next dash.
    @Test func thePhaseShiftsThePattern() {
        let line = Path([.move(to: Point(0, 0)), .line(to: Point(10, 0))])
        let pieces = Self.pieces(line.dashed([4, 2], phase: 5))
        #expect(pieces.map(\.0) == [1, 7])
        #expect(pieces.map(\.1) == [5, 10])
    }

    /// An odd count repeats twice: [3] is 3 on, 3 off.
    @Test func anOddCountRepeatsTwice() {
        let line = Path([.move(to: Point(0, 0)), .line(to: Point(12, 0))])
        let pieces = Self.pieces(line.dashed([3], phase: 0))
        #expect(pieces.map(\.0) == [0, 6])
        #expect(pieces.map(\.1) == [3, 9])
    }

    /// Each subpath starts the pattern anew.
    @Test func eachSubpathStartsThePatternAnew() {
        let path = Path([
            .move(to: Point(0, 0)), .line(to: Point(5, 0)), .move(to: Point(0, 10)), .line(to: Point(5, 10)),
        ])
        let dashed = path.dashed([4, 4], phase: 0)
        #expect(dashed.subpaths.count == 2)
        #expect(dashed.subpaths.allSatisfy { $0.start.x == 0 && $0.end.x == 4 })
    }

    @Test func aPatternThatDrawsNothingLeavesThePath() {
        let line = Path([.move(to: Point(0, 0)), .line(to: Point(10, 0))])
        #expect(line.dashed([0, 0], phase: 0) == line)
        #expect(line.dashed([-1, 2], phase: 0) == line)
        #expect(line.dashed([.nan], phase: 0) == line)
    }
}
