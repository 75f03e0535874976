import Foundation
import TTGGeometry
import Testing

/// True when two element lists match kind for kind, with points within `tolerance`.
private func sameElements(_ a: Path, _ b: [PathElement], tolerance: Double = 1e-9) -> Bool {
    guard a.elements.count == b.count else { return false }
    for (x, y) in zip(a.elements, b) {
        switch (x, y) {
        case (.move(let p), .move(let q)), (.line(let p), .line(let q)):
            guard isClose(p, q, tolerance: tolerance) else { return false }
        case (.close, .close):
            continue
        default:
            return false
        }
    }
    return true
}

@Test func trimHalfOfALine() {
    let line = Path([.move(to: Point(0, 0)), .line(to: Point(10, 0))])
    let trimmed = line.trimmed(from: 0.25, to: 0.75)
    #expect(sameElements(trimmed, [.move(to: Point(2.5, 0)), .line(to: Point(7.5, 0))]))
}

@Test func trimFractionsAreOfTheTotalLength() {
    // Lengths 10 and 30: the first half (20) is all of the first and 10 of the second.
    let path = Path([
        .move(to: Point(0, 0)), .line(to: Point(10, 0)),
        .move(to: Point(0, 10)), .line(to: Point(30, 10)),
    ])
    #expect(
        sameElements(
            path.trimmed(from: 0, to: 0.5),
            [
                .move(to: Point(0, 0)), .line(to: Point(10, 0)),
                .move(to: Point(0, 10)), .line(to: Point(10, 10)),
            ]))
    // Across the boundary: 8…20.
    #expect(
        sameElements(
            path.trimmed(from: 0.2, to: 0.5),
            [
                .move(to: Point(8, 0)), .line(to: Point(10, 0)),
                .move(to: Point(0, 10)), .line(to: Point(10, 10)),
            ]))
    // Only inside the second: 20…36.
    #expect(
        sameElements(
            path.trimmed(from: 0.5, to: 0.9),
            [
                .move(to: Point(10, 10)), .line(to: Point(26, 10)),
            ]))
}

@Test func trimCubicStaysOneCubicOnTheCurve() {
    let curve = CubicBezier(Point(0, 0), Point(30, 80), Point(90, -40), Point(100, 20))
    let path = Path([
        .move(to: curve.start),
        .cubic(to: curve.end, control1: curve.control1, control2: curve.control2),
    ])
    let total = curve.arcLength()
    for (a, b) in [(0.1, 0.6), (0.0, 0.3), (0.45, 1.0), (0.2, 0.2001)] {
        let trimmed = path.trimmed(from: a, to: b)
        #expect(trimmed.elements.count == 2)
        guard case .move(let first) = trimmed.elements[0],
            case .cubic(let last, _, _) = trimmed.elements[1]
        else {
            Issue.record("expected a move and one cubic, got \(trimmed.elements)")
            continue
        }
        #expect(isClose(trimmed.length, (b - a) * total, relative: 1e-6))
        #expect(isClose(trimmed.length, (b - a) * total, relative: 1e-9))
        // The cut points are on the original curve, at the right distances.
        #expect(PathSegment.cubic(curve).nearestDistance(to: first) < 1e-9)
        #expect(PathSegment.cubic(curve).nearestDistance(to: last) < 1e-9)
        #expect(
            isClose(
                curve.arcLength(
                    from: 0, to: curve.parameter(atLength: a * total),
                    accuracy: 1e-12), a * total, relative: 1e-9))
        #expect(isClose(first, curve.point(at: curve.parameter(atLength: a * total)), tolerance: 1e-12))
        #expect(isClose(last, curve.point(at: curve.parameter(atLength: b * total)), tolerance: 1e-12))
    }
}

@Test func trimKeepsQuadsAndLinesTheirKind() {
    let path = Path([
        .move(to: Point(0, 0)), .quad(to: Point(100, 0), control: Point(50, 80)),
        .line(to: Point(100, 50)),
    ])
    let trimmed = path.trimmed(from: 0.1, to: 0.9)
    #expect(trimmed.elements.count == 3)
    if case .quad = trimmed.elements[1] {} else { Issue.record("not a quad: \(trimmed.elements[1])") }
    if case .line = trimmed.elements[2] {} else { Issue.record("not a line: \(trimmed.elements[2])") }
    #expect(isClose(trimmed.length, 0.8 * path.length, relative: 1e-9))
}

@Test func trimWholeRangeIsTheOriginal() {
    let circle = cubicCircle(center: Point(5, 5), radius: 20, pieces: 4)
    #expect(circle.trimmed(from: 0, to: 1) == circle)
    #expect(circle.trimmed(from: -1, to: 3) == circle)
    #expect(circle.trimmed(from: 0, to: 1).length == circle.length)
}

@Test func trimEmptyRanges() {
    let line = Path([.move(to: Point(0, 0)), .line(to: Point(10, 0))])
    #expect(line.trimmed(from: 0.5, to: 0.5).isEmpty)
    #expect(line.trimmed(from: 0.7, to: 0.3).isEmpty)
    #expect(line.trimmed(from: .nan, to: 1).isEmpty)
    #expect(line.trimmed(from: 1, to: 2).isEmpty)
    #expect(Path().trimmed(from: 0.2, to: 0.4).isEmpty)
}

@Test func trimClampsFractions() {
    let line = Path([.move(to: Point(0, 0)), .line(to: Point(10, 0))])
    #expect(line.trimmed(from: -0.5, to: 0.5) == line.trimmed(from: 0, to: 0.5))
    #expect(line.trimmed(from: 0.5, to: 7) == line.trimmed(from: 0.5, to: 1))
}

@Test func trimClosedSubpathPartlyKeptBecomesOpen() {
    let square = polygon([Point(0, 0), Point(10, 0), Point(10, 10), Point(0, 10)])
    // The second half runs over the closing line, which becomes a line.
    #expect(
        sameElements(
            square.trimmed(from: 0.5, to: 1),
            [
                .move(to: Point(10, 10)), .line(to: Point(0, 10)), .line(to: Point(0, 0)),
            ]))
    #expect(
        sameElements(
            square.trimmed(from: 0.125, to: 0.5),
            [
                .move(to: Point(5, 0)), .line(to: Point(10, 0)), .line(to: Point(10, 10)),
            ]))
}

@Test func trimClosedSubpathKeptWholeStaysClosed() {
    var path = Path([.move(to: Point(-10, 0)), .line(to: Point(0, 0))])  // 10
    path.append(contentsOf: polygon([Point(0, 0), Point(10, 0), Point(10, 10), Point(0, 10)]))  // 40
    path.append(contentsOf: Path([.move(to: Point(0, 20)), .line(to: Point(50, 20))]))  // 50
    #expect(
        sameElements(
            path.trimmed(from: 0.05, to: 0.6),
            [
                .move(to: Point(-5, 0)), .line(to: Point(0, 0)),
                .move(to: Point(0, 0)), .line(to: Point(10, 0)), .line(to: Point(10, 10)),
                .line(to: Point(0, 10)), .close,
                .move(to: Point(0, 20)), .line(to: Point(10, 20)),
            ]))
}

@Test func trimMeasureOnceTrimManyTimes() {
    let circle = cubicCircle(center: .zero, radius: 30, pieces: 8)
    let measure = circle.measure()
    var pieces = Path()
    for i in 0..<10 {
        pieces.append(contentsOf: measure.trimmed(from: Double(i) / 10, to: Double(i + 1) / 10))
    }
    #expect(isClose(pieces.length, measure.totalLength, relative: 1e-9))
    #expect(isClose(measure.trimmed(fromDistance: 10, toDistance: 25).length, 15, relative: 1e-9))
}
