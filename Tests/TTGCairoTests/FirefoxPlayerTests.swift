import TTGScene
import TTGTestSupport
import Testing

/// Firefox plays hand-written animated SVG whose pixels are known exactly: each document seeked to
/// its own time on one page, drawn at 2 pixels per point, and its colors and coverage worked out
/// from the copies on black and on white.
@Suite(.enabled(if: FirefoxPlayer.isAvailable), .slow) struct FirefoxPlayerTests {
    /// A 100×80 document: a rectangle 10…60 × 10…50 filled with `fill`, moving right 20 points a
    /// second, over and over.
    static func document(fill: String = "#ff0000") -> String {
        """
        <svg xmlns="http://www.w3.org/2000/svg" width="100" height="80"><defs><clipPath id="c">\
        <rect width="100" height="80"/></clipPath></defs><g clip-path="url(#c)">\
        <rect x="10" y="10" width="50" height="40" fill="\(fill)">\
        <animate attributeName="x" values="10;30" dur="1s" repeatCount="indefinite"/></rect></g></svg>
        """
    }

    func pixel(_ image: RasterImage, _ x: Int, _ y: Int) -> [UInt8] {
        let p = image.pixel(x: x, y: y)
        return [p.red, p.green, p.blue, p.alpha]
    }

    @Test func eachDocumentShowsItsOwnTimeInItsOwnColorsAtTwoPixelsAPoint() throws {
        let shots = [
            SMILShot(svg: Self.document(), time: 0, width: 100, height: 80),
            SMILShot(svg: Self.document(), time: 0.25, width: 100, height: 80),
            SMILShot(svg: Self.document(fill: "rgba(0,128,255,0.5)"), time: 0.5, width: 100, height: 80),
        ]
        let images = try FirefoxPlayer.play(shots, scale: 2)
        #expect(images.map(\.width) == [200, 200, 200] && images.map(\.height) == [160, 160, 160])
        // The left edges at 2 px a point: 10, 15 and 20 points.
        let leftEdges = images.map { image in (0..<image.width).first { pixel(image, $0, 60)[3] > 64 } }
        #expect(leftEdges == [20, 30, 40])
        #expect(pixel(images[0], 70, 60) == [255, 0, 0, 255])
        #expect(pixel(images[0], 10, 10) == [0, 0, 0, 0] && pixel(images[0], 150, 150) == [0, 0, 0, 0])
        let half = pixel(images[2], 80, 60)
        #expect(half[0] <= 2 && abs(Int(half[1]) - 128) <= 3 && half[2] >= 253 && abs(Int(half[3]) - 128) <= 2)
    }

    @Test func colorsAndCoverageComeBackFromTheCopiesOnBlackAndWhite() {
        // A straight (0, 128, 255) at alpha 0.5 reads (0, 64, 128) on black and (128, 192, 255) on white.
        let black = RasterImage(width: 1, height: 1, pixels: [0, 64, 128, 255])
        let white = RasterImage(width: 1, height: 1, pixels: [128, 192, 255, 255])
        let pixel = FirefoxPlayer.unblended(black, white).pixels
        #expect(pixel[0] == 0 && abs(Int(pixel[1]) - 128) <= 1 && abs(Int(pixel[2]) - 255) <= 1)
        #expect(abs(Int(pixel[3]) - 128) <= 1)
        let clear = FirefoxPlayer.unblended(
            RasterImage(width: 1, height: 1, pixels: [0, 0, 0, 255]),
            RasterImage(width: 1, height: 1, pixels: [255, 255, 255, 255]))
        #expect(clear.pixels == [0, 0, 0, 0])
    }
}
