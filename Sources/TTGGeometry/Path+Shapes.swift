extension Path {
    /// A rectangle, as UIBezierPath(rect:) draws it: a move to the top-left corner
    /// (minX, minY), lines to (maxX, minY), (maxX, maxY) and (minX, maxY) — clockwise
    /// on a y-down screen — and a close, which draws the fourth side.
    ///
    /// A rectangle with a negative width or height is first standardized, as Core
    /// Graphics does.
    public init(rect: Rect) {
        self.init()
        let box = rect.standardizedForShapes
        move(to: Point(box.minX, box.minY))
        line(to: Point(box.maxX, box.minY))
        line(to: Point(box.maxX, box.maxY))
        line(to: Point(box.minX, box.maxY))
        close()
    }

    /// A rectangle with circular corners of `cornerRadius`, clamped to [0, half the
    /// shorter side].
    ///
    /// Starts at the end of the top-left corner, (minX + r, minY), and runs
    /// clockwise on a y-down screen: top edge, top-right corner, right edge, and so
    /// on, ending with the top-left corner and a close. Each corner is a quarter
    /// circle of two 45° cubics (see ``Arc``); edges of zero length are left out.
    /// A zero radius gives ``init(rect:)``. Unlike UIKit since iOS 7, the corners
    /// are circular, not continuous-curvature.
    public init(roundedRect rect: Rect, cornerRadius: Double) {
        let box = rect.standardizedForShapes
        let r = min(max(cornerRadius, 0), box.width / 2, box.height / 2)
        guard r > 0 else {
            self.init(rect: box)
            return
        }
        self.init()
        let x0 = box.minX
        let y0 = box.minY
        let x1 = box.maxX
        let y1 = box.maxY
        let half = Double.pi / 2
        move(to: Point(x0 + r, y0))
        line(toIfMoved: Point(x1 - r, y0))
        appendCubics(
            ellipseCubics(
                minX: x1 - 2 * r, minY: y0, maxX: x1, maxY: y0 + 2 * r,
                startAngle: -half, sweepAngle: half),
            endingAt: Point(x1, y0 + r))
        line(toIfMoved: Point(x1, y1 - r))
        appendCubics(
            ellipseCubics(
                minX: x1 - 2 * r, minY: y1 - 2 * r, maxX: x1, maxY: y1,
                startAngle: 0, sweepAngle: half),
            endingAt: Point(x1 - r, y1))
        line(toIfMoved: Point(x0 + r, y1))
        appendCubics(
            ellipseCubics(
                minX: x0, minY: y1 - 2 * r, maxX: x0 + 2 * r, maxY: y1,
                startAngle: half, sweepAngle: half),
            endingAt: Point(x0, y1 - r))
        line(toIfMoved: Point(x0, y0 + r))
        appendCubics(
            ellipseCubics(
                minX: x0, minY: y0, maxX: x0 + 2 * r, maxY: y0 + 2 * r,
                startAngle: 2 * half, sweepAngle: half),
            endingAt: Point(x0 + r, y0))
        close()
    }

    /// The ellipse inscribed in `rect`, as UIBezierPath(ovalIn:) draws it: starting
    /// at the rightmost point (maxX, midY) and running clockwise on a y-down screen
    /// (toward maxY first), then a close.
    ///
    /// Drawn as eight 45° cubics (UIKit uses four 90° ones; see ``Arc`` for the
    /// error bound). The extreme points lie exactly on the rectangle's edges and
    /// every control point lies inside it. A rectangle with a negative size is first
    /// standardized.
    public init(ovalIn rect: Rect) {
        self.init()
        let box = rect.standardizedForShapes
        let cubics = ellipseCubics(
            minX: box.minX, minY: box.minY, maxX: box.maxX, maxY: box.maxY,
            startAngle: 0, sweepAngle: 2 * Double.pi)
        move(to: cubics[0].start)
        appendCubics(cubics)
        close()
    }

    /// A circle starting at its rightmost point (center.x + radius, center.y) and
    /// running clockwise on a y-down screen, then a close: eight 45° cubics.
    public init(circleCenter center: Point, radius: Double) {
        self.init()
        let arc = Arc(center: center, radius: radius, startAngle: 0, sweepAngle: 2 * Double.pi)
        move(to: arc.startPoint)
        appendCubics(arc.cubicBeziers())
        close()
    }

    /// A line to `p`, unless the pen is already there.
    private mutating func line(toIfMoved p: Point) {
        if currentPoint != p { line(to: p) }
    }
}

/// Cubics of the ellipse inscribed in a box, from `startAngle` through `sweepAngle`
/// (parametric angles, as in ``Arc``).
///
/// Unit-circle coordinates map onto the box by interpolating between its edges,
/// so that the points at ±1 land exactly on the edges.
private func ellipseCubics(
    minX: Double, minY: Double, maxX: Double, maxY: Double,
    startAngle: Double, sweepAngle: Double
) -> [CubicBezier] {
    func place(_ p: Point) -> Point {
        let s = (1 + p.x) / 2
        let t = (1 + p.y) / 2
        return Point(minX * (1 - s) + maxX * s, minY * (1 - t) + maxY * t)
    }
    return Arc.unitCircleCubics(startAngle: startAngle, sweepAngle: sweepAngle).map {
        CubicBezier(place($0.start), place($0.control1), place($0.control2), place($0.end))
    }
}

extension Rect {
    /// The same rectangle with a non-negative width and height (CGRect's `standardized`).
    fileprivate var standardizedForShapes: Rect {
        var r = self
        if r.size.width < 0 {
            r.origin.x += r.size.width
            r.size.width = -r.size.width
        }
        if r.size.height < 0 {
            r.origin.y += r.size.height
            r.size.height = -r.size.height
        }
        return r
    }
}
