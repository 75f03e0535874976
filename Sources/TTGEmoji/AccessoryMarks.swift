import Foundation
import TTGGeometry
import TTGScene

/// Tears, sweat, blush and sparkles, in colors of their own.
struct AccessoryMarks {
    let renderer: FaceRenderer

    static let tearColor = Color(red8: 0x4F, green8: 0xB6, blue8: 0xFF)
    static let sweatColor = Color(red8: 0x7C, green8: 0xD4, blue8: 0xFF)
    static let blushColor = Color(red8: 0xFF, green8: 0x6F, blue8: 0x91)
    static let sparkleColor = Color(red8: 0xFF, green8: 0xC2, blue8: 0x33)

    private var w: Double { renderer.w }
    private var s: Double { renderer.face.accessoryScale }
    private var eyeY: Double { ClassicFeatures.eyeLine(size: w, geometry: renderer.face.geometry) }

    /// A drop falling from the outer corner of the left eye.
    func tear() -> [Node] {
        let top = Point(0.21 * w, eyeY + 0.055 * w)
        return [drop(tip: top, height: 0.115 * w * s, color: Self.tearColor)]
    }

    /// A drop on the upper right of the forehead.
    func sweat() -> [Node] {
        [drop(tip: Point(0.87 * w, 0.09 * w), height: 0.14 * w * s, color: Self.sweatColor)]
    }

    /// Two soft ovals on the cheeks: a faint wide one under a stronger smaller one.
    func blush() -> [Node] {
        let y = eyeY + 0.15 * w
        return [0.2, 0.8].flatMap { fraction -> [Node] in
            let center = Point(fraction * w, y)
            return [(1.0, 0.22), (0.7, 0.3)].map { size, alpha in
                let rx = 0.075 * w * s * size
                let ry = 0.042 * w * s * size
                let oval = Path(ovalIn: Rect(x: center.x - rx, y: center.y - ry, width: 2 * rx, height: 2 * ry))
                return .shape(renderer.keptInside(oval, pad: 1), fill: .solid(Self.blushColor.withAlpha(alpha)))
            }
        }
    }

    /// One four-pointed star by the upper right.
    func sparkle() -> [Node] {
        [star(center: Point(0.86 * w, 0.15 * w), radius: 0.085 * w * s)]
    }

    /// Three four-pointed stars: a large one upper right, two small ones around.
    func sparkles() -> [Node] {
        [
            star(center: Point(0.86 * w, 0.15 * w), radius: 0.085 * w * s),
            star(center: Point(0.95 * w, 0.33 * w), radius: 0.045 * w * s),
            star(center: Point(0.13 * w, 0.12 * w), radius: 0.05 * w * s),
        ]
    }

    /// A four-pointed star with concave sides.
    private func star(center c: Point, radius r: Double) -> Node {
        var path = Path()
        let waist = 0.16 * r
        let tips = [Point(c.x, c.y - r), Point(c.x + r, c.y), Point(c.x, c.y + r), Point(c.x - r, c.y)]
        path.move(to: tips[0])
        for i in 0..<4 {
            let next = tips[(i + 1) % 4]
            path.quad(
                to: next,
                control: Point(
                    c.x + (tips[i].x + next.x - 2 * c.x) * waist / r,
                    c.y + (tips[i].y + next.y - 2 * c.y) * waist / r))
        }
        path.close()
        return .shape(renderer.keptInside(path, pad: 1), fill: .solid(Self.sparkleColor))
    }

    /// A drop with its point at `tip` and a round bottom, `height` tall.
    private func drop(tip: Point, height h: Double, color: Color) -> Node {
        let r = 0.36 * h
        let center = Point(tip.x, tip.y + h - r)
        var path = Path()
        path.move(to: tip)
        path.cubic(
            to: Point(center.x + r, center.y), control1: Point(tip.x + 0.2 * r, tip.y + 0.35 * h),
            control2: Point(center.x + r, center.y - 0.6 * r))
        path.addArc(center: center, radius: r, startAngle: 0, endAngle: Double.pi, clockwise: true)
        path.cubic(
            to: tip, control1: Point(center.x - r, center.y - 0.6 * r),
            control2: Point(tip.x - 0.2 * r, tip.y + 0.35 * h))
        path.close()
        let stroke = Stroke(.solid(color.withAlpha(1)), width: 0.02 * w, cap: .round, join: .round)
        return .shape(renderer.keptInside(path, pad: 0.01 * w + 1), fill: .solid(color.withAlpha(0.85)), stroke: stroke)
    }
}
