import TTGBase

extension Suggestion {
    /// "; did you mean 'x'?" for the nearest candidate, or the empty string.
    public static func didYouMean(_ word: String, in candidates: [String]) -> String {
        nearest(to: word, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }
}
