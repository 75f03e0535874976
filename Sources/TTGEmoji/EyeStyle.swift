/// How an eye is drawn.
public enum EyeStyle: String, CaseIterable, Hashable, Sendable {
    /// Chosen by the expression preset from the progress.
    case automatic
    /// The seed construction: flat below the middle, arching happily above it.
    case classic
    /// A ring of radius 0.34 eye width (rich look: a filled oval).
    case round
    /// The same as ``sleepy``, as in the original (rich look: the left eye open, the right
    /// one closed in a happy arc).
    case wink
    /// A five-pointed star.
    case star
    case heart
    /// A closed eye: a shallow cup.
    case sleepy
    /// A slanted bar, mirrored per eye, lower toward the nose.
    case angry
}

extension EyeStyle {
    /// Whether the eye is a solid shape (filled in both looks) rather than a line.
    var isSolid: Bool { self == .star || self == .heart }
}

/// The style of each eye; most styles are the same for both.
public struct EyePair: Hashable, Sendable {
    public var left: EyeStyle
    public var right: EyeStyle

    public init(left: EyeStyle, right: EyeStyle) {
        self.left = left
        self.right = right
    }

    /// The same style for both eyes.
    public static func both(_ style: EyeStyle) -> EyePair { EyePair(left: style, right: style) }
}
