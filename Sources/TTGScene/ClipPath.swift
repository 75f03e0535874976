import TTGGeometry

/// A path that limits drawing to its inside.
public struct ClipPath: Hashable, Sendable {
    public var path: Path
    public var rule: FillRule

    public init(_ path: Path, rule: FillRule = .nonzero) {
        self.path = path
        self.rule = rule
    }
}
