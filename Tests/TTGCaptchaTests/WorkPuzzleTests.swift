import TTGBase
import Testing

@testable import TTGCaptcha

@Suite struct WorkPuzzleTests {
    /// FIPS 180-2's first example.
    @Test func sha256MatchesTheStandard() {
        #expect(
            Hex.string(SHA256Digest.of("abc")) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    @Test func leadingZeroBitsCountsAcrossBytes() {
        #expect(WorkPuzzle.leadingZeroBits([0x00, 0x00, 0x1F]) == 19)
        #expect(WorkPuzzle.leadingZeroBits([0x80]) == 0)
        #expect(WorkPuzzle.leadingZeroBits([0x00, 0x00]) == 16)
    }

    /// A solution's hash begins with the asked zero bits, counted here from the digest's bytes.
    @Test func aSolutionHasTheZeroBits() {
        let puzzle = WorkPuzzle(salt: "5a17", difficulty: 12)
        let nonce = puzzle.solve(challenge: "id")
        let digest = SHA256Digest.of("id:5a17:\(nonce)")
        #expect(digest[0] == 0 && digest[1] >> 4 == 0)
        #expect(puzzle.isSolved(challenge: "id", nonce: nonce))
        #expect(!puzzle.isSolved(challenge: "id", nonce: String(repeating: "9", count: 33)))
    }

    /// Over many puzzles the mean work is about 2^bits hashes.
    @Test func theMeanCostIsTwoToTheBits() {
        let tries = (0..<200).map { index in
            Int(WorkPuzzle(salt: "s\(index)", difficulty: 6).solve(challenge: "c"))! + 1
        }
        let mean = Double(tries.reduce(0, +)) / Double(tries.count)
        // Geometric with p = 1/64: the mean of 200 is 64 ± 4.5 (one standard error).
        #expect(mean > 45 && mean < 85, "mean \(mean)")
    }
}
