import TTGCairo
import TTGGeometry
import TTGScene
import TTGTestSupport
import Testing

/// Exact pixel checks that need no reference image.
@Suite(.slow) struct PixelTests {
    static let red = Color(red: 1, green: 0, blue: 0)

    func pixel(_ image: RasterImage, _ x: Int, _ y: Int) -> [UInt8] {
        let p = image.pixel(x: x, y: y)
        return [p.red, p.green, p.blue, p.alpha]
    }

    @Test func redFillCenterIsExactlyRed() throws {
        let scene = Scene(
            size: Size(20, 20),
            nodes: [
                .shape(TestShapes.rect(Rect(x: 2, y: 2, width: 16, height: 16)), fill: .solid(Self.red))
            ])
        let image = try rasterize(scene)
        #expect(pixel(image, 10, 10) == [255, 0, 0, 255])
        #expect(pixel(image, 0, 0) == [0, 0, 0, 0])
    }

    @Test func evenOddHoleIsTransparentAndNonzeroIsNot() throws {
        var path = TestShapes.rect(Rect(x: 0, y: 0, width: 30, height: 30))
        path.append(contentsOf: TestShapes.rect(Rect(x: 10, y: 10, width: 10, height: 10)))
        let evenOdd = try rasterize(
            Scene(size: Size(30, 30), nodes: [.shape(path, fill: .solid(.black), rule: .evenOdd)]))
        let nonzero = try rasterize(
            Scene(size: Size(30, 30), nodes: [.shape(path, fill: .solid(.black), rule: .nonzero)]))
        #expect(pixel(evenOdd, 15, 15) == [0, 0, 0, 0])
        #expect(pixel(evenOdd, 5, 5) == [0, 0, 0, 255])
        #expect(pixel(nonzero, 15, 15) == [0, 0, 0, 255])
    }

    @Test func scaleMultipliesPixelsNotGeometry() throws {
        let scene = Scene(
            size: Size(40, 30),
            nodes: [
                .shape(TestShapes.rect(Rect(x: 10, y: 10, width: 10, height: 10)), fill: .solid(Self.red))
            ])
        let one = try rasterize(scene, scale: 1)
        let two = try rasterize(scene, scale: 2)
        #expect((one.width, one.height) == (40, 30))
        #expect((two.width, two.height) == (80, 60))
        // The square covers points 10…20: pixels 20…39 at scale 2.
        #expect(pixel(two, 20, 20) == [255, 0, 0, 255] && pixel(two, 39, 39) == [255, 0, 0, 255])
        #expect(pixel(two, 19, 20)[3] == 0 && pixel(two, 40, 20)[3] == 0)
        // Fractional sizes round up; float noise does not add a pixel.
        let odd = try rasterize(Scene(size: Size(220, 10.5), nodes: []), scale: 1.1)
        #expect((odd.width, odd.height) == (242, 12))
    }

    @Test func backgroundFillsTheCanvas() throws {
        let image = try rasterize(Scene(size: Size(8, 8), background: Color(rgb: 0x336699), nodes: []))
        #expect(
            Set(stride(from: 0, to: image.pixels.count, by: 4).map { image.pixels[$0..<$0 + 4] }) == [
                [0x33, 0x66, 0x99, 255]
            ])
        let clear = try rasterize(Scene(size: Size(8, 8), nodes: []))
        #expect(clear.pixels.allSatisfy { $0 == 0 })
    }

    @Test func opacityGroupOverlapEqualsOneHalfLayer() throws {
        let blue = Color(red: 0, green: 0, blue: 1)
        let group = Scene(
            size: Size(30, 10), background: .white,
            nodes: [
                .group(
                    [
                        .shape(TestShapes.rect(Rect(x: 0, y: 0, width: 20, height: 10)), fill: .solid(Self.red)),
                        .shape(TestShapes.rect(Rect(x: 10, y: 0, width: 20, height: 10)), fill: .solid(blue)),
                    ], opacity: 0.5)
            ])
        let single = Scene(
            size: Size(30, 10), background: .white,
            nodes: [
                .shape(TestShapes.rect(Rect(x: 10, y: 0, width: 20, height: 10)), fill: .solid(blue.withAlpha(0.5)))
            ])
        let g = try rasterize(group)
        let s = try rasterize(single)
        #expect(pixel(g, 15, 5) == pixel(s, 15, 5))  // overlap: only the top layer, at 50%
        #expect(pixel(g, 25, 5) == pixel(s, 25, 5))
        #expect(pixel(g, 5, 5) == [255, 127, 127, 255] || pixel(g, 5, 5) == [255, 128, 128, 255])
    }

    @Test func quadraticCurvesMatchTheirExactCubic() throws {
        var quad = Path()
        quad.move(to: Point(0, 40))
        quad.quad(to: Point(40, 40), control: Point(20, 0))
        quad.close()
        var cubic = Path()
        cubic.move(to: Point(0, 40))
        cubic.cubic(to: Point(40, 40), control1: Point(40.0 / 3, 40.0 / 3), control2: Point(80.0 / 3, 40.0 / 3))
        cubic.close()
        let a = try rasterize(Scene(size: Size(40, 40), nodes: [.shape(quad, fill: .solid(.black))]))
        let b = try rasterize(Scene(size: Size(40, 40), nodes: [.shape(cubic, fill: .solid(.black))]))
        #expect(a == b)
    }

    @Test func maskUsesAlpha() throws {
        // A half-transparent white mask shows the red content at 50%.
        let scene = Scene(
            size: Size(10, 10),
            nodes: [
                .group(
                    [.shape(TestShapes.rect(Rect(x: 0, y: 0, width: 10, height: 10)), fill: .solid(Self.red))],
                    mask: [
                        .shape(
                            TestShapes.rect(Rect(x: 0, y: 0, width: 10, height: 10)),
                            fill: .solid(Color.white.withAlpha(0.5)))
                    ])
            ])
        let p = pixel(try rasterize(scene), 5, 5)
        #expect(p[0] == 255 && p[1] == 0 && (127...128).contains(p[3]))
    }

    @Test func dropShadowFallsBesideTheShapeAndInnerShadowStaysInside() throws {
        let square = Node.shape(TestShapes.rect(Rect(x: 10, y: 10, width: 20, height: 20)), fill: .solid(.white))
        let shadow = Shadow(color: .black, radius: 2, offset: Vector(10, 0))
        let drop = try rasterize(Scene(size: Size(50, 40), nodes: [.group([square], shadow: shadow)]))
        #expect(pixel(drop, 20, 20) == [255, 255, 255, 255])  // the shape on top
        #expect(pixel(drop, 35, 20) == [0, 0, 0, 255])  // the shadow, moved 10 right
        #expect(pixel(drop, 5, 20)[3] == 0)  // nothing on the other side
        let inner = try rasterize(Scene(size: Size(50, 40), nodes: [.group([square], innerShadow: shadow)]))
        #expect(pixel(inner, 12, 20)[0] < 40)  // dark inside the left edge
        #expect(pixel(inner, 28, 20) == [255, 255, 255, 255])  // light at the far side
        #expect(pixel(inner, 35, 20)[3] == 0)  // nothing outside
    }

    @Test func trimIsByTotalLengthAcrossSubpaths() throws {
        // Two 40-point lines; 0…0.75 of the 80-point total is all of the first and half of the second.
        var path = TestShapes.polyline([Point(0, 5), Point(40, 5)])
        path.append(contentsOf: TestShapes.polyline([Point(0, 15), Point(40, 15)]))
        let image = try rasterize(
            Scene(
                size: Size(40, 20),
                nodes: [
                    .shape(path, stroke: Stroke(.solid(.black), width: 4, trimEnd: 0.75))
                ]))
        #expect(pixel(image, 35, 5)[3] == 255)
        #expect(pixel(image, 15, 15)[3] == 255)
        #expect(pixel(image, 25, 15)[3] == 0)
        let middle = try rasterize(
            Scene(
                size: Size(40, 20),
                nodes: [
                    .shape(path, stroke: Stroke(.solid(.black), width: 4, trimStart: 0.25, trimEnd: 0.75))
                ]))
        #expect(pixel(middle, 15, 5)[3] == 0 && pixel(middle, 25, 5)[3] == 255)
        #expect(pixel(middle, 15, 15)[3] == 255 && pixel(middle, 25, 15)[3] == 0)
    }

    @Test func collapsedGroupDrawsNothingAndTheRestStillRenders() throws {
        let square = Node.shape(TestShapes.rect(Rect(x: 0, y: 0, width: 10, height: 10)), fill: .solid(Self.red))
        let image = try rasterize(
            Scene(
                size: Size(20, 10),
                nodes: [
                    .group([square], transform: .scale(x: 0, y: 1)),
                    .group([square], transform: .translation(x: 10, y: 0)),
                ]))
        #expect(pixel(image, 5, 5)[3] == 0)
        #expect(pixel(image, 15, 5) == [255, 0, 0, 255])
    }

    @Test func invalidCanvasesAreRefused() {
        #expect(throws: RenderError.self) { try rasterize(Scene(size: Size(0, 10), nodes: [])) }
        #expect(throws: RenderError.self) { try rasterize(Scene(size: Size(10, 10), nodes: []), scale: 0) }
        #expect(throws: RenderError.self) { try rasterize(Scene(size: Size(.infinity, 10), nodes: [])) }
        #expect(throws: RenderError.self) { try rasterize(Scene(size: Size(40000, 10), nodes: [])) }
    }

    @Test func cairoErrorsAreReported() {
        let badDash = Scene(
            size: Size(10, 10),
            nodes: [
                .shape(
                    TestShapes.polyline([Point(0, 5), Point(10, 5)]), stroke: Stroke(.solid(.black), dash: [-1, 2]))
            ])
        #expect(throws: RenderError.cairo("invalid value for a dash setting")) { try rasterize(badDash) }
    }

    /// A shadow whose bitmap Cairo cannot make (a blur reaching 30 million pixels past a small canvas)
    /// fails the picture with Cairo's reason; it was dropped silently, leaving a picture without it.
    @Test func aShadowThatCannotBeMadeFailsThePicture() {
        let square = Node.shape(TestShapes.rect(Rect(x: 2, y: 2, width: 6, height: 6)), fill: .solid(.black))
        for inner in [false, true] {
            let blur = Shadow(color: .black, radius: 10_000_000)
            let group = GroupNode(
                children: [square], shadow: inner ? nil : blur, innerShadow: inner ? blur : nil)
            #expect(throws: RenderError.self, "inner: \(inner)") {
                try rasterize(Scene(size: Size(10, 10), nodes: [.group(group)]))
            }
        }
    }
}
