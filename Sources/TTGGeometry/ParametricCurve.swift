/// A curve segment parameterized by `t` in 0…1.
///
/// Lines, quadratic and cubic Béziers conform; ``PathSegment`` forwards to its case.
/// Measuring, bounds and hit testing build on these few primitives.
public protocol ParametricCurve: Sendable {
    var start: Point { get }
    var end: Point { get }
    /// The point at parameter `t`.
    func point(at t: Double) -> Point
    /// The first derivative (velocity) at parameter `t`.
    func derivative(at t: Double) -> Vector
    /// The part of the curve between parameters `t0` and `t1`, as the same kind of curve.
    func subsegment(_ t0: Double, _ t1: Double) -> Self
    /// The curve under an affine transform (exact: Béziers are affine invariant).
    func applying(_ t: AffineTransform) -> Self
    /// Parameters in (0, 1) where dx/dt or dy/dt is zero: the candidates for extrema.
    var extremaParameters: [Double] { get }
    /// The control polygon's points, start and end included.
    var controlPoints: [Point] { get }
}

extension ParametricCurve {
    /// The curve split at `t` into two curves of the same kind (de Casteljau).
    public func split(at t: Double) -> (Self, Self) { (subsegment(0, t), subsegment(t, 1)) }

    /// The curve with its direction reversed.
    public var reversed: Self { subsegment(1, 0) }
}
