import Foundation
import TTGGeometry
import TTGScene
import Testing

/// The follow animation against arc-length oracles worked out here: a rectangle, whose length is
/// the sum of its sides, and a circle, whose point at a fraction f of its length is at angle 2πf.
struct PathFollowTests {
    private let arrow = ShapeNode(
        path: Path([.move(to: Point(-10, -5)), .line(to: Point(10, 0)), .line(to: Point(-10, 5)), .close]),
        fill: Fill(.solid(.black)))

    /// The mover's transform in the scene at `time`.
    private func placement(_ animation: SceneAnimation, at time: Double) throws -> TTGGeometry.AffineTransform {
        let scene = animation.scene(time)
        guard case .group(let group) = try #require(scene.nodes.last) else {
            Issue.record("no mover")
            return .identity
        }
        return group.transform
    }

    @Test func aRectangleRouteIsTravelledAtConstantSpeed() throws {
        // M0 0 H100 V50 H0 Z: 300 long; 3 s a trip at constant speed is 100 points a second.
        let route = Path([
            .move(to: .zero), .line(to: Point(100, 0)), .line(to: Point(100, 50)), .line(to: Point(0, 50)), .close,
        ])
        let follow = PathFollow(shape: arrow, route: route, canvas: Size(120, 70), duration: 3)
        let animation = try follow.sceneAnimation()
        func oracle(_ s: Double) -> (Point, Double) {
            switch s {
            case ..<100: (Point(s, 0), 0)
            case ..<150: (Point(100, s - 100), Double.pi / 2)
            case ..<250: (Point(250 - s, 50), Double.pi)
            default: (Point(0, 300 - s), -Double.pi / 2)
            }
        }
        for time in stride(from: 0.0, to: 6, by: 0.37) {
            let (point, angle) = oracle((100 * time).truncatingRemainder(dividingBy: 300))
            let t = try placement(animation, at: time)
            // The anchor (the arrow's center, the origin) lands on the oracle's point, +x turned to its angle.
            #expect(t.apply(Point(0, 0)).distance(to: point) < 1e-9, "t = \(time)")
            let turned = atan2(t.b, t.a)
            #expect(abs(remainder(turned - angle, 2 * Double.pi)) < 1e-12, "t = \(time)")
        }
        // A closed route loops seamlessly: one trip is the period and its end is its start.
        #expect(animation.loopPeriod == 3)
        #expect(animation.scene(0) == animation.scene(3))
    }

    @Test func aCircleRouteMatchesTheAnalyticArcLength() throws {
        let r = 80.0
        let route = Path(circleCenter: Point(100, 100), radius: r)
        let follow = PathFollow(shape: arrow, route: route, canvas: Size(200, 200), duration: 4, rotates: true)
        let animation = try follow.sceneAnimation()
        let start = atan2(route.elements[0].endPoint!.y - 100, route.elements[0].endPoint!.x - 100)
        var worst = 0.0
        for time in stride(from: 0.0, to: 4, by: 0.05) {
            // Clockwise on screen from the start point: angle start + 2π t / 4, heading 90° ahead.
            let phi = start + 2 * Double.pi * time / 4
            let expected = Point(100 + r * cos(phi), 100 + r * sin(phi))
            let t = try placement(animation, at: time)
            worst = max(worst, t.apply(Point(0, 0)).distance(to: expected))
            #expect(abs(remainder(atan2(t.b, t.a) - (phi + Double.pi / 2), 2 * Double.pi)) < 2e-3)
        }
        // The circle is four cubics, within 0.03% of the radius of the true circle.
        #expect(worst < 3e-4 * r)
    }

    @Test func easingAndRepeatsFollowTheTimeline() throws {
        let route = Path([.move(to: .zero), .line(to: Point(200, 0))])
        var follow = PathFollow(
            shape: arrow, route: route, canvas: Size(220, 20), duration: 2, timing: .easeIn, repeatCount: 1.5,
            autoreverses: false, rotates: false)
        let animation = try follow.sceneAnimation()
        let x = try placement(animation, at: 0.5).apply(Point(0, 0)).x
        #expect(abs(x - 200 * TimingFunction.easeIn.progress(0.25)) < 1e-9)
        // Half a second trip more, then the shape stays where it stopped: halfway.
        #expect(
            abs(try placement(animation, at: 10).apply(Point(0, 0)).x - 200 * TimingFunction.easeIn.progress(0.5))
                < 1e-9)
        #expect(try placement(animation, at: 0.7).b == 0)  // upright
        follow.autoreverses = true
        follow.repeatCount = .infinity
        let back = try follow.sceneAnimation()
        #expect(back.loopPeriod == 4)
        #expect(
            abs(try placement(back, at: 3.5).apply(Point(0, 0)).x - 200 * TimingFunction.easeIn.progress(0.25)) < 1e-9)
    }

    @Test func cuspsKeepTheDirectionOfArrival() throws {
        // (0,0) (1,1) (0,1) (1,0), scaled by 100: a cusp at t = ½, at (50, 75). It arrives going
        // down (−B″ = (0, 6)·100) and leaves going up.
        let cusp = Path([
            .move(to: .zero), .cubic(to: Point(100, 0), control1: Point(100, 100), control2: Point(0, 100)),
        ])
        let measure = cusp.measure()
        let half = measure.totalLength / 2
        let heading = measure.heading(atDistance: half)
        #expect(heading.point.distance(to: Point(50, 75)) < 1e-6)
        #expect(abs(heading.angle - Double.pi / 2) < 1e-2)
        // Away from the cusp the heading is the tangent.
        #expect(measure.heading(atDistance: half / 2).angle == measure.position(atDistance: half / 2).angle)
        // Zero-length segments are skipped: the heading after a repeated point is the next line's.
        let stutter = Path([
            .move(to: .zero), .line(to: Point(10, 0)), .line(to: Point(10, 0)), .line(to: Point(10, 10)),
        ])
        #expect(abs(stutter.measure().heading(atDistance: 15).angle - Double.pi / 2) < 1e-12)
    }
}
