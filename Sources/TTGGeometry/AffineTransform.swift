import Foundation

/// A 2D affine transform with Core Graphics' conventions.
///
/// The matrix is
/// ```
/// | a  b  0 |
/// | c  d  0 |
/// | tx ty 1 |
/// ```
/// applied to row vectors: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
/// `t1.concatenating(t2)` applies `t1` first, then `t2` (CGAffineTransformConcat).
public struct AffineTransform: Hashable, Sendable, CustomStringConvertible {
    public var a, b, c, d, tx, ty: Double

    @inlinable public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation by (`x`, `y`).
    public static func translation(x: Double, y: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }
    /// A scale about the origin.
    public static func scale(x: Double, y: Double) -> AffineTransform {
        AffineTransform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }
    /// A rotation about the origin by `angle` radians; positive turns +x toward +y
    /// (clockwise on a y-down screen, as UIKit's).
    public static func rotation(_ angle: Double) -> AffineTransform {
        let cs = cos(angle)
        let sn = sin(angle)
        return AffineTransform(a: cs, b: sn, c: -sn, d: cs, tx: 0, ty: 0)
    }
    /// A rotation by `degrees`, exact for multiples of 90° (no 6e-17 residue in sine or cosine).
    public static func rotation(degrees: Double) -> AffineTransform {
        let turns = degrees / 90
        guard turns == turns.rounded(), turns.isFinite else { return rotation(degrees * .pi / 180) }
        let quarter = ((Int(turns.truncatingRemainder(dividingBy: 4)) % 4) + 4) % 4
        let (cs, sn): (Double, Double) = [(1, 0), (0, 1), (-1, 0), (0, -1)][quarter]
        return AffineTransform(a: cs, b: sn, c: -sn, d: cs, tx: 0, ty: 0)
    }
    /// A skew: `x' = x + tan(ax)·y`, `y' = y + tan(ay)·x`, angles in radians.
    public static func skew(x ax: Double, y ay: Double) -> AffineTransform {
        AffineTransform(a: 1, b: tan(ay), c: tan(ax), d: 1, tx: 0, ty: 0)
    }

    /// `self` followed by `other`.
    @inlinable public func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty)
    }

    /// `self` followed by a translation.
    public func translatedBy(x: Double, y: Double) -> AffineTransform { concatenating(.translation(x: x, y: y)) }
    /// `self` followed by a scale about the origin.
    public func scaledBy(x: Double, y: Double) -> AffineTransform { concatenating(.scale(x: x, y: y)) }
    /// `self` followed by a rotation about the origin.
    public func rotated(by angle: Double) -> AffineTransform { concatenating(.rotation(angle)) }

    /// The determinant `a·d − b·c`; zero when the transform collapses the plane.
    @inlinable public var determinant: Double { a * d - b * c }
    @inlinable public var isIdentity: Bool { self == .identity }
    @inlinable public var isFinite: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
    }

    /// The inverse transform, or nil when the determinant is zero or not finite.
    public var inverted: AffineTransform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        let ia = d / det
        let ib = -b / det
        let ic = -c / det
        let id = a / det
        return AffineTransform(
            a: ia, b: ib, c: ic, d: id,
            tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }

    @inlinable public func apply(_ p: Point) -> Point {
        Point(a * p.x + c * p.y + tx, b * p.x + d * p.y + ty)
    }
    /// Transforms a vector: the linear part only, no translation.
    @inlinable public func apply(_ v: Vector) -> Vector {
        Vector(a * v.dx + c * v.dy, b * v.dx + d * v.dy)
    }
    /// The bounding box of the transformed corners of `r`.
    public func apply(_ r: Rect) -> Rect {
        let corners = [
            Point(r.minX, r.minY), Point(r.maxX, r.minY),
            Point(r.maxX, r.maxY), Point(r.minX, r.maxY),
        ].map(apply)
        return corners.dropFirst().reduce(Rect(origin: corners[0], size: .zero)) { $0.union($1) }
    }

    public var description: String { "[\(a), \(b), \(c), \(d), \(tx), \(ty)]" }
}
