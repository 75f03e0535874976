/// What a face shows at one progress: its eyes, mouth, accessories and eyebrows.
public struct Expression: Hashable, Sendable {
    public var eyes: EyePair
    public var mouth: MouthStyle
    public var accessories: Set<Accessory>
    /// Nil: no eyebrows.
    public var eyebrows: EyebrowMood?

    public init(eyes: EyePair, mouth: MouthStyle, accessories: Set<Accessory> = [], eyebrows: EyebrowMood? = nil) {
        self.eyes = eyes
        self.mouth = mouth
        self.accessories = accessories
        self.eyebrows = eyebrows
    }
}
