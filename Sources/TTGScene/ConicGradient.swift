import TTGGeometry

/// Colors changing with the angle around a center (a "sweep" or "angular"
/// gradient), constant along each ray from the center.
///
/// The stops spread over one full turn, clockwise on a y-down screen: offset 0
/// lies on the ray at `startAngle` (radians, measured from +x toward +y) and
/// offset 1 on the same ray a turn later. For a gradient without a seam, end
/// with the first color again. The center is in the user space of the shape
/// being painted.
public struct ConicGradient: Hashable, Sendable {
    public var stops: [GradientStop]
    public var center: Point
    public var startAngle: Double

    public init(stops: [GradientStop], center: Point, startAngle: Double = 0) {
        self.stops = stops
        self.center = center
        self.startAngle = startAngle
    }

    /// A gradient of evenly spaced colors.
    public init(colors: [Color], center: Point, startAngle: Double = 0) {
        self.init(stops: GradientStop.evenlySpaced(colors), center: center, startAngle: startAngle)
    }
}
