/// "Did you mean" suggestions by edit distance.
enum Suggestion {
    /// The candidate closest to `word` by Levenshtein distance (case-insensitive),
    /// when it is close enough to be a plausible typo: within a third of the
    /// word's length in edits, at least 1 and at most 3.
    static func nearest(to word: String, in candidates: [String]) -> String? {
        let lowered = word.lowercased()
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let d = editDistance(lowered, candidate.lowercased())
            if best == nil || d < best!.distance { best = (candidate, d) }
        }
        guard let best else { return nil }
        let allowed = min(3, max(1, word.count / 3))
        return best.distance <= allowed ? best.name : nil
    }

    /// Levenshtein distance: insertions, deletions and substitutions each cost 1.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    /// "; did you mean 'x'?" or the empty string.
    static func didYouMean(_ word: String, in candidates: [String]) -> String {
        nearest(to: word, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }
}
