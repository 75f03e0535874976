import TTGGeometry

/// How heavy the strokes of the letters are.
public enum FontWeight: String, Hashable, Sendable, CaseIterable {
    case regular
    case bold
}

/// How lines sit in a text box.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    case left
    case center
    case right
}

/// Where a text's layout box is.
public enum TextPlacement: Hashable, Sendable {
    /// The top-left corner of the box; lines are as long as their text and
    /// break only at newlines.
    case origin(Point)
    /// A box: lines wrap at its width and are aligned in it; the first line
    /// starts at its top (the box does not clip).
    case box(Rect, alignment: TextAlignment)
}

/// A run of text in one font and color.
public struct TextNode: Hashable, Sendable {
    public var string: String
    public var placement: TextPlacement
    /// A font family name as fontconfig knows it.
    public var fontFamily: String
    /// The font size in points (user-space units, the em height).
    public var fontSize: Double
    public var weight: FontWeight
    public var color: Color
    /// In a box, the most lines shown; nil for as many as the text needs. Text that needs more
    /// is cut after the last character that fits and ends with "…".
    public var maxLines: Int?

    public static let defaultFontFamily = "DejaVu Sans"

    public init(
        _ string: String, placement: TextPlacement, fontFamily: String = TextNode.defaultFontFamily,
        fontSize: Double = 12, weight: FontWeight = .regular, color: Color = .black, maxLines: Int? = nil
    ) {
        self.string = string
        self.placement = placement
        self.fontFamily = fontFamily
        self.fontSize = fontSize
        self.weight = weight
        self.color = color
        self.maxLines = maxLines
    }
}
