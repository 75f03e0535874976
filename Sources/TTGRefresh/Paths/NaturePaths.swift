import Foundation
import TTGGeometry

/// The nature family: auroraLoop, zenRipple, koiStream, lunarTide, lotusBloom, rainGarden.
enum NaturePaths {
    /// A Lissajous loop, x at twice the base frequency a quarter turn ahead, y at three
    /// times it (footer: twice, so x = cos 2t, y = sin 2t, a circle gone round twice).
    static func auroraLoop(compact: Bool) -> Path {
        Sketch.lissajous(2, compact ? 2 : 3, phase: .pi / 2)
    }

    /// An Archimedean spiral from 8 to 50 units out from the center, starting to the right:
    /// 2.5 turns (footer 1.8), sampled at 120 steps.
    static func zenRipple(compact: Bool) -> Path {
        let turns = compact ? 1.8 : 2.5
        return Sketch.sampled(0...1, steps: 120) { t in
            let angle = 2 * .pi * turns * t
            let r = 8 + 42 * t
            return Point(50 + r * cos(angle), 50 + r * sin(angle))
        }
    }

    /// A fish facing left: a body of two cubics from the snout to the tail joint, a forked
    /// tail of two strokes, and a fin curve (footer: no fin).
    static func koiStream(compact: Bool) -> Path {
        let body = Sketch.svg("M0 50 C22 0 62 0 76 50 C62 100 22 100 0 50")
        let tail = Sketch.svg("M76 50 L100 30 M76 50 L100 70")
        if compact { return Sketch.join(body, tail) }
        return Sketch.join(body, tail, Sketch.svg("M28 50 Q50 30 64 50"))
    }

    /// A moon arc of 82.8° on the left of a circle of radius 34, drawn counterclockwise
    /// from −140.4° to 136.8°, a tide curve across the bottom and a star tick at the top
    /// right (footer: no star).
    static func lunarTide(compact: Bool) -> Path {
        let moon = Sketch.arc(50, 50, 34, from: -0.78 * 180, to: 0.76 * 180 - 360)
        let tide = Sketch.svg("M0 76 C28 100 72 55 100 76")
        if compact { return Sketch.join(moon, tide) }
        return Sketch.join(moon, tide, Sketch.svg("M80 20 L90 28"))
    }

    /// `count` petals radiating from the center of `box`, the first pointing up, each a
    /// quadratic out to a tip 43% of the box's side away and one back, their control points
    /// 62% of that distance out and 0.55 rad either side of the petal's axis.
    static func lotus(in box: Rect, petals count: Int) -> Path {
        let center = Point(box.midX, box.midY)
        let reach = min(box.width, box.height) * 0.43
        func toward(_ angle: Double, _ distance: Double) -> Point {
            Point(center.x + cos(angle) * distance, center.y + sin(angle) * distance)
        }
        var path = Path()
        for i in 0..<count {
            let angle = Double(i) / Double(count) * 2 * .pi - .pi / 2
            path.move(to: center)
            path.quad(to: toward(angle, reach), control: toward(angle - 0.55, reach * 0.62))
            path.quad(to: center, control: toward(angle + 0.55, reach * 0.62))
        }
        return path
    }

    /// A lotus of 6 petals (footer 4) radiating from the center.
    static func lotusBloom(compact: Bool) -> Path {
        lotus(in: Rect(x: 0, y: 0, width: Sketch.side, height: Sketch.side), petals: compact ? 4 : 6)
    }

    /// A leaf arc across the lower part, and 4 drops (footer 2) hanging from the top edge
    /// 18 units apart from x = 22, each two quadratics 24 units long.
    static func rainGarden(compact: Bool) -> Path {
        var path = Sketch.svg("M0 78 C24 18 76 18 100 76")
        for i in 0..<(compact ? 2 : 4) {
            let x = 22 + 18 * Double(i)
            path.append(contentsOf: Sketch.svg("M\(x) 0 Q\(x - 6) 12 \(x) 24 Q\(x + 6) 12 \(x) 0"))
        }
        return path
    }
}
