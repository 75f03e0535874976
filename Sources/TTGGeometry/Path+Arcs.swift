extension Path {
    /// Appends a circular arc the way UIBezierPath's
    /// `addArc(withCenter:radius:startAngle:endAngle:clockwise:)` does.
    ///
    /// Angles are in radians from +x toward +y. `clockwise: true` draws with
    /// increasing angle, which is clockwise on a y-down screen. With
    /// d = `endAngle − startAngle`, the sweep is:
    /// - a full turn in the chosen direction when |d| ≥ 2π;
    /// - clockwise: d normalized into [0, 2π) (d, or d + 2π when d < 0);
    /// - counter-clockwise: d normalized into (−2π, 0] (d, or d − 2π when d > 0).
    ///
    /// So `startAngle == endAngle` draws no arc, and counter-clockwise from 0 to π/2
    /// turns through 270°. When the path has a current point, a line joins it to
    /// the arc's start (unless they coincide); otherwise the arc's start becomes a
    /// move. The arc is drawn as cubics of at most 45° (see ``Arc``).
    public mutating func addArc(
        center: Point, radius: Double, startAngle: Double,
        endAngle: Double, clockwise: Bool
    ) {
        let arc = Arc(
            center: center, radius: radius, startAngle: startAngle,
            sweepAngle: uiKitSweep(from: startAngle, to: endAngle, clockwise: clockwise))
        let start = arc.startPoint
        if let current = currentPoint {
            if current != start { line(to: start) }
        } else {
            move(to: start)
        }
        appendCubics(arc.cubicBeziers())
    }

    /// Appends an SVG elliptical arc (the `A` command) from the current point to `end`.
    ///
    /// `xAxisRotation` is in radians (SVG path data gives degrees; the parser
    /// converts). `largeArc` picks the arc sweeping more than 180°, `sweep` the one
    /// drawn with increasing angle (clockwise on a y-down screen). As SVG 1.1
    /// specifies: when the current point equals `end` nothing is appended; a zero
    /// radius gives a straight line; negative radii count as positive; radii too
    /// small to reach `end` are scaled up. Otherwise the arc is drawn as cubics of at
    /// most 45° (see ``Arc``) ending exactly at `end`. Without a current point the
    /// arc starts at the origin.
    public mutating func addEllipticalArc(
        to end: Point, radii: Vector, xAxisRotation: Double,
        largeArc: Bool, sweep: Bool
    ) {
        let start = currentPoint ?? .zero
        guard start != end else { return }
        guard
            let arc = Arc(
                svgFrom: start, to: end, radii: radii, xAxisRotation: xAxisRotation,
                largeArc: largeArc, sweep: sweep)
        else {
            line(to: end)
            return
        }
        appendCubics(arc.cubicBeziers(), endingAt: end)
    }

    /// Appends cubics that continue from the current point. `end`, when given,
    /// replaces the last cubic's end: a point known exactly that the arc
    /// computation only reproduces up to rounding.
    mutating func appendCubics(_ cubics: [CubicBezier], endingAt end: Point? = nil) {
        for (i, c) in cubics.enumerated() {
            let to = i == cubics.count - 1 ? end ?? c.end : c.end
            cubic(to: to, control1: c.control1, control2: c.control2)
        }
    }
}

/// The sweep UIKit's `addArc` draws from `start` to `end`; see ``Path/addArc(center:radius:startAngle:endAngle:clockwise:)``.
private func uiKitSweep(from start: Double, to end: Double, clockwise: Bool) -> Double {
    let turn = 2 * Double.pi
    let delta = end - start
    if abs(delta) >= turn { return clockwise ? turn : -turn }
    if clockwise { return delta >= 0 ? delta : delta + turn }
    return delta <= 0 ? delta : delta - turn
}
