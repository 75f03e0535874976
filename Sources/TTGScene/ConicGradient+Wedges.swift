import Glibc
import TTGGeometry

/// One wedge of a conic gradient drawn with linear gradients, in the gradient's own frame (its
/// center at the origin, its start angle along +x): a triangle from the center to two points
/// on a circle, painted by a linear gradient across its outer edge.
public struct ConicWedge: Hashable, Sendable {
    /// The triangle's outer corners, where it reaches a little past its own stretch of the turn
    /// (see ``ConicGradient/wedges(radius:cuttingAtStops:)``).
    public var corners: [Point]
    /// The linear gradient's ends, on the wedge's own cuts, and its colors there.
    public var gradientStart: Point
    public var gradientEnd: Point
    public var startColor: Color
    public var endColor: Color
}

extension ConicGradient {
    /// The least number of wedges a vector file draws a conic gradient with; more where stops
    /// fall between. With 64, neighbouring wedges differ by 1/64 of the turn's colors: for the
    /// 3-color auroraWave ring at most 12 of 255 per channel at the wedge's tip, where the
    /// linear gradient across each wedge is least exact, and none at its rim.
    public static let vectorWedges = 64

    /// The gradient as wedges reaching `radius` from its center, for formats without conic
    /// gradients (SVG, Lottie).
    ///
    /// Wedge `i` spans the turn from cut `i` to cut `i + 1` and reaches a little past its end,
    /// under the next wedge (the first also a little before its start, under the last), so
    /// that every antialiased edge lies over color and no seam shows. With `cuttingAtStops`,
    /// stops are cuts too, so a hard stop stays exactly where it is (the wedge count then
    /// depends on the stops: animations whose stops move pass false).
    public func wedges(radius: Double, cuttingAtStops: Bool) -> [ConicWedge] {
        var cuts = Set((0...Self.vectorWedges).map { Double($0) / Double(Self.vectorWedges) })
        if cuttingAtStops {
            for stop in stops where stop.offset > 0 && stop.offset < 1 { cuts.insert(stop.offset) }
        }
        let sorted = cuts.sorted()
        let overlap = 0.5 / Double(Self.vectorWedges)
        let inside = 1e-9  // colors just inside each wedge, so a hard stop takes the right side's color
        let pairs = Array(zip(sorted, sorted.dropFirst()))
        func point(_ turn: Double) -> Point { Point(cos(turn * 2 * .pi) * radius, sin(turn * 2 * .pi) * radius) }
        return pairs.enumerated().map { index, cut in
            let (f0, f1) = cut
            return ConicWedge(
                corners: [point(index == 0 ? f0 - overlap : f0), point(index == pairs.count - 1 ? f1 : f1 + overlap)],
                gradientStart: point(f0), gradientEnd: point(f1),
                startColor: stops.color(at: f0 + inside), endColor: stops.color(at: f1 - inside))
        }
    }

    /// Where the gradient's own frame sits in the space of the shape it paints.
    public var placement: AffineTransform {
        AffineTransform.rotation(startAngle).concatenating(.translation(x: center.x, y: center.y))
    }
}

extension ConicGradient {
    /// A radius from each center (one per sample) that reaches past every corner of the
    /// sample's area, by 2 points.
    public static func radius(covering areas: [Rect], around centers: [Point]) -> Double {
        zip(areas, centers).map { area, center in
            [
                Point(area.minX, area.minY), Point(area.maxX, area.minY), Point(area.minX, area.maxY),
                Point(area.maxX, area.maxY),
            ].map { $0.distance(to: center) }.max()!
        }.max()! + 2
    }
}
