import TTGCairo
import TTGGeometry
import TTGRefresh
import TTGScene
import Testing

/// Long composite titles and subtitles, measured as Pango lays them out: they stay in the strip
/// and in their column, titles no smaller than their least size, lines within their limits.
@Suite struct CompositeTextTests {
    static let long = "Fetching the latest headlines from all your favourite sources"
    static let huge = String(repeating: "Breaking news from everywhere at once, ", count: 13)  // 507 characters

    static let cases: [(RefreshRole, RefreshLook, String, String?)] = RefreshRole.allCases.flatMap { role in
        RefreshLook.allCases.flatMap { look in
            [(role, look, long, nil), (role, look, huge, nil), (role, look, long, huge), (role, look, "Short", huge)]
        }
    }

    /// The least title sizes: the original's 14 in the header and 12 in the footer; the rich
    /// look's 3 points under its 15 and 13.
    static func leastTitle(_ role: RefreshRole, _ look: RefreshLook) -> Double {
        switch (look, role) {
        case (.original, .header): 14
        case (.original, .footer): 12
        case (.rich, .header): 12
        case (.rich, .footer): 10
        }
    }

    @Test(arguments: cases.indices)
    func longTextStaysInTheStrip(_ index: Int) throws {
        let (role, look, title, subtitle) = Self.cases[index]
        var template = RefreshTemplate()
        template.look = look
        template.title = title
        template.subtitle = subtitle
        let glyph = RefreshGlyph(style: RefreshStyle.style(.koiStream), role: role, template: template)
        let composite = RefreshComposite(glyph: glyph, state: role.busyState)
        let scene = composite.scene(GlyphPose(pullProgress: 1))
        let texts = scene.nodes.compactMap { node -> TextNode? in
            if case .text(let text) = node { return text }
            return nil
        }
        let label = "\(role) \(look) \(title.count) \(subtitle?.count ?? 0)"
        try #require(texts.count == 2, "\(label)")
        let canvas = Rect(origin: .zero, size: scene.size)
        var previousBottom = -Double.infinity
        for (index, text) in texts.enumerated() {
            let measured = try measureText(text)
            guard case .box(let column, _) = text.placement else {
                Issue.record("\(label): text is not in a box")
                continue
            }
            for box in [measured.inkBounds, measured.logicalBounds] {
                #expect(
                    box.minX >= canvas.minX && box.minY >= canvas.minY && box.maxX <= canvas.maxX
                        && box.maxY <= canvas.maxY, "\(label) text \(index): \(box) leaves \(canvas)")
                #expect(box.minX >= column.minX - 0.5 && box.maxX <= column.maxX + 0.5, "\(label): \(box) in \(column)")
            }
            // Lines follow each other: the title's end above the subtitle's start.
            #expect(measured.logicalBounds.minY >= previousBottom - 1e-9, "\(label) text \(index)")
            previousBottom = measured.logicalBounds.maxY
            #expect(measured.lineCount <= 3, "\(label) text \(index): \(measured.lineCount) lines")
            if index == 0 { #expect(text.fontSize >= Self.leastTitle(role, look), "\(label): \(text.fontSize)") }
        }
        // The 507 characters cannot fit: the text shown ends with "…".
        let shown = try layoutTextLines(title == Self.huge ? texts[0] : texts[1])
        if title == Self.huge || subtitle == Self.huge {
            #expect(shown.last?.string.hasSuffix("…") == true, "\(label)")
        }
    }

    /// 61 characters at 14 points take three lines of the header's 237-point column, all shown.
    @Test func aTitleOfSixtyCharactersWrapsAtItsLeastSizeInTheHeader() throws {
        var template = RefreshTemplate()
        template.title = Self.long
        let glyph = RefreshGlyph(style: RefreshStyle.style(.auroraLoop), template: template)
        let scene = RefreshComposite(glyph: glyph, state: .refreshing).scene(GlyphPose(pullProgress: 1))
        guard case .text(let title) = scene.nodes.first(where: { if case .text = $0 { true } else { false } }) else {
            Issue.record("no title")
            return
        }
        #expect(title.fontSize == 14)
        let lines = try layoutTextLines(title)
        #expect(lines.count >= 2 && lines.map(\.string).joined() == Self.long, "\(lines.map(\.string))")
    }
}
