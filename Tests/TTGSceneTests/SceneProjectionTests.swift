import Foundation
import TTGGeometry
import TTGScene
import Testing

/// A scene through a perspective map: its paths projected with their groups' transforms folded
/// in, what has no projection refused.
struct SceneProjectionTests {
    private let map = ProjectiveTransform(rows: [[1, 0, 0], [0, 1, 0], [0.002, 0.001, 1]])

    @Test func pathsAreProjectedWithTheirGroupsTransforms() throws {
        let square = Path([.move(to: .zero), .line(to: Point(10, 0)), .line(to: Point(10, 10)), .close])
        let move = TTGGeometry.AffineTransform.translation(x: 30, y: 40)
        let gradient = Paint.linearGradient(LinearGradient(colors: [.black, .white], start: .zero, end: Point(10, 0)))
        let scene = Scene(
            size: Size(100, 100),
            nodes: [
                .group(
                    GroupNode(
                        children: [
                            .shape(
                                ShapeNode(path: square, fill: Fill(gradient), stroke: Stroke(.solid(.black), width: 2)))
                        ],
                        transform: move, opacity: 0.5))
            ])
        let projected = try #require(scene.projected(by: map, tolerance: 0.05))
        guard case .group(let group) = projected.nodes[0], case .shape(let shape) = group.children[0] else {
            Issue.record("not a group of a shape")
            return
        }
        #expect(group.transform == .identity)
        #expect(group.opacity == 0.5)
        // Lines stay lines: the corners are the map's images of the moved corners, computed here.
        func image(_ p: Point) -> Point {
            let w = 0.002 * p.x + 0.001 * p.y + 1
            return Point(p.x / w, p.y / w)
        }
        let corners = shape.path.elements.compactMap(\.endPoint)
        let expected = [Point(30, 40), Point(40, 40), Point(40, 50)].map(image)
        for (a, b) in zip(corners, expected) { #expect(a.distance(to: b) < 1e-12) }
        // The gradient's ends follow the map to first order about the square's center (35, 45),
        // and the stroke width scales by √|det J| there: det J = det H / w³ = 1 / w³, w = 1.115.
        guard case .linearGradient(let g) = shape.fill?.paint else {
            Issue.record("not a gradient")
            return
        }
        #expect(g.start.distance(to: image(Point(30, 40))) < 0.1)
        let width = try #require(shape.stroke?.width)
        #expect(abs(width - 2 * pow(1.115, -1.5)) < 1e-9)
    }

    @Test func textAndPointsBehindTheViewerHaveNoProjection() {
        let text = Scene(size: Size(10, 10), nodes: [.text(TextNode("A", placement: .origin(.zero)))])
        #expect(text.projected(by: map, tolerance: 0.05) == nil)
        let far = Path([.move(to: Point(-2000, 0)), .line(to: Point(0, 0))])
        #expect(
            Scene(size: Size(10, 10), nodes: [.shape(ShapeNode(path: far))]).projected(by: map, tolerance: 0.05) == nil)
    }
}
