/// Small marks around the features.
public enum Accessory: String, CaseIterable, Hashable, Sendable {
    /// A drop.
    case tear
    /// A drop with a shine.
    case sweat
    /// Two short lines on a cheek.
    case blush
    /// A burst of four crossing lines.
    case sparkle
}

/// The slant of the eyebrows.
public enum EyebrowMood: String, CaseIterable, Hashable, Sendable {
    /// Inner ends low: \ /.
    case angry
    /// Inner ends high: / \.
    case worried
}
