/// What fills the inside of a shape or its stroke.
public enum Paint: Hashable, Sendable {
    /// One color everywhere.
    case solid(Color)
    /// Colors along a line.
    case linearGradient(LinearGradient)
    /// Colors around a center.
    case conicGradient(ConicGradient)
}
