import TTGCairo
import TTGGeometry
import TTGScene
import Testing

/// Text is measured as it is drawn, and laid out the same at every scale.
@Suite struct TextMeasurementTests {
    @Test func boxTextWrapsOnlyWhenTooWide() throws {
        let line = TextNode("Pull to refresh", placement: .origin(Point(10, 20)), fontSize: 12)
        let one = try measureText(line)
        #expect(one.lineCount == 1)
        #expect(abs(one.logicalBounds.minX - 10) < 1e-9 && abs(one.logicalBounds.minY - 20) < 1e-9)
        #expect(one.logicalBounds.width > 60 && one.logicalBounds.width < 120)
        #expect(one.inkBounds.minX >= one.logicalBounds.minX - 1 && one.inkBounds.maxY <= one.logicalBounds.maxY + 1)
        let width = one.logicalBounds.width
        let fits = try measureText(
            TextNode(
                line.string,
                placement: .box(
                    Rect(x: 0, y: 0, width: width + 0.01, height: 20),
                    alignment: .center), fontSize: 12))
        #expect(fits.lineCount == 1 && abs(fits.logicalBounds.width - width) < 1e-9)
        let narrow = try measureText(
            TextNode(
                line.string,
                placement: .box(
                    Rect(x: 0, y: 0, width: width * 0.6, height: 20),
                    alignment: .center), fontSize: 12))
        #expect(narrow.lineCount == 2 && narrow.logicalBounds.height > 1.8 * one.logicalBounds.height)
        // Centered in a wider box.
        let centered = try measureText(
            TextNode(
                line.string,
                placement: .box(
                    Rect(x: 0, y: 0, width: width + 40, height: 20),
                    alignment: .center), fontSize: 12))
        #expect(abs(centered.logicalBounds.midX - (width + 40) / 2) < 0.01)
        #expect(try measureText(TextNode("", placement: .origin(.zero))).lineCount == 0)
    }

    /// A line in a box a hair wider than its measured width stays one line at every scale:
    /// the measurement is the layout the renderer draws, whatever the scale.
    @Test(arguments: [0.5, 1, 1.5, 3])
    func layoutIsTheSameAtEveryScale(_ scale: Double) throws {
        let text = "3.33 · expressive 0 · minimal"
        let fontSize = 7.0
        let width = try measureText(TextNode(text, placement: .origin(.zero), fontSize: fontSize)).logicalBounds.width
        let node = TextNode(
            text, placement: .box(Rect(x: 2, y: 2, width: width + 0.01, height: 30), alignment: .left),
            fontSize: fontSize)
        let image = try rasterize(Scene(size: Size(width + 4, 40), nodes: [.text(node)]), scale: scale)
        // One line: nothing drawn below the first line's descent.
        let lineBottom = Int(((2 + 1.2 * fontSize) * scale).rounded(.up))
        var below = 0
        for y in lineBottom..<image.height {
            for x in 0..<image.width where image.pixel(x: x, y: y).alpha > 0 { below += 1 }
        }
        #expect(below == 0, "at scale \(scale) the line wraps")
    }
}
