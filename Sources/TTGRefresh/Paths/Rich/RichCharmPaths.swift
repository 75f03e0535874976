import Foundation
import TTGGeometry

/// The charm family as this project first drew it, for the rich look (``RefreshLook/rich``):
/// neonCat, origamiBird, robotSmile, whaleDive, dragonCurve.
enum RichCharmPaths {
    /// A cat head with two pointed ears, happy eyes, a nose and a "w" smile, whiskers
    /// (compact: head, dot eyes and a plain smile).
    static func neonCat(compact: Bool) -> Path {
        let head = Sketch.svg("M14 44 L16 6 L40 26 Q50 23 60 26 L84 6 L86 44 C92 66 76 94 50 94 C24 94 8 66 14 44 Z")
        if compact {
            return Sketch.join(
                head, Sketch.circle(36, 54, 3.5), Sketch.circle(64, 54, 3.5),
                Sketch.svg("M38 70 Q50 80 62 70"))
        }
        let eyes = Sketch.svg("M29 55 Q35 47 41 55 M59 55 Q65 47 71 55")
        let smile = Sketch.svg("M38 70 Q44 78 50 70 Q56 78 62 70")
        let whiskers = Sketch.svg("M20 68 H4 M22 76 L6 82 M80 68 H96 M78 76 L94 82")
        return Sketch.join(head, eyes, smile, whiskers)
    }

    /// A folded-paper bird: a kite body with its center fold, the neck and beaked head
    /// folded up at the front, a wing folded up, a tail crease and an eye (compact: no tail
    /// crease, no eye).
    static func origamiBird(compact: Bool) -> Path {
        let kite = Sketch.svg("M4 64 L44 46 L76 60 L40 84 Z")
        let fold = Sketch.svg("M4 64 L76 60")
        let head = Sketch.svg("M76 60 L84 22 L96 32 L84 30")
        let wing = Sketch.svg("M44 46 L58 6 L62 52")
        if compact { return Sketch.join(kite, fold, head, wing) }
        let tail = Sketch.svg("M4 64 L22 74")
        let crease = Sketch.svg("M58 6 L52 50")
        return Sketch.join(kite, fold, head, wing, tail, crease)
    }

    /// A robot head: a rounded rect with an antenna, two dot eyes, a smile and ear bolts
    /// (compact: no ear bolts, a shorter antenna).
    static func robotSmile(compact: Bool) -> Path {
        let head = Path(roundedRect: Rect(x: 12, y: 30, width: 76, height: 64), cornerRadius: 16)
        let antenna = compact ? Sketch.svg("M50 30 V16") : Sketch.svg("M50 30 V14")
        let bulb = compact ? Sketch.circle(50, 11, 5) : Sketch.circle(50, 9, 5)
        let eyes = Sketch.join(Sketch.circle(35, 56, 4.5), Sketch.circle(65, 56, 4.5))
        let smile = Sketch.svg("M34 74 Q50 86 66 74")
        if compact { return Sketch.join(head, antenna, bulb, eyes, smile) }
        let ears = Sketch.svg("M12 52 H5 V72 H12 M88 52 H95 V72 H88")
        return Sketch.join(head, antenna, bulb, eyes, smile, ears)
    }

    /// A whale facing left: a round head and belly, a back rising to the tail fluke, an
    /// eye and a three-jet spout (compact: body, fluke and one jet).
    static func whaleDive(compact: Bool) -> Path {
        let body = Sketch.svg("M6 72 C6 48 30 42 50 50 C64 56 74 56 80 42 C76 70 56 90 32 90 C16 90 6 84 6 72 Z")
        let fluke = Sketch.svg("M80 42 C80 32 86 26 96 24 C92 32 88 38 80 42 C86 38 92 40 96 46 C90 46 84 46 80 42 Z")
        let eye = Sketch.circle(20, 68, 2.5)
        if compact { return Sketch.join(body, fluke, Sketch.svg("M28 42 V20"), eye) }
        let spout = Sketch.svg("M28 42 V16 M28 34 Q22 22 14 20 M28 34 Q34 22 42 20")
        return Sketch.join(body, fluke, spout, eye)
    }

    /// A serpent body of two cubics rising in an S to a horned head with a forked tongue,
    /// spines on its back (compact: body, head and tongue).
    static func dragonCurve(compact: Bool) -> Path {
        let body = Sketch.svg("M4 90 C36 102 66 76 46 58 C28 42 40 20 60 24")
        let head = Sketch.svg("M60 24 L62 14 L80 16 L84 26 L64 32 Z")
        let tongue = Sketch.svg("M84 26 L90 26 L97 18 M90 26 L97 34")
        if compact { return Sketch.join(body, head, tongue) }
        let horn = Sketch.svg("M64 14 L56 3")
        let eye = Sketch.circle(72, 21, 2)
        let spines = Sketch.svg("M44 82 L50 72 M55 66 L62 64 M36 44 L28 40")
        return Sketch.join(body, head, tongue, horn, eye, spines)
    }
}
