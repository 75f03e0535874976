/// The directions in which the piece may be dragged; a drag along a forbidden
/// axis keeps that coordinate where the piece started.
public enum PuzzleAxes: String, CaseIterable, Hashable, Sendable {
    case horizontal, vertical, both

    public var allowsX: Bool { self != .vertical }
    public var allowsY: Bool { self != .horizontal }
}
