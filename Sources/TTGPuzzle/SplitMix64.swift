/// A small, fast, seedable random number generator (Steele, Lea and Flood's
/// SplitMix64): the same seed gives the same sequence on every machine, which
/// is what makes `--seed` reproducible. Not for secrets: without a seed the
/// command line uses the system's secure generator instead.
public struct SplitMix64: RandomNumberGenerator, Hashable, Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension SplitMix64 {
    /// A whole number in `range`, uniformly, the same on every platform
    /// (rejection sampling, unlike the standard library's unspecified method).
    public mutating func integer(in range: ClosedRange<Int>) -> Int {
        uniformInteger(in: range, using: &self)
    }
}
