import TTGGeometry

/// A shape that travels along a route by arc length, turned to the route's direction: the
/// SwiftUI GeometryEffect that follows a path, as a declarative animation.
///
/// One property, `progress`, goes from 0 to 1 over each trip with the trip's timing curve; the
/// shape's anchor (the center of its bounds) sits at that fraction of the route's length, and
/// its +x axis points along the route (``PathMeasure/heading(atDistance:)``) unless `rotates` is
/// false. A closed route ends where it starts, so a repeating trip loops seamlessly.
public struct PathFollow: Hashable, Sendable {
    /// The shape that moves, in its own coordinates.
    public var shape: ShapeNode
    /// The route, in the canvas's coordinates.
    public var route: Path
    public var canvas: Size
    /// Seconds for one trip along the route.
    public var duration: Double
    public var timing: TimingFunction
    /// Trips in all (fractions allowed); `.infinity` travels forever.
    public var repeatCount: Double
    public var autoreverses: Bool
    /// Whether the shape turns with the route.
    public var rotates: Bool
    /// The route drawn under the shape with this stroke, when there is one.
    public var routeStroke: Stroke?

    public init(
        shape: ShapeNode, route: Path, canvas: Size, duration: Double = 2, timing: TimingFunction = .linear,
        repeatCount: Double = .infinity, autoreverses: Bool = false, rotates: Bool = true, routeStroke: Stroke? = nil
    ) {
        self.shape = shape
        self.route = route
        self.canvas = canvas
        self.duration = duration
        self.timing = timing
        self.repeatCount = repeatCount
        self.autoreverses = autoreverses
        self.rotates = rotates
        self.routeStroke = routeStroke
    }

    /// The point of the shape that sits on the route: the center of its bounds.
    public var anchor: Point {
        let bounds = shape.path.bounds
        return Point(bounds.midX, bounds.midY)
    }

    /// The timeline: `progress` from 0 to 1 over each trip.
    /// - Throws: ``AnimationError`` for a duration or repeat count that is not positive.
    public func timeline() throws -> Timeline {
        Timeline([
            "progress": try .basic(
                from: 0, to: 1, duration: duration, timing: timing, autoreverses: autoreverses,
                repeatCount: repeatCount)
        ])
    }

    /// Where the shape's anchor goes at `progress` (0…1 of the route's length), and the
    /// transform that puts it there: the anchor to the origin, the turn, then to the point.
    public func placement(atProgress progress: Double, measure: PathMeasure) -> AffineTransform {
        let heading = measure.heading(atDistance: progress * measure.totalLength)
        let anchor = anchor
        return AffineTransform.translation(x: -anchor.x, y: -anchor.y)
            .rotated(by: rotates ? heading.angle : 0)
            .translatedBy(x: heading.point.x, y: heading.point.y)
    }

    /// The animation: the route (when drawn) and the placed shape at each time.
    public func sceneAnimation() throws -> SceneAnimation {
        let measure = route.measure()
        let routeNode = routeStroke.map { Node.shape(ShapeNode(path: route, stroke: $0)) }
        let follow = self
        return SceneAnimation(timeline: try timeline(), size: canvas) { values in
            let placed = follow.placement(atProgress: values["progress", default: 0], measure: measure)
            let mover = Node.group(GroupNode(children: [.shape(follow.shape)], transform: placed))
            return Scene(size: follow.canvas, nodes: (routeNode.map { [$0] } ?? []) + [mover])
        }
    }
}
