/// Small marks around the features.
public enum Accessory: String, CaseIterable, Hashable, Sendable {
    /// A drop under the left eye.
    case tear
    /// A drop on the upper right of the forehead.
    case sweat
    /// Soft ovals on the cheeks.
    case blush
    /// One four-pointed star by the upper right.
    case sparkle
    /// Three four-pointed stars around the upper right.
    case sparkles
}

/// The slant of the eyebrows.
public enum EyebrowMood: String, CaseIterable, Hashable, Sendable {
    /// Inner ends low: \ /.
    case angry
    /// Inner ends high: / \.
    case worried
    /// Level.
    case neutral
    /// Lifted in a soft arch.
    case raised
}
