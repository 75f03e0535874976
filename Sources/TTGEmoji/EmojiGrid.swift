import TTGBase
import TTGGeometry
import TTGScene

/// A contact sheet for design review: one row per preset, one column per rate
/// from the minimum to the maximum in equal steps, each cell labeled with its
/// rate and preset.
///
/// Labels are one line each and never run into one another. When a cell is too
/// narrow for `rate · preset` (small faces, long rates), each row gets its preset as a
/// heading above it and the cells say only their rate, and where even that is too wide
/// the cells widen to fit it.
public struct EmojiGrid: Hashable, Sendable {
    /// The face every cell is drawn from (its rate and preset are replaced).
    public var face: EmojiFace
    public var presets: [ExpressionPreset]
    /// The number of rates across, min and max included (at least 2).
    public var columns: Int

    /// The background the sheet is shown on when one replaces its paper (`--background`):
    /// where the labels' ink would not read on it at WCAG 2's 4.5:1 they take one that does.
    public var textBackground: Color? = nil

    public static let paper = Color(red8: 0xF6, green8: 0xF7, blue8: 0xF9)
    public static let ink = Color(red8: 0x4A, green8: 0x50, blue8: 0x60)

    /// The labels' ink on the background they are shown on.
    private var labelInk: Color {
        TextInk.following(
            TextInk(primary: Self.ink, secondary: Self.ink), own: Self.paper, shownOn: textBackground, given: nil
        )
        .primary
    }

    public init(face: EmojiFace, presets: [ExpressionPreset] = ExpressionPreset.allCases, columns: Int = 6) {
        self.face = face
        self.presets = presets
        self.columns = max(2, columns)
    }

    /// The rates across, snapped by the face's scale when it has a step.
    public var rates: [Double] {
        (0..<columns).map { face.scale.clamp(face.scale.rate(atFraction: Double($0) / Double(columns - 1))) }
    }

    /// How the cells are labeled.
    public enum Labeling: Hashable, Sendable {
        /// Each cell says `rate · preset`.
        case rateAndPreset
        /// Each row has its preset as a heading; each cell says its rate.
        case presetHeadings
    }

    /// `rate · preset` when every such label fits its cell with room to spare
    /// (``labelSpacing``), preset headings otherwise.
    public var labeling: Labeling {
        let widest =
            presets.flatMap { preset in rates.map { Self.label(rate: $0, preset: preset) } }
            .map { LabelWidth.of($0, fontSize: fontSize) }.max() ?? 0
        return widest + labelSpacing <= face.size + gap ? .rateAndPreset : .presetHeadings
    }

    /// The text under a face.
    static func label(rate: Double, preset: ExpressionPreset?) -> String {
        preset.map { "\(format(rate)) · \($0.rawValue)" } ?? format(rate)
    }

    /// Space around and between the cells, relative to the face size.
    private var gap: Double { 0.14 * face.size }
    /// The labels' font size in points.
    public var fontSize: Double { max(7, 0.072 * face.size) }
    /// The least space between two labels side by side: half the font size.
    public var labelSpacing: Double { 0.5 * fontSize }
    private var labelHeight: Double { 2.2 * fontSize }
    /// The height of a row's preset heading (none for `rate · preset` labels).
    private func headingHeight(_ labeling: Labeling) -> Double { labeling == .presetHeadings ? 1.6 * fontSize : 0 }

    /// A cell: the face size and the gap across, wider when its rate label needs it.
    private func cellSize(_ labeling: Labeling) -> Size {
        var width = face.size + gap
        if labeling == .presetHeadings {
            let widest = rates.map { LabelWidth.of(Self.label(rate: $0, preset: nil), fontSize: fontSize) }.max() ?? 0
            width = max(width, widest + labelSpacing)
        }
        return Size(width, headingHeight(labeling) + face.size + labelHeight + gap)
    }

    /// The canvas size.
    public var size: Size { size(labeling) }

    private func size(_ labeling: Labeling) -> Size {
        let cell = cellSize(labeling)
        var width = Double(columns) * cell.width + gap
        if labeling == .presetHeadings {
            // A heading starts over the first face and must end inside the canvas.
            let widest = presets.map { LabelWidth.of($0.rawValue, fontSize: fontSize) }.max() ?? 0
            width = max(width, headingLeft(cell) + widest + gap / 2)
        }
        return Size(width, Double(presets.count) * cell.height + gap)
    }

    /// Where the first face of a row, and the row's heading, start.
    private func headingLeft(_ cell: Size) -> Double { gap / 2 + (cell.width - face.size) / 2 }

    /// The sheet on a light paper background.
    public func scene() -> Scene {
        let labeling = self.labeling
        let cell = cellSize(labeling)
        let size = self.size(labeling)
        let heading = headingHeight(labeling)
        let ink = labelInk
        var nodes: [Node] = []
        for (row, preset) in presets.enumerated() {
            var cellFace = face
            cellFace.preset = preset
            let top = gap + Double(row) * cell.height
            if labeling == .presetHeadings {
                let left = headingLeft(cell)
                nodes.append(
                    .text(
                        preset.rawValue, in: Rect(x: left, y: top, width: size.width - left - gap / 2, height: heading),
                        alignment: .left, fontSize: fontSize, color: ink))
            }
            for (column, rate) in rates.enumerated() {
                let cellLeft = gap / 2 + Double(column) * cell.width
                let x = cellLeft + (cell.width - face.size) / 2
                let y = top + heading
                nodes.append(.group(cellFace.nodes(rate: rate), transform: .translation(x: x, y: y)))
                let text = Self.label(rate: rate, preset: labeling == .rateAndPreset ? preset : nil)
                let label = Rect(x: cellLeft, y: y + face.size + 0.5 * fontSize, width: cell.width, height: labelHeight)
                nodes.append(.text(text, in: label, alignment: .center, fontSize: fontSize, color: ink))
            }
        }
        return Scene(size: size, background: Self.paper, nodes: nodes)
    }

    /// A rate as a label shows it: at most two decimals, no trailing zeros (`2.5`, `0`, `3.33`).
    public static func format(_ rate: Double) -> String {
        let rounded = (rate * 100).rounded() / 100
        return shortestDecimal(rounded == 0 ? 0 : rounded)
    }
}
