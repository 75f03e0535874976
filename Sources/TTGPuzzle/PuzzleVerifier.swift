import TTGGeometry

/// Decides whether a dragged piece solves the puzzle.
///
/// Positions are the top-left corners of the piece's box in canvas points. A
/// position first goes through the axis constraint (a forbidden axis keeps the
/// start's coordinate), then is clamped so the box stays inside the canvas.
/// It is verified when it is within `tolerance` of the blank on both axes
/// (inclusive: exactly `tolerance` away still counts).
public struct PuzzleVerifier: Hashable, Sendable {
    public var canvasSize: Size
    public var pieceSize: Size
    public var blank: Point
    /// Where the piece starts (and where it stays on a forbidden axis).
    public var start: Point
    public var tolerance: Double
    public var axes: PuzzleAxes

    public init(
        canvasSize: Size, pieceSize: Size, blank: Point, start: Point,
        tolerance: Double = 8, axes: PuzzleAxes = .both
    ) {
        self.canvasSize = canvasSize
        self.pieceSize = pieceSize
        self.blank = blank
        self.start = start
        self.tolerance = tolerance
        self.axes = axes
    }

    /// The largest x and y the piece's corner can reach (0 when the piece fills that side).
    public var track: Size {
        Size(max(0, canvasSize.width - pieceSize.width), max(0, canvasSize.height - pieceSize.height))
    }

    /// The position after the axis constraint and the clamp to the canvas.
    public func constrained(_ position: Point) -> Point {
        let x = axes.allowsX ? position.x : start.x
        let y = axes.allowsY ? position.y : start.y
        return Point(min(max(x, 0), track.width), min(max(y, 0), track.height))
    }

    /// The verdict for a piece dropped at `position`.
    public func verify(_ position: Point) -> PuzzleVerification {
        let p = constrained(position)
        let dx = p.x - blank.x
        let dy = p.y - blank.y
        return PuzzleVerification(
            verified: abs(dx) <= tolerance && abs(dy) <= tolerance,
            position: p, blank: blank, xOffset: dx, yOffset: dy,
            xPercentage: track.width > 0 ? p.x / track.width : 0,
            yPercentage: track.height > 0 ? p.y / track.height : 0)
    }
}

extension PuzzleVerifier {
    /// The decoy hole (a hole that is not the answer) a drop at `position` lands on: within
    /// the tolerance of it on both axes after the constraint and clamp, and not on the blank.
    public func decoy(at position: Point, among decoys: [Point]) -> Point? {
        guard !verify(position).verified else { return nil }
        let p = constrained(position)
        return decoys.first { abs(p.x - $0.x) <= tolerance && abs(p.y - $0.y) <= tolerance }
    }
}

/// The result of one verification.
public struct PuzzleVerification: Hashable, Sendable {
    public var verified: Bool
    /// The position after the axis constraint and clamp.
    public var position: Point
    public var blank: Point
    /// position.x − blank.x.
    public var xOffset: Double
    /// position.y − blank.y.
    public var yOffset: Double
    /// How far along the horizontal track the piece is: 0 at the left edge, 1
    /// at the right (as TTGPuzzleVerify's `puzzleXPercentage`).
    public var xPercentage: Double
    /// How far down the vertical track the piece is: 0 at the top, 1 at the bottom.
    public var yPercentage: Double
}
