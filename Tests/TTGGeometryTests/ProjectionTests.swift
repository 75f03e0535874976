import Foundation
import TTGGeometry
import Testing

/// `perspective(d) rotateY(a)` as a 4×4 matrix written out here, independent of the
/// library: the product P · R of the perspective and the turn about y.
private func perspectiveRotateY(distance d: Double, degrees: Double) -> [[Double]] {
    let a = degrees * Double.pi / 180
    let p: [[Double]] = [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, -1 / d, 1]]
    let r: [[Double]] = [[cos(a), 0, sin(a), 0], [0, 1, 0, 0], [-sin(a), 0, cos(a), 0], [0, 0, 0, 1]]
    return (0..<4).map { i in (0..<4).map { j in (0..<4).reduce(0) { $0 + p[i][$1] * r[$1][j] } } }
}

/// (x, y, 0, 1) through a 4×4 matrix, divided by w.
private func project(_ m: [[Double]], _ p: Point) -> Point {
    let v = (0..<4).map { m[$0][0] * p.x + m[$0][1] * p.y + m[$0][3] }
    return Point(v[0] / v[3], v[1] / v[3])
}

@Test func projectedPointsMatchTheMatrix() throws {
    for (text, d, a) in [("perspective(400) rotateY(60)", 400.0, 60.0), ("perspective(250) rotateY(-30deg)", 250, -30)]
    {
        let map = try TransformList(parsing: text).projectiveTransform
        let m = perspectiveRotateY(distance: d, degrees: a)
        for p in [Point(0, 0), Point(100, 0), Point(-80, 50), Point(30, -120)] {
            #expect(map.apply(p).distance(to: project(m, p)) < 1e-9)
        }
    }
    // rotateX and rotate3d about x agree; rotate3d about z is the plane turn.
    let x = try TransformList(parsing: "perspective(300) rotateX(40)").projectiveTransform
    let x3 = try TransformList(parsing: "perspective(300) rotate3d(2, 0, 0, 40deg)").projectiveTransform
    let z = try #require(try TransformList(parsing: "rotate3d(0, 0, 1, 90)").projectiveTransform.affineTransform)
    #expect(x.apply(Point(20, 30)).distance(to: x3.apply(Point(20, 30))) < 1e-12)
    #expect(z.apply(Point(1, 0)).distance(to: Point(0, 1)) < 1e-15)
}

@Test func projectedCurvesStayWithinTolerance() throws {
    // A circle of radius 100 about the origin (four cubics) and a wavy cubic, turned away in perspective.
    var wave = Path()
    wave.move(to: Point(-120, 40))
    wave.cubic(to: Point(120, 40), control1: Point(-40, -160), control2: Point(40, 240))
    wave.quad(to: Point(-120, 40), control: Point(0, 140))
    for source in [cubicCircle(center: .zero, radius: 100, pieces: 4), wave] {
        for (d, a) in [(400.0, 60.0), (300, 75), (600, -40)] {
            let map = try TransformList(parsing: "perspective(\(d)) rotateY(\(a))").projectiveTransform
            let m = perspectiveRotateY(distance: d, degrees: a)
            let projected = try #require(source.projected(by: map, tolerance: 0.05))
            let segments = projected.segments
            var worst = 0.0
            var worstBack = 0.0
            // Every point of the true projection is near the result…
            for segment in source.segments {
                for i in 0...400 {
                    let truth = project(m, segment.point(at: Double(i) / 400))
                    worst = max(worst, segments.map { $0.nearestDistance(to: truth, accuracy: 1e-6) }.min()!)
                }
            }
            // …and every point of the result is near the true projection (a dense polyline of it).
            let truePolyline = source.segments.flatMap { s in
                (0...1000).map { project(m, s.point(at: Double($0) / 1000)) }
            }
            for segment in segments {
                for i in 0...8 {
                    let q = segment.point(at: Double(i) / 8)
                    let nearest = zip(truePolyline, truePolyline.dropFirst()).map {
                        PathSegment.line(Line($0, $1)).nearestDistance(to: q)
                    }.min()!
                    worstBack = max(worstBack, nearest)
                }
            }
            #expect(worst <= 0.05 + 1e-3, "perspective(\(d)) rotateY(\(a)): \(worst)")
            #expect(worstBack <= 0.05 + 1e-3, "perspective(\(d)) rotateY(\(a)): back \(worstBack)")
        }
    }
    let square = Path([.move(to: Point(0, 0)), .line(to: Point(100, 0)), .line(to: Point(100, 100)), .close])
    let turned = try #require(
        square.projected(by: try TransformList(parsing: "perspective(500) rotateX(30)").projectiveTransform))
    // Lines stay lines, their end points exactly projected.
    #expect(turned.elements.count == square.elements.count)
    #expect(
        turned.elements.allSatisfy { if case .quad = $0 { false } else if case .cubic = $0 { false } else { true } })
    // Behind the viewer: no projection.
    #expect(square.projected(by: try TransformList(parsing: "perspective(50) rotateY(-80)").projectiveTransform) == nil)
}

@Test func mirroredWhenTheBackFaces() throws {
    for (degrees, back) in [(0.0, false), (60, false), (100, true), (180, true), (260, true), (280, false)] {
        let map = try TransformList(parsing: "perspective(1000) rotateY(\(degrees))").projectiveTransform
        #expect(map.isMirrored(at: Point(10, 10)) == back, "\(degrees)°")
    }
}
