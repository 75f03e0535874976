import Glibc
import TTGGeometry

/// An affine transform as the `<group>`s of a vector drawable, outermost first.
///
/// A group places its content by a rotation, a scale and a translation (Android applies them
/// as: move the pivot to the origin, scale, rotate, move back and translate), so it says a
/// transform whose two columns are perpendicular (a turn, a scale along the axes, a
/// reflection). Any other (a skew, a matrix) is two groups: by the singular value
/// decomposition every 2×2 matrix is a rotation, a scale along the axes, and a rotation, so the
/// outer group turns, scales and translates and the inner one turns first. Nothing is baked
/// into the path data, so strokes keep their widths exactly as the transform draws them.
struct GroupPlacement: Hashable, Sendable {
    /// One group's attributes: the pivot is always the origin.
    struct Step: Hashable, Sendable {
        var rotation = 0.0
        var scaleX = 1.0
        var scaleY = 1.0
        var translateX = 0.0
        var translateY = 0.0

        /// The group's attributes, Android's defaults left out.
        var attributes: [(String, String)] {
            var out: [(String, String)] = []
            func add(_ name: String, _ value: Double, default fallback: Double, _ text: (Double) -> String) {
                let written = text(value)
                if written != text(fallback) { out.append(("android:" + name, written)) }
            }
            add("rotation", rotation, default: 0, VectorDrawableNumber.degrees)
            add("scaleX", scaleX, default: 1, Self.scale)
            add("scaleY", scaleY, default: 1, Self.scale)
            add("translateX", translateX, default: 0, VectorDrawableNumber.format)
            add("translateY", translateY, default: 0, VectorDrawableNumber.format)
            return out
        }

        /// A scale factor, to a millionth (a scale multiplies every coordinate under it).
        static func scale(_ x: Double) -> String { VectorDrawableNumber.format(x, places: 6) }
    }

    var steps: [Step]

    /// How close to perpendicular (the columns' dot product over their lengths' product) two
    /// columns must be for one group.
    static let perpendicularity = 1e-9

    init(_ t: AffineTransform) {
        if t.isIdentity {
            steps = []
            return
        }
        let (a, b, c, d) = (t.a, t.b, t.c, t.d)
        let first = (a * a + b * b).squareRoot()
        let second = (c * c + d * d).squareRoot()
        if first > 0, second > 0, abs(a * c + b * d) <= Self.perpendicularity * first * second {
            steps = [
                Step(
                    rotation: atan2(b, a), scaleX: first, scaleY: t.determinant / first, translateX: t.tx,
                    translateY: t.ty)
            ]
            return
        }
        // M = R(φ) · diag(sx, sy) · R(θ), in closed form.
        let e = (a + d) / 2
        let f = (a - d) / 2
        let g = (b + c) / 2
        let h = (b - c) / 2
        let q = (e * e + h * h).squareRoot()
        let r = (f * f + g * g).squareRoot()
        let a1 = atan2(g, f)
        let a2 = atan2(h, e)
        steps = [
            Step(rotation: (a2 + a1) / 2, scaleX: q + r, scaleY: q - r, translateX: t.tx, translateY: t.ty),
            Step(rotation: (a2 - a1) / 2),
        ]
    }
}
