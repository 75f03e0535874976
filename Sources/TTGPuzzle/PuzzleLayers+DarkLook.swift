import TTGScene

extension PuzzleLayers {
    /// A challenge's picture for a dark appearance: the day one. Its photograph (or scenic
    /// background) covers the whole canvas and is the piece's and the hole's only ground, so no
    /// dark background shows through it and nothing in it is drawn against one; lifting its
    /// colours (``DarkLook``) would only wash the photograph out.
    public static func darkLook(_ animation: SceneAnimation) -> SceneAnimation { animation }
}
