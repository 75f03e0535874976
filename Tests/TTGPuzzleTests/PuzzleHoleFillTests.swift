import TTGCairo
import TTGGeometry
import TTGPuzzle
import TTGScene
import Testing

/// The served holes' fill changes from one challenge to the next, and stays plainly a hole:
/// measured on rendered backgrounds.
@Suite struct PuzzleHoleFillTests {
    /// The mean color (0…255 a channel) of `image` over the pixels of `box` where `take` is true.
    static func mean(_ image: RasterImage, _ box: Rect, where take: (Int, Int) -> Bool = { _, _ in true }) -> [Double] {
        var sum = [0.0, 0.0, 0.0]
        var count = 0
        for y in Int(box.minY)..<Int(box.maxY) {
            for x in Int(box.minX)..<Int(box.maxX)
            where x >= 0 && y >= 0 && x < image.width && y < image.height && take(x, y) {
                let i = (y * image.width + x) * 4
                for c in 0..<3 { sum[c] += Double(image.pixels[i + c]) }
                count += 1
            }
        }
        return sum.map { $0 / Double(max(count, 1)) }
    }

    static func distance(_ a: [Double], _ b: [Double]) -> Double {
        zip(a, b).map { ($0 - $1) * ($0 - $1) }.reduce(0, +).squareRoot()
    }

    /// Over 40 challenges: 40 different fills, every one light and greyish; in each challenge every
    /// hole has the same fill; the fill stands apart from the picture around the hole (by at least
    /// 30 levels of RGB distance on average: the least measured was 36 here and 47 over a pool of
    /// 300, a light haze band around the holes, the median about 140), and the inner shadow
    /// darkens the hole's edge, which draws the outline whatever is around it.
    @Test func theFillVariesAndStaysAHole() throws {
        let serving = PuzzlePlacementTests.serving
        var fills: Set<[Int]> = []
        for seed in 0..<40 {
            var random = PuzzleRandom(seed: UInt64(seed) + 1000)
            let challenge = try #require(serving.challenge(using: &random))
            let image = try rasterize(PuzzleLayers(challenge).servedBackgroundScene)
            let side = challenge.pieceSize.width
            // The classic body is 25…100 of the box, its sockets past 75: its core is 40…65.
            func core(_ p: Point) -> Rect {
                Rect(x: p.x + side * 0.4, y: p.y + side * 0.4, width: side * 0.25, height: side * 0.25)
            }
            let fill = Self.mean(image, core(challenge.blank))
            fills.insert(fill.map { Int($0.rounded()) })
            for decoy in challenge.decoys {
                #expect(Self.distance(Self.mean(image, core(decoy)), fill) < 1, "holes of one challenge look alike")
            }
            let (high, low) = (fill.max()! / 255, fill.min()! / 255)
            #expect(high >= 0.72 && high <= 0.91, "light: brightness \(high)")
            #expect((high - low) / high <= 0.21, "greyish: saturation \((high - low) / high)")
            // The ring 3…6 points around the hole's box, against the fill.
            let b = challenge.blank
            let outer = Rect(x: b.x - 6, y: b.y - 6, width: side + 12, height: side + 12)
            let ring = Self.mean(image, outer) { x, y in
                !(Double(x) >= b.x - 3 && Double(x) < b.x + side + 3 && Double(y) >= b.y - 3
                    && Double(y) < b.y + side + 3)
            }
            #expect(Self.distance(ring, fill) >= 30, "the fill \(fill) against the picture around it \(ring)")
            // Two points inside the body's left edge, halfway down: in the inner shadow.
            let edge = Self.mean(
                image, Rect(x: b.x + side * 0.25 + 1, y: b.y + side * 0.45, width: 2, height: side * 0.1))
            let darkening: Double = (fill.reduce(0, +) - edge.reduce(0, +)) / 3
            #expect(darkening >= 3, "the inner shadow darkens the edge")
        }
        #expect(fills.count == 40, "every challenge its own fill")
    }

    /// The fill's ranges, drawn many times, stay inside their documented bounds.
    @Test func drawnFillsStayInTheirRanges() {
        var random = PuzzleRandom(seed: 5)
        for _ in 0..<2000 {
            let (_, saturation, brightness) = PuzzleHoleFill.random(using: &random).hsb
            #expect(saturation >= PuzzleHoleFill.saturationRange.lowerBound - 1e-9)
            #expect(saturation <= PuzzleHoleFill.saturationRange.upperBound + 1e-9)
            #expect(brightness >= PuzzleHoleFill.brightnessRange.lowerBound - 1e-9)
            #expect(brightness <= PuzzleHoleFill.brightnessRange.upperBound + 1e-9)
        }
    }
}
