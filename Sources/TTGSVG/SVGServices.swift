import TTGGeometry
import TTGScene

/// What the SVG writer needs from a rasterizing backend: it draws nothing itself, but an
/// image must be embedded as PNG and a text drawn as the PNG draws it: its glyphs' outlines
/// or, as live text, its lines where the PNG puts them.
public struct SVGServices: Sendable {
    /// PNG bytes of a bitmap, for `<image>` data URLs.
    public var encodePNG: @Sendable (RasterImage) throws -> [UInt8]
    /// A text node's lines as the raster renderer lays them out (same font, size, breaks).
    public var layoutText: @Sendable (TextNode) throws -> [TextLine]
    /// A text node's glyphs as one path (nonzero winding), in the node's coordinates, where the
    /// raster renderer draws them.
    public var textOutline: @Sendable (TextNode) throws -> Path

    public init(
        encodePNG: @escaping @Sendable (RasterImage) throws -> [UInt8],
        layoutText: @escaping @Sendable (TextNode) throws -> [TextLine],
        textOutline: @escaping @Sendable (TextNode) throws -> Path
    ) {
        self.encodePNG = encodePNG
        self.layoutText = layoutText
        self.textOutline = textOutline
    }
}
