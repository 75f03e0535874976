import TTGGeometry

/// The seed construction of the classic mouth and eyes: two symmetric cubic
/// curves per feature, meeting at a middle point with horizontal tangents.
public enum ClassicFeatures {
    /// The classic mouth of a face of size `w` at progress `p`.
    ///
    /// Corners L = (w(1 − mouthWidth)/2, w(1 − mouthVerticalPosition)) and R mirrored;
    /// center C = (w/2, L.y + 0.3 w (p − 0.5)); the curves L→C and C→R have their
    /// inner control points at C ∓ (h, 0) with h = w · mouthWidth · lipWidth / 2 and
    /// their outer ones on the corners. p = 0 frowns, p = 1 smiles.
    public static func mouth(size w: Double, progress p: Double, geometry g: FaceGeometry) -> Path {
        let left = Point(w * (1 - g.mouthWidth) / 2, w * (1 - g.mouthVerticalPosition))
        let right = Point(w - left.x, left.y)
        let center = mouthCenter(size: w, progress: p, geometry: g)
        let h = w * g.mouthWidth * g.lipWidth / 2
        return symmetricCurve(left: left, middle: center, right: right, handle: h)
    }

    /// The middle point of the classic mouth: (w/2, w(1 − mouthVerticalPosition) + 0.3 w (p − 0.5)).
    public static func mouthCenter(size w: Double, progress p: Double, geometry g: FaceGeometry) -> Point {
        Point(w / 2, w * (1 - g.mouthVerticalPosition) + 0.3 * w * (p - 0.5))
    }

    /// The x of the centers of the left and right eyes, as fractions of w.
    public static let eyeCenters = (left: 0.30, right: 0.70)

    /// The classic eye centered at x = `centerX`: corners at y = w(1 − eyeVerticalPosition),
    /// eyeWidth · w apart; the middle raised by 0.1 w · max(p − 0.5, 0); inner control
    /// points 0.06 w from the middle.
    public static func eye(centerX: Double, size w: Double, progress p: Double, geometry g: FaceGeometry) -> Path {
        let y = eyeLine(size: w, geometry: g)
        let half = g.eyeWidth * w / 2
        let middle = Point(centerX, y - 0.1 * w * max(p - 0.5, 0))
        return symmetricCurve(
            left: Point(centerX - half, y), middle: middle,
            right: Point(centerX + half, y), handle: 0.06 * w)
    }

    /// The y of the eye corners: w (1 − eyeVerticalPosition).
    public static func eyeLine(size w: Double, geometry g: FaceGeometry) -> Double {
        w * (1 - g.eyeVerticalPosition)
    }

    /// Two cubics left → middle → right with horizontal tangents of length `handle` at the middle.
    static func symmetricCurve(left: Point, middle: Point, right: Point, handle h: Double) -> Path {
        var path = Path()
        path.move(to: left)
        path.cubic(to: middle, control1: left, control2: Point(middle.x - h, middle.y))
        path.cubic(to: right, control1: Point(middle.x + h, middle.y), control2: right)
        return path
    }
}
