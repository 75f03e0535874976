import TTGGeometry
import TTGScene

/// A gradient in the face's unit box: colors spread evenly from `start` to `end`,
/// where (0,0) is the face's top-left corner and (1,1) its bottom-right.
public struct UnitGradient: Hashable, Sendable {
    public var colors: [Color]
    public var start: Point
    public var end: Point

    public init(colors: [Color], start: Point = Point(0, 0), end: Point = Point(1, 1)) {
        self.colors = colors
        self.start = start
        self.end = end
    }

    /// The original's stroke gradient colors: its low-rate color to its high-rate color.
    public static let defaultStrokeColors = [StrokeColoring.defaultFrom, StrokeColoring.defaultTo]

    /// The paint for a face of size `w`, every color's alpha multiplied by `alpha`.
    func paint(size w: Double, alpha: Double = 1) -> Paint {
        .linear(
            colors.map { $0.withAlpha($0.alpha * alpha) },
            from: Point(start.x * w, start.y * w), to: Point(end.x * w, end.y * w))
    }
}

/// How the strokes of the face (outline, eyes, mouth) are colored.
public enum StrokeColoring: Hashable, Sendable {
    /// Interpolated in HSB from `from` (progress 0) to `to` (progress 1), the hue
    /// along `huePath` (the original's ``HuePath/linear`` unless given).
    case dynamic(from: Color, to: Color, huePath: HuePath = .linear)
    /// One color whatever the rate.
    case fixed(Color)
    /// A gradient of several colors.
    case gradient(UnitGradient)

    public static let defaultFrom = Color(red8: 0x73, green8: 0xC7, blue8: 0xFF)
    public static let defaultTo = Color(red8: 0x14, green8: 0x61, blue8: 0xF2)
    /// The original's hue path: straight from one hue number to the other.
    public static let defaultHuePath = HuePath.linear
    public static let standard = StrokeColoring.dynamic(from: defaultFrom, to: defaultTo, huePath: defaultHuePath)

    /// The single color at progress `p` (`from` at 0, `to` at 1): for a gradient, its first color.
    public func color(progress p: Double) -> Color {
        switch self {
        case .dynamic(let from, let to, let huePath):
            // The end colors exactly, not their round trip through HSB.
            p <= 0 ? from : p >= 1 ? to : from.interpolatedHSB(to: to, fraction: p, huePath: huePath)
        case .fixed(let color): color
        case .gradient(let gradient): gradient.colors.first ?? .black
        }
    }

    /// The paint at progress `p` for a face of size `w`, with alpha multiplied by `alpha`.
    func paint(progress p: Double, size w: Double, alpha: Double = 1) -> Paint {
        if case .gradient(let gradient) = self { return gradient.paint(size: w, alpha: alpha) }
        let color = color(progress: p)
        return .solid(color.withAlpha(color.alpha * alpha))
    }
}
