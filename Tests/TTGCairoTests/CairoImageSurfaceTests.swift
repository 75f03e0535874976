import CCairo
import TTGScene
import Testing

@testable import TTGCairo

/// The image-surface wrapper: checked creation, rows without the stride's
/// padding, flush and dirty marking around pixel access, scoped contexts.
@Suite struct CairoImageSurfaceTests {
    @Test func sizesCairoCannotMakeThrowInsteadOfCrashing() {
        for (width, height) in [(0, 10), (10, 0), (-1, 5), (32768, 1), (1, Int(Int32.max) + 1)] {
            #expect(throws: RenderError.self, "\(width)x\(height)") {
                try CairoImageSurface(format: CAIRO_FORMAT_ARGB32, width: width, height: height)
            }
        }
    }

    @Test func rowsLeaveOutTheStridePadding() throws {
        let surface = try CairoImageSurface(format: CAIRO_FORMAT_A8, width: 5, height: 3)
        #expect((surface.width, surface.height) == (5, 3))
        #expect(surface.stride == Int(cairo_format_stride_for_width(CAIRO_FORMAT_A8, 5)))
        #expect(surface.stride > 5)
        surface.withMutableRows(of: UInt8.self) { rows in
            for y in 0..<3 {
                #expect(rows[y].count == 5)
                for x in 0..<5 { rows[y][x] = UInt8(y * 10 + x) }
            }
        }
        let read = surface.withRows(of: UInt8.self) { rows in (0..<3).map { Array(rows[$0]) } }
        #expect(read == [[0, 1, 2, 3, 4], [10, 11, 12, 13, 14], [20, 21, 22, 23, 24]])
    }

    @Test func drawingIsSeenByRowsAndWrittenRowsByDrawing() throws {
        let surface = try CairoImageSurface(format: CAIRO_FORMAT_ARGB32, width: 4, height: 2)
        try surface.draw { cr in
            cairo_set_source_rgba(cr, 1, 0, 0, 0.5)
            cairo_rectangle(cr, 0, 0, 2, 2)
            cairo_fill(cr)
        }
        // Premultiplied: half-transparent red is alpha 128, red 128.
        #expect(surface.withRows(of: UInt32.self) { Array($0[1]) } == [0x8080_0000, 0x8080_0000, 0, 0])

        // Pixels written through the rows are what Cairo then paints from.
        let source = try CairoImageSurface(format: CAIRO_FORMAT_ARGB32, width: 4, height: 2)
        source.withMutableRows(of: UInt32.self) { rows in
            for y in 0..<2 { for x in 0..<4 { rows[y][x] = 0xFF00_FF00 } }
        }
        try surface.draw { cr in
            source.setAsSource(of: cr, x: 0, y: 0)
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_paint(cr)
        }
        #expect(surface.withRows(of: UInt32.self) { Array($0[0]) } == Array(repeating: 0xFF00_FF00, count: 4))
    }

    @Test func aContextLeftInAnErrorStateThrows() throws {
        let surface = try CairoImageSurface(format: CAIRO_FORMAT_ARGB32, width: 2, height: 2)
        #expect(throws: RenderError.cairo(String(cString: cairo_status_to_string(CAIRO_STATUS_INVALID_RESTORE)))) {
            try surface.draw { cr in cairo_restore(cr) }  // a restore without a save
        }
        // The surface stays usable.
        #expect(try surface.draw { _ in 7 } == 7)
    }

    @Test func premultipliedImagesComeBackUnchanged() throws {
        // Opaque and fully transparent pixels survive premultiplication exactly.
        let pixels: [UInt8] = [
            255, 0, 0, 255, 12, 200, 99, 255, 0, 0, 0, 0, 1, 2, 3, 255, 90, 180, 45, 255, 0, 0, 0, 0,
        ]
        let image = RasterImage(width: 3, height: 2, pixels: pixels)
        #expect(try CairoImageSurface(premultiplying: image).straightRGBA() == image)
    }

    /// Rows of every kind of run (eight opaque pixels, eight clear, mixed, opaque but one,
    /// and a remainder shorter than a run), each pixel checked against the division.
    @Test func everyRunComesOutAsItsPixelsDivided() throws {
        let width = 8 * 4 + 5
        let height = 6
        let surface = try CairoImageSurface(format: CAIRO_FORMAT_ARGB32, width: width, height: height)
        var generator = SystemRandomNumberGenerator()
        surface.withMutableRows(of: UInt32.self) { rows in
            for y in 0..<height {
                for x in 0..<width {
                    let run = (x / 8 + y) % 4
                    let alpha: UInt32 =
                        switch run {
                        case 0: 255
                        case 1: 0
                        case 2: UInt32.random(in: 0...255, using: &generator)
                        default: x % 8 == 5 ? 128 : 255
                        }
                    let channel = { UInt32.random(in: 0...alpha, using: &generator) }
                    rows[y][x] = alpha << 24 | channel() << 16 | channel() << 8 | channel()
                }
            }
        }
        let words = surface.withRows(of: UInt32.self) { rows in (0..<height).flatMap { Array(rows[$0]) } }
        let image = surface.straightRGBA()
        var wrong = 0
        for (i, word) in words.enumerated() {
            let alpha = word >> 24
            let divided = { (c: UInt32) in alpha == 0 ? 0 : UInt8(min(255, (c * 255 + alpha / 2) / alpha)) }
            let expected = [divided(word >> 16 & 0xFF), divided(word >> 8 & 0xFF), divided(word & 0xFF), UInt8(alpha)]
            if Array(image.pixels[i * 4..<i * 4 + 4]) != expected { wrong += 1 }
        }
        #expect(wrong == 0, "\(wrong) of \(words.count) pixels")
    }
}

@Suite struct UnpremultiplyTableTests {
    @Test func everyChannelAndAlphaMatchesTheDivision() {
        let table = UnpremultiplyTable.shared
        for alpha in UInt32(1)...255 {
            for c in UInt32(0)...255 {
                let expected = UInt8(min(255, (c * 255 + alpha / 2) / alpha))
                if table.straight(c, alpha: alpha) != expected {
                    Issue.record("c \(c), alpha \(alpha): \(table.straight(c, alpha: alpha)) instead of \(expected)")
                    return
                }
            }
        }
        #expect(table.straight(0, alpha: 0) == 0)
    }

    /// What lets `rasterizeForReuse` keep Cairo's pixels: every premultiplied pixel
    /// (channel ≤ alpha) un-premultiplied and premultiplied again, as `CairoImageSurface(premultiplying:)`
    /// does it (c·a/255 rounded to nearest), is the pixel it was.
    @Test func everyPremultipliedPixelComesBack() {
        let table = UnpremultiplyTable.shared
        for alpha in UInt32(0)...255 {
            for c in UInt32(0)...alpha {
                let straight = UInt32(table.straight(c, alpha: alpha))
                let again = (straight * alpha * 2 + 255) / 510
                if again != c {
                    Issue.record("c \(c), alpha \(alpha): \(again) after the round trip")
                    return
                }
            }
        }
    }
}

@Suite struct RoundedByteTests {
    @Test func matchesRoundingHalvesAwayFromZero() {
        var values: [Double] = [0, 0.5, 1.5, 254.5, 255, 0.49999999999999994, 127.49999999999999, 2.5000000000000004]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<100_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            values.append(Double(state >> 11) / Double(1 << 53) * 255)
        }
        for whole in 0...255 { values += [Double(whole), Double(whole) + 0.5, (Double(whole) + 0.5).nextDown] }
        for x in values where x <= 255 {
            #expect(roundedByte(x) == UInt32(x.rounded()), "\(x)")
        }
    }
}
