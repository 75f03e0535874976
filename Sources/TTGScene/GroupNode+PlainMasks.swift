import TTGGeometry

/// Masks that need no mask: what a vector format without masks (or whose players draw masks
/// unlike) writes instead, as a clip or as a paint.
extension GroupNode {
    /// A mask that is one opaque fill at every sample, as the outline it lets through; nil for
    /// any other mask (translucent, stroked, painted with a gradient or holding several nodes).
    public static func maskOutlines(_ masks: [[Node]]) -> [ClipPath]? {
        var outlines: [ClipPath] = []
        for mask in masks {
            guard mask.count == 1, case .shape(let shape) = mask[0], let fill = shape.fill,
                case .solid(let color) = fill.paint, color.alpha == 1, (shape.stroke?.width ?? 0) == 0
            else { return nil }
            outlines.append(ClipPath(shape.path, rule: fill.rule))
        }
        return outlines
    }

    /// For a group whose one child is a rectangle filled with a paint and whose mask is one
    /// opaque shape inside it (a refresh glyph's gradient seen through its stroke): the mask's
    /// shape painted with the child's paint, at each sample. That draws the same pixels with
    /// no matte, and a designer sees a gradient stroke.
    public static func maskPaintingItsChild(_ samples: [GroupNode]) -> [ShapeNode]? {
        var result: [ShapeNode] = []
        for group in samples {
            guard let mask = group.mask, mask.count == 1, case .shape(var shape) = mask[0],
                group.children.count == 1, case .shape(let child) = group.children[0],
                child.stroke == nil, let fill = child.fill
            else { return nil }
            let opaque = [shape.fill?.paint, shape.stroke?.paint].allSatisfy {
                guard let paint = $0 else { return true }
                if case .solid(let color) = paint { return color.alpha == 1 }
                return false
            }
            // How far the stroke reaches past the path: half its width, past a square cap's
            // corner (√2) or, for miter joins, the miter limit.
            let reach = shape.stroke.map { $0.width / 2 * ($0.join == .miter ? max(1.5, $0.miterLimit) : 1.5) } ?? 0
            let painted = shape.path.controlBounds.insetBy(dx: -reach, dy: -reach)
            let box = child.path.controlBounds
            guard opaque, child.path == Path(rect: box), box.minX <= painted.minX, box.minY <= painted.minY,
                box.maxX >= painted.maxX, box.maxY >= painted.maxY
            else { return nil }
            if shape.fill != nil { shape.fill!.paint = fill.paint }
            if shape.stroke != nil { shape.stroke!.paint = fill.paint }
            result.append(shape)
        }
        return result
    }
}
