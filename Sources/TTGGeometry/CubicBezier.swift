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
        let (ts, count) = extrema
        return (0..<count).map { ts[$0] }
    }

    /// ``extremaParameters`` without an array: the first `count` lanes, in increasing order.
    var extrema: (parameters: SIMD4<Double>, count: Int) {
        var ts = SIMD4<Double>()
        var count = 0
        func axis(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double) {
            // d/dt of the cubic, divided by 3: a t² + b t + c
            let a = -p0 + 3 * p1 - 3 * p2 + p3
            let b = 2 * (p0 - 2 * p1 + p2)
            let c = p1 - p0
            forEachQuadraticRoot(a, b, c) { t in
                guard t > 0 && t < 1 else { return }
                // Insertion keeps the lanes sorted.
                var i = count
                while i > 0 && ts[i - 1] > t {
                    ts[i] = ts[i - 1]
                    i -= 1
                }
                ts[i] = t
                count += 1
            }
        }
        axis(start.x, control1.x, control2.x, end.x)
        axis(start.y, control1.y, control2.y, end.y)
        return (ts, count)
    }

    /// The tight bounding box (``ParametricCurve/bounds``), without an array.
    ///
    /// The curve lies in the hull of its control points: when both control points are in the
    /// end points' box, so is the whole curve, and that box is the answer without solving for
    /// extrema (an extremum's point, computed, could only stray from it by rounding).
    public var bounds: Rect {
        var box = Rect(corner: start, end)
        if box.contains(control1), box.contains(control2) { return box }
        let (ts, count) = extrema
        for i in 0..<count { box = box.union(point(at: ts[i])) }
        return box
    }

    /// The control polygon's box (``ParametricCurve/controlBounds``, the same box), without an array.
    public var controlBounds: Rect {
        Rect(origin: start, size: .zero).union(control1).union(control2).union(end)
    }

    public var controlPoints: [Point] { [start, control1, control2, end] }
}
