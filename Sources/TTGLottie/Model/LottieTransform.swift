import TTGBase

/// Where content goes and how opaque it is: a layer's transform (`ks`) and a shape group's
/// (its last item, `tr`). Lottie applies `translate(p) · rotate(r) · skew(−sk) · scale(s) ·
/// translate(−a)`, its skew turning the other way from SVG's `skewX`.
///
/// Every part is written, also where it places nothing. The format makes each optional, but
/// players differ: lottie-web (5.7) builds no element for a shape group whose transform leaves
/// out its opacity, so its files draw nothing there, and strict parsers (lottie-ios's `Codable`
/// model, lottie-android) are safest given every part.
struct LottieTransform: LottieEncodable, Equatable {
    /// The point of the content that the position places, in the content's coordinates.
    var anchor: LottieProperty<[Double]>
    var position: LottieProperty<[Double]>
    /// In percent, x and y.
    var scale: LottieProperty<[Double]>
    /// In degrees, clockwise.
    var rotation: LottieProperty<Double>
    /// In percent.
    var opacity: LottieProperty<Double>
    /// In degrees.
    var skew: LottieProperty<Double>
    /// The direction of the skew, in degrees.
    var skewAxis: LottieProperty<Double>

    /// A transform that places nothing, at `opacity`.
    static func identity(opacity: LottieProperty<Double> = .constant(100)) -> LottieTransform {
        LottieTransform(
            anchor: .constant([0, 0]), position: .constant([0, 0]), scale: .constant([100, 100]),
            rotation: .constant(0), opacity: opacity, skew: .constant(0), skewAxis: .constant(0))
    }

    /// The transform's fields, as a layer's `ks` and a shape group's `tr` (after its type) hold them.
    var fields: [(String, JSON)] {
        [
            ("a", anchor.json), ("p", position.json), ("s", scale.json), ("r", rotation.json), ("o", opacity.json),
            ("sk", skew.json), ("sa", skewAxis.json),
        ]
    }

    /// As a layer's `ks`.
    var json: JSON { .object(fields) }
}
