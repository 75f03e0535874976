import TTGBase
import TTGScene
import Testing

/// "Did you mean": close typos get a suggestion, unrelated words do not.
@Suite struct SuggestionTests {
    @Test func closeTyposAreSuggested() {
        #expect(Suggestion.nearest(to: "auroraWav", in: ["auroraWave", "auroraLoop"]) == "auroraWave")
        #expect(Suggestion.nearest(to: "pahts", in: ["path", "demo"]) == "path")
        #expect(Suggestion.nearest(to: "EVENODD", in: ["evenodd", "nonzero"]) == "evenodd")
    }

    @Test func unrelatedWordsAreNot() {
        #expect(Suggestion.nearest(to: "xyz", in: ["auroraWave"]) == nil)
        #expect(Suggestion.nearest(to: "ab", in: ["xy"]) == nil)
    }
}
