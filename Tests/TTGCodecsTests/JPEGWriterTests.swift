import Foundation
import TTGCodecs
import TTGScene
import Testing

/// The JPEG writer: what it writes is read back by libjpeg's decoder (``loadJPEG(bytes:maxDimension:maxPixels:)``)
/// and compared with the pixels given, and its markers are read here from the bytes.
@Suite struct JPEGWriterTests {
    /// A 64 × 48 picture: a red-to-blue ramp on top, flat blocks of color, and seeded noise below,
    /// so it has smooth, flat and busy parts; `alpha` for every pixel.
    static func picture(alpha: UInt8 = 255) -> RasterImage {
        let (width, height) = (64, 48)
        var pixels: [UInt8] = []
        var seed: UInt32 = 12345
        for y in 0..<height {
            for x in 0..<width {
                let rgb: [UInt8]
                switch y {
                case ..<16: rgb = [UInt8(255 - x * 4), 40, UInt8(x * 4)]
                case ..<32: rgb = x < 32 ? [230, 180, 20] : [20, 90, 200]
                default:
                    seed = seed &* 1_103_515_245 &+ 12345
                    let v = UInt8(truncatingIfNeeded: seed >> 16)
                    rgb = [v, v &+ 85, v &+ 170]
                }
                pixels += rgb + [alpha]
            }
        }
        return RasterImage(width: width, height: height, pixels: pixels)
    }

    /// The mean absolute difference of each of red, green and blue, over the pixels of rows `rows`.
    static func meanError(_ a: RasterImage, _ b: RasterImage, rows: Range<Int>) -> [Double] {
        var sums = [0.0, 0.0, 0.0]
        for y in rows {
            for x in 0..<a.width {
                let (p, q) = (a.pixel(x: x, y: y), b.pixel(x: x, y: y))
                sums[0] += abs(Double(p.red) - Double(q.red))
                sums[1] += abs(Double(p.green) - Double(q.green))
                sums[2] += abs(Double(p.blue) - Double(q.blue))
            }
        }
        return sums.map { $0 / Double(rows.count * a.width) }
    }

    /// At the default quality, the smooth and flat parts come back within 2 levels a channel on
    /// average (measured: under 1), the noise, which JPEG is worst at, within 12 (measured: about 6).
    @Test func decodesToThePixelsGiven() throws {
        let image = Self.picture()
        let decoded = try loadJPEG(bytes: try encodeJPEG(image))
        #expect(decoded.width == 64 && decoded.height == 48)
        for error in Self.meanError(image, decoded, rows: 0..<32) { #expect(error < 2, "smooth and flat: \(error)") }
        for error in Self.meanError(image, decoded, rows: 32..<48) { #expect(error < 12, "noise: \(error)") }
        #expect(decoded.isOpaque)
    }

    /// Each step up in quality keeps more, in a larger file.
    @Test func qualityRaisesTheSizeMonotonically() throws {
        let image = Self.picture()
        let sizes = try [0.0, 10, 25, 50, 75, 90, 100].map { try encodeJPEG(image, quality: $0).count }
        #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 < $1 }, "\(sizes)")
        let low = Self.meanError(image, try loadJPEG(bytes: try encodeJPEG(image, quality: 10)), rows: 0..<48)
        let high = Self.meanError(image, try loadJPEG(bytes: try encodeJPEG(image, quality: 100)), rows: 0..<48)
        #expect(zip(low, high).allSatisfy { $0 > $1 }, "\(low) \(high)")
    }

    /// Alpha is composited over the matte: (c·a + m·(255 − a)) / 255, worked here for flat colors.
    @Test func alphaIsFlattenedOntoTheMatte() throws {
        func decodedCenter(_ color: Color, matte: Color = .white) throws -> [Int] {
            let image = RasterImage(width: 16, height: 16, color: color)
            let p = try loadJPEG(bytes: try encodeJPEG(image, matte: matte)).pixel(x: 8, y: 8)
            return [Int(p.red), Int(p.green), Int(p.blue)]
        }
        func near(_ a: [Int], _ b: [Int]) -> Bool { zip(a, b).allSatisfy { abs($0 - $1) <= 2 } }
        #expect(near(try decodedCenter(.clear), [255, 255, 255]))
        // Red at alpha 102 (0.4) over white: 255 for red, 255 × 0.6 = 153 for green and blue.
        #expect(near(try decodedCenter(Color(red8: 255, green8: 0, blue8: 0, alpha8: 102)), [255, 153, 153]))
        #expect(near(try decodedCenter(.clear, matte: Color(red8: 0, green8: 0, blue8: 255)), [0, 0, 255]))
        // A half-transparent blue matte is itself over white: (127.5, 127.5, 255).
        #expect(near(try decodedCenter(.clear, matte: Color(red: 0, green: 0, blue: 1, alpha: 0.5)), [128, 128, 255]))
    }

    /// The markers, read from the bytes: JFIF, one baseline frame (SOF0, not progressive SOF2)
    /// of three components each sampled 1×1 (4:4:4), and the same bytes every time.
    @Test func writesBaselineJFIFWithoutSubsampling() throws {
        let jpeg = try encodeJPEG(Self.picture())
        #expect(jpeg.starts(with: [0xFF, 0xD8, 0xFF, 0xE0]))
        #expect(Array(jpeg[6..<11]) == Array("JFIF\0".utf8))
        #expect(jpeg.suffix(2) == [0xFF, 0xD9])
        var markers: [UInt8: [UInt8]] = [:]
        var i = 2
        while i + 4 <= jpeg.count, jpeg[i] == 0xFF, jpeg[i + 1] != 0xDA {
            let length = Int(jpeg[i + 2]) << 8 | Int(jpeg[i + 3])
            markers[jpeg[i + 1]] = Array(jpeg[(i + 4)..<(i + 2 + length)])
            i += 2 + length
        }
        let frame = try #require(markers[0xC0], "no baseline frame; markers \(markers.keys.sorted())")
        #expect(markers[0xC2] == nil)
        // Precision 8, height, width, 3 components, each (id, sampling, table).
        #expect(Array(frame[0..<6]) == [8, 0, 48, 0, 64, 3])
        #expect([frame[7], frame[10], frame[13]] == [0x11, 0x11, 0x11])
        #expect(try encodeJPEG(Self.picture()) == jpeg)
    }

    @Test func refusesBadSettings() {
        for quality in [-1, 100.5, .nan] {
            #expect(throws: CodecError.self, "\(quality)") { try encodeJPEG(Self.picture(), quality: quality) }
        }
        #expect(throws: CodecError.jpegEncoding("the image is empty (0x3)")) {
            try encodeJPEG(RasterImage(width: 0, height: 3, pixels: []))
        }
    }
}
