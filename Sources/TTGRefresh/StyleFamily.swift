/// The themes the 20 styles are grouped in.
public enum StyleFamily: String, Hashable, Sendable, CaseIterable {
    case nature, tech, charm, retro, motion, aurora
}

/// The thin second path some styles draw over the stroke, in the last color.
public enum StyleAccent: String, Hashable, Sendable, CaseIterable {
    /// No accent.
    case none
    /// The ellipse inscribed in the accent rect.
    case oval
    /// Eight short strokes, two at each corner of the accent rect, like a viewfinder.
    case cornerTicks
    /// Three petals fanning up from the bottom center of the accent rect.
    case lotus
}
