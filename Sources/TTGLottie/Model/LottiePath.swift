import TTGBase

/// A contour (`sh`), animated where its numbers move.
struct LottiePath: Equatable {
    var name: String?
    var shape: LottieProperty<LottieBezier>

    /// The fields after the item's type and name.
    var fields: [(String, JSON)] { [("ks", shape.json)] }
}
