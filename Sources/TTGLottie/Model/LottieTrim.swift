import TTGBase

/// A trim (`tm`) of the contours before it in its group: the part of each between `start` and
/// `end`, in percent of its length. The writer gives each contour its own group and trim, since
/// players trim several contours differently, so the mode is always "individually" (`m: 1`).
struct LottieTrim: Equatable {
    var start: LottieProperty<Double>
    var end: LottieProperty<Double>
    /// In degrees.
    var offset: LottieProperty<Double> = .constant(0)

    /// The fields after the item's type.
    var fields: [(String, JSON)] { [("s", start.json), ("e", end.json), ("o", offset.json), ("m", .number(1))] }
}
