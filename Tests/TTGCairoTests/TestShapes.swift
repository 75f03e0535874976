import Foundation
import TTGGeometry

// Hand-built paths for tests (the shape builders of TTGGeometry are not used
// here, so these tests depend on Path's elements only).

enum TestShapes {
    /// A rectangle, clockwise on screen (y down).
    static func rect(_ r: Rect, clockwise: Bool = true) -> Path {
        let corners = [Point(r.minX, r.minY), Point(r.maxX, r.minY), Point(r.maxX, r.maxY), Point(r.minX, r.maxY)]
        let ordered = clockwise ? corners : [corners[0]] + corners.dropFirst().reversed()
        var p = Path()
        p.move(to: ordered[0])
        for c in ordered.dropFirst() { p.line(to: c) }
        p.close()
        return p
    }

    /// A circle of four cubics (handle length k = 0.5523 of the radius), clockwise on screen.
    static func circle(center c: Point, radius r: Double) -> Path {
        let k = 0.5523 * r
        var p = Path()
        p.move(to: Point(c.x + r, c.y))
        p.cubic(to: Point(c.x, c.y + r), control1: Point(c.x + r, c.y + k), control2: Point(c.x + k, c.y + r))
        p.cubic(to: Point(c.x - r, c.y), control1: Point(c.x - k, c.y + r), control2: Point(c.x - r, c.y + k))
        p.cubic(to: Point(c.x, c.y - r), control1: Point(c.x - r, c.y - k), control2: Point(c.x - k, c.y - r))
        p.cubic(to: Point(c.x + r, c.y), control1: Point(c.x + k, c.y - r), control2: Point(c.x + r, c.y - k))
        p.close()
        return p
    }

    /// A rectangle with corners rounded by quadratic curves of radius `r`.
    static func roundedRect(_ b: Rect, radius r: Double) -> Path {
        var p = Path()
        p.move(to: Point(b.minX + r, b.minY))
        p.line(to: Point(b.maxX - r, b.minY))
        p.quad(to: Point(b.maxX, b.minY + r), control: Point(b.maxX, b.minY))
        p.line(to: Point(b.maxX, b.maxY - r))
        p.quad(to: Point(b.maxX - r, b.maxY), control: Point(b.maxX, b.maxY))
        p.line(to: Point(b.minX + r, b.maxY))
        p.quad(to: Point(b.minX, b.maxY - r), control: Point(b.minX, b.maxY))
        p.line(to: Point(b.minX, b.minY + r))
        p.quad(to: Point(b.minX + r, b.minY), control: Point(b.minX, b.minY))
        p.close()
        return p
    }

    /// An open polyline through `points`.
    static func polyline(_ points: [Point]) -> Path {
        var p = Path()
        p.move(to: points[0])
        for q in points.dropFirst() { p.line(to: q) }
        return p
    }

    /// A five-pointed star centered at `c`.
    static func star(center c: Point, outer: Double, inner: Double) -> Path {
        let points = (0..<10).map { i -> Point in
            let angle = -Double.pi / 2 + Double(i) * Double.pi / 5
            let r = i % 2 == 0 ? outer : inner
            return Point(c.x + r * cos(angle), c.y + r * sin(angle))
        }
        var p = polyline(points)
        p.close()
        return p
    }
}
