import TTGCairo
import TTGGeometry
import TTGPuzzle
import TTGScene
import TTGTestSupport
import Testing

/// Pixel checks on a known image the size of the canvas (so it is drawn 1:1).
@Suite(.slow) struct PuzzlePixelTests {
    /// A 320×200 opaque test pattern: every pixel different from its neighbours.
    static let source: RasterImage = {
        var pixels: [UInt8] = []
        for y in 0..<200 {
            for x in 0..<320 {
                pixels += [UInt8((x * 7 + y) % 256), UInt8((y * 5 + x / 3) % 256), UInt8((x ^ y) % 256), 255]
            }
        }
        return RasterImage(width: 320, height: 200, pixels: pixels)
    }()

    static func configuration(_ shape: PuzzleShape, shadows: Bool) -> PuzzleConfiguration {
        PuzzleConfiguration(
            shape: shape, background: .image(source), blank: Point(170, 40),
            pieceShadow: shadows ? PuzzleConfiguration.defaultShadow : nil,
            innerShadow: shadows ? PuzzleConfiguration.defaultShadow : nil)
    }

    @Test func squareHoleIsPixelExact() throws {
        let image = try rasterize(PuzzleLayers(Self.configuration(.square, shadows: false)).backgroundScene)
        for y in 0..<200 {
            for x in 0..<320 {
                let p = image.pixel(x: x, y: y)
                let s = Self.source.pixel(x: x, y: y)
                let inside = (170..<270).contains(x) && (40..<140).contains(y)
                if inside {
                    #expect(p.alpha == 128 || p.alpha == 127, "(\(x), \(y))")
                    // Straight color is the source's (up to premultiplication rounding).
                    #expect(abs(Int(p.red) - Int(s.red)) <= 2 && abs(Int(p.green) - Int(s.green)) <= 2, "(\(x), \(y))")
                } else {
                    #expect(p == s, "(\(x), \(y))")
                }
                if p != s && !inside { return }  // one report is enough
            }
        }
    }

    @Test func circleHoleCoverageMatchesTheCircle() throws {
        let configuration = Self.configuration(.circle, shadows: false)
        let image = try rasterize(PuzzleLayers(configuration).backgroundScene)
        // The circle alone, rasterized: its coverage decides each pixel's alpha.
        let circle = try rasterize(
            Scene(
                size: Size(320, 200),
                nodes: [
                    .shape(Path(ovalIn: Rect(x: 170, y: 40, width: 100, height: 100)), fill: .solid(.black))
                ]))
        var worst = 0
        for y in 30..<150 {
            for x in 160..<280 {
                // The front (coverage 1 − c) under the hole (c at alpha ½), composited with OVER.
                let c = Double(circle.pixel(x: x, y: y).alpha) / 255
                let expected = 255 * (0.5 * c + (1 - c) * (1 - 0.5 * c))
                worst = max(worst, abs(Int(image.pixel(x: x, y: y).alpha) - Int(expected.rounded())))
            }
        }
        #expect(worst <= 2)
        #expect(image.pixel(x: 169, y: 90) == Self.source.pixel(x: 169, y: 90))
        #expect(image.pixel(x: 270, y: 90) == Self.source.pixel(x: 270, y: 90))
    }

    @Test func withShadowsOutsideTheHoleAndItsMarginIsTheSource() throws {
        let configuration = Self.configuration(.classic, shadows: true)
        let image = try rasterize(PuzzleLayers(configuration).backgroundScene)
        let outline = PuzzleLayers(configuration).blankOutline
        var checked = 0
        for y in stride(from: 0, to: 200, by: 3) {
            for x in stride(from: 0, to: 320, by: 3) {
                let p = Point(Double(x) + 0.5, Double(y) + 0.5)
                let nearHole = Rect(x: 170 - 2, y: 40 - 2, width: 104, height: 104).contains(p)
                if !nearHole {
                    #expect(image.pixel(x: x, y: y) == Self.source.pixel(x: x, y: y), "(\(x), \(y))")
                    checked += 1
                } else if outline.contains(p), (200..<240).contains(x), (75..<110).contains(y) {
                    // Deep inside the hole, beyond the inner shadow's reach: the source at blankAlpha.
                    let q = image.pixel(x: x, y: y)
                    let s = Self.source.pixel(x: x, y: y)
                    #expect(q.alpha == 128 || q.alpha == 127, "(\(x), \(y))")
                    #expect(abs(Int(q.blue) - Int(s.blue)) <= 2, "(\(x), \(y))")
                }
            }
        }
        #expect(checked > 5000)
    }

    @Test func piecePNGIsTransparentOutsideTheOutline() throws {
        for shape in [PuzzleShape.classic, .circle] {
            let layers = PuzzleLayers(Self.configuration(shape, shadows: false))
            let frame = layers.pieceFrame
            let image = try rasterize(layers.pieceScene)
            #expect(image.width == Int(frame.size.width) && image.height == Int(frame.size.height))
            let outline = layers.configuration.outline.path(at: frame.boxOrigin)
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let center = Point(Double(x) + 0.5, Double(y) + 0.5)
                    let corners = [
                        Point(Double(x), Double(y)), Point(Double(x + 1), Double(y)),
                        Point(Double(x), Double(y + 1)), Point(Double(x + 1), Double(y + 1)),
                    ]
                    if corners.allSatisfy({ !outline.contains($0) }) && !outline.contains(center) {
                        #expect(image.pixel(x: x, y: y).alpha == 0, "\(shape.name) (\(x), \(y))")
                    }
                    let block = [
                        Point(Double(x - 1), Double(y - 1)), Point(Double(x + 2), Double(y - 1)),
                        Point(Double(x - 1), Double(y + 2)), Point(Double(x + 2), Double(y + 2)),
                    ]
                    if (corners + block).allSatisfy({ outline.contains($0) }) {
                        // Inside: the source pixel under the blank.
                        let s = Self.source.pixel(
                            x: x - Int(frame.boxOrigin.x) + 170, y: y - Int(frame.boxOrigin.y) + 40)
                        #expect(image.pixel(x: x, y: y) == s, "\(shape.name) (\(x), \(y))")
                    }
                }
            }
        }
    }

    @Test func aspectFillCentersAndCovers() {
        let r = PuzzleImageFit.fill.rect(for: Size(240, 160), canvas: Size(320, 200))
        #expect(r.width == 320 && abs(r.height - 213.333333) < 1e-4 && abs(r.minY + 6.666666) < 1e-4)
        #expect(
            PuzzleImageFit.fill.rect(for: Size(320, 200), canvas: Size(320, 200))
                == Rect(x: 0, y: 0, width: 320, height: 200))
    }
}
