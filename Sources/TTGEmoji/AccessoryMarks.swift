import Foundation
import TTGGeometry
import TTGScene

/// The rich look's tears, sweat, blush and sparkles, filled in colors of their own.
struct AccessoryMarks {
    let renderer: FaceRenderer

    static let tearColor = Color(red8: 0x4F, green8: 0xB6, blue8: 0xFF)
    static let sweatColor = Color(red8: 0x7C, green8: 0xD4, blue8: 0xFF)
    static let blushColor = Color(red8: 0xFF, green8: 0x6F, blue8: 0x91)
    static let sparkleColor = Color(red8: 0xFF, green8: 0xC2, blue8: 0x33)

    private var w: Double { renderer.w }
    private var s: Double { renderer.face.accessoryScale }

    private func center(_ placement: AccessoryPlacement) -> Point {
        Point(placement.center.x * w, placement.center.y * w)
    }

    /// A tear, a drop of sweat or a sparkle where the preset puts it.
    func mark(_ placement: AccessoryPlacement) -> [Node] {
        let c = center(placement)
        let size = placement.size * w * s
        switch placement.kind {
        case .tear: return [drop(tip: Point(c.x, c.y - 0.62 * size), height: 1.24 * size, color: Self.tearColor)]
        case .sweat: return [drop(tip: Point(c.x, c.y - 0.62 * size), height: 1.24 * size, color: Self.sweatColor)]
        case .sparkle: return [star(center: c, radius: 1.05 * size)]
        case .blush: return blush(placement)
        }
    }

    /// A soft oval on the cheek: a faint wide one under a stronger smaller one.
    func blush(_ placement: AccessoryPlacement) -> [Node] {
        let c = center(placement)
        let size = placement.size * w * s
        return [(1.0, 0.22), (0.7, 0.3)].map { scale, alpha in
            let rx = 0.62 * size * scale
            let ry = 0.35 * size * scale
            let oval = Path(ovalIn: Rect(x: c.x - rx, y: c.y - ry, width: 2 * rx, height: 2 * ry))
            return .shape(renderer.keptInside(oval, pad: 1), fill: .solid(Self.blushColor.withAlpha(alpha)))
        }
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
