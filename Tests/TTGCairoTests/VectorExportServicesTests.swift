import TTGCairo
import TTGGeometry
import TTGScene
import Testing

/// What the Lottie writer takes from the raster renderer: glyph outlines where the PNG draws
/// the glyphs, and shadows drawn alone, cropped, where the PNG draws them.
@Suite struct VectorExportServicesTests {
    @Test func glyphOutlinesFillWhereTheTextIsDrawn() throws {
        let text = TextNode("Hg", placement: .origin(Point(10, 20)), fontSize: 40)
        let outline = try textOutline(text)
        #expect(outline.subpaths.count == 3)  // H is one contour, g two
        let ink = try measureText(text).inkBounds
        let bounds = outline.controlBounds
        #expect(abs(bounds.minX - ink.minX) < 1.5 && abs(bounds.maxX - ink.maxX) < 1.5, "\(bounds) \(ink)")
        #expect(abs(bounds.minY - ink.minY) < 1.5 && abs(bounds.maxY - ink.maxY) < 1.5)
        // Filled, the outline covers what the text covers.
        let size = Size(120, 80)
        let drawn = try rasterize(Scene(size: size, nodes: [.text(text)]), scale: 1)
        let filled = try rasterize(Scene(size: size, nodes: [.shape(outline, fill: .solid(.black))]), scale: 1)
        let differing = zip(drawn.pixels.enumerated(), filled.pixels).filter {
            $0.0.offset % 4 == 3 && abs(Int($0.0.element) - Int($0.1)) > 64
        }
        #expect(differing.count < 20, "\(differing.count) pixels")
    }

    @Test func aDropShadowAloneIsCroppedToWhatItPaints() throws {
        let square = Node.shape(Path(rect: Rect(x: 20, y: 20, width: 20, height: 20)), fill: .solid(.black))
        let group = GroupNode(
            children: [square], shadow: Shadow(color: Color.black.withAlpha(0.5), radius: 4, offset: Vector(5, 5)))
        let shadows = try renderShadows(of: group, placedBy: .identity, canvas: Size(100, 100), scale: 2)
        #expect(shadows.inner == nil)
        let drop = try #require(shadows.drop)
        // The square moved by the offset, blurred by a Gaussian of σ = 2 (reaching about 3σ).
        #expect(abs(drop.rect.midX - 35) < 0.5 && abs(drop.rect.midY - 35) < 0.5)
        #expect(drop.rect.width > 24 && drop.rect.width < 36)
        #expect(drop.image.width == Int((drop.rect.width * 2).rounded()))
        // Its middle is the shadow's color at its alpha.
        let middle = drop.image.pixel(x: drop.image.width / 2, y: drop.image.height / 2)
        #expect(middle.alpha >= 126 && middle.alpha <= 129)
    }
}

extension VectorExportServicesTests {
    @Test func everyGlyphOfALongLineHasItsOutline() throws {
        for string in ["Looping in more light…", "ping", "Lop", "pin", "Loo ping", "ab cd"] {
            let text = TextNode(string, placement: .origin(Point(110, 20)), fontSize: 13, weight: .bold)
            let outline = try textOutline(text)
            let ink = try measureText(text).inkBounds
            #expect(
                abs(outline.controlBounds.maxX - ink.maxX) < 1,
                "\(string): \(outline.subpaths.count) \(outline.controlBounds) \(ink)")
        }
    }
}
