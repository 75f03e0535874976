extension PathSegment {
    /// A bound on how far the curve strays from its chord: `|B(t) − L(t)|` for every
    /// `t`, where `L(t)` runs along the chord at constant speed.
    ///
    /// For degree `n` and second differences of control points at most `M` long
    /// (`|P₀ − 2P₁ + P₂|`, …), the bound is `n(n−1)/8 · M`: `¾·M` for cubics, `¼·M`
    /// for quads, 0 for lines.
    public var chordDeviationBound: Double {
        switch self {
        case .line:
            return 0
        case .quad(let q):
            return 0.25 * ((q.end - q.control) - (q.control - q.start)).length
        case .cubic(let c):
            let d1 = (c.control2 - c.control1) - (c.control1 - c.start)
            let d2 = (c.end - c.control2) - (c.control2 - c.control1)
            return 0.75 * max(d1.length, d2.length)
        }
    }

    /// How many equal parameter steps keep every chord within `tolerance` of the
    /// curve, by Wang's formula.
    ///
    /// Cutting the parameter range into `k` equal steps divides second differences
    /// by `k²`, so `k = ⌈√(chordDeviationBound / tolerance)⌉` steps suffice (see
    /// ``chordDeviationBound``). Lines need 1 step; at most 2¹⁶ (for a tolerance of
    /// 0, a NaN, or a tiny one).
    public func flatteningSteps(tolerance: Double) -> Int {
        if case .line = self { return 1 }
        let steps = (chordDeviationBound / tolerance).squareRoot().rounded(.up)
        guard steps <= Double(1 << 16) else { return 1 << 16 }
        return max(Int(steps), 1)
    }

    /// Points along the segment at equal parameter steps, end point included and start
    /// point left out, every chord within `tolerance` of the curve
    /// (see ``flatteningSteps(tolerance:)``).
    public func flattened(tolerance: Double) -> [Point] {
        let steps = flatteningSteps(tolerance: tolerance)
        return (1..<steps).map { point(at: Double($0) / Double(steps)) } + [end]
    }
}

extension Path {
    /// The path as polylines, one for each subpath, each chord within `tolerance` of
    /// the piece of curve it replaces (Wang's formula, see
    /// ``PathSegment/flatteningSteps(tolerance:)``).
    ///
    /// Every vertex lies on the path. A closed subpath's polyline ends with its start
    /// point again (a closed single point gives the point twice); an open one made of
    /// a move alone gives one point.
    public func flattened(tolerance: Double = 0.25) -> [[Point]] {
        subpaths.map { subpath in
            var polyline = [subpath.start]
            for segment in subpath.drawnSegments {
                polyline += segment.flattened(tolerance: tolerance)
            }
            if subpath.isClosed && polyline.count == 1 {
                polyline.append(subpath.start)
            }
            return polyline
        }
    }
}
