import Foundation
import TTGCairo
import TTGGeometry
import TTGScene
import Testing

/// The mesh-pattern conic gradient: right colors at the right angles, and
/// smooth all the way round (no seam at the start angle, no banding).
@Suite struct ConicGradientTests {
    static let center = Point(50, 50)
    static let stops = GradientStop.evenlySpaced([Color(rgb: 0xFF0000), Color(rgb: 0x0000FF), Color(rgb: 0xFF0000)])

    /// A disc painted with the gradient, rasterized at scale 2.
    func render(startAngle: Double) throws -> RasterImage {
        let paint = Paint.conicGradient(ConicGradient(stops: Self.stops, center: Self.center, startAngle: startAngle))
        return try rasterize(
            Scene(
                size: Size(100, 100),
                nodes: [
                    .shape(TestShapes.circle(center: Self.center, radius: 45), fill: paint)
                ]), scale: 2)
    }

    /// The pixel at `angle` (radians from +x toward +y) on a circle of 30 points around the center.
    func sample(_ image: RasterImage, angle: Double) -> [Int] {
        let p = image.pixel(
            x: Int((2 * (Self.center.x + 30 * cos(angle))).rounded(.down)),
            y: Int((2 * (Self.center.y + 30 * sin(angle))).rounded(.down)))
        return [Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha)]
    }

    @Test(arguments: [0.0, -Double.pi / 2, 1.0])
    func colorsFollowTheAngleClockwise(startAngle: Double) throws {
        let image = try render(startAngle: startAngle)
        for fraction in [0.02, 0.25, 0.5, 0.75, 0.98] {
            let expected = Self.stops.color(at: fraction).rgba8
            let actual = sample(image, angle: startAngle + fraction * 2 * .pi)
            let wanted = [Int(expected.red), Int(expected.green), Int(expected.blue), 255]
            #expect(zip(actual, wanted).allSatisfy { abs($0 - $1) <= 6 }, "at \(fraction): \(actual) vs \(wanted)")
        }
    }

    @Test func smoothAllTheWayRound() throws {
        let image = try render(startAngle: 0.3)
        // Red to blue over half a turn: about 1.4 per degree per channel.
        var previous = sample(image, angle: 0)
        for degree in 1...360 {
            let current = sample(image, angle: Double(degree) * .pi / 180)
            let jump = zip(current, previous).map { abs($0 - $1) }.max()!
            #expect(jump <= 6, "jump of \(jump) at \(degree)°")
            previous = current
        }
    }
}
