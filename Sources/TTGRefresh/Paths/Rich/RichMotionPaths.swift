import TTGGeometry

/// The motion family as this project first drew it, for the rich look (``RefreshLook/rich``):
/// flameJet.
enum RichMotionPaths {
    /// A flame: an outer teardrop with a flickering tip and an inner tongue
    /// (compact: the teardrop and the tongue as one open stroke).
    static func flameJet(compact: Bool) -> Path {
        let outer = Sketch.svg(
            "M50 4 C60 22 86 38 86 64 C86 84 70 96 50 96 C30 96 14 84 14 64 C14 48 24 38 32 30 C32 42 36 48 42 50 C42 30 44 18 50 4 Z"
        )
        if compact { return Sketch.join(outer, Sketch.svg("M50 88 C36 86 36 66 50 50")) }
        let tongue = Sketch.svg("M50 88 C40 88 34 80 36 70 C38 60 46 56 50 44 C56 54 64 62 64 72 C64 82 58 88 50 88 Z")
        return Sketch.join(outer, tongue)
    }
}

/// The aurora family as this project first drew it, for the rich look (``RefreshLook/rich``):
/// auroraWave.
enum RichAuroraPaths {
    /// One S-shaped wave of two cubic curves, crest then trough (compact: a flatter wave).
    static func auroraWave(compact: Bool) -> Path {
        let reach = compact ? 14.0 : 0.0
        return Sketch.svg("M0 50 C18 \(reach) 32 \(reach) 50 50 C68 \(100 - reach) 82 \(100 - reach) 100 50")
    }
}
