import TTGGeometry
import TTGSVG
import TTGScene
import Testing

/// What a designer sees in the text of a written SVG: named elements, colors as #RRGGBB with an
/// opacity beside them, numbers to a thousandth, and nothing a vector editor does not need.
@Suite struct SVGDocumentTests {
    static let services = SVGServices(
        encodePNG: { _ in [] },
        layoutText: { [TextLine($0.string, baselineOrigin: Point(1, 10), characterX: [1, 5])] },
        textOutline: { _ in Path(rect: Rect(x: 1, y: 2, width: 3, height: 4)) })
    static let writer = SVGWriter(services: services)

    @Test func namesBecomeUniqueIdentifiers() throws {
        let eye = Node.shape(Path(ovalIn: Rect(x: 1, y: 1, width: 4, height: 4)), fill: .solid(.black), name: "eye")
        let scene = Scene(
            size: Size(20, 20),
            nodes: [
                .group([eye, eye], name: "eyes"), .shape(Path(rect: .zero), fill: .solid(.black), name: "3 mouth"),
            ])
        let svg = try Self.writer.document(for: scene)
        #expect(svg.contains("<g id=\"eyes\">"))
        #expect(svg.contains("<path id=\"eye\" "))
        #expect(svg.contains("<path id=\"eye-2\" "))
        #expect(svg.contains("<path id=\"n-3-mouth\" "))
    }

    @Test func colorsAndNumbersAreWhatADesignerTypes() throws {
        let scene = Scene(
            size: Size(10, 10),
            nodes: [
                .shape(
                    Path(rect: Rect(x: 1.0 / 3, y: 2, width: 5, height: 5)),
                    fill: .solid(Color(red8: 0x1A, green8: 0x2B, blue8: 0x3C).withAlpha(0.5)))
            ])
        let svg = try Self.writer.document(for: scene)
        #expect(svg.contains("fill=\"#1A2B3C\" fill-opacity=\"0.5\""))
        #expect(svg.contains("M0.333 2 "))
        for absent in ["surface", "<metadata", "<!--", "%", "rgb("] { #expect(!svg.contains(absent), "\(absent)") }
    }

    @Test func textIsItsGlyphsOutlinesByDefault() throws {
        let scene = Scene(size: Size(20, 20), nodes: [.text("Hi", at: Point(1, 1), fontSize: 9, color: .black)])
        let svg = try Self.writer.document(for: scene)
        #expect(svg.contains("<path d=\"M1 2 L4 2 L4 6 L1 6 Z\" fill=\"#000000\"/>"))
        #expect(!svg.contains("<text"))
    }

    @Test func liveTextSitsWhereTheLayoutPutsEachCharacter() throws {
        let scene = Scene(size: Size(20, 20), nodes: [.text("Hi", at: Point(1, 1), fontSize: 9, color: .black)])
        let svg = try SVGWriter(services: Self.services, liveText: true).document(for: scene)
        #expect(svg.contains("font-family=\"DejaVu Sans\""))
        #expect(svg.contains("<tspan x=\"1 5\" y=\"10\">Hi</tspan>"))
    }
}
