extension Path {
    /// The tight bounding box of the path: segment end points and curve extrema.
    ///
    /// Every subpath's start counts, so a subpath that is only a move (or a close)
    /// still widens the box, as with CGPath's and Skia's bounds. An empty path gives
    /// ``Rect/zero``.
    public var bounds: Rect {
        boundingBox { $0.bounds }
    }

    /// The bounding box of every point of the path, control points included; it holds
    /// ``bounds`` and is cheaper. An empty path gives ``Rect/zero``.
    public var controlBounds: Rect {
        boundingBox { $0.controlBounds }
    }

    /// The union of each subpath's start and the boxes `box` gives its segments.
    @inline(__always)
    private func boundingBox(_ box: (PathSegment) -> Rect) -> Rect {
        var result: Rect?
        var rect: Rect?
        walk { step in
            switch step {
            case .start(let p):
                if let rect { result = result?.union(rect) ?? rect }
                rect = Rect(origin: p, size: .zero)
            case .segment(let s): rect = rect!.union(box(s))
            case .closingLine: break
            }
        }
        if let rect { result = result?.union(rect) ?? rect }
        return result ?? .zero
    }
}
