import TTGBase

/// A stroke of one color (`st`) along the contours before it in its group.
struct LottieStroke: Equatable {
    /// Red, green and blue from 0 to 1, then 1.
    var color: LottieProperty<[Double]>
    /// In percent.
    var opacity: LottieProperty<Double>
    var style: LottieStrokeStyle

    /// The fields after the item's type.
    var fields: [(String, JSON)] { [("c", color.json), ("o", opacity.json)] + style.fields }
}
