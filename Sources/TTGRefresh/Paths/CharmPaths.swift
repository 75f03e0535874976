import Foundation
import TTGGeometry

/// The charm family: neonCat, origamiBird, robotSmile, whaleDive, dragonCurve.
enum CharmPaths {
    /// A cat's head in one closed stroke: the left ear up and over, a notch down between the
    /// ears, the right ear, then the cheeks and chin as quadratics; and a smile (footer: no
    /// smile).
    static func neonCat(compact: Bool) -> Path {
        let head = Sketch.svg("M20 50 Q26 0 36 16 L50 34 L64 16 Q74 0 80 50 Q100 100 50 92 Q0 100 20 50")
        if compact { return head }
        return Sketch.join(head, Sketch.svg("M36 50 Q50 84 64 50"))
    }

    /// A folded-paper bird: a kite from the left tip over the top fold to the right tip and
    /// back under, and the fold down its middle (footer: no fold).
    static func origamiBird(compact: Bool) -> Path {
        let kite = Sketch.svg("M0 50 L50 20 L100 50 L50 76 L0 50")
        if compact { return kite }
        return Sketch.join(kite, Sketch.svg("M50 20 L50 76"))
    }

    /// A robot head: a rounded rect inset 12 units across and 18 down with radius 12, an
    /// antenna reaching 12 units above the box, two short eye dashes, and a smile (footer:
    /// no smile).
    static func robotSmile(compact: Bool) -> Path {
        let head = Path(roundedRect: Rect(x: 12, y: 18, width: 76, height: 64), cornerRadius: 12)
        let face = Sketch.svg("M50 0 L50 -12 M32 50 L34 50 M66 50 L68 50")
        if compact { return Sketch.join(head, face) }
        return Sketch.join(head, face, Sketch.svg("M34 72 Q50 88 66 72"))
    }

    /// A whale facing left: a body of two cubics to the tail joint and back, two strokes of
    /// fluke, and a spout arching above the head (footer: no spout).
    static func whaleDive(compact: Bool) -> Path {
        let body = Sketch.svg("M0 50 C20 0 70 4 80 50 C66 100 18 100 0 50")
        let fluke = Sketch.svg("M80 50 L100 34 M80 50 L100 66")
        if compact { return Sketch.join(body, fluke) }
        return Sketch.join(body, fluke, Sketch.svg("M22 14 Q36 -12 50 18"))
    }

    /// A serpent of two cubics from low on the left through the center to high on the
    /// right, and a forked tongue of two strokes back from its head (footer: no tongue).
    static func dragonCurve(compact: Bool) -> Path {
        let body = Sketch.svg("M0 78 C14 0 42 100 50 50 C78 0 86 100 100 28")
        if compact { return body }
        return Sketch.join(body, Sketch.svg("M88 28 L70 20 M88 28 L72 44"))
    }
}
