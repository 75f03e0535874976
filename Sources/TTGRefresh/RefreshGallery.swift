import TTGGeometry
import TTGScene

/// All 20 styles in a labeled grid, at one moment: for design review and the README.
public struct RefreshGallery: Hashable, Sendable {
    public var role: RefreshRole
    public var template: RefreshTemplate
    /// Columns of the grid (5 gives 4 rows of 5).
    public var columns = 5
    /// The caption under the poster title (what moment is shown).
    public var caption: String

    public static let background = Color(rgb: 0xF4F5F8)
    public static let card = Color.white
    public static let ink = Color(rgb: 0x1C2333)
    public static let secondaryInk = Color(rgb: 0x6B7280)

    public init(role: RefreshRole, template: RefreshTemplate = RefreshTemplate(), caption: String = "") {
        self.role = role
        self.template = template
        self.caption = caption
    }

    /// The glyph of each style in this gallery's role and template.
    public var glyphs: [RefreshGlyph] {
        RefreshStyle.all.map { RefreshGlyph(style: $0, role: role, template: template) }
    }

    private var glyphSize: Double { template.glyphSize ?? role.defaultGlyphSize }
    private var cellSize: Size { Size(max(112, glyphSize + 36), glyphSize + 58) }
    private static let gap = 10.0, margin = 16.0, header = 44.0

    /// The canvas size.
    public var size: Size {
        let rows = (RefreshStyle.all.count + columns - 1) / columns
        let cell = cellSize
        return Size(2 * Self.margin + Double(columns) * cell.width + Double(columns - 1) * Self.gap,
                    Self.header + Self.margin + Double(rows) * cell.height + Double(rows - 1) * Self.gap)
    }

    /// The poster with each glyph in the pose `pose(glyph)` gives (nil draws no glyph).
    public func scene(pose: (RefreshGlyph) throws -> GlyphPose?) rethrows -> Scene {
        let cell = cellSize
        var nodes: [Node] = [
            .text("TTGRefresh · 20 styles · \(role.rawValue)", at: Point(Self.margin, 12), fontSize: 14, weight: .bold, color: Self.ink),
            .text(caption, in: Rect(x: Self.margin, y: 15, width: size.width - 2 * Self.margin, height: 14),
                  alignment: .right, fontSize: 10, color: Self.secondaryInk),
        ]
        for (index, glyph) in glyphs.enumerated() {
            let column = index % columns, row = index / columns
            let origin = Point(Self.margin + Double(column) * (cell.width + Self.gap),
                               Self.header + Double(row) * (cell.height + Self.gap))
            let box = Rect(origin: origin, size: cell)
            nodes.append(.shape(Path(roundedRect: box, cornerRadius: 12), fill: .solid(Self.card)))
            if let pose = try pose(glyph) {
                nodes.append(glyph.node(pose, at: Point(box.midX - glyphSize / 2, box.minY + 10)))
            }
            nodes.append(.text(glyph.style.title, in: Rect(x: box.minX, y: box.maxY - 42, width: box.width, height: 16),
                               alignment: .center, fontSize: 11, weight: .bold, color: Self.ink))
            nodes.append(.text("\(glyph.style.name.rawValue) · \(glyph.style.family.rawValue)",
                               in: Rect(x: box.minX, y: box.maxY - 25, width: box.width, height: 14),
                               alignment: .center, fontSize: 8.5, color: Self.secondaryInk))
        }
        return Scene(size: size, background: Self.background, nodes: nodes)
    }

    /// The poster at one moment: every glyph in `state` (at pull `progress`; busy states
    /// `time` seconds into their motion).
    public func scene(state: RefreshState, progress: Double = 0, time: Double = 0) throws -> Scene {
        try scene { glyph in
            state.isBusy ? try glyph.busyPose(at: time) : glyph.pose(state: state, progress: progress)
        }
    }
}
