import TTGBase

/// One mask of a layer: a contour whose inside the layer shows (added) or hides (subtracted), in
/// the order listed. Every part is written, as lottie-ios decodes none of them with a default.
struct LottieMask: LottieEncodable {
    enum Mode: String {
        case add = "a"
        case subtract = "s"
    }

    var mode: Mode
    var path: LottieProperty<LottieBezier>
    var name: String
    var isInverted = false
    /// In percent.
    var opacity: LottieProperty<Double> = .constant(100)
    /// How far the contour grows outward, in points.
    var expansion: LottieProperty<Double> = .constant(0)

    var json: JSON {
        .object([
            ("inv", .bool(isInverted)), ("mode", .string(mode.rawValue)), ("pt", path.json), ("o", opacity.json),
            ("x", expansion.json), ("nm", .string(name)),
        ])
    }
}
