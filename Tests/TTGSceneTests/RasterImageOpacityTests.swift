import TTGScene
import Testing

/// `RasterImage.isOpaque` against a pixel-by-pixel look at the alphas, on images whose byte
/// counts leave every remainder of its eight-byte steps.
struct RasterImageOpacityTests {
    /// Opaque pixels in colors that are not 255, so only alpha can decide.
    private func opaque(pixels: Int) -> [UInt8] {
        (0..<pixels).flatMap { i -> [UInt8] in [UInt8(i % 200), 0, 17, 255] }
    }

    @Test(arguments: [0, 1, 2, 3, 5, 8, 13])
    func anImageIsOpaqueWhenEveryAlphaIs255(pixels: Int) {
        #expect(RasterImage(width: pixels, height: 1, pixels: opaque(pixels: pixels)).isOpaque)
    }

    @Test(arguments: [1, 2, 3, 5, 8, 13])
    func oneTranslucentPixelAnywhereMakesItNotOpaque(pixels: Int) {
        for index in 0..<pixels {
            for alpha: UInt8 in [0, 254] {
                var bytes = opaque(pixels: pixels)
                bytes[index * 4 + 3] = alpha
                #expect(!RasterImage(width: 1, height: pixels, pixels: bytes).isOpaque, "pixel \(index) alpha \(alpha)")
            }
        }
    }

    @Test func colorBytesOf0DoNotCount() {
        let bytes = (0..<9).flatMap { _ -> [UInt8] in [0, 0, 0, 255] }
        #expect(RasterImage(width: 3, height: 3, pixels: bytes).isOpaque)
    }
}
