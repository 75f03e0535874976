import Foundation

/// An arc of an ellipse in center parameterization, and its conversion to cubic Béziers.
///
/// The ellipse has its center at `center`, semi-axes `radii.dx` and `radii.dy`,
/// and its own x axis turned by `xAxisRotation` from +x toward +y. Angles are
/// parametric angles in radians, measured from the ellipse's x axis toward its
/// y axis (clockwise on a y-down screen): the point at angle θ is
/// `center + R(xAxisRotation)·(radii.dx·cos θ, radii.dy·sin θ)`. For a circle the
/// parametric angle is the polar angle.
///
/// ## Cubic approximation
/// ``cubicBeziers()`` splits the sweep into n = ⌈|sweep| / (π/4)⌉ equal parts of
/// θ ≤ 45° and draws each part with the cubic whose control points lie on the end
/// tangents at distance k = 4/3·tan(θ/4)·r. That cubic meets the circle at both
/// ends and at its middle with matching tangents, and in between lies outside it
/// by at most r·(2/27)·sin⁶(θ/4)/cos²(θ/4): 4.24e-6·r for θ = 45° (a 90° split
/// would stray 2.7e-4·r). For an ellipse the bound holds with r the larger radius.
/// A full circle drawn this way is longer than 2πr by 1.372e-5·r, a relative
/// error of 2.2e-6.
public struct Arc: Hashable, Sendable {
    public var center: Point
    /// The semi-axes along the ellipse's own x and y axes.
    public var radii: Vector
    /// The parametric angle where the arc starts, in radians.
    public var startAngle: Double
    /// The signed angle the arc turns through, in radians: positive increases the
    /// angle (clockwise on a y-down screen), negative decreases it.
    public var sweepAngle: Double
    /// The rotation of the ellipse's x axis from +x toward +y, in radians.
    public var xAxisRotation: Double

    public init(
        center: Point, radii: Vector, startAngle: Double, sweepAngle: Double,
        xAxisRotation: Double = 0
    ) {
        self.center = center
        self.radii = radii
        self.startAngle = startAngle
        self.sweepAngle = sweepAngle
        self.xAxisRotation = xAxisRotation
    }

    /// A circular arc.
    public init(center: Point, radius: Double, startAngle: Double, sweepAngle: Double) {
        self.init(
            center: center, radii: Vector(radius, radius),
            startAngle: startAngle, sweepAngle: sweepAngle)
    }

    /// The largest sweep one cubic of ``cubicBeziers()`` covers: π/4 (45°).
    public static let maxSegmentSweep = Double.pi / 4

    /// How many cubics ``cubicBeziers()`` returns: ⌈|sweep| / (π/4)⌉, and 0 only
    /// for a zero (or not finite) sweep. A sweep of more than a hundred million
    /// turns is a programming error and traps.
    ///
    /// A sweep within 1e-9 of a multiple of 45° counts as that multiple, so that a
    /// 270° sweep computed with rounding error still takes 6 cubics, not 7.
    public var segmentCount: Int {
        let parts = abs(sweepAngle) / Arc.maxSegmentSweep
        guard parts.isFinite, parts > 0 else { return 0 }
        precondition(parts < 1e9, "arc sweep of \(sweepAngle) radians is too large to draw")
        return max(1, Int((parts - 1e-9).rounded(.up)))
    }

    /// True when the arc turns through exactly one full turn, so that it ends where it starts.
    public var isFullTurn: Bool { abs(sweepAngle) == 2 * Double.pi }

    /// The point on the ellipse at a parametric angle.
    public func point(atAngle angle: Double) -> Point {
        ellipseTransform.apply(unitCirclePoint(angle))
    }

    /// Where the arc starts.
    public var startPoint: Point { point(atAngle: startAngle) }

    /// Where the arc ends: exactly ``startPoint`` for a full turn.
    public var endPoint: Point { isFullTurn ? startPoint : point(atAngle: startAngle + sweepAngle) }

    /// The arc as cubic Béziers of at most 45° each, in order; empty for a zero sweep.
    ///
    /// See the type's discussion for the error bound.
    public func cubicBeziers() -> [CubicBezier] {
        let transform = ellipseTransform
        return Arc.unitCircleCubics(startAngle: startAngle, sweepAngle: sweepAngle).map {
            $0.applying(transform)
        }
    }

    /// Maps the unit circle onto the ellipse: scale by the radii, rotate, move to the center.
    var ellipseTransform: AffineTransform {
        let rotation = unitCirclePoint(xAxisRotation)
        let cs = rotation.x
        let sn = rotation.y
        return AffineTransform(
            a: radii.dx * cs, b: radii.dx * sn,
            c: -radii.dy * sn, d: radii.dy * cs,
            tx: center.x, ty: center.y)
    }

    /// Cubics approximating the unit circle from `startAngle` through `sweepAngle`,
    /// in parts of at most 45°; a full turn ends exactly where it starts.
    static func unitCircleCubics(startAngle: Double, sweepAngle: Double) -> [CubicBezier] {
        let arc = Arc(center: .zero, radius: 1, startAngle: startAngle, sweepAngle: sweepAngle)
        let n = arc.segmentCount
        guard n > 0 else { return [] }
        let step = sweepAngle / Double(n)
        let k = 4.0 / 3.0 * tan(step / 4)
        let ends = (0...n).map { i -> Point in
            if i == n && arc.isFullTurn { return unitCirclePoint(startAngle) }
            return unitCirclePoint(startAngle + sweepAngle * Double(i) / Double(n))
        }
        return (0..<n).map { i in
            let p0 = ends[i]
            let p3 = ends[i + 1]
            // The tangent at (cos θ, sin θ) is (−sin θ, cos θ).
            return CubicBezier(
                p0,
                Point(p0.x - k * p0.y, p0.y + k * p0.x),
                Point(p3.x + k * p3.y, p3.y - k * p3.x),
                p3)
        }
    }
}

/// The point (cos θ, sin θ), exact at multiples of π/2.
///
/// When angle / (π/2) is within 4 ulps of a nonzero integer k, as it is for
/// k·π/2 computed in doubles, the result is exactly (±1, 0) or (0, ±1): the
/// cardinal points of circles and the axes of a 90° rotation carry no 6e-17
/// residue. The shift this allows is below 1e-15 of the angle.
func unitCirclePoint(_ angle: Double) -> Point {
    let quarters = angle / (Double.pi / 2)
    let nearest = quarters.rounded()
    if abs(quarters - nearest) <= 4 * nearest.ulp, abs(nearest) < 1e15 {
        switch (Int(nearest) % 4 + 4) % 4 {
        case 0: return Point(1, 0)
        case 1: return Point(0, 1)
        case 2: return Point(-1, 0)
        default: return Point(0, -1)
        }
    }
    return Point(cos(angle), sin(angle))
}
