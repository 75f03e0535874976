import TTGCairo
import TTGCodecs
import TTGScene
import TTGTestSupport
import Testing

/// `loadPNG` on every color type and bit depth PNG allows, on files written by
/// the test's own encoder, checked pixel by pixel against values computed here
/// from the raw samples: low-bit grey scaled by 255 / (2ⁿ − 1), 16-bit samples
/// rounded to round(v / 257) = v · 255 / 65535, no gamma applied, tRNS keys
/// compared at full depth, palette alpha from tRNS (opaque past its end).
@Suite(.slow) struct PNGDecodingTests {
    @Test(arguments: PNGDecodingCase.all)
    func decodesToTheStoredSamples(_ testCase: PNGDecodingCase) throws {
        let image = try loadPNG(bytes: testCase.encoder.encode())
        try #require(image.width == testCase.encoder.width && image.height == testCase.encoder.height)
        let mismatches = PNGDecodingCase.mismatches(image, testCase.expectedRGBA, samples: testCase.pixelSamples)
        #expect(
            mismatches.isEmpty, "\(testCase.name): \(mismatches.count) pixels differ, first \(mismatches.prefix(4))")
    }

    /// The reported case: 16-bit RGB (200, 100, 50) · 257 came out (228, 167, 121),
    /// 16-bit grey 30000 came out 179 instead of 117 (a linear → sRGB conversion).
    @Test func sixteenBitSamplesAreScaledWithoutGamma() throws {
        let rgb = TestPNGEncoder(
            width: 1, height: 1, colorType: .rgb, bitDepth: 16,
            samples: [200 * 257, 100 * 257, 50 * 257])
        #expect(try loadPNG(bytes: rgb.encode()).pixels == [200, 100, 50, 255])
        let grey = TestPNGEncoder(width: 1, height: 1, colorType: .grey, bitDepth: 16, samples: [30000])
        #expect(try loadPNG(bytes: grey.encode()).pixels == [117, 117, 117, 255])
    }

    /// All 65 536 levels of a 16-bit channel, in each of the four RGBA channels.
    @Test func everySixteenBitLevelRoundsToNearest() throws {
        let levels = 0..<65536
        let samples = levels.flatMap { v in [v, 65535 - v, (v &* 7919) & 0xFFFF, (v + 32768) & 0xFFFF] }
        let encoder = TestPNGEncoder(width: 256, height: 256, colorType: .rgba, bitDepth: 16, samples: samples)
        let image = try loadPNG(bytes: encoder.encode())
        let expected = samples.map(PNGDecodingCase.roundedSixteenBit)
        let mismatches = PNGDecodingCase.mismatches(image, expected, samples: { Array(samples[$0 * 4..<$0 * 4 + 4]) })
        #expect(mismatches.isEmpty, "\(mismatches.count) pixels differ, first \(mismatches.prefix(4))")
    }

    /// The encoder itself, against published check values, so a failure above is the decoder's.
    @Test func testEncoderChecksumsMatchKnownValues() {
        #expect(TestPNGEncoder.crc32(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(TestPNGEncoder.adler32(Array("Wikipedia".utf8)) == 0x11E6_0398)
        #expect(TestPNGEncoder.chunk("IEND", []) == [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
    }
}

/// One test image: how it is stored, and the straight RGBA it must decode to.
struct PNGDecodingCase: Sendable, CustomTestStringConvertible {
    let name: String
    let encoder: TestPNGEncoder
    /// For grey and RGB images: the tRNS key, one sample per channel at full depth.
    var transparentKey: [Int]?
    /// For palette images: the tRNS alpha of the first entries (the rest are opaque).
    var paletteAlpha: [UInt8]?

    var testDescription: String { name }

    /// Straight RGBA, 4 bytes a pixel, from the chosen samples alone.
    var expectedRGBA: [UInt8] {
        (0..<encoder.width * encoder.height).flatMap(expectedPixel)
    }

    /// The raw samples of pixel `index`, for failure messages.
    func pixelSamples(_ index: Int) -> [Int] {
        let channels = encoder.colorType.channels
        return Array(encoder.samples[index * channels..<(index + 1) * channels])
    }

    func expectedPixel(_ index: Int) -> [UInt8] {
        let s = pixelSamples(index)
        switch encoder.colorType {
        case .grey:
            let grey = eightBit(s[0])
            return [grey, grey, grey, s == transparentKey ? 0 : 255]
        case .rgb:
            return [eightBit(s[0]), eightBit(s[1]), eightBit(s[2]), s == transparentKey ? 0 : 255]
        case .palette:
            let (red, green, blue) = encoder.palette[s[0]]
            let alpha = paletteAlpha.flatMap { s[0] < $0.count ? $0[s[0]] : nil } ?? 255
            return [red, green, blue, alpha]
        case .greyAlpha:
            let grey = eightBit(s[0])
            return [grey, grey, grey, eightBit(s[1])]
        case .rgba:
            return s.map(eightBit)
        }
    }

    /// A sample at the image's bit depth as 8 bits: low depths scale exactly
    /// (255 / (2ⁿ − 1) is 255, 85, 17 or 1), 16 bits round to nearest.
    func eightBit(_ sample: Int) -> UInt8 {
        encoder.bitDepth == 16 ? Self.roundedSixteenBit(sample) : UInt8(sample * 255 / ((1 << encoder.bitDepth) - 1))
    }

    /// round(v · 255 / 65535) = round(v / 257); v / 257 is never halfway between integers.
    static func roundedSixteenBit(_ sample: Int) -> UInt8 {
        UInt8((Double(sample) / 257).rounded())
    }

    /// Pixels where `image` differs from `expected`: position, raw samples, expected and actual RGBA.
    static func mismatches(
        _ image: RasterImage, _ expected: [UInt8],
        samples: (Int) -> [Int]
    ) -> [String] {
        var found: [String] = []
        for index in 0..<image.width * image.height {
            let want = Array(expected[index * 4..<index * 4 + 4])
            let got = Array(image.pixels[index * 4..<index * 4 + 4])
            if want != got {
                found.append(
                    "(\(index % image.width), \(index / image.width)) samples \(samples(index)): "
                        + "expected \(want), got \(got)")
            }
        }
        return found
    }

    // MARK: - The cases

    static let width = 13, height = 9

    /// Every color type at every bit depth, tRNS for grey, RGB and palette
    /// (at 16 bits with a key that differs from a stored sample only in the
    /// low byte), Adam7 interlacing, and gAMA chunks that must be ignored.
    static let all: [PNGDecodingCase] = [
        make(.grey, 1), make(.grey, 2), make(.grey, 4), make(.grey, 8), make(.grey, 16),
        make(.rgb, 8), make(.rgb, 16),
        make(.palette, 1), make(.palette, 2), make(.palette, 4), make(.palette, 8),
        make(.greyAlpha, 8), make(.greyAlpha, 16),
        make(.rgba, 8), make(.rgba, 16),
        // tRNS
        make(.grey, 2, transparentKey: [1]),
        make(.grey, 8, transparentKey: [128]),
        make(.grey, 16, transparentKey: [0x1234]),
        make(.rgb, 8, transparentKey: [200, 100, 50], keyPixels: [4, 20, 33], nearMiss: [5: [200, 100, 51]]),
        make(
            .rgb, 16, transparentKey: [0x1234, 0x5678, 0x9ABC], keyPixels: [0, 40],
            nearMiss: [41: [0x1234, 0x5678, 0x9ABD], 42: [0x1334, 0x5678, 0x9ABC]]),
        make(.palette, 2, paletteAlpha: [0, 128, 255]),
        make(.palette, 4, paletteAlpha: [40]),
        make(.palette, 8, paletteAlpha: (0..<100).map { UInt8($0 * 5 / 2) }),
        // Adam7
        make(.grey, 1, interlaced: true), make(.palette, 4, interlaced: true),
        make(.rgb, 8, interlaced: true), make(.rgba, 16, interlaced: true),
        make(.grey, 16, transparentKey: [0x1234], interlaced: true),
        // gAMA: linear-light files are not converted either
        make(.rgb, 8, gamma: 100_000), make(.grey, 16, gamma: 100_000), make(.rgba, 16, gamma: 45_455),
    ]

    /// A case of `width × height` pixels whose samples come from ``sampleValues(count:bitDepth:)``;
    /// `keyPixels` are set to the tRNS key and `nearMiss` pixels to the samples given.
    static func make(
        _ colorType: TestPNGEncoder.ColorType, _ bitDepth: Int,
        transparentKey: [Int]? = nil, keyPixels: [Int] = [], nearMiss: [Int: [Int]] = [:],
        paletteAlpha: [UInt8]? = nil, interlaced: Bool = false, gamma: UInt32? = nil
    ) -> PNGDecodingCase {
        let channels = colorType.channels
        let levels = 1 << bitDepth
        var samples = sampleValues(count: width * height * channels, bitDepth: bitDepth)
        for (pixel, values) in keyPixels.map({ ($0, transparentKey!) }) + nearMiss.map({ ($0.key, $0.value) }) {
            samples.replaceSubrange(pixel * channels..<(pixel + 1) * channels, with: values)
        }
        var encoder = TestPNGEncoder(
            width: width, height: height, colorType: colorType, bitDepth: bitDepth,
            samples: samples)
        encoder.interlaced = interlaced
        encoder.gamma = gamma
        if colorType == .palette {
            encoder.palette = (0..<levels).map { (i: Int) -> (UInt8, UInt8, UInt8) in
                let red = UInt8((i * 37) & 0xFF)
                let green = UInt8(255 - i)
                let blue = UInt8((i * 101) & 0xFF)
                return (red, green, blue)
            }
        }
        if let transparentKey {
            encoder.transparency = transparentKey.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        } else if let paletteAlpha {
            encoder.transparency = paletteAlpha
        }
        var name = "\(colorType) \(bitDepth)-bit"
        if transparentKey != nil || paletteAlpha != nil { name += " tRNS" }
        if interlaced { name += " Adam7" }
        if let gamma { name += " gAMA \(gamma)" }
        return PNGDecodingCase(
            name: name, encoder: encoder, transparentKey: transparentKey,
            paletteAlpha: paletteAlpha)
    }

    /// Samples below `1 << bitDepth`: first the interesting ones (every level
    /// for depths up to 4; the ends and rounding boundaries of 16 bits, such as
    /// 257k + 128 → k and 257k + 129 → k + 1, and 0x12FF, where dropping the
    /// low byte is off by one), then a fixed pseudo-random sequence.
    static func sampleValues(count: Int, bitDepth: Int) -> [Int] {
        let levels = 1 << bitDepth
        let interesting: [Int] =
            switch bitDepth {
            case 16:
                [
                    0, 65535, 128, 129, 385, 386, 0x12FF, 30000, 51400, 25700, 12850, 65406, 65407, 32767, 32768,
                    0x1234, 0x1235, 1, 65534,
                ]
            case 8: [0, 255, 1, 254, 127, 128, 200, 100, 50]
            default: Array(0..<levels)
            }
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bitDepth)
        return (0..<count).map { i in
            if i < interesting.count { return interesting[i] }
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % levels
        }
    }
}
