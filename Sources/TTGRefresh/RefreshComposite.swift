import TTGGeometry
import TTGScene

/// The full header or footer as the control shows it: the glyph beside a title and a
/// subtitle in the style's words. For docs and screenshots.
///
/// Header: a strip `headerHeight` (116) high. Footer: a strip `footerHeight` (78)
/// high holding a capsule `footerContentWidth` (286) wide. Both are 375 points wide,
/// a phone's width.
public struct RefreshComposite: Hashable, Sendable {
    public var glyph: RefreshGlyph
    public var state: RefreshState

    /// The strip's width.
    public static let width = 375.0
    public static let background = Color(rgb: 0xF2F3F7)
    public static let ink = Color(rgb: 0x1C2333)
    public static let secondaryInk = Color(rgb: 0x6B7280)

    public init(glyph: RefreshGlyph, state: RefreshState) {
        self.glyph = glyph
        self.state = state
    }

    /// The canvas size.
    public var size: Size {
        let template = glyph.template
        return Size(Self.width, glyph.role == .header ? template.headerHeight : template.footerHeight)
    }

    /// The strip with the glyph in `pose` (nil: no glyph, as when hidden).
    public func scene(_ pose: GlyphPose?) -> Scene {
        let size = self.size
        var nodes: [Node] = []
        let glyphSize = glyph.size
        let textWidth = 200.0
        var blockLeft = (size.width - (glyphSize + 14 + textWidth)) / 2
        var titleSize = 15.0, subtitleSize = 11.5
        if glyph.role == .footer {
            let width = glyph.template.footerContentWidth
            let height = min(size.height - 16, glyphSize + 12)
            let capsule = Rect(x: (size.width - width) / 2, y: (size.height - height) / 2, width: width, height: height)
            nodes.append(.group([.shape(Path(roundedRect: capsule, cornerRadius: height / 2), fill: .solid(.white),
                                        stroke: Stroke(.solid(Self.ink.withAlpha(0.08)), width: 1))],
                                shadow: Shadow(color: Self.ink.withAlpha(0.12), radius: 6, offset: Vector(0, 2))))
            blockLeft = capsule.minX + (height - glyphSize) / 2
            titleSize = 13; subtitleSize = 10.5
        }
        guard let pose else { return Scene(size: size, background: Self.background, nodes: glyph.role == .footer ? [] : nodes) }
        let top = (size.height - glyphSize) / 2
        nodes.append(glyph.node(pose, at: Point(blockLeft, top)))
        let textLeft = blockLeft + glyphSize + 12
        let textRight = glyph.role == .footer
            ? (size.width + glyph.template.footerContentWidth) / 2 - 14 : size.width - 12
        let title = glyph.style.title(for: state, role: glyph.role)
        let subtitle = "\(glyph.style.title) · \(glyph.style.words.tagline)"
        // DejaVu Sans averages about 0.62 em a character in bold, 0.55 in regular: shrink to fit one line.
        titleSize = Self.fitting(title, size: titleSize, emPerCharacter: 0.62, width: textRight - textLeft)
        subtitleSize = Self.fitting(subtitle, size: subtitleSize, emPerCharacter: 0.55, width: textRight - textLeft)
        let textTop = size.height / 2 - (titleSize + subtitleSize) * 0.72
        let fade = min(1, max(0, pose.opacity))
        nodes.append(.text(title, at: Point(textLeft, textTop), fontSize: titleSize, weight: .bold,
                           color: Self.ink.withAlpha(0.35 + 0.65 * fade)))
        nodes.append(.text(subtitle, at: Point(textLeft, textTop + titleSize * 1.35), fontSize: subtitleSize,
                           color: Self.secondaryInk))
        return Scene(size: size, background: Self.background, nodes: nodes)
    }

    /// The font size, at most `size`, at which `text` is estimated to fit in `width`.
    static func fitting(_ text: String, size: Double, emPerCharacter: Double, width: Double) -> Double {
        let estimate = Double(text.count) * emPerCharacter * size
        return estimate <= width ? size : max(6, size * width / estimate)
    }
}
