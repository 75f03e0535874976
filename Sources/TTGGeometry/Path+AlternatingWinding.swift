extension Path {
    /// For each subpath, whether it must be drawn the other way round so that every contour
    /// winds opposite to the contours it lies inside: outlines one way, their holes the other,
    /// islands in the holes the first way again. Filled with nonzero winding, the path then
    /// covers what it covers with even-odd, so a writer can say even-odd and still be drawn
    /// right by a player that ignores the rule (or, for SVG clip paths, `clip-rule`).
    ///
    /// Decided on the subpaths flattened within 0.05 units: which contours a contour's first
    /// point lies inside (even-odd), and which way it turns. Meant for contours that do not
    /// cross one another, as outlines and their holes are.
    public var alternatingWindingReversals: [Bool] {
        let polygons = flattened(tolerance: 0.05)
        return polygons.indices.map { k in
            guard polygons[k].count > 2, let probe = polygons[k].first else { return false }
            let depth = polygons.indices.filter { $0 != k && Self.polygon(polygons[$0], contains: probe) }.count
            let clockwise = Self.doubleSignedArea(polygons[k]) > 0
            return clockwise != depth.isMultiple(of: 2)
        }
    }

    /// The subpaths as a sequence of layers to paint in turn, each adding its inside to what is
    /// covered or taking it away, which covers what a fill of the path with `rule` covers: the
    /// subpaths' indices, outermost first (by how many contours hold a subpath's first point),
    /// and for each whether its inside is filled (added) or a hole (taken away). For players
    /// that know a clip only as such a sequence (Lottie's layer masks).
    ///
    /// Decided on the subpaths flattened within 0.05 units, as ``alternatingWindingReversals``:
    /// meant for contours that do not cross one another.
    public func paintingOrder(rule: FillRule) -> [(subpath: Int, adds: Bool)] {
        let polygons = flattened(tolerance: 0.05)
        let layers = polygons.indices.compactMap { k -> (subpath: Int, depth: Int, adds: Bool)? in
            guard polygons[k].count > 2, let probe = polygons[k].first else { return nil }
            let others = polygons.indices.filter { $0 != k }
            let depth = others.filter { Self.polygon(polygons[$0], contains: probe) }.count
            let around = others.reduce(0) { $0 + Self.winding(of: polygons[$1], around: probe) }
            let own = Self.doubleSignedArea(polygons[k]) > 0 ? 1 : -1
            return (k, depth, rule.isInside(winding: around + own))
        }
        return layers.sorted { ($0.depth, $0.subpath) < ($1.depth, $1.subpath) }.map { ($0.subpath, $0.adds) }
    }

    /// The path with its holes wound opposite to their outlines (see
    /// ``alternatingWindingReversals``); itself when they already are.
    public var withAlternatingWinding: Path { reversingSubpaths(alternatingWindingReversals) }

    /// The path with subpath `k` drawn the other way round where `reversals[k]` is true: from
    /// its end back to its start, the same kinds of segments in reverse order (so paths with the
    /// same commands keep the same commands), closed where it was closed.
    public func reversingSubpaths(_ reversals: [Bool]) -> Path {
        guard reversals.contains(true) else { return self }
        var out = Path()
        for (k, subpath) in subpaths.enumerated() {
            guard k < reversals.count, reversals[k] else {
                out.append(contentsOf: subpath.path)
                continue
            }
            out.move(to: subpath.end)
            for segment in subpath.segments.reversed() {
                switch segment {
                case .line(let line): out.line(to: line.start)
                case .quad(let quad): out.quad(to: quad.start, control: quad.control)
                case .cubic(let cubic): out.cubic(to: cubic.start, control1: cubic.control2, control2: cubic.control1)
                }
            }
            if subpath.isClosed { out.close() }
        }
        return out
    }

    /// Twice the signed area of a polygon: positive when it turns clockwise on a y-down screen.
    private static func doubleSignedArea(_ polygon: [Point]) -> Double {
        zip(polygon, polygon.dropFirst() + polygon.prefix(1)).reduce(0) { $0 + $1.0.x * $1.1.y - $1.1.x * $1.0.y }
    }

    /// How many times `polygon` turns around `p`: +1 a clockwise turn on a y-down screen.
    private static func winding(of polygon: [Point], around p: Point) -> Int {
        var count = 0
        for (a, b) in zip(polygon, polygon.dropFirst() + polygon.prefix(1)) where (a.y > p.y) != (b.y > p.y) {
            let x = a.x + (p.y - a.y) / (b.y - a.y) * (b.x - a.x)
            if p.x < x { count += b.y > a.y ? 1 : -1 }
        }
        return count
    }

    /// Whether `p` is inside `polygon` (even-odd).
    private static func polygon(_ polygon: [Point], contains p: Point) -> Bool {
        var inside = false
        for (a, b) in zip(polygon, polygon.dropFirst() + polygon.prefix(1))
        where (a.y > p.y) != (b.y > p.y) && p.x < a.x + (p.y - a.y) / (b.y - a.y) * (b.x - a.x) {
            inside.toggle()
        }
        return inside
    }
}
