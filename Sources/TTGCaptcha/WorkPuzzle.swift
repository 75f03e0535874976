import TTGBase

/// A proof-of-work puzzle (hashcash): find a nonce such that SHA-256 of
/// `"<challenge id>:<salt>:<nonce>"` begins with ``difficulty`` zero bits.
///
/// Solving takes 2^difficulty hashes on average; checking takes one. A client that reads the
/// picture perfectly still pays that for every attempt, and the service raises the difficulty for
/// a network that fails or asks often and while the site is flooded (``WorkScale``).
public struct WorkPuzzle: Codable, Hashable, Sendable {
    /// 16 random bytes as hexadecimal digits.
    public var salt: String
    /// Leading zero bits the hash must have.
    public var difficulty: Int

    /// The most bits a puzzle asks: 2^32 hashes are hours in a browser.
    public static let maximumDifficulty = 32

    public init(salt: String, difficulty: Int) {
        self.salt = salt
        self.difficulty = difficulty
    }

    /// The text hashed for `nonce`.
    public func message(challenge: String, nonce: String) -> String { "\(challenge):\(salt):\(nonce)" }

    /// True when `nonce` solves the puzzle for `challenge`. A nonce is at most 32 characters.
    public func isSolved(challenge: String, nonce: String) -> Bool {
        guard nonce.utf8.count <= 32 else { return false }
        return Self.leadingZeroBits(SHA256Digest.of(message(challenge: challenge, nonce: nonce))) >= difficulty
    }

    /// The first nonce (decimal, counting from 0) that solves the puzzle: what a client computes.
    public func solve(challenge: String) -> String {
        var nonce = 0
        while !isSolved(challenge: challenge, nonce: String(nonce)) { nonce += 1 }
        return String(nonce)
    }

    /// The number of zero bits at the start of `bytes`.
    static func leadingZeroBits(_ bytes: [UInt8]) -> Int {
        var bits = 0
        for byte in bytes {
            if byte == 0 {
                bits += 8
                continue
            }
            return bits + byte.leadingZeroBitCount
        }
        return bits
    }
}
