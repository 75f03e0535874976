import Foundation
import TTGGeometry

/// The original look's marks: every eye, mouth, eyebrow and accessory a plain
/// outline, stroked in one go with the face (``FaceLook/original``).
///
/// Lengths are fractions of the face size w; `ew` is the eye width in points.
struct OriginalMarks {
    let w: Double
    let p: Double
    let g: FaceGeometry
    /// Multiplies the eyebrows' length and the accessories' size.
    let accessoryScale: Double

    private var ew: Double { g.eyeWidth * w }
    /// The y of the mouth corners.
    private var mouthY: Double { w * (1 - g.mouthVerticalPosition) }

    /// The center of a styled eye: on the eye line, raised by 0.08 w · max(p − 0.5, 0).
    func eyeCenter(isLeft: Bool) -> Point {
        let x = (isLeft ? ClassicFeatures.eyeCenters.left : ClassicFeatures.eyeCenters.right) * w
        return Point(x, ClassicFeatures.eyeLine(size: w, geometry: g) - 0.08 * w * max(p - 0.5, 0))
    }

    func eye(_ style: EyeStyle, isLeft: Bool) -> Path {
        let c = eyeCenter(isLeft: isLeft)
        switch style {
        case .automatic, .classic:
            return ClassicFeatures.eye(centerX: c.x, size: w, progress: p, geometry: g)
        case .round:
            return Path(circleCenter: c, radius: 0.34 * ew)
        case .wink, .sleepy:
            // A shallow cup: both handles 0.035 w below the ends, 0.28 ew in from them.
            var path = Path()
            path.move(to: Point(c.x - ew / 2, c.y))
            path.cubic(
                to: Point(c.x + ew / 2, c.y), control1: Point(c.x - 0.22 * ew, c.y + 0.035 * w),
                control2: Point(c.x + 0.22 * ew, c.y + 0.035 * w))
            return path
        case .star:
            return EyeMarks.star(center: c, radius: 0.48 * ew, points: 5, innerRatio: 0.42)
        case .heart:
            return Self.heart(center: c, size: 0.82 * ew)
        case .angry:
            // Outer end 0.025 w up, inner end 0.025 w down.
            let drop = (isLeft ? 1.0 : -1.0) * 0.025 * w
            var path = Path()
            path.move(to: Point(c.x - 0.46 * ew, c.y - drop))
            path.line(to: Point(c.x + 0.46 * ew, c.y + drop))
            return path
        }
    }

    /// A straight brow 0.14 w long (times the accessory scale) centered over the eye at
    /// y = 0.29 w, its ends 0.045 w (angry) or 0.03 w (worried) above and below that line,
    /// as in the original. Where it would come near the eye below, ``MarkSpacing`` moves it
    /// away (``eyebrowAway(isLeft:)``).
    func eyebrow(_ mood: EyebrowMood, isLeft: Bool) -> Path {
        let x = (isLeft ? ClassicFeatures.eyeCenters.left : ClassicFeatures.eyeCenters.right) * w
        let y = 0.29 * w
        let half = 0.07 * w * accessoryScale
        // How far the brow's left end sits below the line (its right end as far above).
        let leftDrop =
            switch mood {
            case .angry: (isLeft ? -0.045 : 0.045) * w
            case .worried: (isLeft ? 0.03 : -0.03) * w
            }
        var path = Path()
        path.move(to: Point(x - half, y + leftDrop))
        path.line(to: Point(x + half, y - leftDrop))
        return path
    }

    /// The way a brow moves to clear the eye below it (``MarkSpacing``): up, and toward the
    /// nose by half as much, so that a brow lifted over a round eye keeps its outer end inside
    /// the outline. A move keeps the brow's slant and length.
    static func eyebrowAway(isLeft: Bool) -> Vector { Vector(isLeft ? 0.5 : -0.5, -1) }

    /// The way an accessory moves to clear the marks it sits by: its placement's, except that
    /// a blush under a star eye goes down where it would go up. The star's lower point reaches
    /// toward the cheek (the original's star, mitered, is larger than the rich look's), and
    /// a blush going up would follow it out of the face.
    static func away(of placement: AccessoryPlacement, eyes: EyePair) -> Vector {
        let eye = placement.center.x < 0.5 ? eyes.left : eyes.right
        guard placement.kind == .blush, eye == .star else { return placement.away }
        return Vector(placement.away.dx, abs(placement.away.dy))
    }

    func mouth(_ style: MouthStyle) -> Path {
        switch style {
        case .automatic, .classic:
            return ClassicFeatures.mouth(size: w, progress: p, geometry: g)
        case .smile: return Self.curvedMouth(size: w, geometry: g, bend: Self.smileDepth)
        case .frown: return Self.curvedMouth(size: w, geometry: g, bend: -Self.frownHeight)
        case .flat:
            var path = Path()
            path.move(to: Point(0.3 * w, mouthY))
            path.line(to: Point(0.7 * w, mouthY))
            return path
        case .openSmile:
            // An open grin: an upper lip curving a little down between corners at (0.33 w, 0.61 w)
            // and (0.67 w, 0.61 w), and a deep lower lip down to 0.7525 w. (The original's closed
            // oval reads as a shocked "O".)
            let (left, right) = (Point(0.33 * w, 0.61 * w), Point(0.67 * w, 0.61 * w))
            var path = Path()
            path.move(to: left)
            path.cubic(to: right, control1: Point(0.43 * w, 0.635 * w), control2: Point(0.57 * w, 0.635 * w))
            path.cubic(to: left, control1: Point(0.66 * w, 0.8 * w), control2: Point(0.34 * w, 0.8 * w))
            path.close()
            return path
        case .surprise:
            return Path(ovalIn: Rect(x: 0.4 * w, y: 0.58 * w, width: 0.2 * w, height: 0.236 * w))
        case .smirk:
            // Up a little at the left, down at the right.
            var path = Path()
            path.move(to: Point(0.31 * w, mouthY - 0.015 * w))
            path.cubic(
                to: Point(0.7 * w, mouthY + 0.08 * w), control1: Point(0.41 * w, mouthY - 0.09 * w),
                control2: Point(0.58 * w, mouthY + 0.1 * w))
            return path
        }
    }

    /// The classic construction with its middle `bend` · w below the corners (above when negative).
    static func curvedMouth(size w: Double, geometry g: FaceGeometry, bend: Double) -> Path {
        let y = w * (1 - g.mouthVerticalPosition)
        let half = g.mouthWidth * w / 2
        return ClassicFeatures.symmetricCurve(
            left: Point(w / 2 - half, y), middle: Point(w / 2, y + bend * w), right: Point(w / 2 + half, y),
            handle: g.mouthWidth * g.lipWidth * w / 2)
    }

    /// How far below the corners a smile's middle sits / w.
    static let smileDepth = 0.14
    /// How far above the corners a frown's middle sits / w.
    static let frownHeight = 0.13

    /// The stroke width of an accessory `size` points across: 0.28 of its size, at most the
    /// face's `lineWidth`, so a small sparkle stays a sparkle and not a blot.
    static func accessoryStrokeWidth(size: Double, lineWidth: Double) -> Double {
        min(lineWidth, accessoryStrokeRatio * size)
    }

    /// An accessory's stroke width / its size.
    static let accessoryStrokeRatio = 0.28

    /// The size of an accessory in points: its placement's fraction of w times the accessory scale.
    func accessorySize(_ placement: AccessoryPlacement) -> Double { placement.size * w * accessoryScale }

    func accessory(_ placement: AccessoryPlacement) -> Path {
        let c = Point(placement.center.x * w, placement.center.y * w)
        let s = accessorySize(placement)
        switch placement.kind {
        case .tear:
            return Self.drop(center: c, size: s)
        case .sweat:
            var path = Self.drop(center: c, size: s)
            path.move(to: Point(c.x - 0.18 * s, c.y - 0.06 * s))
            path.line(to: Point(c.x + 0.02 * s, c.y - 0.28 * s))
            return path
        case .blush:
            // A long line over a shorter one.
            var path = Path()
            path.move(to: Point(c.x - 0.5 * s, c.y))
            path.line(to: Point(c.x + 0.5 * s, c.y))
            path.move(to: Point(c.x - 0.34 * s, c.y + 0.22 * s))
            path.line(to: Point(c.x + 0.34 * s, c.y + 0.22 * s))
            return path
        case .sparkle:
            // Upright and diagonal crosses: arms of s, diagonals to 0.58 s on each axis.
            var path = Path()
            for (dx, dy) in [(0.0, 1.0), (1.0, 0.0), (0.58, 0.58), (0.58, -0.58)] {
                path.move(to: Point(c.x - dx * s, c.y - dy * s))
                path.line(to: Point(c.x + dx * s, c.y + dy * s))
            }
            return path
        }
    }

    /// A drop 1.24 `size` tall, pointed at the top, as two mirrored cubics.
    static func drop(center c: Point, size s: Double) -> Path {
        let top = Point(c.x, c.y - 0.62 * s)
        let bottom = Point(c.x, c.y + 0.62 * s)
        var path = Path()
        path.move(to: top)
        path.cubic(
            to: bottom, control1: Point(c.x - 0.55 * s, c.y - 0.08 * s), control2: Point(c.x - 0.42 * s, bottom.y))
        path.cubic(to: top, control1: Point(c.x + 0.42 * s, bottom.y), control2: Point(c.x + 0.55 * s, c.y - 0.08 * s))
        return path
    }

    /// A heart `size` wide: its dip 0.18 size above the center, its point 0.5 size below,
    /// four cubics through the dip, the left side, the point and the right side.
    static func heart(center c: Point, size: Double) -> Path {
        func q(_ x: Double, _ y: Double) -> Point { Point(c.x + x * size, c.y + y * size) }
        var path = Path()
        path.move(to: q(0, -0.18))
        path.cubic(to: q(-0.5, -0.05), control1: q(-0.18, -0.5), control2: q(-0.5, -0.35))
        path.cubic(to: q(0, 0.5), control1: q(-0.5, 0.18), control2: q(-0.18, 0.34))
        path.cubic(to: q(0.5, -0.05), control1: q(0.18, 0.34), control2: q(0.5, 0.18))
        path.cubic(to: q(0, -0.18), control1: q(0.5, -0.35), control2: q(0.18, -0.5))
        path.close()
        return path
    }
}
