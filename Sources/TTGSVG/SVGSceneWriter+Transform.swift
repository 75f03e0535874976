import TTGGeometry
import TTGScene

extension SVGSceneWriter {
    /// `content` placed by `transforms` (one per sample, from the content's space into
    /// `space`): one `<g transform>` when it holds still; when it moves, nested groups for the
    /// parts that move (a translation, a rotation, a skew, a scale, around a fixed anchor), so
    /// that a turn animates as an angle, with the timeline's own curve.
    func transformed(_ content: [String], _ transforms: [AffineTransform], in space: SampledSpace) -> [String] {
        if isConstant(transforms) {
            let t = transforms[0]
            if t.isIdentity { return content }
            var group = SVGElement("g", [("transform", Self.transformValue(t))])
            group.children = content
            return [group.markup]
        }
        let parts = TransformParts.decompose(transforms)
        let positionTolerance = space.units(SampledSpace.positionTolerance)
        // A turn or scale that moves the canvas's far corner by less than the position tolerance.
        let relativeTolerance = SampledSpace.positionTolerance / max(canvas.width, canvas.height, 1)
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
