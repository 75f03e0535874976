import TTGBase

/// The curve a keyframe moves along to the next: a cubic Bézier timing curve from (0, 0) to
/// (1, 1) through (x1, y1) and (x2, y2), as Core Animation and CSS write it; Lottie holds the
/// first control point as the keyframe's out-tangent (`o`) and the second as its in-tangent
/// (`i`). The numbers are rounded as ``LottieNumber/value(_:)``.
struct LottieEasing: Equatable {
    var x1: Double
    var y1: Double
    var x2: Double
    var y2: Double

    init(x1: Double, y1: Double, x2: Double, y2: Double) {
        (self.x1, self.y1) = (LottieNumber.value(x1), LottieNumber.value(y1))
        (self.x2, self.y2) = (LottieNumber.value(x2), LottieNumber.value(y2))
    }

    /// The first control point, as the keyframe's `o`.
    var outTangent: JSON { Self.tangent(x1, y1) }

    /// The second control point, as the keyframe's `i`.
    var inTangent: JSON { Self.tangent(x2, y2) }

    /// A control point as Lottie writes it: one number a dimension, in arrays.
    private static func tangent(_ x: Double, _ y: Double) -> JSON {
        .object([("x", .array([.number(x)])), ("y", .array([.number(y)]))])
    }
}
