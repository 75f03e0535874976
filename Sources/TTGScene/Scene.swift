import TTGGeometry

/// A picture, independent of any backend: a canvas size in points, an optional
/// background color and the nodes drawn on it, back to front.
///
/// Coordinates are in points with the origin at the top left and y growing
/// downward. Output scale (pixels per point) is a rendering choice, not part
/// of the scene.
public struct Scene: Hashable, Sendable {
    public var size: Size
    /// Fills the whole canvas first; nil leaves it transparent.
    public var background: Color?
    public var nodes: [Node]

    public init(size: Size, background: Color? = nil, nodes: [Node]) {
        self.size = size
        self.background = background
        self.nodes = nodes
    }
}
