import Foundation

extension Arc {
    /// The arc of SVG's endpoint parameterization, converted to center
    /// parameterization as in SVG 1.1's implementation notes (F.6.5 and F.6.6).
    ///
    /// The arc runs from `start` to `end` on an ellipse with the given radii whose
    /// x axis is turned by `xAxisRotation` radians. Of the four candidate arcs,
    /// `largeArc` picks one sweeping more than 180°, and `sweep` picks one drawn
    /// in the positive-angle direction (clockwise on a y-down screen). Negative
    /// radii count as their absolute values; radii too small to span the two
    /// endpoints grow in proportion until they just do (the correction Λ).
    ///
    /// Returns nil when SVG draws no arc: when `start == end` (nothing is drawn)
    /// or when a radius is zero (a straight line is drawn instead).
    public init?(
        svgFrom start: Point, to end: Point, radii: Vector, xAxisRotation: Double,
        largeArc: Bool, sweep: Bool
    ) {
        var rx = abs(radii.dx)
        var ry = abs(radii.dy)
        guard start != end, rx > 0, ry > 0 else { return nil }
        let axis = unitCirclePoint(xAxisRotation)
        let cs = axis.x
        let sn = axis.y

        // F.6.5.1: half the chord, in the ellipse's own axes.
        let hx = (start.x - end.x) / 2
        let hy = (start.y - end.y) / 2
        let x1 = cs * hx + sn * hy
        let y1 = -sn * hx + cs * hy

        // F.6.6.2–3: grow radii that cannot reach both endpoints.
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 {
            let scale = lambda.squareRoot()
            rx *= scale
            ry *= scale
        }

        // F.6.5.2: the center in the ellipse's axes, on the side the flags choose.
        let rx2 = rx * rx
        let ry2 = ry * ry
        let numerator = rx2 * ry2 - rx2 * y1 * y1 - ry2 * x1 * x1
        let denominator = rx2 * y1 * y1 + ry2 * x1 * x1
        var factor = (max(0, numerator) / denominator).squareRoot()
        if !factor.isFinite { factor = 0 }
        if largeArc == sweep { factor = -factor }
        let cx1 = factor * rx * y1 / ry
        let cy1 = -factor * ry * x1 / rx

        // F.6.5.3: back to user space.
        let center = Point(
            cs * cx1 - sn * cy1 + (start.x + end.x) / 2,
            sn * cx1 + cs * cy1 + (start.y + end.y) / 2)

        // F.6.5.5–6: the start angle and the sweep, signed by the sweep flag.
        let u = Vector((x1 - cx1) / rx, (y1 - cy1) / ry)
        let v = Vector((-x1 - cx1) / rx, (-y1 - cy1) / ry)
        var delta = atan2(u.cross(v), u.dot(v))
        if sweep && delta < 0 {
            delta += 2 * Double.pi
        } else if !sweep && delta > 0 {
            delta -= 2 * Double.pi
        }
        self.init(
            center: center, radii: Vector(rx, ry), startAngle: u.angle,
            sweepAngle: delta, xAxisRotation: xAxisRotation)
    }
}
