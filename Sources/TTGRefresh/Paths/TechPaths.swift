import Foundation
import TTGGeometry

/// The tech family: pulseCircuit, cyberGrid, quantumKnot, rocketOrbit.
enum TechPaths {
    /// A trace from the left edge stepping up, across, down and out to the right edge, and
    /// a branch across the middle (footer: no branch).
    static func pulseCircuit(compact: Bool) -> Path {
        let trace = Sketch.svg("M0 50 L22 50 L22 24 L58 24 L58 78 L100 78")
        if compact { return trace }
        return Sketch.join(trace, Sketch.svg("M38 50 L82 50"))
    }

    /// The lines of a 3 × 3 grid (footer 2 × 2), each vertical then horizontal, and the
    /// diagonal from the bottom left to the top right.
    static func cyberGrid(compact: Bool) -> Path {
        let cells = compact ? 2 : 3
        var path = Path()
        for i in 0...cells {
            let v = Sketch.side * Double(i) / Double(cells)
            path.append(contentsOf: Sketch.svg("M\(v) 0 L\(v) 100 M0 \(v) L100 \(v)"))
        }
        path.append(contentsOf: Sketch.svg("M0 100 L100 0"))
        return path
    }

    /// A Lissajous knot, x at three times the base frequency (footer twice) a sixth of a
    /// turn ahead, y at four times it.
    static func quantumKnot(compact: Bool) -> Path {
        Sketch.lissajous(compact ? 2 : 3, 4, phase: .pi / 3)
    }

    /// An orbit ring of radius 42 from 135° clockwise to 387°, open at the bottom, around an
    /// upright diamond rocket from the top center, and an exhaust line below it (footer: no
    /// exhaust).
    static func rocketOrbit(compact: Bool) -> Path {
        let orbit = Sketch.arc(50, 50, 42, from: 135, to: 387)
        let rocket = Sketch.svg("M50 0 L80 50 L50 84 L34 50 L50 0")
        if compact { return Sketch.join(orbit, rocket) }
        return Sketch.join(orbit, rocket, Sketch.svg("M50 84 L50 100"))
    }
}
