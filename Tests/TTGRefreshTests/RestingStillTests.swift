import TTGCairo
import TTGGeometry
import TTGRefresh
import TTGScene
import Testing

/// A still of a lone glyph is the centered resting glyph, inside its canvas even without padding.
@Suite struct RestingStillTests {
    static let cases: [(RefreshStyle.Name, RefreshRole)] =
        RefreshStyle.Name.allCases.flatMap { name in RefreshRole.allCases.map { (name, $0) } }

    /// The still of the busy state an icon or asset wants: no time given.
    private func restingStill(_ glyph: RefreshGlyph) throws -> Scene {
        try glyph.animation(state: glyph.role.busyState, time: nil).scene(0)
    }

    @Test(arguments: cases)
    func busyStillIsCentered(_ name: RefreshStyle.Name, _ role: RefreshRole) throws {
        let glyph = RefreshGlyph(style: RefreshStyle.style(name), role: role, template: RefreshTemplate(glyphSize: 90))
        let scene = try restingStill(glyph)
        let bounds = try #require(DrawnBounds.of(scene.nodes))
        #expect(abs(bounds.minX + bounds.maxX - scene.size.width) < 1e-9, "\(name) \(role): \(bounds) in \(scene.size)")
        #expect(
            abs(bounds.minY + bounds.maxY - scene.size.height) < 1e-9, "\(name) \(role): \(bounds) in \(scene.size)")
        // And as rendered: the drawn pixels' box has the same margin on every side, to a pixel.
        let image = try rasterize(scene, scale: 3)
        let ink = try #require(Self.inkBox(image))
        #expect(abs(ink.minX - (image.width - 1 - ink.maxX)) <= 1, "\(name) \(role): \(ink)")
        #expect(abs(ink.minY - (image.height - 1 - ink.maxY)) <= 1, "\(name) \(role): \(ink)")
    }

    @Test func aMomentOfTheMotionStillMovesTheGlyph() throws {
        // neonCat at 0 s is at the top of its bob (−5 reference points, drawn at the box's scale);
        // the resting still is not.
        let cat = RefreshGlyph(style: RefreshStyle.style(.neonCat))
        let moment = try #require(DrawnBounds.of(try cat.animation(state: .refreshing, time: 0).scene(0).nodes))
        let rest = try #require(DrawnBounds.of(try restingStill(cat).nodes))
        #expect(abs(rest.minY - moment.minY - 5 * cat.boxSide / 70) < 1e-9)
    }

    @Test(arguments: cases)
    func withoutPaddingEveryStillLiesInsideItsCanvas(_ name: RefreshStyle.Name, _ role: RefreshRole) throws {
        var template = RefreshTemplate()
        template.padding = 0
        let glyph = RefreshGlyph(style: RefreshStyle.style(name), role: role, template: template)
        #expect(glyph.canvasSize == Size(role.defaultGlyphSize, role.defaultGlyphSize))
        for state in role.states where state != .hidden {
            let scene = try glyph.animation(state: state, progress: 0.5, time: nil).scene(0)
            let bounds = try #require(DrawnBounds.of(scene.nodes), "\(state) draws")
            let slack = 1e-9
            #expect(bounds.minX >= -slack && bounds.minY >= -slack, "\(name) \(role) \(state): \(bounds)")
            #expect(
                bounds.maxX <= scene.size.width + slack && bounds.maxY <= scene.size.height + slack,
                "\(name) \(role) \(state): \(bounds) in \(scene.size)")
        }
        // The badge is whole: it touches all four sides at rest.
        let rest = try #require(DrawnBounds.of(try restingStill(glyph).nodes))
        #expect(abs(rest.width - role.defaultGlyphSize) < 1e-9 && abs(rest.height - role.defaultGlyphSize) < 1e-9)
    }

    /// The box of the pixels with any coverage, in pixel indices (inclusive).
    static func inkBox(_ image: RasterImage) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixels[(y * image.width + x) * 4 + 3] > 0 {
                box = box.map { (min($0.minX, x), min($0.minY, y), max($0.maxX, x), max($0.maxY, y)) } ?? (x, y, x, y)
            }
        }
        return box
    }
}

/// In the rich look idle (and ending) is the glyph at rest, whole, with its path faint: a
/// useful picture, not the near-empty pull pose at 0 the original shows.
@Suite struct IdleStillTests {
    @Test func restingPoseIsTheWholeGlyphWithAFaintPath() {
        let pose = GlyphPose.atRest
        #expect(
            pose.scale == 1 && pose.opacity == 1 && pose.trimStart == 0 && pose.trimEnd == 1 && pose.accentTrimEnd == 1)
        #expect(
            pose.strokeOpacity == GlyphPose.restingPathOpacity && pose.accentOpacity == GlyphPose.restingPathOpacity)
        #expect(pose.strokeOpacity == GlyphPose(pullProgress: 0).opacity)
        // pulling at progress 0 is still the spec's pose.
        let glyph = RefreshGlyph(style: RefreshStyle.style(.neonCat))
        #expect(glyph.pose(state: .pulling, progress: 0) == GlyphPose(pullProgress: 0))
    }

    /// The pixels whose alpha is at least `alpha`.
    private func count(_ image: RasterImage, atLeast alpha: UInt8) -> Int {
        stride(from: 3, to: image.pixels.count, by: 4).reduce(0) { $0 + (image.pixels[$1] >= alpha ? 1 : 0) }
    }

    @Test(arguments: RestingStillTests.cases)
    func idleDrawsTheBadgeAndThePath(_ name: RefreshStyle.Name, _ role: RefreshRole) throws {
        var template = RefreshTemplate()
        template.look = .rich
        let glyph = RefreshGlyph(style: RefreshStyle.style(name), role: role, template: template)
        #expect(glyph.pose(state: .idle) == .atRest)
        let idle = try rasterize(try glyph.animation(state: .idle).scene(0), scale: 2)
        let busy = try rasterize(try glyph.animation(state: role.busyState, time: nil).scene(0), scale: 2)
        // The badge (10% of the first color) shows as much as in the busy picture: 8% alpha and up.
        let faint = UInt8(0.08 * 255)
        let strong = UInt8(0.3 * 255)
        #expect(
            Double(count(idle, atLeast: faint)) >= 0.9 * Double(count(busy, atLeast: faint)),
            "\(name) \(role): \(count(idle, atLeast: faint)) vs \(count(busy, atLeast: faint))")
        let box = 2 * glyph.boxSide
        #expect(
            Double(count(idle, atLeast: faint)) >= 0.6 * box * box, "\(name) \(role): the badge covers π/4 of its box")
        // The path reads: its pixels are at least 30% opaque over at least half the busy path's area.
        #expect(
            Double(count(idle, atLeast: strong)) >= 0.5 * Double(count(busy, atLeast: strong)),
            "\(name) \(role): \(count(idle, atLeast: strong)) vs \(count(busy, atLeast: strong))")
    }
}
