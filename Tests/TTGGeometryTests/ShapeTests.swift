import Foundation
import TTGGeometry
import Testing

/// Every point of every element: ends and control points.
private func allPoints(_ path: Path) -> [Point] {
    path.elements.flatMap { e -> [Point] in
        switch e {
        case .move(let p), .line(let p): [p]
        case .quad(let p, let c): [c, p]
        case .cubic(let p, let c1, let c2): [c1, c2, p]
        case .close: []
        }
    }
}

/// The box around the points, compared with a rectangle edge by edge.
private func controlBoundsEqual(_ path: Path, _ rect: Rect) -> Bool {
    let points = allPoints(path)
    return points.map(\.x).min() == rect.minX && points.map(\.x).max() == rect.maxX
        && points.map(\.y).min() == rect.minY && points.map(\.y).max() == rect.maxY
}

/// Twice the signed area of the polygon through the segment ends: positive when
/// the path runs clockwise on a y-down screen.
private func orientation(_ path: Path) -> Double {
    let ends = path.segments.map(\.end)
    return zip(ends, ends.dropFirst() + ends.prefix(1)).reduce(0) { $0 + $1.0.x * $1.1.y - $1.1.x * $1.0.y }
}

private func count(_ path: Path, _ kind: (PathElement) -> Bool) -> Int { path.elements.filter(kind).count }
private func isLine(_ e: PathElement) -> Bool { if case .line = e { true } else { false } }
private func isCubic(_ e: PathElement) -> Bool { if case .cubic = e { true } else { false } }

// MARK: - Rectangles

@Test func rectStartsTopLeftAndRunsClockwise() {
    let path = Path(rect: Rect(x: 1, y: 2, width: 30, height: 40))
    #expect(
        path.elements == [
            .move(to: Point(1, 2)), .line(to: Point(31, 2)), .line(to: Point(31, 42)),
            .line(to: Point(1, 42)), .close,
        ])
    #expect(path.segments.count == 4)  // the close draws the fourth side
    #expect(orientation(path) > 0)
}

@Test func rectWithNegativeSizeIsStandardized() {
    let path = Path(rect: Rect(x: 31, y: 42, width: -30, height: -40))
    #expect(path == Path(rect: Rect(x: 1, y: 2, width: 30, height: 40)))
}

// MARK: - Rounded rectangles

@Test func roundedRectRadiusIsClampedToHalfTheShorterSide() {
    let rect = Rect(x: 10, y: 20, width: 100, height: 40)
    let path = Path(roundedRect: rect, cornerRadius: 50)
    #expect(path == Path(roundedRect: rect, cornerRadius: 20))
    #expect(path.elements.first == .move(to: Point(30, 20)))
    #expect(controlBoundsEqual(path, rect))
    // Top and bottom edges; the 0-long left and right edges are left out.
    #expect(count(path, isLine) == 2)
    #expect(count(path, isCubic) == 8)
    #expect(path.elements.last == .close)
    #expect(path.currentPoint == Point(30, 20))
    #expect(orientation(path) > 0)
}

@Test func roundedRectCornersAreQuarterCircles() {
    let rect = Rect(x: 0, y: 0, width: 100, height: 50)
    let path = Path(roundedRect: rect, cornerRadius: 10)
    #expect(count(path, isLine) == 4)
    #expect(count(path, isCubic) == 8)
    let centers = [Point(90, 10), Point(90, 40), Point(10, 40), Point(10, 10)]
    let corners = path.segments.compactMap { if case .cubic(let c) = $0 { c } else { nil } }
    for (i, cubic) in corners.enumerated() {
        let center = centers[i / 2]
        for t in stride(from: 0.0, through: 1, by: 0.05) {
            #expect(abs(cubic.point(at: t).distance(to: center) - 10) <= 5e-5)
        }
    }
    #expect(corners[1].end == Point(100, 10))
    #expect(corners[3].end == Point(90, 50))
    #expect(corners[5].end == Point(0, 40))
    #expect(corners[7].end == Point(10, 0))
}

@Test func roundedRectBoundsAreExactForAwkwardNumbers() {
    let rect = Rect(x: 0.1, y: 0.2, width: 0.7, height: 1.0 / 3)
    for radius in [0.05, 0.1, 1.0 / 6, 1] {
        #expect(controlBoundsEqual(Path(roundedRect: rect, cornerRadius: radius), rect))
    }
}

@Test func roundedRectWithZeroRadiusIsARect() {
    let rect = Rect(x: 1, y: 2, width: 3, height: 4)
    #expect(Path(roundedRect: rect, cornerRadius: 0) == Path(rect: rect))
    #expect(Path(roundedRect: rect, cornerRadius: -5) == Path(rect: rect))
}

// MARK: - Ovals and circles

@Test func ovalStartsAtTheRightAndRunsClockwise() {
    let rect = Rect(x: 1, y: 2, width: 30, height: 10)
    let path = Path(ovalIn: rect)
    #expect(path.elements.first == .move(to: Point(31, 7)))
    #expect(count(path, isCubic) == 8)
    #expect(path.elements.last == .close)
    #expect(path.currentPoint == Point(31, 7))
    #expect(path.segments.count == 8)  // ends where it starts: no closing line
    #expect(path.segments[1].end == Point(16, 12))  // the bottom after a quarter turn
    #expect(orientation(path) > 0)
}

@Test func ovalControlPointsLieInsideTheRect() {
    for rect in [
        Rect(x: 1, y: 2, width: 30, height: 10),
        Rect(x: 0.1, y: 0.2, width: 0.7, height: 1.0 / 3),
        Rect(x: -1e6, y: 3.3, width: 1e-3, height: 7e5),
    ] {
        let path = Path(ovalIn: rect)
        #expect(allPoints(path).allSatisfy(rect.contains))
        #expect(controlBoundsEqual(path, rect))
    }
}

@Test func ovalPointsLieOnTheEllipse() {
    let rect = Rect(x: -4, y: 6, width: 8, height: 2)
    for segment in Path(ovalIn: rect).segments {
        for t in stride(from: 0.0, through: 1, by: 0.05) {
            let p = segment.point(at: t)
            let u = (p.x - rect.midX) / 4
            let v = (p.y - rect.midY) / 1
            #expect(abs((u * u + v * v).squareRoot() - 1) <= 5e-6)
        }
    }
}

@Test func circleStartsAtTheRightAndMatchesTheOval() {
    let path = Path(circleCenter: Point(5, 6), radius: 2)
    #expect(path.elements.first == .move(to: Point(7, 6)))
    #expect(count(path, isCubic) == 8)
    #expect(path.currentPoint == Point(7, 6))
    #expect(orientation(path) > 0)
    let oval = Path(ovalIn: Rect(x: 3, y: 4, width: 4, height: 4))
    for (p, q) in zip(allPoints(path), allPoints(oval)) { #expect(p.distance(to: q) <= 1e-12) }
}
