import TTGArguments
import TTGGeometry
import TTGScene

/// What `path render` draws at each fraction of its transform animation: the canvas, the shape,
/// and the path through the transform list, then through `--fit`.
struct PathDrawing: Sendable {
    var canvas: Size
    /// The fill and stroke (its path is replaced at each fraction).
    var shape: ShapeNode
    var source: Path
    var transform: PathTransformAnimation
    var fit: AffineTransform
    /// The projection tolerance in the path's own points.
    var tolerance: Double

    /// The picture at `fraction` of the transform animation. The fractions are checked when the
    /// drawing is made, so a failure here (an overshooting timing curve) draws nothing.
    func scene(at fraction: Double) -> Scene {
        var drawn = shape
        drawn.path = ((try? transform.path(source, at: fraction, tolerance: tolerance)) ?? Path()).applying(fit)
        return Scene(size: canvas, nodes: [.shape(drawn)])
    }
}
