import TTGGeometry
import TTGScene

/// A contact sheet for design review: one row per preset, one column per rate
/// from the minimum to the maximum in equal steps, each cell labeled with its
/// rate and preset.
public struct EmojiGrid: Hashable, Sendable {
    /// The face every cell is drawn from (its rate and preset are replaced).
    public var face: EmojiFace
    public var presets: [ExpressionPreset]
    /// The number of rates across, min and max included (at least 2).
    public var columns: Int

    public static let paper = Color(red8: 0xF6, green8: 0xF7, blue8: 0xF9)
    public static let ink = Color(red8: 0x4A, green8: 0x50, blue8: 0x60)

    public init(face: EmojiFace, presets: [ExpressionPreset] = ExpressionPreset.allCases, columns: Int = 6) {
        self.face = face
        self.presets = presets
        self.columns = max(2, columns)
    }

    /// The rates across, snapped by the face's scale when it has a step.
    public var rates: [Double] {
        (0..<columns).map { face.scale.clamp(face.scale.rate(atFraction: Double($0) / Double(columns - 1))) }
    }

    /// Space around and between the cells, relative to the face size.
    private var gap: Double { 0.14 * face.size }
    private var fontSize: Double { max(7, 0.072 * face.size) }
    private var labelHeight: Double { 2.2 * fontSize }
    private var cellSize: Size { Size(face.size + gap, face.size + labelHeight + gap) }

    /// The canvas size.
    public var size: Size {
        Size(Double(columns) * cellSize.width + gap, Double(presets.count) * cellSize.height + gap)
    }

    /// The sheet on a light paper background.
    public func scene() -> Scene {
        var nodes: [Node] = []
        for (row, preset) in presets.enumerated() {
            var cellFace = face
            cellFace.preset = preset
            for (column, rate) in rates.enumerated() {
                let x = gap + Double(column) * cellSize.width, y = gap + Double(row) * cellSize.height
                nodes.append(.group(cellFace.nodes(rate: rate), transform: .translation(x: x, y: y)))
                let label = Rect(x: x - gap / 2, y: y + face.size + 0.5 * fontSize, width: face.size + gap, height: labelHeight)
                nodes.append(.text("\(Self.format(rate)) · \(preset.rawValue)", in: label, alignment: .center,
                                   fontSize: fontSize, color: Self.ink))
            }
        }
        return Scene(size: size, background: Self.paper, nodes: nodes)
    }

    /// A rate as a label shows it: at most two decimals, no trailing zeros (`2.5`, `0`, `3.33`).
    public static func format(_ rate: Double) -> String {
        let hundredths = Int((rate * 100).rounded())
        let sign = hundredths < 0 ? "-" : ""
        let whole = abs(hundredths) / 100, fraction = abs(hundredths) % 100
        if fraction == 0 { return "\(sign)\(whole)" }
        let digits = fraction % 10 == 0 ? String(fraction / 10) : (fraction < 10 ? "0\(fraction)" : String(fraction))
        return "\(sign)\(whole).\(digits)"
    }
}
