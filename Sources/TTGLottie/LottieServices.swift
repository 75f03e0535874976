import TTGGeometry
import TTGScene

/// What the Lottie writer needs from a rasterizing backend: it draws nothing itself, but an
/// image is embedded as PNG, text is drawn as the outlines of the PNG's glyphs (players have
/// no fonts in common), and shadows, which players do not draw alike (rlottie not at all),
/// are embedded as the raster renderer's own bitmaps.
public struct LottieServices: Sendable {
    /// PNG bytes of a bitmap, for embedded image assets.
    public var encodePNG: @Sendable (RasterImage) throws -> [UInt8]
    /// A text node's glyphs as one path (nonzero winding), in the node's coordinates, where the
    /// raster renderer draws them.
    public var textOutline: @Sendable (TextNode) throws -> Path
    /// A group's drop shadow and inner shadow as the raster renderer draws them on a canvas of
    /// the size given, the group placed by the transform: each a bitmap cropped to what it
    /// paints and the canvas rectangle it covers; nil where there is nothing to see.
    public var shadows: @Sendable (GroupNode, AffineTransform, Size) throws -> GroupShadows
    /// A group drawn whole at full opacity, placed as for `shadows`: one bitmap cropped to
    /// what it paints, for a translucent group whose parts overlap (players that fade each part
    /// alone, lottie-web's canvas renderer and lottie-android by default, would show the
    /// overlaps); nil where it paints nothing.
    public var flattened: @Sendable (GroupNode, AffineTransform, Size) throws -> ImageNode?

    public init(
        encodePNG: @escaping @Sendable (RasterImage) throws -> [UInt8],
        textOutline: @escaping @Sendable (TextNode) throws -> Path,
        shadows: @escaping @Sendable (GroupNode, AffineTransform, Size) throws -> GroupShadows,
        flattened: @escaping @Sendable (GroupNode, AffineTransform, Size) throws -> ImageNode?
    ) {
        self.encodePNG = encodePNG
        self.textOutline = textOutline
        self.shadows = shadows
        self.flattened = flattened
    }
}

/// A group's shadows as bitmaps placed on the canvas: the drop shadow goes below the group's
/// content, the inner shadow above it.
public struct GroupShadows: Hashable, Sendable {
    public var drop: ImageNode?
    public var inner: ImageNode?

    public init(drop: ImageNode?, inner: ImageNode?) {
        self.drop = drop
        self.inner = inner
    }
}
