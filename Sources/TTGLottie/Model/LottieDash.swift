import TTGBase

/// One length of a stroke's dash pattern: a dash, a gap, or the pattern's offset (which goes last).
struct LottieDash: LottieEncodable, Equatable {
    enum Kind: Equatable {
        case dash
        case gap
        case offset
    }

    var kind: Kind
    var length: LottieProperty<Double>

    var json: JSON {
        let (code, name) =
            switch kind {
            case .dash: ("d", "dash")
            case .gap: ("g", "gap")
            case .offset: ("o", "offset")
            }
        return .object([("n", .string(code)), ("nm", .string(name)), ("v", length.json)])
    }
}
