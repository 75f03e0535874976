import Testing

@testable import TTGCodecs

/// Indexing frames to the shared palette: the nearest entry, and error diffusion only where
/// the picture is smooth.
@Suite struct GIFDitherTests {
    typealias RGB = IndexedGIFFrame.RGB

    /// Marsaglia's xorshift64: a fixed sequence of test colors.
    struct Xorshift: RandomNumberGenerator {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return state
        }
    }

    /// The first entry at the least squared distance, by trying every one.
    private static func bruteForceNearest(_ color: RGB, in palette: [RGB]) -> Int {
        func distance(_ c: RGB) -> Int {
            let (dr, dg, db) = (
                Int(c.red) - Int(color.red), Int(c.green) - Int(color.green), Int(c.blue) - Int(color.blue)
            )
            return dr * dr + dg * dg + db * db
        }
        return palette.indices.min { (distance(palette[$0]), $0) < (distance(palette[$1]), $1) }!
    }

    private static func randomColor(_ generator: inout Xorshift, spread: ClosedRange<UInt8> = 0...255) -> RGB {
        RGB(
            red: UInt8.random(in: spread, using: &generator), green: UInt8.random(in: spread, using: &generator),
            blue: UInt8.random(in: spread, using: &generator))
    }

    /// Against a search of the whole palette: scattered palettes, palettes crowded into one
    /// corner of the cube (many candidates a cell), and palettes with repeated colors (ties).
    @Test func theNearestEntryIsTheWholePalettesFirstOfEquals() {
        var generator = Xorshift(seed: 11)
        for spread: ClosedRange<UInt8> in [0...255, 90...120, 0...3] {
            for count in [1, 2, 17, 255] {
                let palette = (0..<count).map { _ in Self.randomColor(&generator, spread: spread) }
                let search = GIFNearestColor(colors: palette)
                for _ in 0..<3_000 {
                    let color = Self.randomColor(&generator)
                    let found = search.nearest(Int32(color.red), Int32(color.green), Int32(color.blue))
                    let expected = Self.bruteForceNearest(color, in: palette)
                    #expect(Int(found.index) == expected, "\(color) in \(count) colors of \(spread)")
                    #expect(found.red == Int32(palette[expected].red) && found.blue == Int32(palette[expected].blue))
                }
            }
        }
    }

    /// An image as straight RGBA, alpha 255 unless `transparent` says so.
    private static func rgba(_ width: Int, _ height: Int, _ color: (Int, Int) -> RGB?) -> [UInt8] {
        var bytes: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                if let c = color(x, y) { bytes += [c.red, c.green, c.blue, 255] } else { bytes += [0, 0, 0, 0] }
            }
        }
        return bytes
    }

    private static func gray(_ level: Int) -> RGB { RGB(red: UInt8(level), green: UInt8(level), blue: UInt8(level)) }

    /// A slow horizontal ramp over five grays 64 apart: nearest colors alone make five bands,
    /// each up to 32 levels off. Diffused, the grays mix so that every 8 × 8 block's mean
    /// follows the ramp to within 3 levels, where the bands are off by 16 on average.
    @Test func aSmoothGradientIsDitheredNotBanded() {
        let palette = stride(from: 0, through: 256, by: 64).map { Self.gray(min($0, 255)) }
        let (width, height) = (256, 32)
        let image = Self.rgba(width, height) { x, _ in Self.gray(x) }
        let indices = GIFDither.indices(
            image, width: width, height: height, nearest: GIFNearestColor(colors: palette), transparent: 5)
        #expect(Set(indices).count > 3)
        var (dithered, banded, blocks) = (0.0, 0.0, 0.0)
        for by in stride(from: 8, to: height - 8, by: 8) {
            for bx in stride(from: 8, to: width - 8, by: 8) {
                var (sum, nearestSum, source) = (0, 0, 0)
                for y in by..<by + 8 {
                    for x in bx..<bx + 8 {
                        sum += Int(palette[Int(indices[y * width + x])].red)
                        nearestSum += Int(palette[Self.bruteForceNearest(Self.gray(x), in: palette)].red)
                        source += x
                    }
                }
                dithered += abs(Double(sum - source) / 64)
                banded += abs(Double(nearestSum - source) / 64)
                blocks += 1
                #expect(abs(Double(sum - source) / 64) < 3, "block at \(bx), \(by)")
            }
        }
        #expect(banded / blocks > 12 && dithered / blocks < 1.5, "\(dithered / blocks) vs \(banded / blocks)")
    }

    /// Colors that change sharply from pixel to pixel (anti-aliased edges, detail) pass no
    /// error on: each pixel is its own nearest entry, and a flat area of a palette color stays
    /// that color next to them.
    @Test func whereThePictureIsNotSmoothNoErrorPasses() {
        let palette = [Self.gray(0), Self.gray(100), Self.gray(200)]
        let (width, height) = (40, 20)
        // Left: a checkerboard of 45 and 220, both above their nearest entries (0 and 200), so
        // that errors passed on would add up and turn 45s into 100s; right: flat 100.
        let image = Self.rgba(width, height) { x, y in x >= 20 ? Self.gray(100) : Self.gray((x + y) % 2 == 0 ? 45 : 220)
        }
        let indices = GIFDither.indices(
            image, width: width, height: height, nearest: GIFNearestColor(colors: palette), transparent: 3)
        for y in 0..<height {
            for x in 0..<width {
                let expected = x >= 20 ? 1 : ((x + y) % 2 == 0 ? 0 : 2)
                #expect(indices[y * width + x] == UInt8(expected), "pixel \(x), \(y)")
            }
        }
    }

    /// An error of one level is kept: a flat gray one level above an entry and two below the
    /// next stays that entry, where passing the error on would mix the two into noise.
    @Test func anErrorOfOneLevelIsNotPassedOn() {
        let palette = [Self.gray(100), Self.gray(103)]
        let (width, height) = (24, 12)
        let image = Self.rgba(width, height) { _, _ in Self.gray(101) }
        let indices = GIFDither.indices(
            image, width: width, height: height, nearest: GIFNearestColor(colors: palette), transparent: 2)
        #expect(indices.allSatisfy { $0 == 0 }, "\(indices.filter { $0 == 1 }.count) pixels of 103")
    }

    /// Transparent pixels take the transparent entry, and error does not cross them: two
    /// smooth areas apart dither alike whatever the other holds.
    @Test func transparentPixelsStopTheError() {
        let palette = [Self.gray(0), Self.gray(255)]
        let (width, height) = (30, 12)
        func image(right level: Int) -> [UInt8] {
            Self.rgba(width, height) { x, _ in x == 15 ? nil : Self.gray(x < 15 ? 128 : level) }
        }
        let search = GIFNearestColor(colors: palette)
        let a = GIFDither.indices(image(right: 60), width: width, height: height, nearest: search, transparent: 2)
        let b = GIFDither.indices(image(right: 200), width: width, height: height, nearest: search, transparent: 2)
        for y in 0..<height {
            #expect(a[y * width + 15] == 2 && b[y * width + 15] == 2)
            #expect(a[y * width..<y * width + 15] == b[y * width..<y * width + 15], "row \(y)")
        }
        // The left area is mid-gray in black and white: about half of each.
        let area = 15 * height
        let whites = (0..<area).filter { a[$0 / 15 * width + $0 % 15] == 1 }.count
        #expect(abs(whites - area / 2) < area / 8, "\(whites) white of \(area)")
    }
}
