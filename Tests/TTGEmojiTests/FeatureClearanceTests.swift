import Foundation
import TTGEmoji
import TTGGeometry
import TTGScene
import Testing

/// Eyes, eyebrows, mouth and accessories lie inside each outline, clear of its stroke;
/// measured on the drawn scene: the outline flattened into a polygon, every mark's points
/// tested inside it (ray crossing) and their distance to it taken, less both half strokes.
@Suite struct FeatureClearanceTests {
    static let w = 220.0
    /// The least room between a mark's stroke and the outline's stroke: 2% of the size.
    static let margin = 0.02 * w

    /// One drawn mark: its points (on its center line) and half its stroke width.
    struct Mark {
        var points: [Point]
        var half: Double
        var name: String
    }

    /// The outline (the face path's first subpath in the original look, the "face" shape in
    /// the rich one) and every other mark, in the face's box.
    static func split(_ face: EmojiFace) -> (outline: [Point], half: Double, marks: [Mark]) {
        var outline: [Point] = []
        var outlineHalf = 0.0
        var marks: [Mark] = []
        func walk(_ nodes: [Node], _ transform: TTGGeometry.AffineTransform, _ group: String) {
            for node in nodes {
                switch node {
                case .shape(let shape):
                    // A group's transform scales the stroke with the path, by the root of its area scale.
                    let half =
                        (shape.stroke?.width ?? 0) / 2
                        * abs(transform.a * transform.d - transform.b * transform.c).squareRoot()
                    var polylines = shape.path.flattened(tolerance: 0.05)
                        .map { $0.map { transform.apply($0) } }
                    if shape.name == "face-fill" { continue }
                    if shape.name == "face" && outline.isEmpty {
                        outline = polylines.removeFirst()
                        outlineHalf = half
                    }
                    marks += polylines.map { Mark(points: $0, half: half, name: group) }
                case .group(let g):
                    walk(g.children, g.transform.concatenating(transform), g.name ?? group)
                default: break
                }
            }
        }
        walk(face.nodes(rate: face.rate), TTGGeometry.AffineTransform.identity, "features")
        return (outline, outlineHalf, marks)
    }

    /// Whether `q` is inside the closed polygon (crossings of a ray to the right).
    static func inside(_ polygon: [Point], _ q: Point) -> Bool {
        var crossings = 0
        for (a, b) in zip(polygon, polygon.dropFirst() + [polygon[0]]) where (a.y > q.y) != (b.y > q.y) {
            if q.x < a.x + (q.y - a.y) * (b.x - a.x) / (b.y - a.y) { crossings += 1 }
        }
        return crossings % 2 == 1
    }

    /// The distance from `q` to the polygon's edges.
    static func distance(_ polygon: [Point], _ q: Point) -> Double {
        var best = Double.infinity
        for (a, b) in zip(polygon, polygon.dropFirst() + [polygon[0]]) {
            let (dx, dy) = (b.x - a.x, b.y - a.y)
            let length = dx * dx + dy * dy
            let t = length == 0 ? 0 : max(0, min(1, ((q.x - a.x) * dx + (q.y - a.y) * dy) / length))
            best = min(
                best,
                ((q.x - a.x - t * dx) * (q.x - a.x - t * dx) + (q.y - a.y - t * dy) * (q.y - a.y - t * dy)).squareRoot()
            )
        }
        return best
    }

    /// The least room between any mark's stroke and the outline's stroke (negative: they
    /// overlap, or the mark is outside), with the mark it belongs to.
    static func clearance(_ face: EmojiFace) -> (room: Double, mark: String) {
        let (outline, outlineHalf, marks) = split(face)
        var worst = (room: Double.infinity, mark: "")
        for mark in marks {
            for q in mark.points {
                let d = distance(outline, q) * (inside(outline, q) ? 1 : -1) - outlineHalf - mark.half
                if d < worst.room { worst = (d, mark.name) }
            }
        }
        return worst
    }

    @Test(arguments: FaceShape.allCases.filter { $0 != .none })
    func marksKeepInsideTheOutline(shape: FaceShape) {
        for preset in ExpressionPreset.allCases {
            for rate in stride(from: 0.0, through: 5, by: 0.25) {
                for look in FaceLook.allCases {
                    let face = EmojiFace(rate: rate, size: Self.w, preset: preset, shape: shape, look: look)
                    let (room, mark) = Self.clearance(face)
                    #expect(room >= Self.margin, "\(shape) \(preset) \(look) rate \(rate): \(mark) \(room)")
                }
            }
        }
    }

    /// Outlines of the user's own (a custom face path) keep the marks inside as the built-in
    /// shapes do: a diamond, a triangle pointing down, a narrow upright rectangle, a small
    /// circle off the center and a five-pointed star, in the face's box at size 220.
    static let customOutlines = [
        "M110 14 L206 110 L110 206 L14 110 Z",
        "M18 36 L202 36 L110 202 Z",
        "M60 8 h100 v204 h-100 Z",
        "M150 80 a50 50 0 1 1 -100 0 a50 50 0 1 1 100 0 Z",
        "M110 6 L135 84 L216 84 L151 132 L175 210 L110 162 L45 210 L69 132 L4 84 L85 84 Z",
    ]

    @Test(arguments: customOutlines)
    func marksKeepInsideACustomOutline(data: String) throws {
        let outline = try Path(svgPathData: data)
        for preset in ExpressionPreset.allCases {
            for rate in stride(from: 0.0, through: 5, by: 0.25) {
                for look in FaceLook.allCases {
                    var face = EmojiFace(rate: rate, size: Self.w, preset: preset, look: look)
                    face.customPath = CustomPath(path: outline, mode: .face)
                    let (room, mark) = Self.clearance(face)
                    #expect(room >= Self.margin, "\(data) \(preset) \(look) rate \(rate): \(mark) \(room)")
                }
            }
        }
    }

    /// The blob's four cubics meet with one tangent: at each join the incoming curve's last
    /// handle, the point and the outgoing curve's first handle lie on one line, at any
    /// progress and in a box that is not square.
    @Test func blobJoinsAreSmooth() throws {
        for box in [Rect(x: 3, y: 3, width: 214, height: 214), Rect(x: 0, y: 10, width: 160, height: 190)] {
            for p in stride(from: 0.0, through: 1, by: 0.125) {
                let path = try #require(FaceShape.blob.path(in: box, progress: p))
                var cubics: [(start: Point, c1: Point, c2: Point, end: Point)] = []
                var current = Point.zero
                for element in path.elements {
                    switch element {
                    case .move(let to): current = to
                    case .cubic(let to, let c1, let c2):
                        cubics.append((current, c1, c2, to))
                        current = to
                    default: break
                    }
                }
                #expect(cubics.count == 4)
                for (a, b) in zip(cubics, cubics.dropFirst() + [cubics[0]]) {
                    #expect(a.end.distance(to: b.start) < 1e-9)
                    let incoming = atan2(a.end.y - a.c2.y, a.end.x - a.c2.x)
                    let outgoing = atan2(b.c1.y - b.start.y, b.c1.x - b.start.x)
                    var turn = abs(incoming - outgoing)
                    turn = min(turn, 2 * .pi - turn)
                    #expect(turn * 180 / .pi < 0.01, "p \(p) at \(a.end): \(turn * 180 / .pi)°")
                }
            }
        }
    }

    /// A sparkle's arms reach ±size across (its bounds are 2 size wide): its stroke is 0.28 of
    /// its size, under the face's 14-point line, at every accessory scale; a blush (two lines,
    /// the longer 1 size) reaches the line width at scale 2.
    @Test func accessoryStrokesScaleWithTheirSize() throws {
        for scale in [0.5, 1, 1.5, 2] {
            let face = EmojiFace(rate: 5, size: Self.w, preset: .playful, accessoryScale: scale)
            let nodes = face.nodes(rate: 5)
            let accessories = nodes.compactMap { node -> [Node]? in
                if case .group(let g) = node, g.name == "accessories" { return g.children }
                return nil
            }
            let shapes = try #require(accessories.first).compactMap { node -> ShapeNode? in
                if case .shape(let shape) = node { return shape }
                return nil
            }
            let sparkles = shapes.filter { $0.path.flattened().count == 4 }
            let blushes = shapes.filter { $0.path.flattened().count == 2 }
            #expect(sparkles.count == 2 && blushes.count == 2)
            for sparkle in sparkles {
                let size = sparkle.path.bounds.width / 2
                let width = try #require(sparkle.stroke?.width)
                #expect(abs(width - 0.28 * size) < 1e-9 && width < 14, "scale \(scale): \(width) for \(size)")
            }
            for blush in blushes {
                let size = blush.path.bounds.width
                let width = try #require(blush.stroke?.width)
                #expect(abs(width - min(14, 0.28 * size)) < 1e-9, "scale \(scale): \(width) for \(size)")
            }
        }
    }
}
