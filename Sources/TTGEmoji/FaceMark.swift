import TTGGeometry
import TTGScene

/// One mark of a face on its own: an eye, an eyebrow, the mouth or an accessory.
///
/// The face is drawn from its marks (layered by kind in the rich look, joined into one
/// stroked path in the original look), and a designer's rule holds between them: every
/// pair keeps a clear gap, which is measured mark by mark.
public struct FaceMark: Sendable {
    /// What the mark is.
    public enum Kind: Hashable, Sendable {
        case eye
        case eyebrow
        case mouth
        case accessory(Accessory)
    }

    public var kind: Kind
    /// Which one: "left" or "right" for eyes and eyebrows, the mouth's "mouth", an
    /// accessory's kind and its place in the preset's order ("blush 2").
    public var name: String
    /// What draws it, in the coordinates that ``transform`` takes to the face's box.
    public var nodes: [Node]
    /// The shape's feature layout in the rich look (whose marks are drawn in the circle's
    /// layout); the identity in the original look, whose paths are laid out already.
    public var transform: AffineTransform
    /// The unit direction the mark moves in to keep clear of the marks placed before it
    /// (``MarkSpacing``): its kind's unless set; nil for a mark that stays where it is drawn.
    var away: Vector?

    public init(_ kind: Kind, name: String, nodes: [Node], transform: AffineTransform = .identity) {
        self.kind = kind
        self.name = name
        self.nodes = nodes
        self.transform = transform
        away = kind.away
    }

    /// The same mark, moving along `direction` (made unit) to keep clear of others.
    func moving(_ direction: Vector) -> FaceMark {
        var mark = self
        mark.away = direction * (1 / direction.length)
        return mark
    }

    /// The mark in the face's box.
    public var node: Node { .group(nodes, transform: transform, name: name) }

    /// Whether the mark is an accessory (drawn in proportion to its own size).
    public var isAccessory: Bool {
        if case .accessory = kind { true } else { false }
    }
}

extension FaceMark.Kind {
    /// The direction a mark of this kind moves in to keep clear of those placed before it:
    /// the mouth down and an eyebrow up (in the original look, up and toward the nose:
    /// ``OriginalMarks/eyebrowAway(isLeft:)``); the eyes stay, and an accessory goes its
    /// placement's way (``AccessoryPlacement/away``).
    var away: Vector? {
        switch self {
        case .mouth: Vector(0, 1)
        case .eyebrow: Vector(0, -1)
        case .eye, .accessory: nil
        }
    }
}
