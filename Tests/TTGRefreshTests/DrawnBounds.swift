import TTGGeometry
import TTGScene

/// What the shapes of a picture cover, for tests that check where a glyph is drawn.
enum DrawnBounds {
    /// The smallest rect holding every filled or stroked shape of `nodes` in the canvas's
    /// coordinates: each path's tight bounds after its groups' transforms, widened by half
    /// its stroke width (scaled as the transform scales; the glyphs stroke with round caps
    /// and joins, which reach no farther). Whole paths count, untrimmed; text and images
    /// are left out; nil when nothing is drawn.
    static func of(_ nodes: [Node], transform: AffineTransform = .identity) -> Rect? {
        var result: Rect?
        func add(_ rect: Rect) {
            guard let current = result else {
                result = rect
                return
            }
            let minX = min(current.minX, rect.minX)
            let minY = min(current.minY, rect.minY)
            let maxX = max(current.maxX, rect.maxX)
            let maxY = max(current.maxY, rect.maxY)
            result = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }
        for node in nodes {
            switch node {
            case .shape(let shape):
                guard !shape.path.isEmpty, shape.fill != nil || shape.stroke != nil else { continue }
                let box = shape.path.applying(transform).bounds
                let half = (shape.stroke?.width ?? 0) / 2 * abs(transform.determinant).squareRoot()
                add(box.insetBy(dx: -half, dy: -half))
            case .group(let group):
                guard group.opacity > 0 else { continue }
                if let inner = of(group.children, transform: group.transform.concatenating(transform)) { add(inner) }
            case .image, .text:
                continue
            }
        }
        return result
    }
}
