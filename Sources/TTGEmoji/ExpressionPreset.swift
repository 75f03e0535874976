/// A set of rules picking eye, mouth and accessory styles from the progress.
///
/// Thresholds are strict: "frown < 0.36" means progress below 0.36; a style
/// listed without a threshold is the one between the others. Accessory
/// thresholds are independent of each other (below 0.22 the diagnostic face
/// both sweats and cries).
public enum ExpressionPreset: String, CaseIterable, Hashable, Sendable {
    case classic
    case minimal
    case diagnostic
    case playful
    case expressive

    /// The expression at progress `p`.
    public func expression(progress p: Double) -> Expression {
        switch self {
        case .classic:
            return Expression(eyes: .both(.classic), mouth: .classic)
        case .minimal:
            let mouth: MouthStyle = p < 0.36 ? .frown : p > 0.64 ? .smile : .flat
            return Expression(eyes: .both(.sleepy), mouth: mouth)
        case .diagnostic:
            let mouth: MouthStyle = p < 0.22 ? .smirk : p < 0.44 ? .frown : p > 0.76 ? .smile : .flat
            let eyes: EyePair =
                p < 0.2
                ? EyePair(left: .angry, right: .round)
                : p < 0.44 ? .both(.sleepy) : p > 0.82 ? .both(.classic) : .both(.round)
            var accessories = Set<Accessory>()
            if p < 0.22 { accessories.insert(.sweat) }
            if p < 0.42 { accessories.insert(.tear) }
            if p > 0.8 { accessories.insert(.blush) }
            return Expression(
                eyes: eyes, mouth: mouth, accessories: accessories,
                eyebrows: Self.eyebrows(progress: p, eyes: eyes))
        case .playful:
            let mouth: MouthStyle = p < 0.18 ? .surprise : p < 0.42 ? .frown : p > 0.86 ? .openSmile : .smile
            let eyes: EyePair =
                p < 0.18
                ? .both(.round)
                : p > 0.92
                    ? EyePair(left: .star, right: .heart)
                    : p > 0.78 ? .both(.heart) : .both(.classic)
            var accessories = Set<Accessory>()
            if p > 0.72 { accessories.insert(.blush) }
            if p > 0.88 { accessories.insert(.sparkles) }
            return Expression(
                eyes: eyes, mouth: mouth, accessories: accessories,
                eyebrows: p < 0.3 ? Self.eyebrows(progress: p, eyes: eyes) : nil)
        case .expressive:
            let mouth: MouthStyle = p < 0.38 ? .frown : p < 0.58 ? .flat : p > 0.9 ? .openSmile : .smile
            let eyes: EyePair =
                p < 0.18
                ? .both(.angry)
                : p < 0.42
                    ? .both(.round)
                    : p > 0.9 ? .both(.sleepy) : .both(.classic)
            var accessories = Set<Accessory>()
            if p < 0.24 { accessories.insert(.tear) }
            if p > 0.72 { accessories.insert(.blush) }
            if p > 0.92 { accessories.insert(.sparkle) }
            return Expression(
                eyes: eyes, mouth: mouth, accessories: accessories,
                eyebrows: Self.eyebrows(progress: p, eyes: eyes))
        }
    }

    /// The eyebrows' mood: angry over an angry eye, worried below 0.45, level to 0.75, raised above.
    static func eyebrows(progress p: Double, eyes: EyePair) -> EyebrowMood {
        if eyes.left == .angry || eyes.right == .angry { return .angry }
        return p < 0.45 ? .worried : p < 0.75 ? .neutral : .raised
    }
}
