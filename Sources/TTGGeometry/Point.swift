/// A location in the plane, in points (y grows downward, as in UIKit and SVG).
///
/// Points and vectors are different types: the difference of two points is a
/// ``Vector``, and a point moves by adding a vector.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    @inlinable public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }
    @inlinable public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(0, 0)

    /// True when both coordinates are finite (neither NaN nor infinite).
    @inlinable public var isFinite: Bool { x.isFinite && y.isFinite }

    /// The point as a vector from the origin.
    @inlinable public var vector: Vector { Vector(x, y) }

    /// The point a fraction `t` of the way from `self` to `other`.
    ///
    /// Exact at both ends (`self` at `t = 0`, `other` at `t = 1`) and along a shared
    /// coordinate: each half is measured from its nearer end point.
    @inlinable public func lerp(to other: Point, _ t: Double) -> Point {
        t < 0.5
            ? Point(x + (other.x - x) * t, y + (other.y - y) * t)
            : Point(other.x - (other.x - x) * (1 - t), other.y - (other.y - y) * (1 - t))
    }

    /// The midpoint of `self` and `other`.
    @inlinable public func midpoint(_ other: Point) -> Point { lerp(to: other, 0.5) }

    /// Euclidean distance to `other`.
    @inlinable public func distance(to other: Point) -> Double { (other - self).length }

    @inlinable public static func + (p: Point, v: Vector) -> Point { Point(p.x + v.dx, p.y + v.dy) }
    @inlinable public static func - (p: Point, v: Vector) -> Point { Point(p.x - v.dx, p.y - v.dy) }
    @inlinable public static func - (a: Point, b: Point) -> Vector { Vector(a.x - b.x, a.y - b.y) }
    @inlinable public static func += (p: inout Point, v: Vector) { p = p + v }

    public var description: String { "(\(x), \(y))" }
}
