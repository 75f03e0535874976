import TTGGeometry
import Testing

private func parse(_ data: String) throws -> [PathElement] { try Path(svgPathData: data).elements }

private func pt(_ x: Double, _ y: Double) -> Point { Point(x, y) }

/// The error `data` throws, or nil when it parses.
private func parseError(_ data: String) -> SVGPathError? {
    do {
        _ = try Path(svgPathData: data)
        return nil
    } catch {
        return error as? SVGPathError
    }
}

// MARK: - Commands

@Test func absoluteCommands() throws {
    #expect(
        try parse("M10 20 L30 40 H50 V60 C1 2 3 4 5 6 Q7 8 9 10 Z") == [
            .move(to: pt(10, 20)), .line(to: pt(30, 40)), .line(to: pt(50, 40)), .line(to: pt(50, 60)),
            .cubic(to: pt(5, 6), control1: pt(1, 2), control2: pt(3, 4)),
            .quad(to: pt(9, 10), control: pt(7, 8)), .close,
        ])
}

@Test func relativeCommands() throws {
    #expect(
        try parse("m10 20 l30 40 h5 v-5 c1 2 3 4 5 6 q1 1 2 0 z") == [
            .move(to: pt(10, 20)), .line(to: pt(40, 60)), .line(to: pt(45, 60)), .line(to: pt(45, 55)),
            .cubic(to: pt(50, 61), control1: pt(46, 57), control2: pt(48, 59)),
            .quad(to: pt(52, 61), control: pt(51, 62)), .close,
        ])
}

@Test func smoothCubicReflectsThePreviousControlPoint() throws {
    #expect(
        try parse("M0 0 C10 0 20 10 30 10 S50 20 60 10") == [
            .move(to: pt(0, 0)),
            .cubic(to: pt(30, 10), control1: pt(10, 0), control2: pt(20, 10)),
            .cubic(to: pt(60, 10), control1: pt(40, 10), control2: pt(50, 20)),
        ])
    // Relative, and chained: each s reflects the one before.
    #expect(
        try parse("M0 0 c10 0 20 10 30 10 s20 10 30 0 s10 10 20 0") == [
            .move(to: pt(0, 0)),
            .cubic(to: pt(30, 10), control1: pt(10, 0), control2: pt(20, 10)),
            .cubic(to: pt(60, 10), control1: pt(40, 10), control2: pt(50, 20)),
            .cubic(to: pt(80, 10), control1: pt(70, 0), control2: pt(70, 20)),
        ])
}

@Test func smoothCubicWithoutPreviousCubicStartsAtTheCurrentPoint() throws {
    #expect(
        try parse("M5 5 S10 10 20 20") == [
            .move(to: pt(5, 5)), .cubic(to: pt(20, 20), control1: pt(5, 5), control2: pt(10, 10)),
        ])
    // A quadratic before does not count.
    #expect(
        try parse("M0 0 Q5 5 10 0 S15 5 20 0").last == .cubic(to: pt(20, 0), control1: pt(10, 0), control2: pt(15, 5)))
}

@Test func smoothQuadReflectsThePreviousControlPoint() throws {
    #expect(
        try parse("M0 0 Q10 10 20 0 T40 0 t20 0") == [
            .move(to: pt(0, 0)),
            .quad(to: pt(20, 0), control: pt(10, 10)),
            .quad(to: pt(40, 0), control: pt(30, -10)),
            .quad(to: pt(60, 0), control: pt(50, 10)),
        ])
}

@Test func smoothQuadWithoutPreviousQuadUsesTheCurrentPoint() throws {
    #expect(try parse("M5 5 T20 20") == [.move(to: pt(5, 5)), .quad(to: pt(20, 20), control: pt(5, 5))])
    // A cubic before does not count; the next T then reflects the degenerate control.
    #expect(
        try parse("M0 0 C1 1 2 1 3 0 t3 3 T9 0") == [
            .move(to: pt(0, 0)),
            .cubic(to: pt(3, 0), control1: pt(1, 1), control2: pt(2, 1)),
            .quad(to: pt(6, 3), control: pt(3, 0)),
            .quad(to: pt(9, 0), control: pt(9, 6)),
        ])
}

@Test func arcCommandsAbsoluteAndRelative() throws {
    var expected = Path()
    expected.move(to: pt(10, 10))
    expected.addEllipticalArc(
        to: pt(30, 10), radii: Vector(10, 10), xAxisRotation: 0,
        largeArc: false, sweep: true)
    #expect(try Path(svgPathData: "M10 10 A10 10 0 0 1 30 10") == expected)
    #expect(try Path(svgPathData: "M10 10 a10 10 0 0 1 20 0") == expected)
}

@Test func implicitRepeatsAfterMoveAreLines() throws {
    #expect(try parse("M0 0 10 10 20 0") == [.move(to: pt(0, 0)), .line(to: pt(10, 10)), .line(to: pt(20, 0))])
    #expect(try parse("m1 1 2 2 3 3") == [.move(to: pt(1, 1)), .line(to: pt(3, 3)), .line(to: pt(6, 6))])
}

@Test func implicitRepeatsOfEveryCommand() throws {
    #expect(
        try parse("M0 0 L1 1 2 2 h1 1 V5 6 v1 1") == [
            .move(to: pt(0, 0)), .line(to: pt(1, 1)), .line(to: pt(2, 2)), .line(to: pt(3, 2)), .line(to: pt(4, 2)),
            .line(to: pt(4, 5)), .line(to: pt(4, 6)), .line(to: pt(4, 7)), .line(to: pt(4, 8)),
        ])
    #expect(
        try parse("M0 0 c1 1 2 2 3 3 1 1 2 2 3 3 q1 0 1 1 1 0 1 1") == [
            .move(to: pt(0, 0)),
            .cubic(to: pt(3, 3), control1: pt(1, 1), control2: pt(2, 2)),
            .cubic(to: pt(6, 6), control1: pt(4, 4), control2: pt(5, 5)),
            .quad(to: pt(7, 7), control: pt(7, 6)),
            .quad(to: pt(8, 8), control: pt(8, 7)),
        ])
    let arcs = try Path(svgPathData: "M0 0 a5 5 0 0 1 10 0 5 5 0 0 1 10 0")
    #expect(arcs.currentPoint == pt(20, 0))
    #expect(arcs.elements.count == 1 + 4 + 4)
}

@Test func drawingAfterCloseStartsAtTheSubpathStart() throws {
    let path = try Path(svgPathData: "M10 10 L20 10 L20 20 Z l5 0")
    #expect(
        path.elements == [
            .move(to: pt(10, 10)), .line(to: pt(20, 10)), .line(to: pt(20, 20)), .close, .line(to: pt(15, 10)),
        ])
    #expect(path.subpaths.count == 2)
    #expect(path.subpaths[1].start == pt(10, 10))
    #expect(try parse("M10 10 L20 10 z m5 5").last == .move(to: pt(15, 15)))
}

@Test func emptyOrBlankDataIsAnEmptyPath() throws {
    #expect(try Path(svgPathData: "").isEmpty)
    #expect(try Path(svgPathData: " \t\r\n\u{0C}").isEmpty)
}

// MARK: - Numbers and separators

@Test func numberForms() throws {
    #expect(try parse("M-.5e-3,1.5.5.25") == [.move(to: pt(-0.0005, 1.5)), .line(to: pt(0.5, 0.25))])
    #expect(
        try parse("M1e2-3L+4 10-5 1E-1") == [
            .move(to: pt(100, -3)), .line(to: pt(4, 10)), .line(to: pt(-5, 0.1)),
        ])
    #expect(try parse("M5. 2.E1 1e+1-0") == [.move(to: pt(5, 20)), .line(to: pt(10, -0.0))])
}

@Test func arcFlagsNeedNoSeparators() throws {
    func arc(_ from: Point, _ to: Point, _ r: Double, large: Bool, sweep: Bool) -> Path {
        var p = Path()
        p.move(to: from)
        p.addEllipticalArc(to: to, radii: Vector(r, r), xAxisRotation: 0, largeArc: large, sweep: sweep)
        return p
    }
    #expect(try Path(svgPathData: "M0 0 a25 25 0 1 0 50 0") == arc(.zero, pt(50, 0), 25, large: true, sweep: false))
    #expect(try Path(svgPathData: "M0 0 a1 1 0 00 1 1") == arc(.zero, pt(1, 1), 1, large: false, sweep: false))
    #expect(try Path(svgPathData: "M0 0 A10 10 0 1150 50") == arc(.zero, pt(50, 50), 10, large: true, sweep: true))
    #expect(try Path(svgPathData: "M0 0 A10 10 0 1,1,50,50") == arc(.zero, pt(50, 50), 10, large: true, sweep: true))
}

@Test func whitespaceAndCommasBetweenEverything() throws {
    let data = " \t\r\n\u{0C}M 1 , 2\tL\n3,4 , 5 6\r\nC 1,2,3,4,5,6 , 7 8 9 10 11 12 z \n"
    #expect(
        try parse(data) == [
            .move(to: pt(1, 2)), .line(to: pt(3, 4)), .line(to: pt(5, 6)),
            .cubic(to: pt(5, 6), control1: pt(1, 2), control2: pt(3, 4)),
            .cubic(to: pt(11, 12), control1: pt(7, 8), control2: pt(9, 10)),
            .close,
        ])
    #expect(try parse("M1 2L3 4Z") == [.move(to: pt(1, 2)), .line(to: pt(3, 4)), .close])
}

// MARK: - Errors

@Test func errorForAMissingNumber() {
    let error = parseError("M 10 x")
    #expect(error == SVGPathError(offset: 5, expected: .number, found: "x"))
    #expect(error?.description == "path data: expected a number at offset 5, found 'x'")
}

@Test func errorWhenNotStartingWithMove() {
    #expect(parseError("L10 10") == SVGPathError(offset: 0, expected: .moveTo, found: "L"))
    #expect(parseError("L10 10")?.description == "path data: expected a moveto command (M or m) at offset 0, found 'L'")
    #expect(parseError("  10 10")?.offset == 2)
}

@Test func errorForABadArcFlag() {
    let error = parseError("M1 2 A1 1 0 2 0 5 5")
    #expect(error == SVGPathError(offset: 12, expected: .flag, found: "2"))
    #expect(error?.description == "path data: expected an arc flag (0 or 1) at offset 12, found '2'")
}

@Test func errorForANumberOverflowingToInfinity() {
    let error = parseError("M1e999 0")
    #expect(error == SVGPathError(offset: 1, expected: .finiteNumber, found: "1e999"))
    #expect(error?.description == "path data: expected a finite number at offset 1, found '1e999'")
    #expect(parseError("M1e-999 0") == nil)  // underflow is just zero
}

@Test func errorForATrailingComma() {
    let error = parseError("M1,2,")
    #expect(error == SVGPathError(offset: 5, expected: .number, found: nil))
    #expect(error?.description == "path data: expected a number at offset 5, found end of data")
    #expect(parseError("M1,2,L3 4") == SVGPathError(offset: 5, expected: .number, found: "L"))
}

@Test func errorForTruncatedArguments() {
    #expect(parseError("M1 2 C1 2 3") == SVGPathError(offset: 11, expected: .number, found: nil))
    #expect(parseError("M1 2 3") == SVGPathError(offset: 6, expected: .number, found: nil))
    #expect(parseError("M") == SVGPathError(offset: 1, expected: .number, found: nil))
}

@Test func errorForAnUnknownCommandOrStrayCharacter() {
    #expect(parseError("M1 2 X3 4") == SVGPathError(offset: 5, expected: .command, found: "X"))
    #expect(parseError("M1 2 Z 3") == SVGPathError(offset: 7, expected: .command, found: "3"))
    #expect(parseError("M1 2 . 3") == SVGPathError(offset: 5, expected: .number, found: "."))
    #expect(parseError("M1e 2") == SVGPathError(offset: 2, expected: .number, found: "e"))
    let accent = parseError("M1 2 L3 4 é")
    #expect(accent == SVGPathError(offset: 10, expected: .command, found: "é"))
    #expect(accent?.description == "path data: expected a command letter at offset 10, found 'é'")
    #expect(parseError("M1 2\u{7}")?.description == "path data: expected a command letter at offset 4, found '\\u{07}'")
}

/// Path data read up to its first error, as SVG renderers draw it.
@Suite struct PathUpToErrorTests {
    @Test func theSegmentsBeforeTheErrorAndTheError() throws {
        let cases: [(String, String, Int)] = [
            ("M 30 40 L 110 160 L 150", "M30 40 L110 160", 23),
            ("M10 10 L20 20 30", "M10 10 L20 20", 16),
            ("M10 10 h10 x 5", "M10 10 L20 10", 11),
            ("M0 0 C 10 10 20 20", "M0 0", 18),
        ]
        for (data, expected, offset) in cases {
            let (path, error) = Path.parsedUpToError(svgPathData: data)
            #expect(path == (try Path(svgPathData: expected)), "\(data)")
            #expect(error?.offset == offset, "\(data): \(String(describing: error))")
        }
    }

    /// A segment that overflows is left out whole; data without an error reads as
    /// init(svgPathData:) reads it, with no error.
    @Test func overflowAndWholeData() throws {
        let (path, error) = Path.parsedUpToError(svgPathData: "M0 0 l1e308 0 l1e308 0")
        #expect(path == (try Path(svgPathData: "M0 0 L1e308 0")))
        #expect(error?.expected == .finiteCoordinate)
        let whole = "M10 10 C 20 0 40 0 50 10 Z"
        let read = Path.parsedUpToError(svgPathData: whole)
        #expect(read.path == (try Path(svgPathData: whole)) && read.error == nil)
    }
}
