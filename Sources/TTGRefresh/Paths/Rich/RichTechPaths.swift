import Foundation
import TTGGeometry

/// The tech family as this project first drew it, for the rich look (``RefreshLook/rich``):
/// pulseCircuit, cyberGrid, quantumKnot, rocketOrbit.
enum RichTechPaths {
    /// A circuit trace stepping up in right angles from a pad to a pad, with a branch
    /// to a third pad (compact: one trace, two pads, a short stub).
    static func pulseCircuit(compact: Bool) -> Path {
        if compact {
            return Sketch.join(
                Sketch.circle(10, 76, 6), Sketch.svg("M16 76 H40 V26 H82"), Sketch.circle(88, 26, 6),
                Sketch.svg("M40 52 H66"))
        }
        return Sketch.join(
            Sketch.circle(9, 84, 5), Sketch.svg("M14 84 H32 V52 H58 V20 H85"),
            Sketch.circle(90, 20, 5), Sketch.svg("M58 52 H78 V75"), Sketch.circle(78, 80, 5),
            Sketch.svg("M32 52 V30 H44"))
    }

    /// A 3 × 3 grid of cells (compact: 2 × 2) crossed by a diagonal.
    static func cyberGrid(compact: Bool) -> Path {
        let cells = compact ? 2 : 3
        let lo = 6.0
        let hi = 94.0
        let step = (hi - lo) / Double(cells)
        var path = Path(rect: Rect(x: lo, y: lo, width: hi - lo, height: hi - lo))
        for i in 1..<cells {
            let v = lo + Double(i) * step
            path.append(contentsOf: Sketch.svg("M\(v) \(lo) V\(hi) M\(lo) \(v) H\(hi)"))
        }
        path.append(contentsOf: Sketch.svg("M\(lo) \(hi) L\(hi) \(lo)"))
        return path
    }

    /// A Lissajous knot at 3:4 (compact: 2:4, a bow traced once).
    static func quantumKnot(compact: Bool) -> Path {
        compact
            ? Sketch.smoothLissajous(1, 2, phase: .pi / 2, steps: 48)
            : Sketch.smoothLissajous(3, 4, phase: .pi / 4, steps: 128)
    }

    /// An orbit arc of 250° open toward the upper right, around a diamond rocket flying
    /// that way with a porthole and exhaust lines (compact: rocket and one exhaust line).
    static func rocketOrbit(compact: Bool) -> Path {
        let orbit = Sketch.arc(50, 50, 46, from: -20, to: 230)
        let c = Point(48, 54)
        let up = Vector(1, -1) / 2.squareRoot()
        let side = Vector(1, 1) / 2.squareRoot()
        var rocket = Path()
        rocket.move(to: c + up * 26)
        rocket.line(to: c + side * 10)
        rocket.line(to: c - up * 14)
        rocket.line(to: c - side * 10)
        rocket.close()
        var exhaust = Path()
        exhaust.move(to: c - up * 20)
        exhaust.line(to: c - up * 34)
        if compact { return Sketch.join(orbit, rocket, exhaust) }
        for offset in [-7.0, 7.0] {
            exhaust.move(to: c - up * 18 + side * offset)
            exhaust.line(to: c - up * 27 + side * offset)
        }
        let porthole = Sketch.circle((c + up * 6).x, (c + up * 6).y, 3.5)
        return Sketch.join(orbit, rocket, porthole, exhaust)
    }
}
