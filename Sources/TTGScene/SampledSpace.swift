import TTGGeometry

/// The coordinate space a vector writer writes nodes in, at each sample of an animation: the
/// transform from it to the canvas. Tolerances shrink where the space is magnified.
public struct SampledSpace: Sendable {
    public var transforms: [AffineTransform]

    /// How far (in points on the canvas) a written position may be from the true one; a tenth of
    /// what a 4× zoom shows as a pixel.
    public static let positionTolerance = 0.025
    /// How far a color channel (0…1) or an opacity may be from the true one: under half a step of 255.
    public static let colorTolerance = 0.5 / 255

    /// The canvas's own space, at `count` samples.
    public init(samples count: Int) {
        transforms = Array(repeating: .identity, count: count)
    }

    public init(transforms: [AffineTransform]) {
        self.transforms = transforms
    }

    /// Canvas points per unit of this space (at the first sample).
    public var scale: Double {
        let t = transforms[0]
        let s = abs(t.determinant).squareRoot()
        return s > 0 && s.isFinite ? s : 1
    }

    /// A distance in this space that is `points` on the canvas.
    public func units(_ points: Double) -> Double { points / scale }

    /// The space of children transformed by `local`.
    public func inner(_ local: [AffineTransform]) -> SampledSpace {
        SampledSpace(transforms: zip(transforms, local).map { $1.concatenating($0) })
    }

    /// The canvas (grown by `margin` points) in this space, over every sample: a region for
    /// clips, masks and filters that covers whatever can be seen.
    public func region(of canvas: Rect, margin: Double = 0) -> Rect {
        let grown = canvas.insetBy(dx: -margin, dy: -margin)
        var result: Rect?
        for t in transforms {
            guard let inverse = t.inverted else { continue }
            let r = inverse.apply(grown)
            result = result.map { $0.union(r) } ?? r
        }
        return result ?? grown
    }
}
