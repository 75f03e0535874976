import Foundation
import TTGGeometry

/// The nature family as this project first drew it, for the rich look (``RefreshLook/rich``):
/// auroraLoop, zenRipple, koiStream, lunarTide, lotusBloom, rainGarden.
enum RichNaturePaths {
    /// A Lissajous loop at 2:3 (compact: 2:2, a slanted oval traced once).
    static func auroraLoop(compact: Bool) -> Path {
        compact
            ? Sketch.smoothLissajous(2, 2, phase: .pi / 3, period: .pi, steps: 48)
            : Sketch.smoothLissajous(2, 3, phase: 0)
    }

    /// An Archimedean spiral winding outward from the center: 2.5 turns (compact: 1.8).
    static func zenRipple(compact: Bool) -> Path {
        let turns = compact ? 1.8 : 2.5
        let end = turns * 2 * .pi
        return Sketch.curve(0...end, steps: Int(turns * 16)) { t in
            let r = 3 + 45 * t / end
            return Point(50 + r * cos(t - .pi / 2), 50 + r * sin(t - .pi / 2))
        }
    }

    /// A fish swimming right: a body of two curves, a forked tail, a fin line and an eye
    /// (compact: body and tail).
    static func koiStream(compact: Bool) -> Path {
        let body = Sketch.svg("M30 52 C46 18 80 18 96 52 C80 86 46 86 30 52 Z")
        let tail = Sketch.svg("M30 52 L4 28 Q16 52 4 76 Z")
        guard !compact else { return Sketch.join(body, tail) }
        let fin = Sketch.svg("M58 36 Q68 50 56 64")
        let dorsal = Sketch.svg("M50 30 Q58 8 74 20")
        let eye = Sketch.circle(80, 46, 3)
        return Sketch.join(body, tail, fin, dorsal, eye)
    }

    /// A crescent moon, a tide wave below it and a small star tick (compact: moon and a
    /// single, gentler wave).
    static func lunarTide(compact: Bool) -> Path {
        let moon = crescent(outer: (Point(42, 32), 28), inner: (Point(56, 22), 23))
        if compact {
            return Sketch.join(moon, Sketch.svg("M4 86 C24 72 36 72 50 86 C64 100 76 100 96 84"))
        }
        let wave = Sketch.svg("M4 84 C14 72 24 72 34 84 C44 96 54 96 64 84 C74 72 84 72 96 84")
        let star = Sketch.svg("M84 44 V62 M75 53 H93")
        return Sketch.join(moon, wave, star)
    }

    /// The crescent left of a disc `outer` once the disc `inner` is taken away: the long
    /// arc of the outer circle between their crossings, and back along the inner circle.
    static func crescent(outer: (center: Point, radius: Double), inner: (center: Point, radius: Double)) -> Path {
        let d = outer.center.distance(to: inner.center)
        let axis = atan2(inner.center.y - outer.center.y, inner.center.x - outer.center.x)
        // The crossings, seen from each center, lie at ± these angles off the line of centers.
        let a = acos((outer.radius * outer.radius + d * d - inner.radius * inner.radius) / (2 * outer.radius * d))
        let b = acos((inner.radius * inner.radius + d * d - outer.radius * outer.radius) / (2 * inner.radius * d))
        var path = Path()
        path.addArc(
            center: outer.center, radius: outer.radius, startAngle: axis + a, endAngle: axis - a + 2 * .pi,
            clockwise: true)
        path.addArc(
            center: inner.center, radius: inner.radius, startAngle: axis + .pi + b - 2 * .pi,
            endAngle: axis + .pi - b, clockwise: false)
        path.close()
        return path
    }

    /// Petals fanning up from the base of the flower, center petals longest: 6 (compact: 4).
    static func lotusBloom(compact: Bool) -> Path {
        let petals: [(angle: Double, length: Double)] =
            compact
            ? [(-58, 62), (-20, 84), (20, 84), (58, 62)]
            : [(-72, 50), (-44, 68), (-15, 86), (15, 86), (44, 68), (72, 50)]
        let base = Point(50, 92)
        var path = Path()
        for petal in petals {
            path.append(contentsOf: Self.petal(from: base, angle: petal.angle, length: petal.length, width: 0.34))
        }
        return Sketch.fit(path, into: Rect(x: 2, y: 4, width: 96, height: 92))
    }

    /// One pointed petal from `base`, `angle` degrees from straight up, as two quadratics.
    static func petal(from base: Point, angle: Double, length: Double, width: Double) -> Path {
        let a = angle * .pi / 180
        let along = Vector(sin(a), -cos(a))
        let across = Vector(cos(a), sin(a))
        let tip = base + along * length
        let middle = base + along * (length * 0.5)
        var path = Path()
        path.move(to: base)
        path.quad(to: tip, control: middle + across * (length * width))
        path.quad(to: base, control: middle - across * (length * width))
        path.close()
        return path
    }

    /// A leaf arching along the bottom with its midrib, and 4 raindrops falling onto it
    /// (compact: 2).
    ///
    /// The drops are short streaks, each about one dash of the style's 4, 7 pattern long
    /// (Cairo starts the pattern afresh on every subpath), so each reads as one round drop,
    /// and the dash flow makes them fall.
    static func rainGarden(compact: Bool) -> Path {
        let leaf = Sketch.svg("M4 96 C16 68 60 60 96 72 C72 96 36 100 4 96 Z M4 96 Q48 78 96 72")
        let drops: [(Double, Double)] = compact ? [(30, 14), (66, 34)] : [(16, 34), (38, 8), (62, 30), (84, 10)]
        var path = leaf
        for (x, y) in drops { path.append(contentsOf: Sketch.svg("M\(x) \(y) L\(x - 2) \(y + 9)")) }
        return path
    }
}
