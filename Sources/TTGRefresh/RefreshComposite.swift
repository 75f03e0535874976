import TTGGeometry
import TTGScene

/// The full header or footer as the control shows it: the glyph beside a title and a
/// subtitle. For docs and screenshots.
///
/// Header: a strip `headerHeight` (116) high, the glyph 26 points in from the left and the
/// text 16 points right of it. Footer: a strip `footerHeight` (78) high holding a capsule
/// `footerContentWidth` (286) wide and 56 high, corner radius 24, tinted with the first
/// color at 12%, the glyph 16 points in and the text 12 points right of it; while pulling,
/// the capsule and its content scale by 0.94 + 0.06 p. Both are 375 points wide, a phone's
/// width. The words are the original control's for each state (``RefreshStyle/text(for:role:)``)
/// unless the template gives a title or subtitle; a long one shrinks to a least size, then wraps
/// and is cut with "…" (``CompositeText``), so it never leaves its column or the strip. The rich
/// look (``RefreshLook/rich``) draws this project's earlier composite instead.
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

    /// The footer's capsule at rest (nil in the header): the original's
    /// (``originalCapsule``, 56 high); in the rich look `footerContentWidth` wide, centered in
    /// the strip, as tall as the glyph plus 12 points or, for a glyph that moves, as its
    /// motion needs (the badge's ``RefreshGlyph/motionReach`` on both sides of its center,
    /// plus ``capsuleClearance``), and at most the strip's height less 16 points (room for the
    /// capsule's shadow).
    public var capsule: Rect? {
        guard glyph.role == .footer else { return nil }
        if glyph.template.look == .original { return originalCapsule }
        let size = self.size
        let g = glyph.size
        let reach = glyph.motionReach / (glyph.referenceSize / 2)
        let height = min(size.height - 16, max(g + 12, g * reach + 2 * Self.capsuleClearance))
        let width = glyph.template.footerContentWidth
        return Rect(x: (size.width - width) / 2, y: (size.height - height) / 2, width: width, height: height)
    }

    /// The glyph's box at rest. In the original: the glyph's size, 26 points in from the
    /// strip's left (footer: 16 points in from the capsule's), centered vertically. In the rich
    /// look's header: the glyph's size, left of the text block centered in the strip; in its
    /// footer: centered on the capsule's left end cap, and smaller than the glyph's size when
    /// the capsule cannot hold its motion at that size, so that the moving badge never comes
    /// closer to the outline than ``capsuleClearance``.
    public var glyphFrame: Rect {
        let size = self.size
        let g = glyph.size
        if glyph.template.look == .original {
            let left = originalCapsule.map { $0.minX + 16 } ?? 26
            return Rect(x: left, y: (size.height - g) / 2, width: g, height: g)
        }
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

    // MARK: - The original composite

    /// The footer capsule's height, corner radius and tint alpha.
    public static let capsuleHeight = 56.0
    public static let capsuleRadius = 24.0
    public static let capsuleTint = 0.12
    /// The label colors of the light appearance: `label` and `secondaryLabel`.
    public static let label = Color.black
    public static let secondaryLabel = Color(rgb: 0x3C3C43).withAlpha(0.6)
    /// The grouped background the control is shown on.
    public static let groupedBackground = Color(rgb: 0xF2F2F7)

    /// The footer capsule's scale at a moment: 0.94 + 0.06 p while pulling, 1 otherwise.
    public static func capsuleScale(state: RefreshState, pose: GlyphPose?) -> Double {
        guard state == .pulling, let pose else { return 1 }
        return 0.94 + 0.06 * pose.pull
    }

    /// The footer capsule at rest, unscaled (nil in the header or the rich look): 56 high,
    /// `footerContentWidth` wide, centered in the strip.
    public var originalCapsule: Rect? {
        guard glyph.role == .footer, glyph.template.look == .original else { return nil }
        let size = self.size
        let width = glyph.template.footerContentWidth
        let height = Self.capsuleHeight
        return Rect(x: (size.width - width) / 2, y: (size.height - height) / 2, width: width, height: height)
    }

    /// The original composite's inks on its own background, and the rich one's.
    static let originalInk = TextInk(primary: label, secondary: secondaryLabel)
    static let richInk = TextInk(primary: ink, secondary: secondaryInk)

    /// The inks of the text: the design's on the composite's `own` background, or ones that read on
    /// the template's background (with `tint` laid over it) or in its text colour.
    func textInk(design: TextInk, own: Color, under tint: Color?) -> TextInk {
        let template = glyph.template
        return TextInk.following(
            design, own: own, shownOn: template.textBackground, tint: tint, given: template.textColor)
    }

    /// The title and subtitle shown: the template's for the state, the template's for every
    /// state, or the original's words for the state.
    public var text: (title: String, subtitle: String) {
        let words = glyph.style.text(for: state, role: glyph.role)
        let template = glyph.template
        return (
            template.titles[state] ?? template.title ?? words.title,
            template.subtitles[state] ?? template.subtitle ?? words.subtitle
        )
    }

    /// The original layout: glyph, title (18 bold, at least 14, up to three lines; footer 14, at
    /// least 12, two lines) and subtitle (12, at least 10, two lines; footer 11, at least 9, one line).
    private func originalScene(_ pose: GlyphPose?) -> Scene {
        let size = self.size
        if originalCapsule != nil, pose == nil {
            return Scene(size: size, background: Self.groupedBackground, nodes: [])
        }
        let g = glyph.size
        let text = self.text
        var nodes: [Node] = []
        let textLeft: Double
        let textRight: Double
        var titleSize = 18.0
        var subtitleSize = 12.0
        var gap = 5.0
        let glyphOrigin: Point
        if let capsule = originalCapsule {
            glyphOrigin = glyphFrame.origin
            textLeft = glyphOrigin.x + g + 12
            textRight = capsule.maxX - 18
            titleSize = 14
            subtitleSize = 11
            gap = 2
            nodes.append(
                .shape(
                    Path(roundedRect: capsule, cornerRadius: Self.capsuleRadius),
                    fill: .solid(glyph.colors[0].withAlpha(Self.capsuleTint))))
        } else {
            glyphOrigin = glyphFrame.origin
            textLeft = glyphOrigin.x + g + 16
            textRight = size.width - 26
        }
        if let pose { nodes.append(glyph.node(pose, at: glyphOrigin)) }
        // The footer's text sits on its capsule's tint over the background.
        let tint = originalCapsule.map { _ in glyph.colors[0].withAlpha(Self.capsuleTint) }
        let ink = textInk(design: Self.originalInk, own: Self.groupedBackground, under: tint)
        if state != .hidden {
            let width = textRight - textLeft
            let footer = originalCapsule != nil
            var title = CompositeText(
                text.title, size: titleSize, minimumSize: footer ? 12 : 14, emPerCharacter: CompositeText.boldEm,
                width: width, maxLines: footer ? 2 : 3)
            // The header's subtitle wraps to two lines, the footer's keeps to one, as the original's do.
            var subtitle = CompositeText(
                text.subtitle, size: subtitleSize, minimumSize: footer ? 9 : 10,
                emPerCharacter: CompositeText.regularEm, width: width, maxLines: footer ? 1 : 2)
            // The block keeps 4 points clear above and below, in the strip and the footer's capsule:
            // lines go first from the subtitle, then from the title, then the subtitle goes. The
            // options' least heights leave room for one line of the title at its least size.
            let room = min(size.height, originalCapsule?.height ?? size.height) - 8
            var showsSubtitle = !text.subtitle.isEmpty
            func blockHeight() -> Double {
                (text.title.isEmpty ? 0 : title.height) + (showsSubtitle ? gap + subtitle.height : 0)
            }
            while blockHeight() > room, subtitle.lines > 1 { subtitle.lines -= 1 }
            while blockHeight() > room, title.lines > 1 { title.lines -= 1 }
            if blockHeight() > room { showsSubtitle = false }
            var top = size.height / 2 - blockHeight() / 2
            if !text.title.isEmpty {
                nodes.append(
                    .text(
                        text.title, in: Rect(x: textLeft, y: top, width: width, height: title.height),
                        fontSize: title.size, weight: .bold, color: ink.primary, maxLines: title.lines))
                top += title.height + gap
            }
            if showsSubtitle {
                nodes.append(
                    .text(
                        text.subtitle, in: Rect(x: textLeft, y: top, width: width, height: subtitle.height),
                        fontSize: subtitle.size, color: ink.secondary, maxLines: subtitle.lines))
            }
        }
        let scale = Self.capsuleScale(state: state, pose: pose)
        if originalCapsule != nil, scale != 1 {
            let c = Point(size.width / 2, size.height / 2)
            let transform = AffineTransform.translation(x: -c.x, y: -c.y).scaledBy(x: scale, y: scale)
                .translatedBy(x: c.x, y: c.y)
            nodes = [.group(nodes, transform: transform)]
        }
        return Scene(size: size, background: Self.groupedBackground, nodes: nodes)
    }

    // MARK: - Drawing

    /// The strip with the glyph in `pose` (nil: no glyph, as when hidden).
    public func scene(_ pose: GlyphPose?) -> Scene {
        if glyph.template.look == .original { return originalScene(pose) }
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
        // The footer's text sits on its white capsule, whatever the background.
        let ink =
            capsule == nil
            ? textInk(design: Self.richInk, own: Self.background, under: nil) : Self.richInk
        let template = glyph.template
        let title = template.titles[state] ?? template.title ?? glyph.style.title(for: state, role: glyph.role)
        let subtitle =
            template.subtitles[state] ?? template.subtitle
            ?? "\(glyph.style.title) · \(glyph.style.words.tagline)"
        let width = textRight - textLeft
        let titleText = CompositeText(
            title, size: titleSize, minimumSize: titleSize - 3, emPerCharacter: CompositeText.boldEm, width: width,
            maxLines: 1)
        let subtitleText = CompositeText(
            subtitle, size: subtitleSize, minimumSize: 9, emPerCharacter: CompositeText.regularEm, width: width,
            maxLines: 1)
        let textTop = size.height / 2 - (titleText.size + subtitleText.size) * 0.72
        let fade = min(1, max(0, pose.opacity))
        nodes.append(
            .text(
                title, in: Rect(x: textLeft, y: textTop, width: width, height: titleText.height),
                fontSize: titleText.size, weight: .bold, color: ink.primary.withAlpha(0.35 + 0.65 * fade), maxLines: 1))
        nodes.append(
            .text(
                subtitle,
                in: Rect(x: textLeft, y: textTop + titleText.size * 1.35, width: width, height: subtitleText.height),
                fontSize: subtitleText.size, color: ink.secondary, maxLines: 1))
        return Scene(size: size, background: Self.background, nodes: nodes)
    }

}
