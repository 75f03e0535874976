import CCairo
import Foundation
import TTGGeometry
import TTGScene

extension SceneRenderer {
    /// The least number of sectors a conic gradient is built from.
    static let conicGradientSectors = 64

    /// A conic gradient as a Cairo mesh pattern (Cairo 1.16 has no conic gradient).
    ///
    /// The turn is cut into sectors around the center: at least
    /// ``conicGradientSectors`` equal ones, further cut at every stop offset so
    /// that hard stops stay sharp. Each sector is one Coons patch: the center,
    /// a point on a circle that covers `area`, the arc to the next point (one
    /// cubic), back to the center. Its corners on each ray get the gradient's
    /// color at that ray's angle, so the color varies linearly with the angle
    /// inside a sector (5.6° at most) and adjacent sectors share their edge
    /// colors: no seam, no visible banding.
    ///
    /// The caller destroys the pattern. Nil only if Cairo returns no pattern at
    /// all (it returns an error pattern when out of memory).
    func makeConicGradientPattern(_ gradient: ConicGradient, covering area: Rect) -> OpaquePointer? {
        guard let pattern = cairo_pattern_create_mesh() else { return nil }
        let center = gradient.center
        let corners = [
            Point(area.minX, area.minY), Point(area.maxX, area.minY),
            Point(area.minX, area.maxY), Point(area.maxX, area.maxY),
        ]
        // A little beyond the farthest corner, so antialiased edges are covered too.
        let radius = corners.map { $0.distance(to: center) }.max()! + 2
        let stops = gradient.stops.sortedByOffset()

        var fractions = Set((0...Self.conicGradientSectors).map { Double($0) / Double(Self.conicGradientSectors) })
        for stop in stops where stop.offset > 0 && stop.offset < 1 { fractions.insert(stop.offset) }
        let sorted = fractions.sorted()
        // Colors just inside each sector, so a hard stop takes the right side's color.
        let inside = 1e-9

        for (f0, f1) in zip(sorted, sorted.dropFirst()) {
            let a0 = gradient.startAngle + f0 * 2 * .pi
            let a1 = gradient.startAngle + f1 * 2 * .pi
            let c0 = stops.color(at: f0 + inside)
            let c1 = stops.color(at: f1 - inside)
            let p0 = center + Vector(cos(a0), sin(a0)) * radius
            let p1 = center + Vector(cos(a1), sin(a1)) * radius
            // The cubic closest to a circular arc: handles k·r along the tangents.
            let k = 4.0 / 3 * tan((a1 - a0) / 4) * radius
            let h0 = p0 + Vector(-sin(a0), cos(a0)) * k
            let h1 = p1 - Vector(-sin(a1), cos(a1)) * k

            cairo_mesh_pattern_begin_patch(pattern)
            cairo_mesh_pattern_move_to(pattern, center.x, center.y)
            cairo_mesh_pattern_line_to(pattern, p0.x, p0.y)
            cairo_mesh_pattern_curve_to(pattern, h0.x, h0.y, h1.x, h1.y, p1.x, p1.y)
            cairo_mesh_pattern_line_to(pattern, center.x, center.y)
            for (corner, color) in [(0, c0), (1, c0), (2, c1), (3, c1)] {
                cairo_mesh_pattern_set_corner_color_rgba(
                    pattern, UInt32(corner), color.red, color.green,
                    color.blue, color.alpha)
            }
            cairo_mesh_pattern_end_patch(pattern)
        }
        return pattern
    }
}
