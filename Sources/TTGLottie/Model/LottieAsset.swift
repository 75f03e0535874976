import TTGBase

/// What the file's `assets` list: embedded images and precompositions, each by its id.
enum LottieAsset: LottieEncodable {
    case image(LottieImageAsset)
    case precomposition(LottiePrecomposition)

    var json: JSON {
        switch self {
        case .image(let image): image.json
        case .precomposition(let composition): composition.json
        }
    }
}
