import TTGGeometry

/// Why a puzzle configuration cannot be drawn; the description is one line for users.
public enum PuzzleError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The canvas is not a positive, finite size.
    case invalidCanvas(Size)
    /// The piece is empty, not finite, or does not fit in the canvas.
    case pieceDoesNotFit(piece: Size, canvas: Size)
    /// The blank puts the piece's box (partly) outside the canvas.
    case blankOutsideCanvas(blank: Point, maximum: Point)
    /// A custom path with no area: its bounds are empty or not finite.
    case emptyShape
    /// A number outside its range: the field's name, its value and the range.
    case outOfRange(field: String, value: Double, range: String)

    public var description: String {
        switch self {
        case .invalidCanvas(let size):
            "the canvas \(format(size.width))x\(format(size.height)) is not a positive size"
        case .pieceDoesNotFit(let piece, let canvas):
            piece.width > 0 && piece.height > 0 && piece.isFinite
                ? "the piece \(format(piece.width))x\(format(piece.height)) is larger than the canvas \(format(canvas.width))x\(format(canvas.height))"
                : "the piece \(format(piece.width))x\(format(piece.height)) is not a positive size"
        case .blankOutsideCanvas(let blank, let maximum):
            "the blank \(format(blank.x)),\(format(blank.y)) puts the piece outside the canvas (x in 0…\(format(maximum.x)), y in 0…\(format(maximum.y)))"
        case .emptyShape:
            "the path has no area (its bounds are empty)"
        case .outOfRange(let field, let value, let range):
            "\(field) \(format(value)) is out of range \(range)"
        }
    }
}

/// `2` rather than `2.0` in messages.
func format(_ v: Double) -> String {
    v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
}
