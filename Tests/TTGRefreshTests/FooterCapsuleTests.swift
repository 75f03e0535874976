import TTGGeometry
import TTGRefresh
import TTGScene
import Testing

/// The rich look's footer composite keeps its moving glyph clear of the capsule's outline.
@Suite struct FooterCapsuleTests {
    /// A template in the rich look, whose capsule fits the motion.
    static func rich(_ template: RefreshTemplate) -> RefreshTemplate {
        var template = template
        template.look = .rich
        return template
    }

    /// How far the badge stays inside the capsule's outline (negative: it crosses it), for
    /// the glyph group of a footer composite's scene.
    private func clearance(_ scene: Scene, capsule: Rect, glyph: RefreshGlyph) throws -> Double {
        let group = try #require(
            scene.nodes.lazy.compactMap { node -> GroupNode? in
                if case .group(let group) = node, group.shadow == nil { return group } else { return nil }
            }.first)
        let r = glyph.referenceSize
        let center = group.transform.apply(Point(r / 2, r / 2))
        let radius = r / 2 * abs(group.transform.determinant).squareRoot()
        // The capsule is a stadium: every point of its outline is height / 2 from the segment
        // joining the centers of its end caps.
        let half = capsule.height / 2
        let x = min(max(center.x, capsule.minX + half), capsule.maxX - half)
        let distance = ((center.x - x) * (center.x - x) + (center.y - capsule.midY) * (center.y - capsule.midY))
            .squareRoot()
        return half - distance - radius
    }

    @Test(arguments: RefreshStyle.Name.allCases)
    func movingGlyphKeepsClearOfTheCapsule(_ name: RefreshStyle.Name) throws {
        for template in [
            Self.rich(RefreshTemplate()), Self.rich(RefreshTemplate(glyphSize: 60, footerHeight: 90)),
            Self.rich(RefreshTemplate(footerHeight: 60)),
        ] {
            let glyph = RefreshGlyph(style: RefreshStyle.style(name), role: .footer, template: template)
            let composite = RefreshComposite(glyph: glyph, state: .loading)
            let capsule = try #require(composite.capsule)
            let animation = try glyph.animation(state: .loading, time: 0, in: .composite)
            // The capsule drawn is the one the layout gives.
            guard case .group(let back) = animation.scene(0).nodes[0], case .shape(let outline) = back.children[0]
            else {
                Issue.record("the capsule comes first")
                return
            }
            let drawn = outline.path.bounds
            #expect(
                abs(drawn.minX - capsule.minX) < 1e-9 && abs(drawn.minY - capsule.minY) < 1e-9
                    && abs(drawn.maxX - capsule.maxX) < 1e-9 && abs(drawn.maxY - capsule.maxY) < 1e-9,
                "\(drawn) \(capsule)")
            // One period of the motion (the whole loop when it is short, else the longest cycle,
            // which covers a whole cycle of every primitive), 480 moments of it.
            let timeline = try glyph.motionTimeline()
            let longest = timeline.animations.values.map(\.cycleDuration).max() ?? 0
            let period = timeline.loopPeriod.map { $0 <= 5 ? $0 : longest } ?? longest
            var closest = Double.infinity
            for step in 0...480 {
                closest = min(
                    closest, try clearance(animation.scene(period * Double(step) / 480), capsule: capsule, glyph: glyph)
                )
            }
            #expect(closest >= RefreshComposite.capsuleClearance - 1e-9, "\(name) \(template): \(closest)")
            // Only as small as it must be: at most its size, and full size when the motion fits.
            let frame = composite.glyphFrame
            #expect(frame.width <= glyph.size + 1e-9)
            if glyph.motionReach == glyph.referenceSize / 2, glyph.size + 12 <= composite.size.height - 16 {
                #expect(
                    frame.width == glyph.size && capsule.height == glyph.size + 12,
                    "\(name): a still glyph keeps its size")
            }
        }
    }

    @Test func capsuleGrowsBeforeTheGlyphShrinks() throws {
        // Rocket Orbit's launch reaches 8 points past its 23-point badge: the 78-point strip's capsule
        // grows to its 62-point limit and the glyph is drawn so that 31/23 of its half fits in 28.
        let rocket = RefreshComposite(
            glyph: RefreshGlyph(style: RefreshStyle.style(.rocketOrbit), role: .footer, template: Self.rich(.init())),
            state: .loading)
        #expect(rocket.capsule?.height == 62)
        #expect(abs(rocket.glyphFrame.width - 56 * 23 / 31) < 1e-9)
        // In a taller strip it keeps its 46 points.
        var template = Self.rich(RefreshTemplate())
        template.footerHeight = 100
        let roomy = RefreshComposite(
            glyph: RefreshGlyph(style: RefreshStyle.style(.rocketOrbit), role: .footer, template: template),
            state: .loading)
        #expect(roomy.glyphFrame.width == 46 && roomy.capsule?.height == 46 + 16 + 6)
        // The header has no capsule and keeps the glyph's size.
        let header = RefreshComposite(
            glyph: RefreshGlyph(style: RefreshStyle.style(.rocketOrbit), template: Self.rich(.init())),
            state: .refreshing)
        #expect(header.capsule == nil && header.glyphFrame.width == 70)
    }
}
