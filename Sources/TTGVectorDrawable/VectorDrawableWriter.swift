import TTGGeometry
import TTGScene

/// Writes a Scene as an Android VectorDrawable: one `<vector>` whose size is the canvas in
/// points as dp, each shape a `<path>` with its own geometry as path data, fills and strokes
/// with their colors, alphas, widths, caps, joins and miter limits, even-odd fills as
/// `fillType="evenOdd"`, groups with their transforms (``GroupPlacement``), clips as
/// `<clip-path>`, linear gradients inline (`aapt:attr`), a conic gradient as wedges, text as
/// its glyphs' outlines, dashes and trims as the pieces they draw.
///
/// What a vector drawable cannot show is refused by name (``VectorDrawableUnsupported``) or,
/// as ``fallback`` allows, drawn another way that the document's ``VectorDrawableDocument/approximations``
/// say: never left out silently.
public struct VectorDrawableWriter: Sendable {
    /// Glyph outlines, from the raster backend.
    public var services: VectorDrawableServices
    /// What to do with what a vector drawable cannot show.
    public var fallback: VectorFallback

    public init(services: VectorDrawableServices, fallback: VectorFallback = .refuse) {
        self.services = services
        self.fallback = fallback
    }

    /// The Android namespaces: attributes, and the inline resources aapt2 compiles.
    static let androidNamespace = "http://schemas.android.com/apk/res/android"
    static let aaptNamespace = "http://schemas.android.com/aapt"

    /// A still picture.
    public func document(for scene: Scene) throws -> VectorDrawableDocument {
        let composer = VectorDrawableComposer(services: services, fallback: fallback)
        let root = try composer.vector(for: scene)
        return VectorDrawableDocument(text: root.document, approximations: composer.approximations)
    }
}

/// A vector drawable's text, and what it draws another way than the PNG (one line each, for
/// standard error), with ``VectorFallback/approximate``.
public struct VectorDrawableDocument: Hashable, Sendable {
    public var text: String
    public var approximations: [String]
}
