import TTGBase
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
    /// A number outside its range: the field, its value and the range.
    case outOfRange(field: PuzzleField, value: Double, range: ClosedRange<Double>)

    public var description: String {
        switch self {
        case .invalidCanvas(let size):
            "the canvas \(shortestDecimal(size.width))x\(shortestDecimal(size.height)) is not a positive size"
        case .pieceDoesNotFit(let piece, let canvas):
            piece.width > 0 && piece.height > 0 && piece.isFinite
                ? "the piece \(shortestDecimal(piece.width))x\(shortestDecimal(piece.height)) is larger than the canvas \(shortestDecimal(canvas.width))x\(shortestDecimal(canvas.height))"
                : "the piece \(shortestDecimal(piece.width))x\(shortestDecimal(piece.height)) is not a positive size"
        case .blankOutsideCanvas(let blank, let maximum):
            "the blank \(shortestDecimal(blank.x)),\(shortestDecimal(blank.y)) puts the piece outside the canvas (x in 0…\(shortestDecimal(maximum.x)), y in 0…\(shortestDecimal(maximum.y)))"
        case .emptyShape:
            "the path has no area (its bounds are empty)"
        case .outOfRange(let field, let value, let range):
            "\(field.rawValue) \(shortestDecimal(value)) is out of range \(shortestDecimal(range.lowerBound))…\(shortestDecimal(range.upperBound))"
        }
    }
}

/// The numeric fields of a ``PuzzleConfiguration`` that have a range, as ``PuzzleError`` names them.
public enum PuzzleField: String, Hashable, Sendable, CaseIterable {
    case rotation
    case tolerance
    case blankAlpha = "blank alpha"
    case cornerRadius = "corner radius"
    case pieceShadowRadius = "piece shadow radius"
    case pieceShadowOffset = "piece shadow offset"
    case innerShadowRadius = "inner shadow radius"
    case innerShadowOffset = "inner shadow offset"
}
