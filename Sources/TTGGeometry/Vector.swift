import Foundation

/// A displacement in the plane: the difference of two points, a derivative, a direction.
public struct Vector: Hashable, Sendable, CustomStringConvertible {
    public var dx: Double
    public var dy: Double

    @inlinable public init(_ dx: Double, _ dy: Double) {
        self.dx = dx
        self.dy = dy
    }
    @inlinable public init(dx: Double, dy: Double) {
        self.dx = dx
        self.dy = dy
    }

    public static let zero = Vector(0, 0)

    @inlinable public var isFinite: Bool { dx.isFinite && dy.isFinite }
    @inlinable public var length: Double { (dx * dx + dy * dy).squareRoot() }
    @inlinable public var lengthSquared: Double { dx * dx + dy * dy }
    /// The direction in radians, measured from +x toward +y (clockwise on a y-down screen).
    @inlinable public var angle: Double { atan2(dy, dx) }

    /// The unit vector in the same direction, or zero for the zero vector.
    @inlinable public var normalized: Vector {
        let l = length
        return l > 0 ? Vector(dx / l, dy / l) : .zero
    }

    @inlinable public func dot(_ o: Vector) -> Double { dx * o.dx + dy * o.dy }
    /// The z component of the 3D cross product: positive when `o` turns clockwise from `self` on screen.
    @inlinable public func cross(_ o: Vector) -> Double { dx * o.dy - dy * o.dx }

    @inlinable public static func + (a: Vector, b: Vector) -> Vector { Vector(a.dx + b.dx, a.dy + b.dy) }
    @inlinable public static func - (a: Vector, b: Vector) -> Vector { Vector(a.dx - b.dx, a.dy - b.dy) }
    @inlinable public static prefix func - (a: Vector) -> Vector { Vector(-a.dx, -a.dy) }
    @inlinable public static func * (a: Vector, s: Double) -> Vector { Vector(a.dx * s, a.dy * s) }
    @inlinable public static func * (s: Double, a: Vector) -> Vector { Vector(a.dx * s, a.dy * s) }
    @inlinable public static func / (a: Vector, s: Double) -> Vector { Vector(a.dx / s, a.dy / s) }

    public var description: String { "<\(dx), \(dy)>" }
}
