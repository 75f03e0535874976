import TTGGeometry

/// How the inside of a shape is painted.
public struct Fill: Hashable, Sendable {
    public var paint: Paint
    /// Which points are inside; matters for self-intersecting paths and holes.
    public var rule: FillRule

    public init(_ paint: Paint, rule: FillRule = .nonzero) {
        self.paint = paint
        self.rule = rule
    }
}
