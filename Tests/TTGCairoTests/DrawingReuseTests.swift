import Foundation
import TTGCairo
import TTGGeometry
import TTGScene
import TTGTestSupport
import Testing

/// A thread keeps the premultiplied pixels and the shadows it drew last (a captcha draws the
/// same landscape and holes into several layers). What it draws from them must be what a
/// thread that kept nothing draws: these compare the two, byte for byte.
@Suite struct DrawingReuseTests {
    /// A translucent, antialiased picture: edges with every kind of alpha.
    private let picture = Scene(
        size: Size(width: 90, height: 60),
        nodes: [
            .shape(Path(circleCenter: Point(40, 30), radius: 24.3), fill: .solid(Color(rgb: 0x1461F2).withAlpha(0.7))),
            .shape(Path(rect: Rect(x: 50.5, y: 8.25, width: 30, height: 40)), fill: .solid(Color(rgb: 0xF2A014))),
        ])

    /// Layers cut from `image` as a captcha cuts them: a translucent hole with an inner
    /// shadow, and a piece with a drop shadow.
    private func layers(of image: RasterImage) -> [Scene] {
        let picture = Node.image(image, in: Rect(x: 0, y: 0, width: 90, height: 60))
        let outline = Path(circleCenter: Point(44, 28), radius: 17.6)
        let hole = Node.group(
            [picture], opacity: 0.5, clip: ClipPath(outline),
            innerShadow: Shadow(color: Color.black.withAlpha(0.6), radius: 4, offset: Vector(1, 2)))
        let piece = Node.group(
            [.group([picture], clip: ClipPath(outline))], transform: .translation(x: 3.5, y: -2),
            shadow: Shadow(color: Color.black.withAlpha(0.5), radius: 3, offset: Vector(0, 2)))
        return [
            Scene(
                size: Size(width: 90, height: 60),
                nodes: [.shape(Path(rect: Rect(x: 0, y: 0, width: 90, height: 60)), fill: .solid(.white)), hole]),
            Scene(size: Size(width: 90, height: 60), nodes: [hole, piece]),
            Scene(size: Size(width: 90, height: 60), nodes: [piece]),
        ]
    }

    @Test(arguments: [1.0, 2.0])
    func layersDrawnFromKeptPixelsMatchAFreshThread(scale: Double) throws {
        let kept = try rasterizeForReuse(picture, scale: scale)
        let reused = try layers(of: kept).map { try rasterize($0, scale: scale) }
        let fresh = onNewThread { () -> [RasterImage]? in
            guard let image = try? rasterize(self.picture, scale: scale) else { return nil }
            return try? self.layers(of: image).map { try rasterize($0, scale: scale) }
        }
        #expect(fresh != nil)
        #expect(try rasterize(picture, scale: scale) == kept)
        for (index, (a, b)) in zip(reused, fresh ?? []).enumerated() {
            #expect(a == b, "layer \(index) at @\(scale)x")
        }
    }

    @Test func aShadowDrawnTwiceIsTheSame() throws {
        let image = try rasterize(picture)
        let scenes = layers(of: image)
        // The hole and the piece are in two layers each; the second time, their shadows are the kept ones.
        let first = try scenes.map { try rasterize($0) }
        let second = try scenes.map { try rasterize($0) }
        let fresh = onNewThread { try? scenes.map { try rasterize($0) } }
        #expect(first == second)
        #expect(fresh == first)
    }

    /// A captcha draws its piece, with its drop shadow, alone on a small canvas and then at
    /// its place on the picture: the shadow kept from the first draw serves the second when the
    /// piece moved by whole pixels and no canvas cut the shadow. Every draw, in one order on
    /// one thread, must be what a thread that kept nothing draws; among them are moves by
    /// whole pixels, by half a point (whole pixels at @2x only), and a canvas that cuts the shadow.
    @Test(arguments: [1.0, 2.0])
    func aShadowMovedByWholePixelsIsTheSameOnAnyCanvas(scale: Double) throws {
        let image = try rasterize(picture)
        let outline = Path(circleCenter: Point(44, 28), radius: 17.6)
        let shadows = [
            Shadow(color: Color.black.withAlpha(0.5), radius: 3, offset: Vector(0, 2)),
            Shadow(color: Color(rgb: 0x202060).withAlpha(0.8), radius: 5, offset: Vector(-1.5, 0.75)),
        ]
        let placements: [(canvas: Size, move: Vector)] = [
            (Size(width: 56, height: 56), Vector(-16, -1)),
            (Size(width: 90, height: 60), Vector(20, 11)),
            (Size(width: 120, height: 80), Vector(-3, 25)),
            (Size(width: 90, height: 60), Vector(-30, 20)),
            (Size(width: 90, height: 60), Vector(20.5, 11)),
            (Size(width: 56, height: 56), Vector(-15.5, -1)),
        ]
        let scenes = shadows.flatMap { shadow in
            placements.map { placement in
                let cut = Node.group(
                    [.image(image, in: Rect(x: 0, y: 0, width: 90, height: 60))], clip: ClipPath(outline))
                return Scene(
                    size: placement.canvas,
                    nodes: [
                        .group(
                            [cut], transform: .translation(x: placement.move.dx, y: placement.move.dy), shadow: shadow)
                    ])
            }
        }
        let drawn = try scenes.map { try rasterize($0, scale: scale) }
        for (index, scene) in scenes.enumerated() {
            let fresh = onNewThread { try? rasterize(scene, scale: scale) }
            // Compared as a Bool: a failure names the placement without printing two images.
            let same = fresh == drawn[index]
            #expect(same, "placement \(index % placements.count) of shadow \(index / placements.count)")
        }
    }

    /// A shadow needs only the alpha of what casts it, and an opaque image is drawn for it as a
    /// solid color: its shadow must be that of an opaque shape of the same outline.
    @Test(arguments: [1.0, 2.0])
    func anOpaqueImageCastsTheShadowOfItsOutline(scale: Double) throws {
        let size = Size(width: 90, height: 60)
        let opaque = try rasterize(
            Scene(
                size: size,
                nodes: [
                    .shape(Path(rect: Rect(x: 0, y: 0, width: 90, height: 60)), fill: .solid(Color(rgb: 0x35A852))),
                    .shape(Path(circleCenter: Point(40, 30), radius: 24.3), fill: .solid(Color(rgb: 0x1461F2))),
                ]), scale: scale)
        let outline = Path(circleCenter: Point(44, 28), radius: 17.6)
        let drop = Shadow(color: Color.black.withAlpha(0.5), radius: 3, offset: Vector(0, 2))
        let inner = Shadow(color: Color.black.withAlpha(0.6), radius: 4, offset: Vector(1, 2))
        func casting(_ content: Node, shadows: Bool = true) -> Scene {
            Scene(
                size: size,
                nodes: [
                    .group(
                        [.group([content], clip: ClipPath(outline))], transform: .translation(x: 3.5, y: -2),
                        shadow: shadows ? drop : nil),
                    .group([content], clip: ClipPath(outline), innerShadow: shadows ? inner : nil),
                ])
        }
        let image = Node.image(opaque, in: Rect(x: 0, y: 0, width: 90, height: 60))
        let fromImage = try rasterize(casting(image), scale: scale)
        // Black where the image was: the shadows are the same, the content differs.
        let fromShape = try rasterize(
            casting(.shape(Path(rect: Rect(x: 0, y: 0, width: 90, height: 60)), fill: .solid(.black))), scale: scale)
        let contentOnly = try rasterize(casting(image, shadows: false), scale: scale)
        // Outside both contents only the drop shadow is drawn.
        var compared = 0
        for y in 0..<fromImage.height {
            for x in 0..<fromImage.width where contentOnly.pixel(x: x, y: y).alpha == 0 {
                #expect(fromImage.pixel(x: x, y: y) == fromShape.pixel(x: x, y: y), "(\(x), \(y)) at @\(scale)x")
                compared += 1
            }
        }
        #expect(compared > fromImage.width * fromImage.height / 2)
    }
}

/// `body`'s result, computed on a thread of its own (which has kept nothing yet).
private func onNewThread<T>(_ body: @escaping @Sendable () -> T) -> T {
    let box = ResultBox<T>()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        box.value = body()
        done.signal()
    }
    thread.start()
    done.wait()
    return box.value!
}

private final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}
