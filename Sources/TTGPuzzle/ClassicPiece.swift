import Foundation
import TTGGeometry

/// The classic jigsaw piece: a square body with round knobs on narrow necks.
///
/// The box is 100 × 100 units. The body fills its lower-right three quarters
/// (25…100 on both axes); knobs stick out of the top and left edges up to the
/// box's edges, and sockets of the same profile are cut into the bottom and
/// right edges. Every edge is traced clockwise (on screen, y down) from one
/// body corner to the next, so the knob profile below is written once.
public enum ClassicPiece {
    /// The outline, 100 × 100 units, built from lines and cubic Bezier curves.
    public static let path: Path = {
        let a = Point(25, 25)
        let b = Point(100, 25)
        let c = Point(100, 100)
        let d = Point(25, 100)
        var path = Path()
        path.move(to: a)
        appendEdge(to: &path, from: a, to: b, direction: 1)  // top: knob
        appendEdge(to: &path, from: b, to: c, direction: -1)  // right: socket
        appendEdge(to: &path, from: c, to: d, direction: -1)  // bottom: socket
        appendEdge(to: &path, from: d, to: a, direction: 1)  // left: knob
        path.close()
        return path
    }()

    // The knob profile, in units of the edge's length: u along the edge (0…1),
    // v away from the body. The head is a circle whose top touches v = 1/3
    // (the box's edge); the neck narrows to about 40% of the head's width.

    /// The radius of the head.
    static let headRadius = 0.135
    /// Where the head's center sits away from the edge.
    static let headCenter = 1.0 / 3.0 - headRadius
    /// Where the head meets the neck on the left, in degrees (v up): 235° is
    /// below-left of the center, so the neck pinches in under the head.
    static let neckAngle = 235.0
    /// Where the edge leaves its straight part for the neck.
    static let shoulder = 0.335
    /// How far the shoulder's curve keeps the edge's direction.
    static let shoulderPull = 0.085
    /// How far the neck's curve keeps the head's tangent.
    static let neckPull = 0.075

    /// Appends one edge from `start` to `end` (the current point is `start`),
    /// with a knob (`direction` 1, outward) or a socket (-1, inward).
    static func appendEdge(to path: inout Path, from start: Point, to end: Point, direction: Double) {
        let along = end - start
        // Outward for a clockwise outline on screen: the edge direction turned a quarter counterclockwise.
        let outward = Vector(along.dy, -along.dx) * direction
        func place(_ u: Double, _ v: Double) -> Point { start + along * u + outward * v }

        let radians = neckAngle * .pi / 180
        let join = (u: 0.5 + headRadius * cos(radians), v: headCenter + headRadius * sin(radians))
        // Travelling clockwise over the head (v up) the tangent at angle φ is (sin φ, −cos φ).
        let tangent = (u: sin(radians), v: -cos(radians))

        path.line(to: place(shoulder, 0))
        path.cubic(
            to: place(join.u, join.v),
            control1: place(shoulder + shoulderPull, 0),
            control2: place(join.u - neckPull * tangent.u, join.v - neckPull * tangent.v))
        // The head: a circular arc from the left join over the top to the mirrored right join.
        let startAngle = neckAngle
        let sweep = -(2 * neckAngle - 180)  // down through 90° to 180° − neckAngle
        let pieces = 4
        for i in 0..<pieces {
            let a0 = (startAngle + sweep * Double(i) / Double(pieces)) * .pi / 180
            let a1 = (startAngle + sweep * Double(i + 1) / Double(pieces)) * .pi / 180
            let k = 4.0 / 3.0 * tan((a1 - a0) / 4) * headRadius
            let p0 = (u: 0.5 + headRadius * cos(a0), v: headCenter + headRadius * sin(a0))
            let p1 = (u: 0.5 + headRadius * cos(a1), v: headCenter + headRadius * sin(a1))
            path.cubic(
                to: place(p1.u, p1.v),
                control1: place(p0.u - k * sin(a0), p0.v + k * cos(a0)),
                control2: place(p1.u + k * sin(a1), p1.v - k * cos(a1)))
        }
        // The mirror image of the left neck.
        path.cubic(
            to: place(1 - shoulder, 0),
            control1: place(1 - (join.u - neckPull * tangent.u), join.v - neckPull * tangent.v),
            control2: place(1 - (shoulder + shoulderPull), 0))
        path.line(to: end)
    }
}
