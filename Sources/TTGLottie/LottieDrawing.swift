import TTGGeometry

/// What a node becomes in a composition, back to front: shape groups (merged with their
/// neighbours into shape layers), or a layer of its own.
enum LottieDrawing {
    case shapes(ShapeDrawing)
    case layer(ComposedLayer)
}

/// Shape groups in the coordinates of a node, placed on the canvas by `transforms` (one per
/// sample) at `opacity` (one per sample).
struct ShapeDrawing {
    /// Front to back.
    var items: [LottieShapeGroup]
    var transforms: [AffineTransform]
    var opacity: [Double]
    var name: String?
    /// True when the items paint once (one fill or one stroke), so that an opacity given to
    /// each of them is the opacity of the whole.
    var paintsOnce: Bool
}
