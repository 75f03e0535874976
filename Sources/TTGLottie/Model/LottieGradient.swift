import TTGBase

/// A linear gradient as a gradient fill or stroke holds it: its opacity, its ends, its type and
/// its colors. Lottie interpolates the colors in RGB, as the raster renderer does.
struct LottieGradient: Equatable {
    /// In percent.
    var opacity: LottieProperty<Double> = .constant(100)
    var start: LottieProperty<[Double]>
    var end: LottieProperty<[Double]>
    var stopCount: Int
    /// Offset and red, green, blue a stop, then offset and alpha a stop where any stop is not
    /// opaque.
    var colors: LottieProperty<[Double]>

    /// The fields a gradient fill or stroke begins with. The type is linear (`t: 1`; 2 would be radial).
    var fields: [(String, JSON)] {
        [
            ("o", opacity.json), ("s", start.json), ("e", end.json), ("t", .number(1)),
            ("g", .object([("p", .number(Double(stopCount))), ("k", colors.json)])),
        ]
    }
}
