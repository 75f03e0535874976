import TTGBase

/// A fill of one color (`fl`) of the contours before it in its group.
struct LottieFill: Equatable {
    /// Red, green and blue from 0 to 1, then 1.
    var color: LottieProperty<[Double]>
    /// In percent.
    var opacity: LottieProperty<Double>
    var rule: LottieFillRule

    /// The fields after the item's type.
    var fields: [(String, JSON)] { [("c", color.json), ("o", opacity.json), ("r", rule.json)] }
}
