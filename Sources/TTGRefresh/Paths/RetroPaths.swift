import Foundation
import TTGGeometry

/// The retro family: retroRadar, vinylSpin, pixelHeart.
enum RetroPaths {
    /// A ring of radius 42 from the top clockwise round to 243°, a sweep line from the
    /// center to the right edge a quarter of the way down, and an inner arc of radius 22
    /// from the top round to the left, led in by a short line from 26 units above the
    /// center (footer: no inner arc).
    static func retroRadar(compact: Bool) -> Path {
        var path = Sketch.join(Sketch.arc(50, 50, 42, from: -90, to: 243), Sketch.svg("M50 50 L100 25"))
        if compact { return path }
        path.move(to: Point(50, 24))
        path.addArc(center: Point(50, 50), radius: 22, startAngle: -.pi / 2, endAngle: .pi, clockwise: true)
        return path
    }

    /// A record: the outer circle, the label circle 24% in, the spindle circle 38% in, and a
    /// radius from the center to the right edge (footer: no spindle).
    static func vinylSpin(compact: Bool) -> Path {
        var path = Sketch.join(Sketch.circle(50, 50, 50), Sketch.circle(50, 50, 26))
        if !compact { path.append(contentsOf: Sketch.circle(50, 50, 12)) }
        path.append(contentsOf: Sketch.svg("M50 50 L100 50"))
        return path
    }

    /// A heart of eight straight segments from the bottom tip round by the left lobe, and a
    /// bar across its middle (footer: no bar).
    static func pixelHeart(compact: Bool) -> Path {
        let outline = Sketch.svg("M50 88 L12 50 L12 24 L34 14 L50 30 L66 14 L88 24 L88 50 L50 88")
        if compact { return outline }
        return Sketch.join(outline, Sketch.svg("M34 50 L66 50"))
    }
}
