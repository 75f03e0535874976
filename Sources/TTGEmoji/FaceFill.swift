import TTGScene

/// What fills the inside of the face outline (under the eyes and mouth).
public enum FaceFill: Hashable, Sendable {
    case none
    /// One color.
    case color(Color)
    /// The stroke color at the rate, at ``dynamicAlpha``.
    case dynamic
    /// A gradient in the face's unit box.
    case gradient(UnitGradient)

    /// The fill `--fill` gives without a color: #1F7AF0 at 12% alpha.
    public static let defaultColor = Color(red8: 0x1F, green8: 0x7A, blue8: 0xF0).withAlpha(0.12)
    /// The alpha of a dynamic fill.
    public static let dynamicAlpha = 0.12

    /// The paint, if any, for a face of size `w` at progress `p` with the given stroke coloring.
    func paint(progress p: Double, size w: Double, stroke: StrokeColoring) -> Paint? {
        switch self {
        case .none: nil
        case .color(let color): .solid(color)
        case .dynamic: .solid(stroke.color(progress: p).withAlpha(Self.dynamicAlpha))
        case .gradient(let gradient): gradient.paint(size: w)
        }
    }
}
