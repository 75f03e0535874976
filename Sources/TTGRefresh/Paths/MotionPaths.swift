import TTGGeometry

/// The motion family: flameJet.
enum MotionPaths {
    /// A flame of two cubics from the bottom center up to the top center and back, and an
    /// inner tongue (footer: no tongue).
    static func flameJet(compact: Bool) -> Path {
        let outer = Sketch.svg("M50 100 C0 82 88 32 50 0 C16 34 100 86 50 100")
        if compact { return outer }
        return Sketch.join(outer, Sketch.svg("M50 84 C36 66 68 50 50 36"))
    }
}

/// The aurora family: auroraWave.
enum AuroraPaths {
    /// Two S-waves across the middle, one cubic each, crest before trough; the footer
    /// draws the same path.
    static func auroraWave(compact _: Bool) -> Path {
        Sketch.svg("M0 50 C22 0 30 100 50 50 C70 0 78 100 100 50")
    }
}
