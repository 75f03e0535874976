import Glibc
import TTGGeometry
import TTGScene

extension SVGSceneWriter {
    /// `content` placed by `transforms` (one per sample, from the content's space into
    /// `space`): one `<g transform>` when it holds still; when it moves, nested groups for the
    /// parts that move (a translation, a rotation, a skew, a scale, around a fixed anchor), so
    /// that a turn animates as an angle, with the timeline's own curve.
    func transformed(_ content: [String], _ transforms: [AffineTransform], in space: Space) -> [String] {
        if isConstant(transforms) {
            let t = transforms[0]
            if t.isIdentity { return content }
            var group = SVGElement("g", [("transform", Self.transformValue(t))])
            group.children = content
            return [group.markup]
        }
        let parts = TransformParts.decompose(transforms)
        let positionTolerance = space.units(Self.positionTolerance)
        // A turn or scale that moves the canvas's far corner by less than the position tolerance.
        let relativeTolerance = Self.positionTolerance / max(canvas.width, canvas.height, 1)
        var layers: [(type: String, samples: [[Double]], tolerance: Double, identity: [Double])] = [
            ("translate", parts.map { [$0.position.x, $0.position.y] }, positionTolerance, [0, 0]),
            ("rotate", parts.map { [$0.rotation * 180 / .pi] }, relativeTolerance * 180 / .pi, [0]),
            ("skewX", parts.map { [$0.skew * 180 / .pi] }, relativeTolerance * 180 / .pi, [0]),
            ("scale", parts.map { [$0.scale.width, $0.scale.height] }, relativeTolerance, [1, 1]),
        ]
        let anchor = parts[0].anchor
        layers.append(("translate", parts.map { _ in [-anchor.x, -anchor.y] }, 0, [0, 0]))
        var inner = content
        for layer in layers.reversed() {
            let moves = !layer.samples.allSatisfy { SVGNumber.list($0) == SVGNumber.list(layer.samples[0]) }
            if !moves, SVGNumber.list(layer.samples[0]) == SVGNumber.list(layer.identity) { continue }
            var group = SVGElement("g", [("transform", "\(layer.type)(\(SVGNumber.list(layer.samples[0])))")])
            if moves, let timing {
                let keyframes = timing.sampling.keyframes(layer.samples, in: timing.run, tolerance: layer.tolerance)
                if keyframes.count > 1 {
                    group.children.append(
                        timing.animation(
                            "animateTransform", attribute: "transform", keyframes: keyframes,
                            extra: [("type", layer.type)], format: SVGNumber.list))
                }
            }
            group.children += inner
            inner = [group.markup]
        }
        return inner
    }

    /// A still transform: `translate(x y)` when it only moves, else `matrix(a b c d e f)`.
    static func transformValue(_ t: AffineTransform) -> String {
        if t.a == 1, t.b == 0, t.c == 0, t.d == 1 { return "translate(\(SVGNumber.list([t.tx, t.ty])))" }
        return "matrix(\(SVGNumber.list([t.a, t.b, t.c, t.d, t.tx, t.ty])))"
    }
}

/// An affine transform as parts that animate well: `translate(position) · rotate(rotation)
/// · skewX(skew) · scale(scale) · translate(−anchor)`, with one anchor for all samples.
struct TransformParts {
    var position: Point
    var rotation: Double
    var skew: Double
    var scale: Size
    var anchor: Point

    /// The parts of each transform. The anchor is the point that moves least over the samples
    /// (for a turn around a center, the center), found by least squares; the rotation is
    /// unwrapped so that consecutive samples never differ by more than half a turn.
    static func decompose(_ transforms: [AffineTransform]) -> [TransformParts] {
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
