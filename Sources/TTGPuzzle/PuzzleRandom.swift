/// Where random blanks come from: a seeded SplitMix64 when a seed is given (a reproducible
/// pool), the system's secure generator otherwise.
public struct PuzzleRandom: RandomNumberGenerator {
    private var seeded: SplitMix64?
    private var system = SystemRandomNumberGenerator()
    /// How many numbers were drawn: none when a challenge was fully given (`--blank`, no decoys).
    public private(set) var draws = 0

    public init(seed: UInt64?) {
        seeded = seed.map(SplitMix64.init(seed:))
    }

    public mutating func next() -> UInt64 {
        draws += 1
        if seeded != nil { return seeded!.next() }
        return system.next()
    }
}
