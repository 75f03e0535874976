extension PropertyAnimation {
    /// The most segments ``segments(from:to:)`` unrolls before giving up (a fast repeat over
    /// a long span is better sampled).
    public static let segmentLimit = 4096

    /// The animation from `from` to `to` seconds as stretches that each follow one timing curve,
    /// covering the span without gaps, or nil when some stretch follows no single cubic curve.
    ///
    /// Cycles, autoreverse (the way back plays the mirrored curve), speed, begin time and
    /// fractional repeat counts unroll into segments; holding still before the beginning and
    /// after the end are linear segments between equal values. A whole-cycle `timing` over
    /// several keyframes is exact too, as long as the segments themselves are linear and the
    /// curve never overshoots: each keyframe segment then plays a piece of the curve. A curve
    /// over curved segments (a curve of a curve), or an overshooting one over keyframes
    /// (which clamp it), has no single-curve form: nil.
    public func segments(from: Double, to: Double) -> [TimedSegment]? {
        guard from.isFinite, to.isFinite, to > from, let pieces = directionPieces() else { return nil }
        var result: [TimedSegment] = []
        func add(_ start: Double, _ end: Double, _ easing: TimingFunction?, jumps: Bool = false) -> Bool {
            let s = max(start, from)
            let e = min(end, to)
            // A sliver left by rounding (a cycle that ends a few ulps before the span) is no stretch.
            guard e - s > 1e-12 * max(1, abs(e)) else { return true }
            guard let curve = easing else {
                result.append(TimedSegment(start: s, end: e, easing: .linear, jumpsAtEnd: jumps && e == end))
                return result.count <= Self.segmentLimit
            }
            // A stretch cut by the span: the matching piece of its curve.
            let cut = s > start || e < end
            let part =
                cut ? curve.part(fromTime: (s - start) / (end - start), toTime: (e - start) / (end - start)) : curve
            guard let part else { return false }
            result.append(TimedSegment(start: s, end: e, easing: part, jumpsAtEnd: jumps && e == end))
            return result.count <= Self.segmentLimit
        }
        if from < beginTime, !add(from, beginTime, nil) { return nil }
        let lastEnd = endTime ?? .infinity
        let direction = duration / speed
        let firstCycle = max(0, ((from - beginTime) / cycleDuration).rounded(.down))
        var cycle = firstCycle
        let startsOver = !autoreverses && keyframes.values.first != keyframes.values.last
        while beginTime + cycle * cycleDuration < min(to, lastEnd) {
            let cycleStart = beginTime + cycle * cycleDuration
            // The cycle's end is the next cycle's start, the same double, so that a start-over
            // falls on one time.
            let cycleEnd = beginTime + (cycle + 1) * cycleDuration
            var directions = [(offset: 0.0, pieces: pieces)]
            if autoreverses { directions.append((direction, Self.reversed(pieces))) }
            for (offset, pieces) in directions {
                for piece in pieces {
                    let start = cycleStart + offset + piece.x0 * direction
                    let endsCycle = piece.x1 == 1 && (!autoreverses || offset > 0)
                    var end = endsCycle ? cycleEnd : cycleStart + offset + piece.x1 * direction
                    guard start < lastEnd else { break }
                    end = min(end, lastEnd)
                    let jumps = startsOver && piece.x1 == 1 && end < lastEnd
                    if !add(start, end, piece.easing, jumps: jumps) { return nil }
                }
            }
            cycle += 1
        }
        if to > lastEnd, !add(max(lastEnd, from), to, nil) { return nil }
        return result
    }

    /// One direction of a cycle as pieces of its 0…1 time, each with the curve it plays
    /// (nil for holding still).
    private func directionPieces() -> [(x0: Double, x1: Double, easing: TimingFunction?)]? {
        let times = keyframes.keyTimes
        let count = times.count
        guard count > 1 else { return [(0, 1, nil)] }
        let segmentCurves = keyframes.segmentTimings ?? Array(repeating: .linear, count: count - 1)
        var pieces: [(x0: Double, x1: Double, easing: TimingFunction?)] = []
        if timing == .linear {
            if times[0] > 0 { pieces.append((0, times[0], nil)) }
            for i in 0..<(count - 1) { pieces.append((times[i], times[i + 1], segmentCurves[i])) }
            if times[count - 1] < 1 { pieces.append((times[count - 1], 1, nil)) }
            return pieces
        }
        guard segmentCurves.allSatisfy({ $0 == .linear }) else { return nil }
        if count == 2, times == [0, 1], (0...1).contains(timing.y1), (0...1).contains(timing.y2) {
            return [(0, 1, timing)]
        }
        let x = times.map { timing.time(atProgress: $0) }
        if x[0] > 0 { pieces.append((0, x[0], nil)) }
        for i in 0..<(count - 1) {
            guard let part = timing.part(fromProgress: times[i], toProgress: times[i + 1]) else { return nil }
            pieces.append((x[i], x[i + 1], part))
        }
        if x[count - 1] < 1 { pieces.append((x[count - 1], 1, nil)) }
        return pieces
    }

    /// The pieces of the way back: the same pieces mirrored in time, in reverse order.
    private static func reversed(
        _ pieces: [(x0: Double, x1: Double, easing: TimingFunction?)]
    ) -> [(x0: Double, x1: Double, easing: TimingFunction?)] {
        pieces.reversed().map { (1 - $0.x1, 1 - $0.x0, $0.easing?.reversed) }
    }
}
