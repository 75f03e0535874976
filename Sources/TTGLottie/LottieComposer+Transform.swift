import TTGGeometry
import TTGScene

extension LottieComposer {
    /// The members of a transform (a shape group's `tr` or a layer's `ks`) placing content by
    /// `transforms` (one per sample, into the canvas) at `opacity`: an anchor, a position, a
    /// scale, a rotation and a skew, found by ``TransformParts``, so that a turn animates as an
    /// angle with the timeline's own curve.
    ///
    /// Lottie applies `translate(p) · rotate(r) · skew(−sk) · scale(s) · translate(−a)`, its
    /// skew turning the other way from SVG's `skewX`. Every part is written, also where it
    /// places nothing (see ``identityTransform(opacity:)``).
    func transformMembers(_ transforms: [AffineTransform]? = nil, opacity: [Double]? = nil) -> [(String, LottieJSON)] {
        let opacityProperty =
            opacity.map { scalar($0, tolerance: SampledSpace.colorTolerance, scale: 100) } ?? .constant(.number(100))
        guard let transforms, !transforms.allSatisfy(\.isIdentity) else {
            return Self.identityTransform(opacity: opacityProperty)
        }
        let parts = TransformParts.decompose(transforms)
        // A turn or scale that moves the canvas's far corner by less than the position tolerance.
        let relative = SampledSpace.positionTolerance / max(canvas.width, canvas.height, 1)
        let degrees = 180 / Double.pi
        let skewed = parts.contains { abs($0.skew) > relative }
        return [
            ("a", .constant(.values([parts[0].anchor.x, parts[0].anchor.y]))),
            ("p", vector(parts.map { [$0.position.x, $0.position.y] }, tolerance: SampledSpace.positionTolerance)),
            ("s", vector(parts.map { [$0.scale.width, $0.scale.height] }, tolerance: relative, scale: 100)),
            ("r", scalar(parts.map(\.rotation), tolerance: relative, scale: degrees)),
            ("o", opacityProperty),
            ("sk", skewed ? scalar(parts.map(\.skew), tolerance: relative, scale: -degrees) : .constant(.number(0))),
            ("sa", .constant(.number(0))),
        ]
    }

    /// A transform that places nothing, at `opacity`, with every part written out. The format
    /// makes each part optional, but players differ: lottie-web (5.7) builds no element for a
    /// shape group whose transform leaves out its opacity, so its files draw nothing there, and
    /// strict parsers (lottie-ios's `Codable` model, lottie-android) are safest given every part.
    static func identityTransform(opacity: LottieJSON = .constant(.number(100))) -> [(String, LottieJSON)] {
        [
            ("a", .constant(.values([0, 0]))), ("p", .constant(.values([0, 0]))),
            ("s", .constant(.values([100, 100]))), ("r", .constant(.number(0))), ("o", opacity),
            ("sk", .constant(.number(0))), ("sa", .constant(.number(0))),
        ]
    }
}
