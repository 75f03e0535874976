import TTGGeometry
import TTGScene

extension LottieComposer {
    /// The transform (a shape group's or a layer's) placing content by `transforms` (one per
    /// sample, into the canvas) at `opacity`: an anchor, a position, a scale, a rotation and a
    /// skew, found by ``TransformParts``, so that a turn animates as an angle with the
    /// timeline's own curve. Content that stays where it is gets ``LottieTransform/identity(opacity:)``.
    func transform(_ transforms: [AffineTransform]? = nil, opacity: [Double]? = nil) -> LottieTransform {
        let opacityProperty =
            opacity.map { scalar($0, tolerance: SampledSpace.colorTolerance, scale: 100) } ?? .constant(100)
        guard let transforms, !transforms.allSatisfy(\.isIdentity) else {
            return .identity(opacity: opacityProperty)
        }
        let parts = TransformParts.decompose(transforms)
        // A turn or scale that moves the canvas's far corner by less than the position tolerance.
        let relative = SampledSpace.positionTolerance / max(canvas.width, canvas.height, 1)
        let degrees = 180 / Double.pi
        let skewed = parts.contains { abs($0.skew) > relative }
        return LottieTransform(
            anchor: .constant(LottieNumber.values([parts[0].anchor.x, parts[0].anchor.y])),
            position: vector(parts.map { [$0.position.x, $0.position.y] }, tolerance: SampledSpace.positionTolerance),
            scale: vector(parts.map { [$0.scale.width, $0.scale.height] }, tolerance: relative, scale: 100),
            rotation: scalar(parts.map(\.rotation), tolerance: relative, scale: degrees),
            opacity: opacityProperty,
            skew: skewed ? scalar(parts.map(\.skew), tolerance: relative, scale: -degrees) : .constant(0),
            skewAxis: .constant(0))
    }
}
