import TTGScene

/// What the SVG writer needs from a rasterizing backend: it draws nothing itself, but an
/// image must be embedded as PNG and a text's lines must sit where the PNG draws them.
public struct SVGServices: Sendable {
    /// PNG bytes of a bitmap, for `<image>` data URLs.
    public var encodePNG: @Sendable (RasterImage) throws -> [UInt8]
    /// A text node's lines as the raster renderer lays them out (same font, size, breaks).
    public var layoutText: @Sendable (TextNode) throws -> [TextLine]

    public init(
        encodePNG: @escaping @Sendable (RasterImage) throws -> [UInt8],
        layoutText: @escaping @Sendable (TextNode) throws -> [TextLine]
    ) {
        self.encodePNG = encodePNG
        self.layoutText = layoutText
    }
}
