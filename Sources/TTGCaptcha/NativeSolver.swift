import CWorkSolver

/// The proof of work as the best attacker solves it: OpenSSL's SHA-256 block function on one core,
/// the challenge's prefix hashed once and only the last block per nonce (`CWorkSolver`). Its rate
/// is what a challenge's price is computed from (``WorkScale``): pricing from a slower loop would
/// charge a bot a fraction of what the price says.
public enum NativeSolver {
    /// Hashes a CPU-second on one core of this machine, measured over `seconds` of the measuring
    /// thread's own CPU time: a busy machine lowers it little, never raises it.
    public static func hashRate(seconds: Double = 0.2) -> Double {
        ttg_work_hash_rate(seconds)
    }

    /// The first nonce that solves `puzzle` for `challenge` (the one ``WorkPuzzle/solve(challenge:)``
    /// finds), and how many hashes it took.
    public static func solve(_ puzzle: WorkPuzzle, challenge: String) -> (nonce: String, hashes: UInt64) {
        let prefix = Array("\(challenge):\(puzzle.salt):".utf8)
        var hashes: UInt64 = 0
        let nonce = ttg_work_solve(prefix, prefix.count, Int32(puzzle.difficulty), &hashes)
        return (String(nonce), hashes)
    }
}
