import TTGGeometry

/// Colors changing along the line from `start` to `end`, constant across it.
///
/// The points are in the user space of the shape being painted (like SVG's
/// `gradientUnits="userSpaceOnUse"`). Beyond the ends the end colors continue
/// (pad).
public struct LinearGradient: Hashable, Sendable {
    public var stops: [GradientStop]
    public var start: Point
    public var end: Point

    public init(stops: [GradientStop], start: Point, end: Point) {
        self.stops = stops
        self.start = start
        self.end = end
    }

    /// A gradient of evenly spaced colors.
    public init(colors: [Color], start: Point, end: Point) {
        self.init(stops: GradientStop.evenlySpaced(colors), start: start, end: end)
    }
}
