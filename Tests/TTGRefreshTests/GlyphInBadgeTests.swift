import TTGCairo
import TTGGeometry
import TTGRefresh
import TTGScene
import Testing

/// Every glyph paints inside its badge, in both roles and looks, in every state and at every
/// moment of its motion: measured on the rendered picture of the glyph at twice its role's
/// size on a canvas with room all round, where no painted pixel may lie farther from the
/// badge's center than its radius and the pixel of antialiasing its own edge takes.
///
/// The badge is found from the pose alone: the glyph's box, moved by the pose's translation
/// and scaled by its scale (a turn leaves a disc where it is).
@Suite struct GlyphInBadgeTests {
    /// The poses of one glyph: idle, pulling halfway, the armed pose, and 24 moments spread
    /// over its busy motion's longest cycle.
    static func poses(_ glyph: RefreshGlyph) throws -> [(String, GlyphPose)] {
        var poses: [(String, GlyphPose)] = []
        for state in glyph.role.states {
            if let pose = glyph.pose(state: state, progress: 0.5) { poses.append(("\(state)", pose)) }
        }
        let speed = glyph.template.effectiveSpeed
        let cycle = glyph.motion.map { $0.cycleDuration(role: glyph.role, speed: speed) }.max() ?? 0
        for i in 0..<24 {
            let t = cycle * Double(i) / 24
            poses.append(("\(glyph.role.busyState) t = \(t)", try glyph.busyPose(at: t)))
        }
        return poses
    }

    /// How far, in pixels, the farthest painted pixel lies past the badge's edge.
    static func overreach(_ glyph: RefreshGlyph, _ pose: GlyphPose) throws -> Double {
        // The box with room around it, so that nothing past the badge is cut off.
        let side = glyph.size
        let margin = side
        let image = try rasterize(
            Scene(
                size: Size(side + 2 * margin, side + 2 * margin), nodes: [glyph.node(pose, at: Point(margin, margin))]))
        let r = glyph.referenceSize
        let unit = side / r
        let center = Point(margin + (r / 2 + pose.translateX) * unit, margin + (r / 2 + pose.translateY) * unit)
        let radius = side / 2 * pose.scale
        var worst = -Double.infinity
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixels[(y * image.width + x) * 4 + 3] > 0 {
                let d = Point(Double(x) + 0.5, Double(y) + 0.5).distance(to: center) - radius
                worst = max(worst, d)
            }
        }
        return worst
    }

    @Test(arguments: RefreshStyle.all.map(\.name))
    func glyphStaysInItsBadge(name: RefreshStyle.Name) throws {
        let style = try #require(RefreshStyle.all.first { $0.name == name })
        for role in RefreshRole.allCases {
            for look in RefreshLook.allCases {
                var template = RefreshTemplate(glyphSize: 2 * role.defaultGlyphSize)
                template.look = look
                let glyph = RefreshGlyph(style: style, role: role, template: template)
                for (moment, pose) in try Self.poses(glyph) {
                    let past = try Self.overreach(glyph, pose)
                    // A pixel's corner lies √2/2 from its center: the badge's own antialiased edge.
                    #expect(past <= 0.71, "\(name) \(role) \(look) \(moment): \(past) px past the badge")
                }
            }
        }
    }

    /// The measure finds a glyph past its badge: Cyber Grid's square, whose corners lie 45%
    /// of the box from its center, stroked five times as wide (--line-width-scale 5).
    @Test func measureFindsAGlyphPastItsBadge() throws {
        let style = try #require(RefreshStyle.all.first { $0.name == .cyberGrid })
        let glyph = RefreshGlyph(
            style: style, role: .header, template: RefreshTemplate(lineWidthScale: 5, glyphSize: 140))
        #expect(try Self.overreach(glyph, GlyphPose(pullProgress: 1)) > 2)
    }
}
