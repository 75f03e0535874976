extension ParametricCurve {
    /// The tight bounding box: the end points and the points at ``extremaParameters``.
    public var bounds: Rect {
        extremaParameters.reduce(Rect(corner: start, end)) { $0.union(point(at: $1)) }
    }

    /// The bounding box of the control polygon, which holds the curve (convex hull property).
    public var controlBounds: Rect {
        let points = controlPoints
        return points.dropFirst().reduce(Rect(origin: points[0], size: .zero)) { $0.union($1) }
    }
}
