#if canImport(Glibc)
    import Glibc
#endif

/// Where random blanks come from: a seeded SplitMix64 when a seed is given (a reproducible
/// pool), the system's secure generator otherwise.
public struct PuzzleRandom: RandomNumberGenerator {
    private var seeded: SplitMix64?
    /// The system's words, when there is no seed.
    private let system: SystemWords?
    /// How many numbers were drawn: none when a challenge was fully given (`--blank`, no decoys).
    public private(set) var draws = 0

    public init(seed: UInt64?) {
        seeded = seed.map(SplitMix64.init(seed:))
        system = seed == nil ? SystemWords() : nil
    }

    public mutating func next() -> UInt64 {
        draws += 1
        if seeded != nil { return seeded!.next() }
        return system!.next()
    }
}

/// The system's secure random words, read from the kernel 32 at a time (`arc4random_buf`,
/// which glibc fills with `getrandom`).
///
/// Placing a challenge's holes draws hundreds of numbers, and the system generator makes
/// one `getrandom` call for each: a twentieth of a pool's time went to those calls. The
/// words are the kernel's all the same; each is handed out once, also by copies of a
/// ``PuzzleRandom``, which share this buffer (a class, so no copy repeats a word).
final class SystemWords {
    private var words = [UInt64](repeating: 0, count: 32)
    /// The next word to hand out; at the end, the words are read again.
    private var position = 32

    func next() -> UInt64 {
        if position == words.count { refill() }
        defer { position += 1 }
        return words[position]
    }

    private func refill() {
        #if canImport(Glibc)
            words.withUnsafeMutableBytes { arc4random_buf($0.baseAddress!, $0.count) }
        #else
            var system = SystemRandomNumberGenerator()
            for i in words.indices { words[i] = system.next() }
        #endif
        position = 0
    }
}
