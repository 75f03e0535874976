import TTGBase

/// A value a Lottie property holds and its keyframes move: a number (`Double`: an angle, a
/// width, an opacity), a vector (`[Double]`: a point, a scale, a color, a gradient's stops) or a
/// contour (``LottieBezier``).
protocol LottieAnimatable: LottieEncodable, Equatable {
    /// The value as a keyframe's `s` holds it: always an array, so a number or a contour is
    /// wrapped in one.
    var keyframeJSON: JSON { get }
}

extension Double: LottieAnimatable {
    var json: JSON { .number(self) }
    var keyframeJSON: JSON { .array([.number(self)]) }
}

extension Array: LottieEncodable, LottieAnimatable where Element == Double {
    var json: JSON { .array(map(JSON.number)) }
    var keyframeJSON: JSON { json }
}
