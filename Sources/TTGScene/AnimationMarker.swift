/// A named stretch of an animation that an app seeks or plays by name (Lottie's `markers`:
/// lottie-ios `play(fromMarker:toMarker:)`, lottie-android `setMinAndMaxFrame(name)`).
public struct AnimationMarker: Hashable, Sendable {
    /// What players match: a plain word, not a number, without a colon (lottie-web reads a
    /// marker's comment as JSON, then as `key: value` lines, before taking it as the name).
    public var name: String
    /// Its first moment, in seconds from the animation's start.
    public var start: Double
    /// Its length in seconds; 0 for one moment.
    public var duration: Double

    public init(name: String, start: Double, duration: Double = 0) {
        self.name = name
        self.start = start
        self.duration = duration
    }
}
