/// Where a glyph is drawn: on a canvas of its own, or in the header or footer strip the
/// control shows it in.
public enum RefreshPlacement: String, Hashable, Sendable, CaseIterable {
    /// The glyph alone, centered on a canvas of its size plus ``RefreshGlyph/padding``.
    case alone
    /// The full header or footer (``RefreshComposite``): the glyph beside the state's title
    /// and the style's tagline.
    case composite
}
