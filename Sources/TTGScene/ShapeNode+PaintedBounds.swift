import TTGGeometry

extension ShapeNode {
    /// The smallest rect holding every point the shape paints (in the path's coordinates),
    /// or nil when it paints nothing; the colors do not count, only the geometry.
    ///
    /// - The fill paints the subpaths that enclose an area: one whose points all lie on one
    ///   line (`M0 0 L10 10`) paints nothing.
    /// - The stroke paints its trimmed path widened by half its width on each side, with its
    ///   caps at open ends, its joins at corners (a miter's tip while it is within the miter
    ///   limit, a round join's arc), as Cairo strokes: a curve is followed to within
    ///   `tolerance` and its pieces meet in round joins, and a subpath of one point is a dot
    ///   with round or square caps. A dashed stroke counts as if a dash could end anywhere
    ///   (its caps at every point), so its box may pass what its dashes paint by up to a cap.
    public func paintedBounds(tolerance: Double = 1e-3) -> Rect? {
        var box = PaintedBox()
        if fill != nil {
            for subpath in path.subpaths where Self.enclosesArea(subpath, tolerance: tolerance) {
                box.add(subpath.path.bounds)
            }
        }
        if let stroke, stroke.width > 0 {
            let trimmed =
                stroke.isUntrimmed ? path : PathMeasure(path).trimmed(from: stroke.trimStart, to: stroke.trimEnd)
            var outline = StrokeExtent(stroke: stroke, box: box)
            for subpath in trimmed.subpaths { outline.add(subpath, tolerance: tolerance) }
            box = outline.box
        }
        return box.rect
    }

    /// Whether a subpath, closed as a fill closes it, has points off the line through its first
    /// point and its farthest one.
    private static func enclosesArea(_ subpath: Subpath, tolerance: Double) -> Bool {
        let points = [subpath.start] + subpath.filledSegments.flatMap { $0.flattened(tolerance: tolerance) }
        let first = points[0]
        guard let far = points.max(by: { ($0 - first).lengthSquared < ($1 - first).lengthSquared }) else {
            return false
        }
        let axis = far - first
        let length = axis.length
        guard length > 0 else { return false }
        return points.contains { abs(axis.cross($0 - first)) > 1e-12 * length * length }
    }
}

/// The box of the points added so far.
private struct PaintedBox {
    var rect: Rect?

    mutating func add(_ point: Point) { add(Rect(origin: point, size: .zero)) }

    mutating func add(_ other: Rect) { rect = rect?.union(other) ?? other }
}

/// The painted extent of a stroke, subpath by subpath: the chords' rectangles, and the points
/// that caps and joins reach.
private struct StrokeExtent {
    let stroke: Stroke
    var box: PaintedBox
    /// Half the width.
    var half: Double { stroke.width / 2 }
    /// The four directions that a round cap or join reaches farthest in, when its arc holds them.
    static let axes = [Vector(1, 0), Vector(-1, 0), Vector(0, 1), Vector(0, -1)]

    /// Adds what one subpath of the trimmed path paints.
    mutating func add(_ subpath: Subpath, tolerance: Double) {
        // Segments of no length (every control point on the start) draw nothing of their own.
        let drawn = subpath.drawnSegments.filter { segment in segment.controlPoints.contains { $0 != segment.start } }
        guard let first = drawn.first, let last = drawn.last else {
            // A subpath that is one point (a move and a close, or segments of no length) is a dot
            // with round or square caps; a move alone draws nothing.
            if subpath.isClosed || !subpath.segments.isEmpty, stroke.cap != .butt {
                box.add(
                    Rect(
                        x: subpath.start.x - half, y: subpath.start.y - half, width: stroke.width, height: stroke.width)
                )
            }
            return
        }
        var previous: Vector?
        for segment in drawn {
            let start = segment.unitTangent(at: 0)
            if let previous { join(at: segment.start, previous, start, round: stroke.join == .round) }
            // The curve's pieces, each a chord, meeting in round joins (and meeting the true
            // tangents at the ends in round joins too).
            var direction = start
            var point = segment.start
            for next in segment.flattened(tolerance: tolerance) where next != point {
                let chord = (next - point).normalized
                join(at: point, direction, chord, round: true)
                face(at: point, chord)
                face(at: next, chord)
                if !stroke.dash.isEmpty {
                    cap(at: point, -chord)
                    cap(at: next, chord)
                }
                (direction, point) = (chord, next)
            }
            let end = segment.unitTangent(at: 1)
            join(at: segment.end, direction, end, round: true)
            previous = end
        }
        let startDirection = first.unitTangent(at: 0)
        if subpath.isClosed {
            join(at: first.start, last.unitTangent(at: 1), startDirection, round: stroke.join == .round)
        } else {
            cap(at: first.start, -startDirection)
            cap(at: last.end, last.unitTangent(at: 1))
        }
    }

    /// The two ends of the stroke's cross-section at a point where the path runs along `direction`.
    mutating func face(at point: Point, _ direction: Vector) {
        let normal = Vector(-direction.dy, direction.dx) * half
        box.add(point + normal)
        box.add(point - normal)
    }

    /// The cap at an end of the path that leaves it along `outward`.
    mutating func cap(at point: Point, _ outward: Vector) {
        face(at: point, outward)
        switch stroke.cap {
        case .butt: break
        case .square:
            let normal = Vector(-outward.dy, outward.dx) * half
            box.add(point + outward * half + normal)
            box.add(point + outward * half - normal)
        case .round:
            for axis in Self.axes where axis.dot(outward) > 0 { box.add(point + axis * half) }
        }
    }

    /// The join where the path turns from `incoming` to `outgoing` at a point: beyond the two
    /// faces, a round join reaches the axis directions between the outer normals, a miter its
    /// tip while 1 / sin(φ/2) (φ the angle between the segments) is within the miter limit.
    mutating func join(at point: Point, _ incoming: Vector, _ outgoing: Vector, round: Bool) {
        face(at: point, incoming)
        face(at: point, outgoing)
        let cosine = incoming.dot(outgoing)
        guard cosine < 1 - 1e-15 else { return }
        // The directions no face covers lie on the outer side: ahead of the incoming segment and
        // behind the outgoing one.
        if round {
            for axis in Self.axes where axis.dot(incoming) >= 0 && axis.dot(outgoing) <= 0 {
                box.add(point + axis * half)
            }
            return
        }
        guard stroke.join == .miter else { return }
        var outerIn = Vector(-incoming.dy, incoming.dx)
        if outerIn.dot(outgoing) > 0 { outerIn = -outerIn }
        var outerOut = Vector(-outgoing.dy, outgoing.dx)
        if outerOut.dot(incoming) < 0 { outerOut = -outerOut }
        // cos(θ/2) for the turn θ is sin(φ/2) for the angle φ between the segments.
        let halfTurnCosine = ((1 + cosine) / 2).squareRoot()
        guard halfTurnCosine > 0, 1 / halfTurnCosine <= stroke.miterLimit else { return }
        let bisector = (outerIn + outerOut).normalized
        box.add(point + bisector * (half / halfTurnCosine))
    }
}
