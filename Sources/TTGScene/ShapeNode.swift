import TTGGeometry

/// A path, filled and/or stroked; the fill is drawn first, then the stroke.
public struct ShapeNode: Hashable, Sendable {
    public var path: Path
    public var fill: Fill?
    public var stroke: Stroke?
    /// What the shape is ("mouth"), for people who open a vector file; nil for none.
    public var name: String?

    public init(path: Path, fill: Fill? = nil, stroke: Stroke? = nil, name: String? = nil) {
        self.path = path
        self.fill = fill
        self.stroke = stroke
        self.name = name
    }
}
