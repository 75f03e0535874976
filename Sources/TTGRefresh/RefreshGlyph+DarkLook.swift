import TTGScene

extension RefreshGlyph {
    /// The nodes of a glyph that are the control's surfaces rather than its marks: the badge
    /// behind the glyph (auroraWave's white disc, the others' tint of their first colour) and the
    /// track the stroke runs on. At night they become the dark theme's surfaces (``DarkLook``).
    public static let darkSurfaces: Set<String> = ["badge", "track"]

    /// The refresh control's look on the dark `background`: its badges and tracks the dark theme's
    /// surfaces, its strokes, accents and words lifted until they read (a composite's white
    /// capsule and a gallery's cards are surfaces by their tone).
    public static func darkLook(on background: Color) -> DarkLook {
        DarkLook(on: background, surfaces: darkSurfaces)
    }
}
