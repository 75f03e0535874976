extension Path {
    /// The dashes a stroke with the dash pattern `lengths` (alternately on and off, along the
    /// path; an odd count repeats twice) and `phase` (how far into the pattern each subpath
    /// starts) draws, as open pieces, one per dash: for a format with no dashes of its own
    /// (Android's VectorDrawable), whose stroke then gives each piece its caps.
    ///
    /// Each subpath starts the pattern anew, as Cairo and SVG do; a dash of no length draws
    /// nothing. A pattern whose lengths are
    /// not all finite and non-negative, or add up to nothing, leaves the path as it is.
    public func dashed(_ lengths: [Double], phase: Double) -> Path {
        let pattern = lengths.count.isMultiple(of: 2) ? lengths : lengths + lengths
        let period = pattern.reduce(0, +)
        guard !pattern.isEmpty, pattern.allSatisfy({ $0.isFinite && $0 >= 0 }), period > 0, phase.isFinite else {
            return self
        }
        let measure = PathMeasure(self)
        var result = Path()
        for range in measure.subpathRanges {
            let length = range.upperBound - range.lowerBound
            // Where the pattern stands at the subpath's start: its index and how far into it.
            var offset = phase.truncatingRemainder(dividingBy: period)
            if offset < 0 { offset += period }
            var index = 0
            while offset >= pattern[index] {
                offset -= pattern[index]
                index = (index + 1) % pattern.count
            }
            var position = -offset
            while position < length {
                let end = position + pattern[index]
                if index.isMultiple(of: 2) {
                    let from = range.lowerBound + max(position, 0)
                    let to = range.lowerBound + min(end, length)
                    if to > from { result.append(contentsOf: measure.trimmed(fromDistance: from, toDistance: to)) }
                }
                position = end
                index = (index + 1) % pattern.count
            }
        }
        return result
    }
}
