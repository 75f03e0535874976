import TTGGeometry
import TTGScene

extension LottieComposer {
    /// The members of a transform (a shape group's `tr` or a layer's `ks`) placing content by
    /// `transforms` (one per sample, into the canvas) at `opacity`: an anchor, a position, a
    /// scale, a rotation and a skew, found by ``TransformParts``, so that a turn animates as an
    /// angle with the timeline's own curve.
    ///
    /// Lottie applies `translate(p) · rotate(r) · skew(−sk) · scale(s) · translate(−a)`, its
    /// skew turning the other way from SVG's `skewX`.
    func transformMembers(_ transforms: [AffineTransform]? = nil, opacity: [Double]? = nil) -> [(String, LottieJSON)] {
        let opacityProperty =
            opacity.map { scalar($0, tolerance: SampledSpace.colorTolerance, scale: 100) }
            ?? .object([("a", .number(0)), ("k", .number(100))])
        guard let transforms, !transforms.allSatisfy(\.isIdentity) else {
            // Every part of a transform is optional; players take the identity for what is left out.
            return opacity == nil ? [] : [("o", opacityProperty)]
        }
        let parts = TransformParts.decompose(transforms)
        // A turn or scale that moves the canvas's far corner by less than the position tolerance.
        let relative = SampledSpace.positionTolerance / max(canvas.width, canvas.height, 1)
        let degrees = 180 / Double.pi
        var members: [(String, LottieJSON)] = [
            ("p", vector(parts.map { [$0.position.x, $0.position.y] }, tolerance: SampledSpace.positionTolerance)),
            ("a", .object([("a", .number(0)), ("k", .values([parts[0].anchor.x, parts[0].anchor.y]))])),
            ("s", vector(parts.map { [$0.scale.width, $0.scale.height] }, tolerance: relative, scale: 100)),
            ("r", scalar(parts.map(\.rotation), tolerance: relative, scale: degrees)),
            ("o", opacityProperty),
        ]
        if parts.contains(where: { abs($0.skew) > relative }) {
            members += [
                ("sk", scalar(parts.map(\.skew), tolerance: relative, scale: -degrees)),
                ("sa", .object([("a", .number(0)), ("k", .number(0))])),
            ]
        }
        return members
    }
}
