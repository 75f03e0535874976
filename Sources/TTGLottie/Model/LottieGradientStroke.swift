import TTGBase

/// A stroke with a linear gradient (`gs`) along the contours before it in its group.
struct LottieGradientStroke: Equatable {
    var gradient: LottieGradient
    var style: LottieStrokeStyle

    /// The fields after the item's type.
    var fields: [(String, JSON)] { gradient.fields + style.fields }
}
