import TTGGeometry

/// A blurred, colored, offset copy of a group's alpha (a drop or inner shadow).
///
/// There is no separate opacity: it is the color's alpha (a black shadow at
/// 50% opacity is `Color.black.withAlpha(0.5)`). `radius` is the blur radius in
/// points (a Gaussian of standard deviation radius / 2) and `offset` moves the
/// shadow, both measured in the coordinate space the group is placed in (its
/// parent's), so a rotated or scaled group still casts its shadow the way the
/// light falls.
public struct Shadow: Hashable, Sendable {
    public var color: Color
    public var radius: Double
    public var offset: Vector

    public init(color: Color, radius: Double, offset: Vector = .zero) {
        self.color = color
        self.radius = radius
        self.offset = offset
    }
}
