/// A bitmap: `width` × `height` pixels of 8-bit red, green, blue, alpha.
///
/// Pixels are stored row after row from the top, four bytes each, color
/// **not** premultiplied by alpha (as in PNG).
public struct RasterImage: Hashable, Sendable {
    public let width: Int
    public let height: Int
    /// `width * height * 4` bytes: R, G, B, A for each pixel, rows top to bottom.
    public let pixels: [UInt8]

    /// The longest side, in pixels, of a picture ttg-render draws or an image it reads: the one
    /// limit behind `--scale`, `--width`, canvases and decoded photos.
    public static let maximumSide = 16384

    /// An image from its pixels; `pixels.count` must be `width * height * 4`.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(
            width >= 0 && height >= 0 && pixels.count == width * height * 4,
            "RasterImage: \(pixels.count) bytes for \(width)x\(height) pixels")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// An image of one color.
    public init(width: Int, height: Int, color: Color) {
        let c = color.rgba8
        let pixel = [c.red, c.green, c.blue, c.alpha]
        self.init(
            width: width, height: height,
            pixels: Array([[UInt8]](repeating: pixel, count: width * height).joined()))
    }

    /// True when every pixel's alpha is 255.
    ///
    /// The bytes are ANDed eight at a time (a loop the compiler vectorizes):
    /// the alpha bytes of the result are 255 only if every pixel's were.
    public var isOpaque: Bool {
        pixels.withUnsafeBytes { bytes in
            let wordCount = bytes.count / 8
            var all = UInt64.max
            for i in 0..<wordCount { all &= bytes.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self) }
            // Byte order does not matter: the AND is taken byte by byte, and bytes 3 and 7 are alphas.
            var alpha = withUnsafeBytes(of: all) { $0[3] & $0[7] }
            for i in stride(from: wordCount * 8 + 3, to: bytes.count, by: 4) { alpha &= bytes[i] }
            return alpha == 255
        }
    }

    /// The pixel at column `x`, row `y` (0 at the top left).
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)x\(height)")
        let i = (y * width + x) * 4
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }
}
