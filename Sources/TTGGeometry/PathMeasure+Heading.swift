extension PathMeasure {
    /// How far before a cusp ``heading(atDistance:)`` reads the direction of arrival, as a
    /// fraction of the path's length.
    static let arrivalStep = 1e-6

    /// The point at `distance` along the path and the direction to face there: the tangent
    /// angle of ``position(atDistance:)``, except where the tangent is not defined.
    ///
    /// At a cusp (the derivative vanishes inside a curve, to 1e-6 of the curve's size) the
    /// heading is the last defined one, the direction of arrival, read a millionth of the
    /// path's length before it; at the very start of the path, the direction of departure.
    /// Zero-length segments are skipped, as ``position(atDistance:)`` skips them.
    public func heading(atDistance distance: Double) -> (point: Point, angle: Double) {
        let position = position(atDistance: distance)
        guard let index = entryIndex(atDistance: distance) else { return position }
        let entry = entries[index]
        let local = min(max(distance - entry.offset, 0), entry.length)
        let t = entry.segment.parameter(atLength: local, of: entry.length, accuracy: accuracy)
        let scale = entry.segment.controlPoints.reduce(0.0) {
            max($0, abs($1.x - entry.segment.start.x), abs($1.y - entry.segment.start.y))
        }
        let step = Self.arrivalStep * totalLength
        guard entry.segment.derivative(at: t).length <= 1e-6 * scale, distance - step > 0 else { return position }
        return (position.point, self.position(atDistance: distance - step).angle)
    }
}
