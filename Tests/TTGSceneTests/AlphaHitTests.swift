import TTGGeometry
import TTGScene
import Testing

/// Alpha hit testing on a bitmap written here: which pixel a point in points falls on, and the
/// hit mask at a threshold.
struct AlphaHitTests {
    /// 4×2 pixels; alpha 0, 51, 128, 255 on the top row, 255 below.
    private let image = RasterImage(
        width: 4, height: 2,
        pixels: [0, 51, 128, 255, 255, 255, 255, 255].flatMap { alpha -> [UInt8] in [0, 0, 0, alpha] })

    @Test func pointsFallOnThePixelTheyAreIn() {
        #expect(image.pixelIndex(at: Point(0, 0))! == (0, 0))
        #expect(image.pixelIndex(at: Point(3.999, 1.999))! == (3, 1))
        #expect(image.pixelIndex(at: Point(4, 0)) == nil)
        #expect(image.pixelIndex(at: Point(-0.001, 0)) == nil)
        // At @2x a point covers two pixels: (1.5, 0.5) points is pixel (3, 1).
        #expect(image.pixelIndex(at: Point(1.5, 0.5), scale: 2)! == (3, 1))
        #expect(image.pixelIndex(at: Point(2, 0), scale: 2) == nil)
    }

    @Test func aTouchHitsWhereTheAlphaReachesTheThreshold() {
        #expect(image.alpha(at: Point(1, 0)) == 0.2)
        #expect(!image.isHit(at: Point(0.5, 0.5), threshold: 0.01))
        #expect(image.isHit(at: Point(1.5, 0.5), threshold: 0.2))
        #expect(!image.isHit(at: Point(2.5, 0.5), threshold: 0.51))
        #expect(!image.isHit(at: Point(9, 9), threshold: 0.01))
        #expect(image.hitMask(threshold: 0.5) == [false, false, true, true, true, true, true, true])
    }
}
