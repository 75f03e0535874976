/// A plane-to-plane projective map (a homography): `(x, y)` goes to
/// `((m00·x + m01·y + m02) / w, (m10·x + m11·y + m12) / w)` with `w = m20·x + m21·y + m22`.
///
/// It maps lines to lines but curves to curves of no fixed degree, so a path goes through it
/// by ``Path/projected(by:tolerance:)``.
public struct ProjectiveTransform: Hashable, Sendable {
    /// The 3×3 matrix, row after row.
    public var rows: [[Double]]

    public init(rows: [[Double]]) {
        precondition(rows.count == 3 && rows.allSatisfy { $0.count == 3 })
        self.rows = rows
    }

    public init(_ t: AffineTransform) {
        self.init(rows: [[t.a, t.c, t.tx], [t.b, t.d, t.ty], [0, 0, 1]])
    }

    /// The affine map, when the bottom row is (0, 0, 1).
    public var affineTransform: AffineTransform? {
        guard rows[2] == [0, 0, 1] else { return nil }
        return AffineTransform(
            a: rows[0][0], b: rows[1][0], c: rows[0][1], d: rows[1][1], tx: rows[0][2], ty: rows[1][2])
    }

    /// `self` followed by `other`.
    public func concatenating(_ other: ProjectiveTransform) -> ProjectiveTransform {
        ProjectiveTransform(
            rows: (0..<3).map { i in (0..<3).map { j in (0..<3).reduce(0) { $0 + other.rows[i][$1] * rows[$1][j] } } })
    }

    /// The homogeneous weight at `p`; the point is in front of the viewer where it is positive.
    public func weight(at p: Point) -> Double { rows[2][0] * p.x + rows[2][1] * p.y + rows[2][2] }

    public func apply(_ p: Point) -> Point {
        let w = weight(at: p)
        return Point(
            (rows[0][0] * p.x + rows[0][1] * p.y + rows[0][2]) / w,
            (rows[1][0] * p.x + rows[1][1] * p.y + rows[1][2]) / w)
    }

    /// The derivative of the map at `p` applied to `v` (the Jacobian times `v`).
    public func apply(_ v: Vector, at p: Point) -> Vector {
        let w = weight(at: p)
        let q = apply(p)
        let dw = rows[2][0] * v.dx + rows[2][1] * v.dy
        return Vector(
            (rows[0][0] * v.dx + rows[0][1] * v.dy - q.x * dw) / w,
            (rows[1][0] * v.dx + rows[1][1] * v.dy - q.y * dw) / w)
    }

    /// True where the map mirrors the plane (the Jacobian's determinant is negative): a
    /// card turned to show its back.
    public func isMirrored(at p: Point) -> Bool {
        let e = apply(Vector(1, 0), at: p)
        let f = apply(Vector(0, 1), at: p)
        return e.cross(f) < 0
    }
}
