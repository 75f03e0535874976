extension PathSegment {
    /// The parameter of the point of the segment nearest to `p`, and its distance.
    ///
    /// Exact for lines. For curves, a branch-and-bound search over halvings of the
    /// parameter range. A piece's points are no nearer to `p` than a lower bound, the
    /// larger of the distance to the box of its control points (which holds the
    /// piece) and the distance to its chord minus ``chordDeviationBound``; the piece is
    /// dropped when that bound is no nearer than the best distance found minus
    /// `accuracy`, and stops splitting once its box is smaller than `accuracy`. The
    /// distance is then within `accuracy` (absolute, in points) of the true one, up to
    /// a cap of 60 halvings for accuracies below what doubles can resolve. As the
    /// chord bound tightens quadratically, only a few pieces survive at each level.
    public func nearest(to p: Point, accuracy: Double = 1e-9) -> (t: Double, distance: Double) {
        nearest(to: p, accuracy: accuracy, improving: .infinity) ?? (0, start.distance(to: p))
    }

    /// The distance from `p` to the segment, within `accuracy` (see ``nearest(to:accuracy:)``).
    public func nearestDistance(to p: Point, accuracy: Double = 1e-9) -> Double {
        nearest(to: p, accuracy: accuracy).distance
    }

    /// The nearest point if it is nearer than `bound`, else nil; a finite `bound`
    /// lets the search drop the whole segment at once.
    func nearest(to p: Point, accuracy: Double, improving bound: Double) -> (t: Double, distance: Double)? {
        if case .line(let line) = self {
            let chord = line.end - line.start
            let lengthSquared = chord.lengthSquared
            let t = lengthSquared > 0 ? min(max((p - line.start).dot(chord) / lengthSquared, 0), 1) : 0
            let distance = line.point(at: t).distance(to: p)
            return distance < bound ? (t, distance) : nil
        }
        var best: (t: Double, distance: Double)?
        var bestDistance = bound
        func consider(_ t: Double, _ q: Point) {
            let d = q.distance(to: p)
            if d < bestDistance {
                best = (t, d)
                bestDistance = d
            }
        }
        consider(0, start)
        consider(1, end)
        func search(_ t0: Double, _ t1: Double, piece: PathSegment, lowerBound: Double, depth: Int) {
            guard lowerBound < bestDistance - accuracy else { return }
            let mid = (t0 + t1) / 2
            consider(mid, point(at: mid))
            let box = piece.controlBounds
            guard max(box.width, box.height) > accuracy, depth < 60 else { return }
            let left = subsegment(t0, mid)
            let right = subsegment(mid, t1)
            let leftBound = left.distanceLowerBound(to: p)
            let rightBound = right.distanceLowerBound(to: p)
            if leftBound <= rightBound {
                search(t0, mid, piece: left, lowerBound: leftBound, depth: depth + 1)
                search(mid, t1, piece: right, lowerBound: rightBound, depth: depth + 1)
            } else {
                search(mid, t1, piece: right, lowerBound: rightBound, depth: depth + 1)
                search(t0, mid, piece: left, lowerBound: leftBound, depth: depth + 1)
            }
        }
        search(0, 1, piece: self, lowerBound: distanceLowerBound(to: p), depth: 0)
        return best
    }

    /// A distance no greater than that of any point of the segment to `p`.
    private func distanceLowerBound(to p: Point) -> Double {
        let chord = PathSegment.line(Line(start, end))
        let chordDistance = chord.nearest(to: p, accuracy: 0, improving: .infinity)?.distance ?? 0
        return max(controlBounds.distance(to: p), chordDistance - chordDeviationBound)
    }
}

extension Rect {
    /// The distance from `p` to the nearest point of the rectangle (0 inside it).
    func distance(to p: Point) -> Double {
        let dx = max(minX - p.x, 0, p.x - maxX)
        let dy = max(minY - p.y, 0, p.y - maxY)
        return (dx * dx + dy * dy).squareRoot()
    }
}
