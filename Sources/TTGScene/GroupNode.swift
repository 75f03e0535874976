import TTGGeometry

/// Children drawn together, with a transform and effects.
///
/// Drawing order, back to front: the drop shadow, the children (clipped by
/// `clip`, masked by `mask`), the inner shadow; then the whole is composited
/// at `opacity` (so overlapping children do not darken each other).
///
/// - `transform` maps the children's coordinates into the parent's.
/// - `clip` and `mask` are in the children's coordinates.
/// - `mask` keeps the children where the mask nodes, drawn the usual way, are
///   opaque: its **alpha** counts, not its luminance (an opaque black shape
///   shows the children fully, a 30% alpha one at 30%).
/// - `shadow` is cast by the clipped and masked children and is not itself
///   clipped; `innerShadow` falls inside them (the shadow of the outside,
///   seen through the children's alpha) and is drawn on top of them.
public struct GroupNode: Hashable, Sendable {
    public var children: [Node]
    public var transform: AffineTransform
    /// 0 (invisible) … 1 (opaque).
    public var opacity: Double
    public var clip: ClipPath?
    public var mask: [Node]?
    public var shadow: Shadow?
    public var innerShadow: Shadow?
    /// What the group is ("face", "glyph"), for people who open a vector file; nil for none.
    public var name: String?

    public init(
        children: [Node], transform: AffineTransform = .identity, opacity: Double = 1,
        clip: ClipPath? = nil, mask: [Node]? = nil,
        shadow: Shadow? = nil, innerShadow: Shadow? = nil, name: String? = nil
    ) {
        self.children = children
        self.transform = transform
        self.opacity = opacity
        self.clip = clip
        self.mask = mask
        self.shadow = shadow
        self.innerShadow = innerShadow
        self.name = name
    }
}
