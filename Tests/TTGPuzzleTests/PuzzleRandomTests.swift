import Testing

@testable import TTGPuzzle

/// The unseeded generator hands out the system's words from a buffer: every word once,
/// every bit even, and a copy of a generator never repeats what the original drew.
@Suite struct PuzzleRandomTests {
    @Test func systemWordsAreEvenAndNeverRepeat() {
        var random = PuzzleRandom(seed: nil)
        var copy = random
        // Past several refills of the buffer, half from each copy.
        let draws = (0..<2048).flatMap { _ in [random.next(), copy.next()] }
        #expect(Set(draws).count == draws.count)
        #expect(random.draws == 2048 && copy.draws == 2048)
        // Each bit is set in half the draws: 4,096 draws put 6 standard deviations at ±192.
        for bit in 0..<64 {
            let ones = draws.filter { $0 >> UInt64(bit) & 1 == 1 }.count
            #expect(abs(ones - 2048) < 192, "bit \(bit) set in \(ones) of 4096 draws")
        }
    }

    /// SplitMix64's published sequence for seed 1234567 (Vigna's reference implementation).
    @Test func aSeedStillGivesItsSequence() {
        var random = PuzzleRandom(seed: 1_234_567)
        let expected: [UInt64] = [
            6_457_827_717_110_365_317, 3_203_168_211_198_807_973, 9_817_491_932_198_370_423,
            4_593_380_528_125_082_431, 16_408_922_859_458_223_821,
        ]
        #expect((0..<5).map { _ in random.next() } == expected)
    }
}
