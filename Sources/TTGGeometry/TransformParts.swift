import Glibc

/// An affine transform as parts that animate well: `translate(position) · rotate(rotation)
/// · skewX(skew) · scale(scale) · translate(−anchor)`, with one anchor for all samples.
public struct TransformParts: Hashable, Sendable {
    public var position: Point
    public var rotation: Double
    public var skew: Double
    public var scale: Size
    public var anchor: Point

    /// The parts of each transform. The anchor is the point that moves least over the samples
    /// (for a turn around a center, the center), found by least squares; the rotation is
    /// unwrapped so that consecutive samples never differ by more than half a turn.
    public static func decompose(_ transforms: [AffineTransform]) -> [TransformParts] {
        let anchor = fixedPoint(transforms)
        var previous: Double?
        return transforms.map { t in
            let sx = (t.a * t.a + t.b * t.b).squareRoot()
            var rotation = atan2(t.b, t.a)
            if let previous {
                rotation += (((previous - rotation) / (2 * .pi)).rounded()) * 2 * .pi
            }
            previous = rotation
            let shear = sx > 0 ? (t.a * t.c + t.b * t.d) / sx : 0
            let sy = sx > 0 ? (t.a * t.d - t.b * t.c) / sx : t.d
            let skew = sy != 0 ? atan(shear / sy) : 0
            let position = t.apply(anchor)
            return TransformParts(
                position: position, rotation: rotation, skew: skew, scale: Size(sx, sy), anchor: anchor)
        }
    }

    /// The point `a` minimizing how far `t(a)` moves between samples: the least-squares
    /// solution of (Lᵢ − L₀)·a = t₀ − tᵢ; the origin when the linear parts never change.
    private static func fixedPoint(_ transforms: [AffineTransform]) -> Point {
        let t0 = transforms[0]
        var n00 = 0.0
        var n01 = 0.0
        var n11 = 0.0
        var r0 = 0.0
        var r1 = 0.0
        for t in transforms.dropFirst() {
            let (a, c, b, d) = (t.a - t0.a, t.c - t0.c, t.b - t0.b, t.d - t0.d)
            let (u, v) = (t0.tx - t.tx, t0.ty - t.ty)
            n00 += a * a + b * b
            n01 += a * c + b * d
            n11 += c * c + d * d
            r0 += a * u + b * v
            r1 += c * u + d * v
        }
        let det = n00 * n11 - n01 * n01
        guard det > 1e-12 * max(1, n00 * n11) else { return .zero }
        return Point((n11 * r0 - n01 * r1) / det, (n00 * r1 - n01 * r0) / det)
    }
}
