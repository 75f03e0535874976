/// A quadratic Bézier curve: `start`, one `control` point, `end`.
public struct QuadBezier: ParametricCurve, Hashable {
    public var start: Point
    public var control: Point
    public var end: Point

    @inlinable public init(_ start: Point, _ control: Point, _ end: Point) {
        self.start = start
        self.control = control
        self.end = end
    }

    @inlinable public func point(at t: Double) -> Point {
        let mt = 1 - t
        let a = mt * mt
        let b = 2 * mt * t
        let c = t * t
        return Point(
            a * start.x + b * control.x + c * end.x,
            a * start.y + b * control.y + c * end.y)
    }

    @inlinable public func derivative(at t: Double) -> Vector {
        let mt = 1 - t
        return (control - start) * (2 * mt) + (end - control) * (2 * t)
    }

    /// Blossoming gives the control point of any sub-range exactly.
    public func subsegment(_ t0: Double, _ t1: Double) -> QuadBezier {
        let p0 = point(at: t0)
        let p2 = point(at: t1)
        // Control point = blossom(t0, t1).
        let a = start.lerp(to: control, t0)
        let b = control.lerp(to: end, t0)
        let c = a.lerp(to: b, t1)
        return QuadBezier(p0, c, p2)
    }

    public func applying(_ t: AffineTransform) -> QuadBezier {
        QuadBezier(t.apply(start), t.apply(control), t.apply(end))
    }

    public var extremaParameters: [Double] {
        var ts: [Double] = []
        for (p0, p1, p2) in [(start.x, control.x, end.x), (start.y, control.y, end.y)] {
            let denom = p0 - 2 * p1 + p2
            if denom != 0 {
                let t = (p0 - p1) / denom
                if t > 0 && t < 1 { ts.append(t) }
            }
        }
        return ts.sorted()
    }

    public var controlPoints: [Point] { [start, control, end] }

    /// The same curve as an exactly equivalent cubic (degree elevation).
    public var cubic: CubicBezier {
        CubicBezier(
            start,
            start + (control - start) * (2.0 / 3.0),
            end + (control - end) * (2.0 / 3.0),
            end)
    }
}
