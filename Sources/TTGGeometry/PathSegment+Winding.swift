extension PathSegment {
    /// This segment's contribution to the winding number of `p`: the signed count of
    /// its crossings of the horizontal ray from `p` toward +x.
    ///
    /// The segment is cut at its extrema into monotonic pieces, without flattening.
    /// A piece counts when `p.y` lies in its half-open y range `[min, max)` and it
    /// crosses the ray strictly right of `p`: +1 when it runs toward +y (down on
    /// screen), −1 toward −y. Horizontal pieces never count. Adjacent pieces share the
    /// same end point values, and the half-open ranges make a ray through a vertex
    /// count once where the path passes it and zero or two times where it turns back.
    func winding(at p: Point) -> Int {
        let points = controlPoints
        let ys = points.map(\.y)
        let xs = points.map(\.x)
        guard p.y >= ys.min()!, p.y <= ys.max()!, p.x < xs.max()! else { return 0 }
        let ts = [0.0] + extremaParameters + [1.0]
        var winding = 0
        var previous = start
        for (index, t) in ts.enumerated().dropFirst() {
            let next = index == ts.count - 1 ? end : point(at: t)
            defer { previous = next }
            let direction: Int
            if previous.y <= p.y && p.y < next.y {
                direction = 1
            } else if next.y <= p.y && p.y < previous.y {
                direction = -1
            } else {
                continue
            }
            if p.x < xs.min()! || crossingX(y: p.y, from: ts[index - 1], previous, to: t, next) > p.x {
                winding += direction
            }
        }
        return winding
    }

    /// The x where the monotonic piece between parameters `t0` and `t1` (with
    /// points `p0`, `p1`) meets the line at height `y`, which lies in its y range.
    private func crossingX(y: Double, from t0: Double, _ p0: Point, to t1: Double, _ p1: Point) -> Double {
        if case .line = self {
            return p0.x + (p1.x - p0.x) * ((y - p0.y) / (p1.y - p0.y))
        }
        // Bisection on the monotonic y(t); 64 halvings narrow t to below 10⁻¹⁹.
        var lo = t0
        var hi = t1
        let rising = p1.y > p0.y
        for _ in 0..<64 {
            let mid = (lo + hi) / 2
            guard mid > lo && mid < hi else { break }
            if (point(at: mid).y < y) == rising { lo = mid } else { hi = mid }
        }
        return point(at: (lo + hi) / 2).x
    }
}
