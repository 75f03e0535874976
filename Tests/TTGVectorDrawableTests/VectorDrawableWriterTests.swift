import TTGGeometry
import TTGScene
import Testing

@testable import TTGVectorDrawable

/// The writer in process, on small scenes: what each node becomes, and what is refused.
@Suite struct VectorDrawableWriterTests {
    static let writer = VectorDrawableWriter(services: VectorDrawableServices(textOutline: { _ in Path() }))
    static let square = Path(rect: Rect(x: 10, y: 10, width: 20, height: 20))

    static func document(_ nodes: [Node], fallback: VectorFallback = .refuse) throws -> VectorDrawableDocument {
        var writer = Self.writer
        writer.fallback = fallback
        return try writer.document(for: Scene(size: Size(40, 40), nodes: nodes))
    }

    @Test func aFillIsAPathWithItsColorAlphaFirst() throws {
        let text = try Self.document([.shape(Self.square, fill: .solid(Color(rgb: 0x3366CC).withAlpha(0.5)))]).text
        #expect(text.contains("android:fillColor=\"#803366CC\""))
        #expect(text.contains("android:pathData=\"M10 10 L30 10 L30 30 L10 30 Z\""))
        #expect(text.contains("android:width=\"40dp\""))
    }

    @Test func evenOddIsTheFillType() throws {
        let shape = ShapeNode(path: Self.square, fill: Fill(.solid(.black), rule: .evenOdd))
        #expect(try Self.document([.shape(shape)]).text.contains("android:fillType=\"evenOdd\""))
    }

    /// A gradient of one stop is its color: Android's `<gradient>` needs two items.
    @Test func aGradientOfOneStopIsItsColor() throws {
        let paint = Paint.linearGradient(
            LinearGradient(stops: [GradientStop(offset: 0, color: .white)], start: Point(0, 0), end: Point(1, 1)))
        let text = try Self.document([.shape(Self.square, fill: paint)]).text
        #expect(text.contains("android:fillColor=\"#FFFFFFFF\""))
        #expect(!text.contains("<gradient"))
    }

    @Test func anEmptyClipShowsNothing() throws {
        let group = GroupNode(children: [.shape(Self.square, fill: .solid(.black))], clip: ClipPath(Path()))
        #expect(!(try Self.document([.group(group)]).text.contains("<path")))
    }

    @Test func aBitmapIsRefusedEitherWay() throws {
        let image = Node.image(
            RasterImage(width: 1, height: 1, color: .black), in: Rect(x: 0, y: 0, width: 4, height: 4))
        for fallback in VectorFallback.allCases {
            #expect(throws: VectorDrawableUnsupported.self) { try Self.document([image], fallback: fallback) }
        }
    }

    @Test func aShadowIsRefusedOrLeftOutSayingSo() throws {
        let group = GroupNode(
            children: [.shape(Self.square, fill: .solid(.black))], shadow: Shadow(color: .black, radius: 3),
            name: "card")
        #expect(throws: VectorDrawableUnsupported.self) { try Self.document([.group(group)]) }
        let document = try Self.document([.group(group)], fallback: .approximate)
        #expect(document.approximations == ["a drop shadow ('card'): left out (a vector drawable has no blur)"])
        #expect(document.text.contains("<path"))
    }

    /// A translucent group fades its one paint exactly, as `fillAlpha`.
    @Test func aGroupsOpacityFadesItsPaints() throws {
        let group = GroupNode(children: [.shape(Self.square, fill: .solid(.black))], opacity: 0.25)
        #expect(try Self.document([.group(group)]).text.contains("android:fillAlpha=\"0.25\""))
    }

    /// Names are unique, so an animator can find each.
    @Test func namesAreUnique() throws {
        let shapes = [
            Node.shape(Self.square, fill: .solid(.black), name: "dot"),
            .shape(Self.square, fill: .solid(.black), name: "dot"),
        ]
        let text = try Self.document(shapes).text
        #expect(text.contains("android:name=\"dot\"") && text.contains("android:name=\"dot_2\""))
    }
}
