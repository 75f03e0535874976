import TTGGeometry
import TTGScene

/// What the VectorDrawable writer needs from a rasterizing backend: it draws nothing itself,
/// but a text is drawn as the outlines of the glyphs the PNG draws (a vector drawable has no
/// text, and a device has its own fonts).
public struct VectorDrawableServices: Sendable {
    /// A text node's glyphs as one path (nonzero winding), in the node's coordinates, where the
    /// raster renderer draws them.
    public var textOutline: @Sendable (TextNode) throws -> Path

    public init(textOutline: @escaping @Sendable (TextNode) throws -> Path) {
        self.textOutline = textOutline
    }
}
