/// Arc-length measure of a whole path: built once, then asked for points, tangents
/// and trims by distance along the path.
///
/// The path is measured in drawing order, subpath after subpath, along the segments
/// a stroke draws (``Subpath/drawnSegments``: a closed subpath includes its closing
/// line). Moves between subpaths add no length.
public struct PathMeasure: Sendable {
    /// One drawn segment and where it lies along the path.
    public struct Entry: Hashable, Sendable {
        /// The segment.
        public var segment: PathSegment
        /// Its length.
        public var length: Double
        /// The distance along the path where it starts.
        public var offset: Double
        /// The index, in ``PathMeasure/subpaths``, of the subpath it belongs to.
        public var subpathIndex: Int
    }

    /// The measured path.
    public let path: Path
    /// The subpaths of the measured path.
    public let subpaths: [Subpath]
    /// Every drawn segment in order, with its length and offset.
    public let entries: [Entry]
    /// For each subpath, the distance along the path where it starts and ends.
    public let subpathRanges: [ClosedRange<Double>]
    /// The relative accuracy the curve lengths were measured with.
    public let accuracy: Double
    /// The length of all subpaths together.
    public var totalLength: Double { subpathRanges.last?.upperBound ?? 0 }
    /// Indices into `entries` of the segments of positive length.
    private let measured: [Int]

    /// Measures `path`; curve lengths are within `accuracy × length` of the truth.
    public init(_ path: Path, accuracy: Double = defaultArcLengthAccuracy) {
        self.path = path
        subpaths = path.subpaths
        self.accuracy = accuracy
        var entries: [Entry] = []
        var ranges: [ClosedRange<Double>] = []
        var distance = 0.0
        for (index, subpath) in subpaths.enumerated() {
            let start = distance
            for segment in subpath.drawnSegments {
                let length = segment.arcLength(accuracy: accuracy)
                entries.append(Entry(segment: segment, length: length, offset: distance, subpathIndex: index))
                distance += length
            }
            ranges.append(start...distance)
        }
        self.entries = entries
        subpathRanges = ranges
        measured = entries.indices.filter { entries[$0].length > 0 }
    }

    /// The point at `distance` along the path and the tangent angle there
    /// (radians, `atan2(dy, dx)` of the direction of travel; see
    /// ``PathSegment/unitTangent(at:)`` for where the derivative vanishes).
    ///
    /// `distance` is clamped to `0…totalLength`. A distance where one segment ends
    /// and the next begins belongs to the next one (so a corner reports the outgoing
    /// direction), except at the very end. Segments of zero length are skipped. A path
    /// with no drawn segment answers its first point (or the origin) and angle 0.
    public func position(atDistance distance: Double) -> (point: Point, angle: Double) {
        guard let index = entryIndex(atDistance: distance) else {
            return (subpaths.first?.start ?? .zero, 0)
        }
        let entry = entries[index]
        let local = min(max(distance - entry.offset, 0), entry.length)
        let t = entry.segment.parameter(atLength: local, of: entry.length, accuracy: accuracy)
        return (entry.segment.point(at: t), entry.segment.tangentAngle(at: t))
    }

    /// The point and tangent angle at `fraction` of the total length (clamped to 0…1).
    public func position(atFraction fraction: Double) -> (point: Point, angle: Double) {
        position(atDistance: min(max(fraction, 0), 1) * totalLength)
    }

    /// The index of the segment of positive length holding `distance`, by binary search;
    /// nil when the path has no length. Falls back to the first segment when every
    /// segment has zero length.
    func entryIndex(atDistance distance: Double) -> Int? {
        guard !measured.isEmpty else { return entries.indices.first }
        // The first measured segment whose end lies beyond `distance`, else the last.
        var lo = 0
        var hi = measured.count - 1
        while lo < hi {
            let mid = (lo + hi) / 2
            let entry = entries[measured[mid]]
            if entry.offset + entry.length > distance { hi = mid } else { lo = mid + 1 }
        }
        return measured[lo]
    }
}

extension Path {
    /// The length of every subpath together, closing lines included, within a relative
    /// accuracy of ``defaultArcLengthAccuracy``: ``PathMeasure/totalLength``, summed in the
    /// same order without keeping the segments.
    public var length: Double {
        var distance = 0.0
        walk { step in
            switch step {
            case .start: break
            case .segment(let s): distance += s.arcLength(accuracy: defaultArcLengthAccuracy)
            case .closingLine(let l): distance += l.arcLength(accuracy: defaultArcLengthAccuracy)
            }
        }
        return distance
    }

    /// The arc-length measure of the path (see ``PathMeasure``).
    public func measure(accuracy: Double = defaultArcLengthAccuracy) -> PathMeasure {
        PathMeasure(self, accuracy: accuracy)
    }
}
