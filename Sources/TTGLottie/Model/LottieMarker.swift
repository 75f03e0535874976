import TTGBase

/// A named stretch of the animation, for an app to play or seek to by name: its name as the
/// comment (what lottie-ios and lottie-android match), its start and length in frames.
struct LottieMarker: LottieEncodable {
    var name: String
    /// Rounded as ``LottieNumber/frame(_:)``.
    var start: Double
    var duration: Double

    var json: JSON { .object([("tm", .number(start)), ("cm", .string(name)), ("dr", .number(duration))]) }
}
