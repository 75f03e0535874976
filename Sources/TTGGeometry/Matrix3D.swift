import Foundation

/// A 4×4 matrix acting on column vectors (x, y, z, w), as CSS Transforms define
/// `matrix3d`: x right, y down, z toward the viewer. `m[row, column]`.
public struct Matrix3D: Hashable, Sendable {
    /// The entries, row after row.
    public var entries: [Double]

    public init(rows: [[Double]]) {
        precondition(rows.count == 4 && rows.allSatisfy { $0.count == 4 })
        entries = rows.flatMap { $0 }
    }

    public static let identity = Matrix3D(rows: [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]])

    /// The plane transform in space: it leaves z alone.
    public init(_ t: AffineTransform) {
        self.init(rows: [[t.a, t.c, 0, t.tx], [t.b, t.d, 0, t.ty], [0, 0, 1, 0], [0, 0, 0, 1]])
    }

    public subscript(row: Int, column: Int) -> Double {
        get { entries[row * 4 + column] }
        set { entries[row * 4 + column] = newValue }
    }

    /// A turn by `degrees` about `axis` through the origin (Rodrigues' formula); the
    /// identity for a zero axis.
    public static func rotation(axis: Vector3, degrees: Double) -> Matrix3D {
        let length = axis.length
        guard length > 0, length.isFinite else { return .identity }
        let (x, y, z) = (axis.x / length, axis.y / length, axis.z / length)
        let radians = degrees * .pi / 180
        let s = sin(radians)
        let c = cos(radians)
        let k = 1 - c
        return Matrix3D(rows: [
            [c + x * x * k, x * y * k - z * s, x * z * k + y * s, 0],
            [y * x * k + z * s, c + y * y * k, y * z * k - x * s, 0],
            [z * x * k - y * s, z * y * k + x * s, c + z * z * k, 0],
            [0, 0, 0, 1],
        ])
    }

    /// The product `self · other`: `other` applies to a point first.
    public func multiplied(by other: Matrix3D) -> Matrix3D {
        var result = Matrix3D.identity
        for row in 0..<4 {
            for column in 0..<4 {
                var sum = 0.0
                for k in 0..<4 { sum += self[row, k] * other[k, column] }
                result[row, column] = sum
            }
        }
        return result
    }

    /// The map of the plane z = 0 to the screen: (x, y, 0, 1) through the matrix, divided by w.
    public var planeProjection: ProjectiveTransform {
        let rows = [0, 1, 3].map { row in [0, 1, 3].map { self[row, $0] } }
        return ProjectiveTransform(rows: rows)
    }
}
