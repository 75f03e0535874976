import TTGGeometry

/// A path, filled and/or stroked; the fill is drawn first, then the stroke.
public struct ShapeNode: Hashable, Sendable {
    public var path: Path
    public var fill: Fill?
    public var stroke: Stroke?

    public init(path: Path, fill: Fill? = nil, stroke: Stroke? = nil) {
        self.path = path
        self.fill = fill
        self.stroke = stroke
    }
}
