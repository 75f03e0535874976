import TTGScene

/// What fills the inside of the face outline (under the eyes and mouth).
public enum FaceFill: Hashable, Sendable {
    case none
    /// One color.
    case color(Color)
    /// A color following the rate: `from` at progress 0 to `to` at 1, each of red,
    /// green, blue and alpha moving linearly (the original's `faceFillColorRange`).
    case dynamic(from: Color, to: Color)
    /// A gradient in the face's unit box.
    case gradient(UnitGradient)

    /// The fill `--fill` gives without a color: #1F7AF0 at 12% alpha.
    public static let defaultColor = Color(red8: 0x1F, green8: 0x7A, blue8: 0xF0).withAlpha(0.12)
    /// The dynamic fill's color at progress 0: the original's (0.45, 0.78, 1.0) at 12% alpha, in bytes.
    public static let defaultDynamicFrom = Color(red8: 0x73, green8: 0xC7, blue8: 0xFF).withAlpha(0x1F / 255.0)
    /// The dynamic fill's color at progress 1: the original's (0.08, 0.38, 0.95) at 16% alpha, in bytes.
    public static let defaultDynamicTo = Color(red8: 0x14, green8: 0x61, blue8: 0xF2).withAlpha(0x29 / 255.0)
    /// The original's fill gradient colors, (0.67, 0.88, 1.0) at 18% alpha to (0.08, 0.38, 0.95) at 12%, in bytes.
    public static let defaultGradientColors = [
        Color(red8: 0xAB, green8: 0xE0, blue8: 0xFF).withAlpha(0x2E / 255.0),
        Color(red8: 0x14, green8: 0x61, blue8: 0xF2).withAlpha(0x1F / 255.0),
    ]
    /// The dynamic fill with the original's default range.
    public static let standardDynamic = FaceFill.dynamic(from: defaultDynamicFrom, to: defaultDynamicTo)

    /// The paint, if any, for a face of size `w` at progress `p`.
    func paint(progress p: Double, size w: Double) -> Paint? {
        switch self {
        case .none: nil
        case .color(let color): .solid(color)
        case .dynamic(let from, let to): .solid(from.interpolatedRGB(to: to, fraction: p))
        case .gradient(let gradient): gradient.paint(size: w)
        }
    }
}
