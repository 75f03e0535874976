import TTGArguments
import TTGGeometry

/// `path render`'s `--transform`, `--transform-to` and `--back`: the transform list at each
/// fraction of the animation, and the path drawn through it.
struct PathTransformAnimation: Sendable {
    /// How far a projected curve may stray from the true projection, in pixels.
    static let tolerance = 0.05

    let interpolation: TransformInterpolation
    /// True when --transform-to is given.
    let animates: Bool
    /// The path shown when the map mirrors the front (its back faces the viewer).
    let back: Path?

    init(from: TransformList, to: TransformList?, back: Path?) throws {
        do { interpolation = try TransformInterpolation(from: from, to: to ?? from) } catch {
            throw CLIError.usage("\(PathRenderCommand.options.transformTo.flag): \(error)")
        }
        animates = to != nil
        self.back = back
    }

    /// The fractions the canvas and the checks look at: every eighth of the way, or 0 alone.
    var samples: [Double] { animates ? (0...8).map { Double($0) / 8 } : [0] }

    /// The path through the list at `fraction`, within `tolerance` points: the back instead,
    /// mirrored across the axis the map reverses, when there is one and the map mirrors the front.
    func path(_ front: Path, at fraction: Double, tolerance: Double) throws -> Path {
        let list = interpolation.list(at: fraction)
        let map = list.projectiveTransform
        var source = front
        let bounds = front.bounds
        let center = Point(bounds.midX, bounds.midY)
        if let back, map.isMirrored(at: center) {
            let e = map.apply(Vector(1, 0), at: center)
            let f = map.apply(Vector(0, 1), at: center)
            let mirror =
                e.dx < f.dy
                ? AffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 2 * center.x, ty: 0)
                : AffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 2 * center.y)
            source = back.applying(mirror)
        }
        guard let projected = source.projected(by: map, tolerance: tolerance), projected.isFinite else {
            throw CLIError.badValue(
                animates ? PathRenderCommand.options.transformTo : PathRenderCommand.options.transform,
                list.description,
                "puts part of the path at or behind the viewer, or at infinity; use a longer perspective distance")
        }
        return projected
    }
}
