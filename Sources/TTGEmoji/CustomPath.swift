import TTGGeometry

/// A user-supplied path in the face's box (0…size on both axes), stroked like the features.
public struct CustomPath: Hashable, Sendable {
    /// Whether the path stands alone or is drawn over the built-in face.
    public enum Mode: String, CaseIterable, Hashable, Sendable {
        /// Only the custom path is stroked; a face fill still fills the built-in outline.
        case replace
        /// The custom path is drawn on top of the built-in face.
        case overlay
        /// The custom path is the face's outline (filled with the face fill, if any); the
        /// eyes, mouth and accessories are the built-in ones (the original's custom face path),
        /// placed in the largest circle inside it (``FeatureLayout/inscribed(in:size:lineWidth:circleRadius:)``).
        case face
    }

    public var path: Path
    public var mode: Mode

    public init(path: Path, mode: Mode = .replace) {
        self.path = path
        self.mode = mode
    }
}
