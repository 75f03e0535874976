import TTGGeometry

/// One line of a laid-out text: its characters and where its baseline starts, in the
/// scene's coordinates. What a backend's text layout tells vector writers, so that `<text>`
/// sits exactly where the raster renderer draws the glyphs.
public struct TextLine: Hashable, Sendable {
    public var string: String
    /// The start of the baseline (left end for left-to-right text).
    public var baselineOrigin: Point
    /// Where each character (Unicode scalar) of `string` starts along the baseline, in the
    /// scene's x: the layout's own advances, which a vector viewer would otherwise recompute
    /// from the font (and round differently).
    public var characterX: [Double]

    public init(_ string: String, baselineOrigin: Point, characterX: [Double] = []) {
        self.string = string
        self.baselineOrigin = baselineOrigin
        self.characterX = characterX
    }
}
