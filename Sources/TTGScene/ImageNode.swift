import TTGGeometry

/// A bitmap stretched into a rectangle (smoothly filtered when scaled).
public struct ImageNode: Hashable, Sendable {
    public var image: RasterImage
    /// Where the image goes, in user space; it fills the whole rectangle.
    public var rect: Rect

    public init(image: RasterImage, rect: Rect) {
        self.image = image
        self.rect = rect
    }
}
