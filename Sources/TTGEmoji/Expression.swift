import TTGGeometry

/// What a face shows at one progress: its eyes, mouth, accessories and eyebrows.
public struct Expression: Hashable, Sendable {
    public var eyes: EyePair
    public var mouth: MouthStyle
    /// Where each accessory sits, in the preset's order.
    public var placements: [AccessoryPlacement]
    /// Nil: no eyebrows.
    public var eyebrows: EyebrowMood?

    public init(
        eyes: EyePair, mouth: MouthStyle, placements: [AccessoryPlacement] = [], eyebrows: EyebrowMood? = nil
    ) {
        self.eyes = eyes
        self.mouth = mouth
        self.placements = placements
        self.eyebrows = eyebrows
    }

    /// The kinds of accessory shown.
    public var accessories: Set<Accessory> { Set(placements.map(\.kind)) }
}

/// One accessory where a preset puts it: its center and size as fractions of the face size w.
public struct AccessoryPlacement: Hashable, Sendable {
    public var kind: Accessory
    /// The center, (0, 0) the face's top-left corner and (1, 1) its bottom-right.
    public var center: Point
    /// The mark's size / w, before the accessory scale.
    public var size: Double
    /// The direction the mark moves in, if it must, to keep clear of the features it sits
    /// by (y grows downward).
    public var away: Vector

    public init(_ kind: Accessory, at x: Double, _ y: Double, size: Double, away: Vector) {
        self.kind = kind
        center = Point(x, y)
        self.size = size
        self.away = away
    }
}
