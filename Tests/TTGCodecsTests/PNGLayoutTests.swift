import TTGCodecs
import TTGScene
import TTGTestSupport
import Testing

/// The writer's choice of color type: whatever it picks, libpng's reader (an
/// independent decoder) must give back exactly the pixels written.
@Suite struct PNGLayoutTests {
    /// An image of `width` × `height` whose pixels cycle through `colors`
    /// distinct RGBA values (a few transparent ones with non-zero color, a
    /// few translucent), in a scrambled order.
    static func image(colors: Int, width: Int = 37, height: Int = 23, opaque: Bool = false) -> RasterImage {
        let palette: [[UInt8]] = (0..<colors).map { i in
            let alpha: UInt8 = opaque ? 255 : [0, 255, 128, 255, 7, 255][i % 6]
            return [UInt8(i & 0xFF), UInt8((i * 7) & 0xFF), UInt8((i >> 8) * 40 + 3), alpha]
        }
        var pixels: [UInt8] = []
        for i in 0..<(width * height) {
            // Runs of equal pixels (as in flat art) and every color at least once.
            pixels += palette[i < colors ? i : (i / 3 * 7919) % colors]
        }
        return RasterImage(width: width, height: height, pixels: pixels)
    }

    /// The IHDR color type byte (PNG specification, 11.2.2).
    static func colorType(_ png: [UInt8]) -> UInt8 { png[25] }

    @Test(arguments: [1, 2, 17, 255, 256])
    func upTo256ColorsArePaletted(colors: Int) throws {
        let image = Self.image(colors: colors)
        let png = try encodePNG(image)
        #expect(Self.colorType(png) == 3)
        #expect(try loadPNG(bytes: png) == image)
    }

    @Test func moreThan256TranslucentColorsAreRGBA() throws {
        let image = Self.image(colors: 257)
        let png = try encodePNG(image)
        #expect(Self.colorType(png) == 6)
        #expect(try loadPNG(bytes: png) == image)
    }

    @Test func moreThan256OpaqueColorsAreRGB() throws {
        let image = Self.image(colors: 600, opaque: true)
        let png = try encodePNG(image)
        #expect(Self.colorType(png) == 2)
        #expect(try loadPNG(bytes: png) == image)
    }

    @Test func opaquePalettesHaveNoTransparencyChunk() throws {
        let image = Self.image(colors: 40, opaque: true)
        let png = try encodePNG(image)
        #expect(pngChunkTypes(png) == ["IHDR", "PLTE", "IDAT", "IEND"])
        #expect(try loadPNG(bytes: png) == image)
    }

    /// A smooth gradient with a little noise: filter None compresses it to more than half a
    /// byte a pixel, so the per-row filters are tried (and win).
    @Test(arguments: [true, false])
    func smoothImagesWithRowFiltersDecodeToTheSamePixels(opaque: Bool) throws {
        let (width, height) = (120, 90)
        var state: UInt32 = 7
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                state = state &* 1_664_525 &+ 1_013_904_223
                let noise = Int(state >> 30)
                pixels += [
                    UInt8((x * 2 + noise) & 0xFF), UInt8((y * 2 + x + noise) & 0xFF), UInt8((x * y / 40) & 0xFF),
                    opaque ? 255 : UInt8(128 + (x + y) % 100),
                ]
            }
        }
        let image = RasterImage(width: width, height: height, pixels: pixels)
        let png = try encodePNG(image)
        #expect(Self.colorType(png) == (opaque ? 2 : 6))
        #expect(try loadPNG(bytes: png) == image)
    }

    @Test func everyLevelDecodesToTheSamePixels() throws {
        for colors in [3, 300] {
            let image = Self.image(colors: colors, width: 64, height: 40)
            for level in 0...9 {
                #expect(try loadPNG(bytes: encodePNG(image, compressionLevel: level)) == image, "level \(level)")
            }
        }
    }

    /// The puzzle's piece is written at level 0 so that its file size says nothing about its pixels.
    @Test func levelZeroIsRGBAWhoseSizeDependsOnlyOnTheImageSize() throws {
        let flat = try encodePNG(RasterImage(width: 50, height: 30, color: .white), compressionLevel: 0)
        let busy = try encodePNG(Self.image(colors: 1000, width: 50, height: 30), compressionLevel: 0)
        #expect(Self.colorType(flat) == 6 && Self.colorType(busy) == 6)
        #expect(flat.count == busy.count)
        #expect(try loadPNG(bytes: flat) == RasterImage(width: 50, height: 30, color: .white))
    }

    @Test func oneRowAndOneColumnImages() throws {
        for (width, height) in [(1, 1), (1, 300), (300, 1), (2, 300), (300, 2)] {
            for colors in [1, 280] {
                for opaque in [false, true] {
                    let image = Self.image(colors: colors, width: width, height: height, opaque: opaque)
                    #expect(
                        try loadPNG(bytes: encodePNG(image)) == image,
                        "\(width)x\(height), \(colors) colors, opaque: \(opaque)")
                }
            }
        }
    }
}
