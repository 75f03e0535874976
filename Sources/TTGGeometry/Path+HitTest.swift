extension Path {
    /// The winding number of the path around `p`, exact for curves (no flattening).
    ///
    /// Every subpath counts as closed (its ``Subpath/filledSegments``). With y pointing
    /// down, a subpath that goes around `p` clockwise on screen — right along the top,
    /// down the right side — adds +1, counterclockwise −1. Points exactly on the
    /// boundary may count as inside or outside.
    public func winding(at p: Point) -> Int {
        subpaths.reduce(0) { sum, subpath in
            subpath.filledSegments.reduce(sum) { $0 + $1.winding(at: p) }
        }
    }

    /// True when a fill of the path with `rule` covers `p`.
    public func contains(_ p: Point, rule: FillRule = .nonzero) -> Bool {
        rule.isInside(winding: winding(at: p))
    }

    /// The distance from `p` to the nearest point of the drawn path (closing lines
    /// included), within `accuracy` (absolute, in points), or infinity for a path
    /// with no segment.
    public func nearestDistance(to p: Point, accuracy: Double = 1e-9) -> Double {
        segments.reduce(.infinity) { best, segment in
            segment.nearest(to: p, accuracy: accuracy, improving: best)?.distance ?? best
        }
    }

    /// True when a stroke of width `lineWidth` with round caps and round joins covers
    /// `p`: its distance to the drawn path is at most `lineWidth / 2`.
    public func strokeContains(_ p: Point, lineWidth: Double) -> Bool {
        nearestDistance(to: p) <= lineWidth / 2
    }
}
