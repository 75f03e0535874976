import TTGScene

extension EmojiFace {
    /// The nodes of a face that are a surface rather than a mark: the fill under the original
    /// look's one stroked path (`--fill`). At night it becomes the dark theme's surface, tinted
    /// by its hue (``DarkLook``); the outline, eyes, brows, mouth and accessories are marks.
    public static let darkSurfaces: Set<String> = ["face-fill"]

    /// The face's look on the dark `background`: its fill a dark surface, its marks lifted until
    /// they read at 3:1 (a grid's labels until 4.5:1).
    public static func darkLook(on background: Color) -> DarkLook {
        DarkLook(on: background, surfaces: darkSurfaces)
    }
}
