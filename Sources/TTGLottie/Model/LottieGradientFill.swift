import TTGBase

/// A fill with a linear gradient (`gf`) of the contours before it in its group.
struct LottieGradientFill: Equatable {
    var gradient: LottieGradient
    var rule: LottieFillRule

    /// The fields after the item's type.
    var fields: [(String, JSON)] { gradient.fields + [("r", rule.json)] }
}
