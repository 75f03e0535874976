/// One frame of an animated GIF, already reduced to a palette: what
/// ``AnimatedGIFEncoder/quantize(_:)`` makes and ``AnimatedGIFEncoder/append(_:)``
/// writes.
///
/// A plain value, so frames can be quantized on any thread and handed to the
/// sequential encoder in order. The initializer checks that the frame is
/// consistent: every index names a palette entry and the transparent index,
/// if any, is one of them.
public struct IndexedGIFFrame: Hashable, Sendable {
    /// A palette entry: GIF colors are 8-bit RGB with no alpha.
    public struct RGB: Hashable, Sendable {
        public var red: UInt8
        public var green: UInt8
        public var blue: UInt8

        public init(red: UInt8, green: UInt8, blue: UInt8) {
            self.red = red
            self.green = green
            self.blue = blue
        }
    }

    public let width: Int
    public let height: Int
    /// 1 to 256 colors; the encoder pads the table to a power of two.
    public let palette: [RGB]
    /// The palette entry that shows as transparent, or nil when every pixel is opaque.
    public let transparentIndex: UInt8?
    /// `width * height` palette indices, rows top to bottom.
    public let indices: [UInt8]

    public init(width: Int, height: Int, palette: [RGB], transparentIndex: UInt8?, indices: [UInt8]) {
        precondition(
            width > 0 && height > 0 && indices.count == width * height,
            "IndexedGIFFrame: \(indices.count) indices for \(width)x\(height) pixels")
        precondition((1...256).contains(palette.count), "IndexedGIFFrame: \(palette.count) palette colors")
        precondition(
            transparentIndex.map { Int($0) < palette.count } ?? true,
            "IndexedGIFFrame: transparent index outside the palette")
        precondition(indices.allSatisfy { Int($0) < palette.count }, "IndexedGIFFrame: an index outside the palette")
        self.width = width
        self.height = height
        self.palette = palette
        self.transparentIndex = transparentIndex
        self.indices = indices
    }
}
