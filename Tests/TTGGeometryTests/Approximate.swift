import Foundation
import TTGGeometry

/// True when `a` and `b` differ by at most `absolute` or by at most `relative`
/// times the larger magnitude.
func isClose(_ a: Double, _ b: Double, absolute: Double = 0, relative: Double = 0) -> Bool {
    let difference = abs(a - b)
    return difference <= absolute || difference <= relative * max(abs(a), abs(b))
}

/// True when the points are at most `tolerance` apart.
func isClose(_ a: Point, _ b: Point, tolerance: Double) -> Bool {
    a.distance(to: b) <= tolerance
}

/// A circle of radius `r` about `center` made of `n` cubics, each spanning 2π/n with
/// handles of length k·r, k = 4/3·tan(θ/4): the usual approximation, exact at the
/// end points and tangents, drawn clockwise on a y-down screen.
func cubicCircle(center: Point, radius r: Double, pieces n: Int) -> Path {
    let theta = 2 * Double.pi / Double(n)
    let k = 4.0 / 3.0 * tan(theta / 4)
    func at(_ angle: Double) -> Point { Point(center.x + r * cos(angle), center.y + r * sin(angle)) }
    func tangent(_ angle: Double) -> Vector { Vector(-sin(angle), cos(angle)) * (k * r) }
    var path = Path()
    path.move(to: at(0))
    for i in 0..<n {
        let a0 = theta * Double(i)
        let a1 = theta * Double(i + 1)
        path.cubic(to: at(a1), control1: at(a0) + tangent(a0), control2: at(a1) - tangent(a1))
    }
    path.close()
    return path
}

/// A polygon through `points`, closed.
func polygon(_ points: [Point]) -> Path {
    var path = Path()
    path.move(to: points[0])
    for p in points.dropFirst() { path.line(to: p) }
    path.close()
    return path
}
