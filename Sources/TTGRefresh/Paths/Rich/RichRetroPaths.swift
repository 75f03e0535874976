import Foundation
import TTGGeometry

/// The retro family as this project first drew it, for the rich look (``RefreshLook/rich``):
/// retroRadar, vinylSpin, pixelHeart.
enum RichRetroPaths {
    /// A radar dial: a ring open at the top right, a sweep line from the center, an
    /// inner arc and a blip (compact: ring, sweep line and a center dot).
    static func retroRadar(compact: Bool) -> Path {
        let ring = Sketch.arc(50, 50, 46, from: -30, to: 270)
        let sweep = Sketch.svg("M50 50 L\(50 + 40 * cos(-Double.pi / 4)) \(50 + 40 * sin(-Double.pi / 4))")
        if compact { return Sketch.join(ring, sweep, Sketch.arc(50, 50, 22, from: 90, to: 240)) }
        let inner = Sketch.arc(50, 50, 26, from: 100, to: 250)
        let blip = Sketch.circle(30, 66, 3.5)
        return Sketch.join(ring, sweep, inner, blip)
    }

    /// A record: outer ring, a groove, label ring, spindle ring and the tone arm resting
    /// on the grooves (compact: no groove, no spindle).
    static func vinylSpin(compact: Bool) -> Path {
        let outer = Sketch.circle(50, 50, 47)
        let label = Sketch.circle(50, 50, 16)
        let arm = Sketch.svg("M50 50 L\(50 + 41 * cos(-Double.pi / 3)) \(50 + 41 * sin(-Double.pi / 3))")
        if compact { return Sketch.join(outer, label, arm) }
        let groove = Sketch.arc(50, 50, 32, from: 120, to: 250)
        let spindle = Sketch.circle(50, 50, 4)
        return Sketch.join(outer, groove, label, spindle, arm)
    }

    /// A pixel-art heart of horizontal and vertical segments only: 9 × 8 pixels with a
    /// shine pixel (compact: 7 × 6, no shine).
    static func pixelHeart(compact: Bool) -> Path {
        let outline: [(Double, Double)] =
            compact
            ? [
                (1, 0), (3, 0), (3, 1), (4, 1), (4, 0), (6, 0), (6, 1), (7, 1), (7, 3), (6, 3), (6, 4), (5, 4),
                (5, 5), (4, 5), (4, 6), (3, 6), (3, 5), (2, 5), (2, 4), (1, 4), (1, 3), (0, 3), (0, 1), (1, 1),
            ]
            : [
                (1, 0), (3, 0), (3, 1), (4, 1), (4, 2), (5, 2), (5, 1), (6, 1), (6, 0), (8, 0), (8, 1), (9, 1),
                (9, 4), (8, 4), (8, 5), (7, 5), (7, 6), (6, 6), (6, 7), (5, 7), (5, 8), (4, 8), (4, 7), (3, 7),
                (3, 6), (2, 6), (2, 5), (1, 5), (1, 4), (0, 4), (0, 1), (1, 1),
            ]
        let columns = compact ? 7.0 : 9.0
        let rows = compact ? 6.0 : 8.0
        let unit = 96 / columns
        let origin = Point(2, 50 - rows * unit / 2)
        func at(_ x: Double, _ y: Double) -> Point { Point(origin.x + x * unit, origin.y + y * unit) }
        var path = Path()
        path.move(to: at(outline[0].0, outline[0].1))
        for (x, y) in outline.dropFirst() { path.line(to: at(x, y)) }
        path.close()
        if !compact {
            let shine = Rect(corner: at(1.5, 1.5), at(2.5, 2.5))
            path.append(contentsOf: Path(rect: shine))
        }
        return path
    }
}
