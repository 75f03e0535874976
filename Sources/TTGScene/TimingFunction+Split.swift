extension TimingFunction {
    /// The part of the curve between the times `x0` and `x1` (0 ≤ x0 < x1 ≤ 1), itself a timing
    /// curve: stretched back to 0…1 in time and in progress, so that
    /// `part.progress(u)` is `(progress(x0 + u·(x1 − x0)) − progress(x0)) / (progress(x1) − progress(x0))`.
    ///
    /// A piece of a cubic Bézier is a cubic Bézier (de Casteljau), so the part is exact.
    /// Nil when the curve makes no progress over the stretch (the part would divide by zero)
    /// or the piece's control points leave 0…1 in time.
    public func part(fromTime x0: Double, toTime x1: Double) -> TimingFunction? {
        part(fromParameter: curveParameter(atTime: x0), toParameter: curveParameter(atTime: x1))
    }

    /// The part of the curve between the progress levels `y0` and `y1`, for a curve whose
    /// progress only grows (y1 and y2 in 0…1); nil otherwise. This is what a keyframe segment
    /// from `y0` to `y1` of a whole-cycle curve plays.
    public func part(fromProgress y0: Double, toProgress y1: Double) -> TimingFunction? {
        guard (0...1).contains(self.y1), (0...1).contains(self.y2) else { return nil }
        return part(fromParameter: curveParameter(atProgress: y0), toParameter: curveParameter(atProgress: y1))
    }

    /// The time (x) at which the curve reaches progress `y`, for a curve whose progress only grows.
    public func time(atProgress y: Double) -> Double {
        Self.coordinate(curveParameter(atProgress: y), x1, x2)
    }

    private func part(fromParameter t0: Double, toParameter t1: Double) -> TimingFunction? {
        let controls = [(0.0, 0.0), (x1, y1), (x2, y2), (1.0, 1.0)]
        let piece = Self.split(controls, from: t0, to: t1)
        let (sx, sy) = piece[0]
        let (ex, ey) = piece[3]
        guard ex - sx > 1e-12, ey - sy != 0 else { return nil }
        func normalized(_ p: (Double, Double)) -> (Double, Double) { ((p.0 - sx) / (ex - sx), (p.1 - sy) / (ey - sy)) }
        let c1 = normalized(piece[1])
        let c2 = normalized(piece[2])
        let clamp = { (x: Double) in min(1, max(0, x)) }  // rounding can push an x a hair outside
        guard c1.0 > -1e-9, c1.0 < 1 + 1e-9, c2.0 > -1e-9, c2.0 < 1 + 1e-9 else { return nil }
        return try? TimingFunction(controlPoints: clamp(c1.0), c1.1, clamp(c2.0), c2.1)
    }

    /// The curve parameter t at time x (x(t) grows on 0…1), by bisection to 2⁻⁵².
    func curveParameter(atTime x: Double) -> Double {
        Self.solve(target: min(1, max(0, x))) { Self.coordinate($0, x1, x2) }
    }

    private func curveParameter(atProgress y: Double) -> Double {
        Self.solve(target: min(1, max(0, y))) { Self.coordinate($0, y1, y2) }
    }

    /// The t in 0…1 where the increasing function `f` reaches `target`.
    private static func solve(target: Double, _ f: (Double) -> Double) -> Double {
        if target <= 0 { return 0 }
        if target >= 1 { return 1 }
        var low = 0.0
        var high = 1.0
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if f(middle) < target { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }

    private static func coordinate(_ t: Double, _ c1: Double, _ c2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * c1 + 3 * u * t * t * c2 + t * t * t
    }

    /// The control points of the piece of a cubic between parameters t0 < t1.
    private static func split(_ p: [(Double, Double)], from t0: Double, to t1: Double) -> [(Double, Double)] {
        func lerp(_ a: (Double, Double), _ b: (Double, Double), _ t: Double) -> (Double, Double) {
            (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t)
        }
        // The curve cut at t: the control points before and after (de Casteljau).
        func cut(_ q: [(Double, Double)], at t: Double) -> (before: [(Double, Double)], after: [(Double, Double)]) {
            let a = lerp(q[0], q[1], t)
            let b = lerp(q[1], q[2], t)
            let c = lerp(q[2], q[3], t)
            let d = lerp(a, b, t)
            let e = lerp(b, c, t)
            let point = lerp(d, e, t)
            return ([q[0], a, d, point], [point, e, c, q[3]])
        }
        // The part after t0, and of that the part before t1 (re-measured on the remaining piece).
        let tail = cut(p, at: t0).after
        return t0 >= 1 ? tail : cut(tail, at: (t1 - t0) / (1 - t0)).before
    }

    /// The same curve played backward in time: (1 − x2, 1 − y2, 1 − x1, 1 − y1), what an
    /// autoreversed animation plays on its way back.
    public var reversed: TimingFunction {
        (try? TimingFunction(controlPoints: 1 - x2, 1 - y2, 1 - x1, 1 - y1)) ?? self
    }
}
