import TTGGeometry

/// What a server keeps of a challenge and the client never sees: where the hole is and
/// everything needed to verify a drop.
public struct PuzzleAnswer: Hashable, Sendable {
    /// The challenge's name in a pool (`000001`), if it is one of many.
    public var challenge: String?
    public var blank: Point
    public var size: Size
    public var shape: String
    public var tolerance: Double
    public var canvas: Size
    public var axes: PuzzleAxes
    public var start: Point
    /// The piece's rotation in degrees; 0 when it is not turned.
    public var rotation: Double
    /// Where the piece box's corner sits in the served piece image, when one is served.
    public var pieceOrigin: Point?
    /// Where the decoy holes are (box corners), so a server can tell a decoy hit from a miss.
    public var decoys: [Point]

    /// The answer of a configuration.
    public init(_ configuration: PuzzleConfiguration, pieceOrigin: Point? = nil, challenge: String? = nil) {
        self.challenge = challenge
        blank = configuration.blank
        size = configuration.pieceSize
        shape = configuration.shape.name
        tolerance = configuration.tolerance
        canvas = configuration.canvasSize
        axes = configuration.axes
        start = configuration.start
        rotation = configuration.rotation
        self.pieceOrigin = pieceOrigin
        decoys = configuration.decoys
    }
}
