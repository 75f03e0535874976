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

    /// The clear space in points kept between the footer capsule's outline and the glyph's
    /// badge, wherever the loading motion carries it.
    public static let capsuleClearance = 3.0

    /// The footer's capsule (nil in the header): `footerContentWidth` wide, centered in the
    /// strip, as tall as the glyph plus 12 points or, for a glyph that moves, as its motion
    /// needs (the badge's ``RefreshGlyph/motionReach`` on both sides of its center, plus
    /// ``capsuleClearance``), and at most the strip's height less 16 points (room for the
    /// capsule's shadow).
    public var capsule: Rect? {
        guard glyph.role == .footer else { return nil }
        let size = self.size
        let g = glyph.size
        let reach = glyph.motionReach / (glyph.referenceSize / 2)
        let height = min(size.height - 16, max(g + 12, g * reach + 2 * Self.capsuleClearance))
        let width = glyph.template.footerContentWidth
        return Rect(x: (size.width - width) / 2, y: (size.height - height) / 2, width: width, height: height)
    }

    /// The glyph's box at rest. In the header: the glyph's size, left of the text block
    /// centered in the strip. In the footer: centered on the capsule's left end cap, and
    /// smaller than the glyph's size when the capsule cannot hold its motion at that size,
    /// so that the moving badge never comes closer to the outline than ``capsuleClearance``.
    public var glyphFrame: Rect {
        let size = self.size
        let g = glyph.size
        guard let capsule else {
            return Rect(x: (size.width - (g + 14 + Self.textWidth)) / 2, y: (size.height - g) / 2, width: g, height: g)
        }
        let reach = glyph.motionReach / (glyph.referenceSize / 2)
        let side = max(0, min(g, (capsule.height - 2 * Self.capsuleClearance) / reach))
        let center = Point(capsule.minX + capsule.height / 2, capsule.midY)
        return Rect(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side)
    }

    /// The width the header's text block is centered with.
    private static let textWidth = 200.0

    /// The strip with the glyph in `pose` (nil: no glyph, as when hidden).
    public func scene(_ pose: GlyphPose?) -> Scene {
        let size = self.size
        var nodes: [Node] = []
        var titleSize = 15.0
        var subtitleSize = 11.5
        let capsule = self.capsule
        if let capsule {
            nodes.append(
                .group(
                    [
                        .shape(
                            Path(roundedRect: capsule, cornerRadius: capsule.height / 2), fill: .solid(.white),
                            stroke: Stroke(.solid(Self.ink.withAlpha(0.08)), width: 1))
                    ],
                    shadow: Shadow(color: Self.ink.withAlpha(0.12), radius: 6, offset: Vector(0, 2))))
            titleSize = 13
            subtitleSize = 10.5
        }
        guard let pose else {
            return Scene(size: size, background: Self.background, nodes: capsule == nil ? nodes : [])
        }
        let frame = glyphFrame
        nodes.append(glyph.node(pose, at: frame.origin, side: frame.width))
        // In the footer the text starts 12 points right of where the moving badge can reach.
        let reach = capsule == nil ? frame.width / 2 : glyph.motionReach / glyph.referenceSize * frame.width
        let textLeft = frame.midX + reach + 12
        let textRight = capsule.map { $0.maxX - 14 } ?? size.width - 12
        let title = glyph.style.title(for: state, role: glyph.role)
        let subtitle = "\(glyph.style.title) · \(glyph.style.words.tagline)"
        // DejaVu Sans averages about 0.62 em a character in bold, 0.55 in regular: shrink to fit one line.
        titleSize = Self.fitting(title, size: titleSize, emPerCharacter: 0.62, width: textRight - textLeft)
        subtitleSize = Self.fitting(subtitle, size: subtitleSize, emPerCharacter: 0.55, width: textRight - textLeft)
        let textTop = size.height / 2 - (titleSize + subtitleSize) * 0.72
        let fade = min(1, max(0, pose.opacity))
        nodes.append(
            .text(
                title, at: Point(textLeft, textTop), fontSize: titleSize, weight: .bold,
                color: Self.ink.withAlpha(0.35 + 0.65 * fade)))
        nodes.append(
            .text(
                subtitle, at: Point(textLeft, textTop + titleSize * 1.35), fontSize: subtitleSize,
                color: Self.secondaryInk))
        return Scene(size: size, background: Self.background, nodes: nodes)
    }

    /// The font size, at most `size`, at which `text` is estimated to fit in `width`.
    static func fitting(_ text: String, size: Double, emPerCharacter: Double, width: Double) -> Double {
        let estimate = Double(text.count) * emPerCharacter * size
        return estimate <= width ? size : max(6, size * width / estimate)
    }
}
