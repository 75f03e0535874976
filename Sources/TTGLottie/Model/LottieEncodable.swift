import TTGBase

/// A value of the Lottie model that writes itself as JSON. Each type of the model spells its own
/// keys, once, in its `json`; nothing else in the writer knows a key, as each `Codable` type of
/// lottie-ios's model holds its own coding keys.
protocol LottieEncodable {
    /// The value as the file holds it.
    var json: JSON { get }
}
