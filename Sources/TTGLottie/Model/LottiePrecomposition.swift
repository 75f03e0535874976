import TTGBase

/// A composition of layers, for precomposition layers to show.
struct LottiePrecomposition: LottieEncodable {
    var id: String
    /// Front to back.
    var layers: [LottieLayer]

    var json: JSON { .object([("id", .string(id)), ("layers", .array(layers.map(\.json)))]) }
}
