/// Where random blanks come from: a seeded SplitMix64 when a seed is given (a reproducible
/// pool), the system's secure generator otherwise.
public struct PuzzleRandom: RandomNumberGenerator {
    private var seeded: SplitMix64?
    private var system = SystemRandomNumberGenerator()

    public init(seed: UInt64?) {
        seeded = seed.map(SplitMix64.init(seed:))
    }

    public mutating func next() -> UInt64 {
        if seeded != nil { return seeded!.next() }
        return system.next()
    }
}
