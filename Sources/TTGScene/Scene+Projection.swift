import Glibc
import TTGGeometry

extension Scene {
    /// The picture seen through a projective map (a perspective flip), or nil when it cannot be:
    /// text and images have no path to project, and a path at or behind the viewer has no image.
    ///
    /// Every path goes through ``Path/projected(by:tolerance:)`` with its groups' transforms
    /// folded in, so groups keep their opacity, clip (projected too), mask and shadows but lose
    /// their transforms. A trimmed stroke is trimmed before the projection (the fractions are of
    /// the path as drawn). What has no exact projective image is mapped by the map's affine
    /// approximation at the shape's center: gradients' points and angles, stroke widths and dash
    /// lengths (scaled by the square root of its area factor), shadow offsets and radii.
    public func projected(by map: ProjectiveTransform, tolerance: Double) -> Scene? {
        var scene = self
        guard let nodes = Self.project(nodes, through: .identity, map, tolerance) else { return nil }
        scene.nodes = nodes
        return scene
    }

    private static func project(
        _ nodes: [Node], through outer: AffineTransform, _ map: ProjectiveTransform, _ tolerance: Double
    ) -> [Node]? {
        var result: [Node] = []
        for node in nodes {
            switch node {
            case .shape(let shape):
                guard let projected = project(shape, through: outer, map, tolerance) else { return nil }
                result.append(.shape(projected))
            case .group(var group):
                let inner = group.transform.concatenating(outer)
                guard let children = project(group.children, through: inner, map, tolerance) else { return nil }
                if let clip = group.clip {
                    guard let path = clip.path.applying(inner).projected(by: map, tolerance: tolerance) else {
                        return nil
                    }
                    group.clip = ClipPath(path, rule: clip.rule)
                }
                if let mask = group.mask {
                    guard let projected = project(mask, through: inner, map, tolerance) else { return nil }
                    group.mask = projected
                }
                let local = map.localAffine(at: centerOf(group.children, through: inner))
                group.shadow = group.shadow.map { local.scaled($0) }
                group.innerShadow = group.innerShadow.map { local.scaled($0) }
                group.children = children
                group.transform = .identity
                result.append(.group(group))
            case .image, .text:
                return nil
            }
        }
        return result
    }

    private static func project(
        _ shape: ShapeNode, through outer: AffineTransform, _ map: ProjectiveTransform, _ tolerance: Double
    ) -> ShapeNode? {
        var path = shape.path
        var stroke = shape.stroke
        if let trimmed = stroke, !trimmed.isUntrimmed {
            path = path.trimmed(from: trimmed.trimStart, to: trimmed.trimEnd)
            stroke?.trimStart = 0
            stroke?.trimEnd = 1
        }
        let placed = path.applying(outer)
        guard let projected = placed.projected(by: map, tolerance: tolerance) else { return nil }
        let bounds = placed.bounds
        let local = map.localAffine(at: Point(bounds.midX, bounds.midY))
        let paint = { (paint: Paint) in local.mapped(paint, through: outer) }
        var result = ShapeNode(path: projected)
        result.fill = shape.fill.map { Fill(paint($0.paint), rule: $0.rule) }
        if var stroke {
            stroke.paint = paint(stroke.paint)
            stroke.width *= local.lengthScale
            stroke.dash = stroke.dash.map { $0 * local.lengthScale }
            stroke.dashPhase *= local.lengthScale
            result.stroke = stroke
        }
        return result
    }

    /// The center of the nodes' shapes' bounds under `transform` (the origin when there are none).
    private static func centerOf(_ nodes: [Node], through transform: AffineTransform) -> Point {
        var box: Rect?
        func visit(_ nodes: [Node], _ t: AffineTransform) {
            for node in nodes {
                switch node {
                case .shape(let shape):
                    let b = shape.path.applying(t).bounds
                    box = box?.union(b) ?? b
                case .group(let group): visit(group.children, group.transform.concatenating(t))
                default: break
                }
            }
        }
        visit(nodes, transform)
        return box.map { Point($0.midX, $0.midY) } ?? .zero
    }
}

/// The affine map that best matches a projective one near a point: its first-order expansion.
private struct LocalAffine {
    var transform: AffineTransform

    /// How lengths scale on average: the square root of the area factor.
    var lengthScale: Double { abs(transform.determinant).squareRoot() }

    func mapped(_ paint: Paint, through outer: AffineTransform) -> Paint {
        let t = outer.concatenating(transform)
        switch paint {
        case .solid: return paint
        case .linearGradient(var g):
            g.start = t.apply(g.start)
            g.end = t.apply(g.end)
            return .linearGradient(g)
        case .conicGradient(var g):
            let direction = t.apply(Vector(cos(g.startAngle), sin(g.startAngle)))
            g.center = t.apply(g.center)
            g.startAngle = direction.angle
            return .conicGradient(g)
        }
    }

    func scaled(_ shadow: Shadow) -> Shadow {
        var shadow = shadow
        shadow.offset = transform.apply(shadow.offset)
        shadow.radius *= lengthScale
        return shadow
    }
}

extension ProjectiveTransform {
    /// The first-order expansion at `p`: exact at `p`, with the map's derivative there.
    fileprivate func localAffine(at p: Point) -> LocalAffine {
        let q = apply(p)
        let e = apply(Vector(1, 0), at: p)
        let f = apply(Vector(0, 1), at: p)
        return LocalAffine(
            transform: AffineTransform(
                a: e.dx, b: e.dy, c: f.dx, d: f.dy, tx: q.x - e.dx * p.x - f.dx * p.y, ty: q.y - e.dy * p.x - f.dy * p.y
            ))
    }
}
