/// A straight segment from `start` to `end`.
public struct Line: ParametricCurve, Hashable {
    public var start: Point
    public var end: Point

    @inlinable public init(_ start: Point, _ end: Point) {
        self.start = start
        self.end = end
    }

    @inlinable public func point(at t: Double) -> Point { start.lerp(to: end, t) }
    @inlinable public func derivative(at t: Double) -> Vector { end - start }
    public func subsegment(_ t0: Double, _ t1: Double) -> Line { Line(point(at: t0), point(at: t1)) }
    public func applying(_ t: AffineTransform) -> Line { Line(t.apply(start), t.apply(end)) }
    public var extremaParameters: [Double] { [] }
    public var controlPoints: [Point] { [start, end] }
    /// The exact length.
    public var length: Double { start.distance(to: end) }
}
