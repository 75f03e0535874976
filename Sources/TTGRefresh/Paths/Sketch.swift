import Foundation
import TTGGeometry

/// The drawing helpers the style paths are written with.
///
/// Every style path is designed in a 100 × 100 box (y down) and scaled into the
/// glyph's layout rect afterwards. A design unit is a hundredth of the layout rect's side,
/// so the original control's fractions of that rect read directly as coordinates here
/// (robotSmile's antenna and whaleDive's spout reach a little above the box, as there).
enum Sketch {
    /// The design box's side.
    static let side = 100.0

    /// Path data in design units (the paths are fixed, so a parse failure is a programming error).
    static func svg(_ data: String) -> Path {
        do { return try Path(svgPathData: data) } catch { preconditionFailure("style path data: \(error)") }
    }

    /// A closed circle of radius `r` around (x, y), starting at its rightmost point.
    static func circle(_ x: Double, _ y: Double, _ r: Double) -> Path {
        Path(circleCenter: Point(x, y), radius: r)
    }

    /// An open circular arc from `start` to `end` degrees (clockwise on screen when end > start).
    static func arc(_ x: Double, _ y: Double, _ r: Double, from start: Double, to end: Double) -> Path {
        var path = Path()
        path.addArc(
            center: Point(x, y), radius: r, startAngle: start * .pi / 180, endAngle: end * .pi / 180,
            clockwise: end > start)
        return path
    }

    /// An open polyline through `point(t)` at `steps` + 1 evenly spaced values of t in `range`:
    /// the original control samples its curves this way, as straight segments.
    static func sampled(_ range: ClosedRange<Double>, steps: Int, _ point: (Double) -> Point) -> Path {
        var path = Path()
        for i in 0...steps {
            let t = range.lowerBound + (range.upperBound - range.lowerBound) * Double(i) / Double(steps)
            if i == 0 { path.move(to: point(t)) } else { path.line(to: point(t)) }
        }
        return path
    }

    /// The Lissajous figure x = sin(a t + phase), y = sin(b t) over one period 0…2π, reaching
    /// 46% of the box from its center, sampled at 140 steps.
    static func lissajous(_ a: Double, _ b: Double, phase: Double) -> Path {
        let reach = side * 0.46
        return sampled(0...(2 * .pi), steps: 140) { t in
            Point(side / 2 + reach * sin(a * t + phase), side / 2 + reach * sin(b * t))
        }
    }

    /// A smooth parametric curve through `point(t)` for t in `range`, as `steps` cubic
    /// segments whose tangents follow the curve (a Hermite fit; the derivative is
    /// taken by central differences). Closed when the curve returns to its start.
    static func curve(
        _ range: ClosedRange<Double>, steps: Int, closed: Bool = false,
        _ point: (Double) -> Point
    ) -> Path {
        let h = (range.upperBound - range.lowerBound) / Double(steps)
        let eps = h * 1e-3
        func velocity(_ t: Double) -> Vector { (point(t + eps) - point(t - eps)) / (2 * eps) }
        var path = Path()
        path.move(to: point(range.lowerBound))
        for i in 0..<steps {
            let t0 = range.lowerBound + Double(i) * h
            let t1 = t0 + h
            let end = closed && i == steps - 1 ? point(range.lowerBound) : point(t1)
            path.cubic(
                to: end, control1: point(t0) + velocity(t0) * (h / 3),
                control2: end - velocity(t1) * (h / 3))
        }
        if closed { path.close() }
        return path
    }

    /// A Lissajous figure x = sin(a t + phase), y = sin(b t) filling the box with `margin`, as
    /// smooth cubics (the rich look's).
    static func smoothLissajous(
        _ a: Double, _ b: Double, phase: Double, margin: Double = 3,
        period: Double = 2 * .pi, steps: Int = 96
    ) -> Path {
        let r = side / 2 - margin
        return curve(0...period, steps: steps, closed: true) { t in
            Point(side / 2 + r * sin(a * t + phase), side / 2 + r * sin(b * t))
        }
    }

    /// The path scaled uniformly and centered so that its bounds fill `box` (the longer side touching).
    static func fit(_ path: Path, into box: Rect) -> Path {
        let bounds = path.bounds
        let s = min(box.width / bounds.width, box.height / bounds.height)
        return path.applying(
            AffineTransform.translation(x: -bounds.midX, y: -bounds.midY)
                .scaledBy(x: s, y: s).translatedBy(x: box.midX, y: box.midY))
    }

    /// Joins paths into one, in drawing order.
    static func join(_ parts: Path...) -> Path {
        var path = Path()
        for part in parts { path.append(contentsOf: part) }
        return path
    }
}
