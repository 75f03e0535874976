extension PathMeasure {
    /// The part of the path between fractions `start` and `end` of the total length of
    /// all subpaths together, in drawing order (Core Animation's strokeStart/strokeEnd).
    ///
    /// - Fractions are clamped to 0…1; `start ≥ end` (or a NaN) gives an empty path,
    ///   and `0…1` gives the measured path itself.
    /// - Curves are cut exactly at the parameter where the distance falls
    ///   (``ArcLengthMeasurable/parameter(atLength:accuracy:)``), with `subsegment`:
    ///   a trimmed cubic is one cubic, a quad a quad, a line a line.
    /// - A subpath kept entirely is copied as it is, and stays closed. A subpath kept
    ///   in part becomes an open piece starting with a move; if the kept range runs
    ///   over its closing line, that part is a `.line`.
    /// - Boundaries closer than 10⁻¹² × total length to a segment's end snap to it, so
    ///   rounding never leaves a sliver segment.
    public func trimmed(from start: Double, to end: Double) -> Path {
        guard start < end else { return Path() }
        if start <= 0 && end >= 1 { return path }
        let total = totalLength
        return trimmed(fromDistance: max(start, 0) * total, toDistance: min(end, 1) * total)
    }

    /// The part of the path between two distances along it (see ``trimmed(from:to:)``).
    public func trimmed(fromDistance lo: Double, toDistance hi: Double) -> Path {
        var result = Path()
        guard lo < hi else { return result }
        let snap = 1e-12 * totalLength
        for (index, subpath) in subpaths.enumerated() {
            let range = subpathRanges[index]
            if range.lowerBound >= lo - snap && range.upperBound <= hi + snap {
                result.append(contentsOf: subpath.path)
                continue
            }
            guard max(range.lowerBound, lo) < min(range.upperBound, hi) - snap else { continue }
            var started = false
            for entry in entries where entry.subpathIndex == index {
                guard let piece = piece(of: entry, from: lo, to: hi, snap: snap) else { continue }
                if !started {
                    result.move(to: piece.start)
                    started = true
                }
                result.append(piece.element)
            }
        }
        return result
    }

    /// The part of one segment inside the distance range `lo…hi`, or nil when they
    /// overlap by no more than `snap`. A zero-length segment is kept when it lies
    /// strictly inside the range.
    private func piece(of entry: Entry, from lo: Double, to hi: Double, snap: Double) -> PathSegment? {
        let segmentEnd = entry.offset + entry.length
        if entry.length == 0 {
            return entry.offset > lo && entry.offset < hi ? entry.segment : nil
        }
        guard max(entry.offset, lo) < min(segmentEnd, hi) - snap else { return nil }
        let t0 =
            lo - entry.offset <= snap
            ? 0
            : entry.segment.parameter(atLength: lo - entry.offset, of: entry.length, accuracy: accuracy)
        let t1 =
            segmentEnd - hi <= snap
            ? 1
            : entry.segment.parameter(atLength: hi - entry.offset, of: entry.length, accuracy: accuracy)
        return t0 == 0 && t1 == 1 ? entry.segment : entry.segment.subsegment(t0, t1)
    }
}

extension Path {
    /// The part of the path between fractions `start` and `end` of its total length
    /// (see ``PathMeasure/trimmed(from:to:)``). To trim one path many times, build a
    /// ``PathMeasure`` once and trim that.
    public func trimmed(from start: Double, to end: Double) -> Path {
        guard start < end else { return Path() }
        if start <= 0 && end >= 1 { return self }
        return PathMeasure(self).trimmed(from: start, to: end)
    }
}
