import TTGGeometry

/// The outline of a puzzle piece, in its own box; ``PuzzleOutline`` maps it onto the canvas.
public enum PuzzleShape: Hashable, Sendable {
    /// A jigsaw piece (``ClassicPiece``).
    case classic
    /// A square filling the box.
    case square
    /// A circle filling the box.
    case circle
    /// Any path; its bounds are its box.
    case custom(Path)

    /// The names of the shapes, as the command line spells them.
    public static let names = ["classic", "square", "circle", "custom"]

    /// The shape's name (`custom` for any custom path).
    public var name: String {
        switch self {
        case .classic: "classic"
        case .square: "square"
        case .circle: "circle"
        case .custom: "custom"
        }
    }

    /// The outline in the shape's own coordinates; its bounds are the box that
    /// is scaled to the piece size.
    public var path: Path {
        switch self {
        case .classic: ClassicPiece.path
        case .square: Path(rect: Rect(x: 0, y: 0, width: 1, height: 1))
        case .circle: Path(ovalIn: Rect(x: 0, y: 0, width: 1, height: 1))
        case .custom(let path): path
        }
    }
}
