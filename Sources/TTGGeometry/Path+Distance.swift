extension Path {
    /// The least distance between this path's curves and `other`'s (0 where they cross),
    /// measured on both flattened within `tolerance`, so exact to about that much.
    ///
    /// The curves only: a path lying wholly inside another's filled area is as far from it
    /// as from its edge; ask ``contains(_:rule:)`` for that.
    public func curveDistance(to other: Path, tolerance: Double = 0.05) -> Double {
        let mine = flattened(tolerance: tolerance)
        let theirs = other.flattened(tolerance: tolerance)
        var best = Double.infinity
        for a in mine {
            for b in theirs {
                best = min(best, Self.distance(a, b, within: best))
                if best == 0 { return 0 }
            }
        }
        return best
    }

    /// The least distance between two polylines, or `bound` when they are no closer than it.
    private static func distance(_ a: [Point], _ b: [Point], within bound: Double) -> Double {
        var best = bound
        // Bounding boxes farther apart than the bound hold nothing nearer.
        func span(_ points: [Point], _ value: (Point) -> Double) -> ClosedRange<Double> {
            let values = points.map(value)
            return (values.min() ?? 0)...(values.max() ?? 0)
        }
        func apart(_ u: ClosedRange<Double>, _ v: ClosedRange<Double>) -> Double {
            max(0, u.lowerBound - v.upperBound, v.lowerBound - u.upperBound)
        }
        let gapX = apart(span(a, \.x), span(b, \.x))
        let gapY = apart(span(a, \.y), span(b, \.y))
        guard (gapX * gapX + gapY * gapY).squareRoot() < best else { return best }
        for (p, q) in zip(a, a.dropFirst()) where a.count > 1 {
            for (r, s) in zip(b, b.dropFirst()) where b.count > 1 {
                best = min(best, segmentDistance(p, q, r, s))
            }
        }
        // A polyline of one point (a move alone, or a dot).
        if a.count == 1 { best = min(best, b.map { $0.distance(to: a[0]) }.min() ?? best) }
        if b.count == 1 { best = min(best, a.map { $0.distance(to: b[0]) }.min() ?? best) }
        return best
    }

    /// The distance between the segments pq and rs: 0 when they cross, else the least of
    /// each end's distance to the other segment.
    private static func segmentDistance(_ p: Point, _ q: Point, _ r: Point, _ s: Point) -> Double {
        func side(_ a: Point, _ b: Point, _ c: Point) -> Double { (b - a).cross(c - a) }
        let (d1, d2) = (side(p, q, r), side(p, q, s))
        let (d3, d4) = (side(r, s, p), side(r, s, q))
        if ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0)) { return 0 }
        return min(
            pointDistance(r, p, q), pointDistance(s, p, q), pointDistance(p, r, s), pointDistance(q, r, s))
    }

    /// The distance from `c` to the segment ab.
    private static func pointDistance(_ c: Point, _ a: Point, _ b: Point) -> Double {
        let ab = b - a
        let length = ab.dot(ab)
        let t = length == 0 ? 0 : max(0, min(1, (c - a).dot(ab) / length))
        return c.distance(to: a + ab * t)
    }
}
