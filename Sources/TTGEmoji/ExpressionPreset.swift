import TTGGeometry

/// A set of rules picking eye, mouth and accessory styles from the progress (the original's presets).
///
/// Thresholds are strict: "frown < 0.36" means progress below 0.36; a style
/// listed without a threshold is the one between the others. Accessories are
/// tried in order and only the first that applies is shown, except the
/// expressive sparkle and the playful sparkles, which join the blush.
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
            // A drop of sweat, else a tear, else a blush on the right cheek only.
            let placements: [AccessoryPlacement] =
                p < 0.22
                ? [AccessoryPlacement(.sweat, at: 0.83, 0.3, size: 0.06, away: Vector(0.3, 1))]
                : p < 0.42
                    ? [AccessoryPlacement(.tear, at: 0.2, 0.49, size: 0.058, away: Vector(-0.6, 0.8))]
                    : p > 0.8 ? [AccessoryPlacement(.blush, at: 0.77, 0.55, size: 0.1, away: Vector(1, -0.5))] : []
            return Expression(eyes: eyes, mouth: mouth, placements: placements, eyebrows: Self.eyebrows(progress: p))
        case .playful:
            let mouth: MouthStyle = p > 0.86 ? .openSmile : p < 0.18 ? .surprise : p < 0.42 ? .frown : .smile
            let eyes: EyePair =
                p > 0.92
                ? EyePair(left: .star, right: .heart)
                : p > 0.78 ? .both(.heart) : p < 0.18 ? .both(.round) : .both(.classic)
            var placements: [AccessoryPlacement] = []
            if p > 0.72 {
                placements += [
                    AccessoryPlacement(.blush, at: 0.22, 0.55, size: 0.12, away: Vector(-1, -0.5)),
                    AccessoryPlacement(.blush, at: 0.78, 0.55, size: 0.12, away: Vector(1, -0.5)),
                ]
            }
            if p > 0.88 {
                // Over the eyes, where the brows would be (the original's, at the top corners
                // 0.07 and 0.08 in size, sat on a circle's outline). Over the star eye the left
                // one gives way toward the middle, where the outline leaves room.
                placements += [
                    AccessoryPlacement(.sparkle, at: 0.3, 0.165, size: 0.04, away: Vector(1, 0.5)),
                    AccessoryPlacement(.sparkle, at: 0.7, 0.165, size: 0.042, away: Vector(0.6, -0.8)),
                ]
            }
            return Expression(
                eyes: eyes, mouth: mouth, placements: placements,
                eyebrows: p < 0.3 ? Self.eyebrows(progress: p) : nil)
        case .expressive:
            let mouth: MouthStyle = p < 0.38 ? .frown : p < 0.58 ? .flat : p > 0.9 ? .openSmile : .smile
            let eyes: EyePair =
                p < 0.18 ? .both(.angry) : p < 0.42 ? .both(.round) : p > 0.9 ? .both(.sleepy) : .both(.classic)
            var placements: [AccessoryPlacement] = []
            if p < 0.24 {
                placements.append(AccessoryPlacement(.tear, at: 0.8, 0.49, size: 0.075, away: Vector(0.6, 0.8)))
            } else if p > 0.72 {
                placements += [
                    AccessoryPlacement(.blush, at: 0.23, 0.54, size: 0.12, away: Vector(-1, -0.5)),
                    AccessoryPlacement(.blush, at: 0.77, 0.54, size: 0.12, away: Vector(1, -0.5)),
                ]
            }
            if p > 0.92 {
                placements.append(AccessoryPlacement(.sparkle, at: 0.7, 0.165, size: 0.042, away: Vector(0.6, -0.8)))
            }
            return Expression(eyes: eyes, mouth: mouth, placements: placements, eyebrows: Self.eyebrows(progress: p))
        }
    }

    /// Angry eyebrows below 0.24, worried ones below 0.48, none above.
    static func eyebrows(progress p: Double) -> EyebrowMood? {
        p < 0.24 ? .angry : p < 0.48 ? .worried : nil
    }
}
