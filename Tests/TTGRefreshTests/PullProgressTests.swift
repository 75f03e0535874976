import TTGGeometry
import TTGRefresh
import TTGScene
import Testing

/// Pull progress drives trims, scale and opacity exactly as the spec's formulas.
@Suite struct PullProgressTests {
    @Test(arguments: [0, 0.03, 0.25, 0.5, 0.8, 0.9, 1])
    func formulas(_ p: Double) {
        let pose = GlyphPose(pullProgress: p)
        #expect(pose.trimEnd == max(0.06, p))
        #expect(pose.accentTrimEnd == min(1, 1.15 * p))
        #expect(pose.scale == 0.86 + 0.14 * p)
        #expect(pose.opacity == 0.38 + 0.62 * p)
        #expect(pose.trimStart == 0)
    }

    @Test func progressIsClamped() {
        #expect(GlyphPose(pullProgress: -1) == GlyphPose(pullProgress: 0))
        #expect(GlyphPose(pullProgress: 3) == GlyphPose(pullProgress: 1))
        #expect(GlyphPose(pullProgress: .nan) == GlyphPose(pullProgress: 0))
    }

    @Test func statesMapToPoses() throws {
        let glyph = RefreshGlyph(style: RefreshStyle.style(.neonCat), role: .footer)
        #expect(glyph.pose(state: .willLoad) == GlyphPose(pullProgress: 1))
        let rest = GlyphPose(pullProgress: 0)
        #expect(glyph.pose(state: .idle) == rest && glyph.pose(state: .ending) == rest)
        #expect(glyph.pose(state: .pulling, progress: 0.4) == GlyphPose(pullProgress: 0.4))
        #expect(glyph.pose(state: .hidden) == nil)
        #expect(glyph.pose(state: .noMoreData) == GlyphPose(pullProgress: 1))
        var template = RefreshTemplate()
        template.look = .rich
        let rich = RefreshGlyph(style: RefreshStyle.style(.neonCat), role: .footer, template: template)
        #expect(rich.pose(state: .idle) == .atRest && rich.pose(state: .ending) == .atRest)
        let done = try #require(rich.pose(state: .noMoreData))
        #expect(done.trimEnd == 1 && done.opacity < 0.5 && done.opacity > 0)
        #expect(glyph.scene(nil).nodes.isEmpty)
    }

    /// The stroke node of a glyph's scene: the path masking the gradient layer.
    private func strokeOf(_ scene: Scene) throws -> ShapeNode {
        guard case .group(let glyph) = scene.nodes[0] else { throw Failure.unexpected }
        for case .group(let layer) in glyph.children {
            if case .shape(let shape) = layer.mask?.first { return shape }
        }
        throw Failure.unexpected
    }
    enum Failure: Error { case unexpected }

    @Test(arguments: RefreshStyle.Name.allCases)
    func visibleStrokeGrowsWithProgress(_ name: RefreshStyle.Name) throws {
        let glyph = RefreshGlyph(style: RefreshStyle.style(name))
        var previous = 0.0
        for step in 0...10 {
            let shape = try strokeOf(glyph.scene(GlyphPose(pullProgress: Double(step) / 10)))
            let stroke = try #require(shape.stroke)
            let visible = shape.path.trimmed(from: stroke.trimStart, to: stroke.trimEnd).length
            #expect(visible > previous, "\(name) at \(step)")
            previous = visible
        }
        #expect(abs(previous - glyph.path.length) < 1e-6 * glyph.path.length)
    }

    @Test func wholeGlyphScalesAboutItsCenter() throws {
        let glyph = RefreshGlyph(style: RefreshStyle.style(.zenRipple))
        guard case .group(let group) = glyph.scene(GlyphPose(pullProgress: 0)).node(0) else {
            Issue.record()
            return
        }
        // Its soft pulse (1.12) needs room: in the 70-point picture the glyph's box is drawn so
        // that its badge, pulsed to 35 × 1.12, reaches the edge, centered, the room whole points.
        let pad = ((70 - 70 * 35 / (35 * 1.12)) / 2).rounded(.up)
        let side = 70 - 2 * pad
        #expect(glyph.padding == pad && pad == 4)
        let center = group.transform.apply(Point(35, 35))
        #expect(abs(center.x - 35) < 1e-9 && abs(center.y - 35) < 1e-9)
        let corner = group.transform.apply(Point(0, 0))
        #expect(abs(corner.x - ((70 - side) / 2 + 35 * (1 - 0.86) * side / 70)) < 1e-9)
        #expect(group.opacity == 0.38)
    }
}

extension Scene {
    func node(_ index: Int) -> Node { nodes[index] }
}
