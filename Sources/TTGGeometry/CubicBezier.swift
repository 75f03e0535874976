/// A cubic Bézier curve: `start`, two control points, `end`.
public struct CubicBezier: ParametricCurve, Hashable {
    public var start: Point
    public var control1: Point
    public var control2: Point
    public var end: Point

    @inlinable public init(_ start: Point, _ control1: Point, _ control2: Point, _ end: Point) {
        self.start = start
        self.control1 = control1
        self.control2 = control2
        self.end = end
    }

    @inlinable public func point(at t: Double) -> Point {
        let mt = 1 - t
        let a = mt * mt * mt
        let b = 3 * mt * mt * t
        let c = 3 * mt * t * t
        let d = t * t * t
        return Point(
            a * start.x + b * control1.x + c * control2.x + d * end.x,
            a * start.y + b * control1.y + c * control2.y + d * end.y)
    }

    @inlinable public func derivative(at t: Double) -> Vector {
        let mt = 1 - t
        return (control1 - start) * (3 * mt * mt)
            + (control2 - control1) * (6 * mt * t)
            + (end - control2) * (3 * t * t)
    }

    /// The second derivative at `t`.
    @inlinable public func secondDerivative(at t: Double) -> Vector {
        let d1 = (control2 - control1) - (control1 - start)
        let d2 = (end - control2) - (control2 - control1)
        return d1 * (6 * (1 - t)) + d2 * (6 * t)
    }

    /// Blossoming gives the control points of any sub-range exactly (de Casteljau).
    public func subsegment(_ t0: Double, _ t1: Double) -> CubicBezier {
        CubicBezier(blossom(t0, t0, t0), blossom(t0, t0, t1), blossom(t0, t1, t1), blossom(t1, t1, t1))
    }

    /// The polar form of the curve: `blossom(t, t, t)` is `point(at: t)`.
    @inlinable func blossom(_ u: Double, _ v: Double, _ w: Double) -> Point {
        let a = start.lerp(to: control1, u)
        let b = control1.lerp(to: control2, u)
        let c = control2.lerp(to: end, u)
        let d = a.lerp(to: b, v)
        let e = b.lerp(to: c, v)
        return d.lerp(to: e, w)
    }

    public func applying(_ t: AffineTransform) -> CubicBezier {
        CubicBezier(t.apply(start), t.apply(control1), t.apply(control2), t.apply(end))
    }

    public var extremaParameters: [Double] {
        var ts: [Double] = []
        for (p0, p1, p2, p3) in [
            (start.x, control1.x, control2.x, end.x),
            (start.y, control1.y, control2.y, end.y),
        ] {
            // d/dt of the cubic, divided by 3: a t² + b t + c
            let a = -p0 + 3 * p1 - 3 * p2 + p3
            let b = 2 * (p0 - 2 * p1 + p2)
            let c = p1 - p0
            for t in solveQuadratic(a, b, c) where t > 0 && t < 1 { ts.append(t) }
        }
        return ts.sorted()
    }

    public var controlPoints: [Point] { [start, control1, control2, end] }
}
