import TTGGeometry
import TTGRefresh
import TTGScene

/// The refresh family's part of the showcase, on built-in defaults.
enum RefreshShowcase {
    /// The refresh family's pictures for `ttg-render demo`, on built-in defaults.
    static func pictures() throws -> [(name: String, title: String, scene: Scene)] {
        func gallery(
            _ role: RefreshRole, _ state: RefreshState, progress: Double = 0, time: Double = 0, caption: String
        ) throws -> Scene {
            try RefreshGallery(role: role, caption: caption).scene(state: state, progress: progress, time: time)
        }
        let wave = RefreshGlyph(style: RefreshStyle.style(.auroraWave))
        let rocket = RefreshGlyph(style: RefreshStyle.style(.rocketOrbit), role: .footer)
        let header = RefreshComposite(glyph: wave, state: .refreshing).scene(try wave.busyPose(at: 0.3))
        let footer = RefreshComposite(glyph: rocket, state: .loading).scene(try rocket.busyPose(at: 0.2))
        return [
            (
                "refresh-gallery-header", "Refresh glyphs: 20 styles, header, refreshing",
                try gallery(.header, .refreshing, time: 0.25, caption: "refreshing · t = 0.25 s")
            ),
            (
                "refresh-gallery-footer", "Refresh glyphs: compact footer variants, pulled halfway",
                try gallery(.footer, .pulling, progress: 0.5, caption: "pulling · progress 0.5")
            ),
            ("refresh-header", "Aurora Wave header, refreshing", header),
            ("refresh-footer", "Rocket Orbit footer, loading", footer),
        ]
            + (try RefreshStyle.all.map { style in
                // Each style on its own, header role, at the start of its refreshing motion.
                let glyph = RefreshGlyph(style: style)
                return ("refresh-\(style.name.rawValue)", style.title, glyph.scene(try glyph.busyPose(at: 0)))
            })
    }

    /// A seamless loop for `ttg-render demo`: Aurora Loop refreshing at 140 points (1.8 s).
    static func animation() throws -> SceneAnimation {
        let glyph = RefreshGlyph(style: RefreshStyle.style(.auroraLoop), template: RefreshTemplate(glyphSize: 140))
        return try glyph.animation(state: .refreshing)
    }
}
