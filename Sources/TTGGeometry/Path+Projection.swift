extension Path {
    /// The path through a projective map, within `tolerance` points of the true projection.
    ///
    /// Lines stay lines (a projective map keeps them straight), so their end points are
    /// exact. Each curve becomes cubics: a piece of it goes to the cubic with the projected
    /// end points and the projected tangents (the chain rule through the map), and the piece
    /// is halved until that cubic is within `tolerance` of the projected piece at 15 evenly
    /// spaced parameters (at most 2¹² pieces a curve). Nil when part of the path is at or
    /// behind the viewer (the map's weight is not positive at some control point; the weight is
    /// linear, so positive control points keep the whole curve in front).
    public func projected(by map: ProjectiveTransform, tolerance: Double = 0.05) -> Path? {
        if let affine = map.affineTransform { return applying(affine) }
        for element in elements {
            let points: [Point]
            switch element {
            case .move(let p), .line(let p): points = [p]
            case .quad(let p, let c): points = [p, c]
            case .cubic(let p, let c1, let c2): points = [p, c1, c2]
            case .close: points = []
            }
            guard points.allSatisfy({ map.weight(at: $0) > 0 }) else { return nil }
        }
        var result = Path()
        for subpath in subpaths {
            result.move(to: map.apply(subpath.start))
            for segment in subpath.segments {
                if case .line(let line) = segment {
                    result.line(to: map.apply(line.end))
                } else {
                    for cubic in segment.projectedCubics(map, from: 0, to: 1, tolerance: tolerance, depth: 0) {
                        result.append(cubic.element)
                    }
                }
            }
            if subpath.isClosed { result.close() }
        }
        return result
    }
}

extension PathSegment {
    /// The piece from `t0` to `t1` through `map`, as cubics within `tolerance`.
    fileprivate func projectedCubics(
        _ map: ProjectiveTransform, from t0: Double, to t1: Double, tolerance: Double, depth: Int
    ) -> [PathSegment] {
        let start = point(at: t0)
        let end = point(at: t1)
        let span = t1 - t0
        let p0 = map.apply(start)
        let p3 = map.apply(end)
        let d0 = map.apply(derivative(at: t0) * span, at: start)
        let d1 = map.apply(derivative(at: t1) * span, at: end)
        let cubic = CubicBezier(p0, p0 + d0 / 3, p3 - d1 / 3, p3)
        let error = (1..<16).map { i -> Double in
            let s = Double(i) / 16
            return cubic.point(at: s).distance(to: map.apply(point(at: t0 + s * span)))
        }.max()!
        guard error > tolerance, depth < 12 else { return [.cubic(cubic)] }
        let mid = (t0 + t1) / 2
        return projectedCubics(map, from: t0, to: mid, tolerance: tolerance, depth: depth + 1)
            + projectedCubics(map, from: mid, to: t1, tolerance: tolerance, depth: depth + 1)
    }
}
