import TTGGeometry
import TTGScene

/// Keeps a face's marks apart, as a designer spaces them: the eyes stay where the design
/// puts them, and every other mark that would come nearer than ``gap`` to a mark placed
/// before it moves away along its own direction (``FaceMark/away``), just far enough.
///
/// Room is measured on the drawn shapes: the least distance between their paths less
/// both half strokes, the spikes of mitered corners included, and none where one's fill
/// holds the other.
struct MarkSpacing {
    /// The least room between two marks, in the marks' own coordinates.
    let gap: Double
    /// The canvas in the marks' own coordinates: a mark moves no farther than its edge,
    /// which wins over the gap.
    let canvas: Rect

    /// The least room between marks, as a fraction of the size of the marks' layout (the
    /// face's size times the layout's scale). The marks are drawn to keep it; the gap
    /// measured on pixels is at least 2%.
    static let markGap = 0.025

    /// The marks in the order given, each moved clear of those before it.
    func arranged(_ marks: [FaceMark]) -> [FaceMark] {
        let order = marks.indices.sorted { rank(marks[$0]) < rank(marks[$1]) }
        var placed: [FaceMark] = []
        var result = marks
        for index in order {
            let mark = marks[index]
            let moved = mark.away.map { clear(mark, of: placed, along: $0) } ?? mark
            placed.append(moved)
            result[index] = moved
        }
        return result
    }

    /// Eyes first, then the mouth, the eyebrows and the accessories in their order.
    private func rank(_ mark: FaceMark) -> Int {
        switch mark.kind {
        case .eye: 0
        case .mouth: 1
        case .eyebrow: 2
        case .accessory: 3
        }
    }

    /// The mark moved along `direction` until it has ``gap`` of room from every placed mark.
    private func clear(_ mark: FaceMark, of placed: [FaceMark], along direction: Vector) -> FaceMark {
        let limit = room(toEdgeOf: mark, along: direction)
        var offset = 0.0
        var moved = mark
        // Each step moves by the room still missing, which the mark cannot gain in less; an
        // oblique approach needs several. Inside another's fill the room is unknown: a step
        // is the gap, which the mark must go at least.
        for _ in 0..<64 {
            let room = placed.map { Self.room(moved, $0) }.min() ?? .infinity
            guard room < gap - 1e-6 else { break }
            guard offset < limit else { break }
            let missing = room == -.infinity ? gap : gap - room
            offset = min(offset + max(missing, 0.05 * gap), limit)
            moved = mark.translated(by: direction * offset)
        }
        return moved
    }

    /// How far the mark can move along `direction` before its drawn extent meets the canvas's edge.
    private func room(toEdgeOf mark: FaceMark, along direction: Vector) -> Double {
        let extents = mark.shapes.map { $0.path.bounds.insetBy(dx: -$0.halfStroke, dy: -$0.halfStroke) }
        guard let first = extents.first else { return 0 }
        let b = extents.dropFirst().reduce(first) { $0.union($1) }
        var limit = Double.infinity
        if direction.dx > 0 { limit = min(limit, (canvas.maxX - b.maxX) / direction.dx) }
        if direction.dx < 0 { limit = min(limit, (canvas.minX - b.minX) / direction.dx) }
        if direction.dy > 0 { limit = min(limit, (canvas.maxY - b.maxY) / direction.dy) }
        if direction.dy < 0 { limit = min(limit, (canvas.minY - b.minY) / direction.dy) }
        return max(0, limit)
    }

    /// The least room between two marks' drawn shapes (negative where they overlap).
    static func room(_ a: FaceMark, _ b: FaceMark) -> Double {
        var least = Double.infinity
        for p in a.shapes {
            for q in b.shapes {
                if p.holds(q) || q.holds(p) { return -.infinity }
                let (spikesP, spikesQ) = (p.miterSpikes, q.miterSpikes)
                least = min(
                    least, p.path.curveDistance(to: q.path, tolerance: 0.1) - p.halfStroke - q.halfStroke,
                    spikesP.curveDistance(to: q.path) - q.halfStroke, p.path.curveDistance(to: spikesQ) - p.halfStroke,
                    spikesP.curveDistance(to: spikesQ))
            }
        }
        return least
    }
}

extension FaceMark {
    /// The mark's shapes.
    fileprivate var shapes: [ShapeNode] {
        nodes.compactMap { node in
            if case .shape(let shape) = node { shape } else { nil }
        }
    }

    /// The mark moved by `offset` in its own coordinates.
    func translated(by offset: Vector) -> FaceMark {
        var moved = self
        let move = AffineTransform.translation(x: offset.dx, y: offset.dy)
        moved.nodes = nodes.map { node in
            guard case .shape(var shape) = node else { return node }
            shape.path = shape.path.applying(move)
            return .shape(shape)
        }
        return moved
    }
}

extension ShapeNode {
    /// Half the stroke's width (0 unstroked).
    fileprivate var halfStroke: Double { (stroke?.width ?? 0) / 2 }

    /// The spikes a mitered stroke draws past its half width at the path's corners, as their
    /// outer edges: from where the incoming side's stroke edge ends, out to the miter's tip
    /// and back to where the outgoing side's begins, where the miter is within the stroke's
    /// limit. (A spike's sides, not only its tip, come near a mark beside it.)
    fileprivate var miterSpikes: Path {
        var spikes = Path()
        guard let stroke, stroke.join == .miter else { return spikes }
        let half = stroke.width / 2
        for subpath in path.subpaths {
            let segments = subpath.drawnSegments
            var joins = Array(zip(segments, segments.dropFirst()))
            if subpath.isClosed, let last = segments.last, let first = segments.first { joins.append((last, first)) }
            for (incoming, outgoing) in joins {
                let (d1, d2) = (incoming.unitTangent(at: 1), outgoing.unitTangent(at: 0))
                // sin of half the angle between the two sides at the corner.
                let sinHalf = ((1 + d1.dot(d2)) / 2).squareRoot()
                // Toward the outside of the turn, where the miter lies.
                let outward = d1 - d2
                guard outward.length > 1e-6, sinHalf * stroke.miterLimit >= 1 else { continue }
                // Each side's normal on the outside of the turn.
                func normal(_ d: Vector) -> Vector {
                    let n = Vector(-d.dy, d.dx)
                    return n.dot(outward) >= 0 ? n : -n
                }
                let corner = incoming.end
                spikes.move(to: corner + normal(d1) * half)
                spikes.line(to: corner + outward * (half / sinHalf / outward.length))
                spikes.line(to: corner + normal(d2) * half)
            }
        }
        return spikes
    }

    /// Whether this shape's fill holds the start of `other`.
    fileprivate func holds(_ other: ShapeNode) -> Bool {
        guard let fill, let start = other.path.flattened().first?.first else { return false }
        return path.contains(start, rule: fill.rule)
    }
}
